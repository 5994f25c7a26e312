import { describe, expect, it } from 'vitest';
import { getBrand } from '@cards/shared/brand';
import { inductionEnrolledCopy, inductionEnrolmentLinkCopy, inductionForeignCardCopy, type EmailedInduction } from '../../src/mail/templates/induction-copy.ts';
import { renderCopy } from '../../src/mail/templates/index.ts';
import { TEXT_WIDTH } from '../../src/mail/templates/text.ts';

// The two induction emails (induction-copy.ts) in the one layout, for both induction brands: what they say,
// where the button goes, that the plain text has every address whole, and that only a plain name is repeated.

const publicUrl = 'https://cards.example.com.au';
const dia: EmailedInduction = { name: 'DIA Security Induction', url: `${publicUrl}/induction/AAAAAAAAAAAAAAAAAAAAAAAA?company=adg` };
const asp: EmailedInduction = { name: 'ASP Security Induction', url: `${publicUrl}/induction/BBBBBBBBBBBBBBBBBBBBBBBB?company=adg` };
const bne: EmailedInduction = { name: 'BNE Security Induction', url: `${publicUrl}/induction/CCCCCCCCCCCCCCCCCCCCCCCC?company=bne` };
const status = `${publicUrl}/induction-status/42/DDDDDDDDDDDDDDDDDDDDDDDD?company=adg`;

/** The plain text's words, wrapping undone. */
const prose = (text: string) => text.replace(/\s+/g, ' ');

/** Every line of the plain text fits, but an address, which stays whole on its own line. */
function expectWrapped(text: string) {
  for (const line of text.split('\n')) {
    if (!/https?:\/\//.test(line)) expect(line.length, line).toBeLessThanOrEqual(TEXT_WIDTH);
  }
}

describe('to one of our card holders', () => {
  it('one induction: its name in the subject, the button opens it', async () => {
    const brand = getBrand('bne');
    const mail = await renderCopy(inductionEnrolledCopy(brand, 'Mia', [bne]), brand, publicUrl, bne.url);
    expect(mail.subject).toBe('Your BNE Security Induction');
    expect(mail.text.split('\n')[0]).toBe('Hello Mia,');
    expect(prose(mail.text)).toContain('You are enrolled in the BNE Security Induction with');
    expect(mail.text).toContain(`Start your induction:\n${bne.url}`);
    expect(mail.text).not.toContain('Your inductions');
    expect(prose(mail.text)).toContain('The link is yours alone');
    expect(prose(mail.text)).toContain(`ASIC number, name and date of birth of your application`);
    expect(mail.html).toContain(`href="${bne.url.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain(brand.name);
    expectWrapped(mail.text);
  });

  it('several: each listed with its address, the button opens the first', async () => {
    const brand = getBrand('adg');
    const mail = await renderCopy(inductionEnrolledCopy(brand, 'Mia', [dia, asp]), brand, publicUrl, dia.url);
    expect(mail.subject).toBe('Your security inductions');
    expect(prose(mail.text)).toContain('the DIA Security Induction and ASP Security Induction');
    expect(prose(mail.text)).toContain('complete them before you collect your card');
    expect(mail.text).toContain(`- DIA Security Induction:\n  ${dia.url}\n- ASP Security Induction:\n  ${asp.url}`);
    expect(mail.text).toContain(`Start your first induction:\n${dia.url}`);
    expect(prose(mail.text)).toContain('The links are yours alone: anyone who has one');
    expectWrapped(mail.text);
  });
});

describe('to the holder of a card from another issuer', () => {
  it('the status page on the button, every induction listed', async () => {
    const brand = getBrand('adg');
    const mail = await renderCopy(inductionForeignCardCopy(brand, 'Żaneta', [dia]), brand, publicUrl, status);
    expect(mail.subject).toBe('Your DIA Security Induction');
    expect(mail.text.split('\n')[0]).toBe('Hello Żaneta,');
    expect(prose(mail.text)).toContain('with the card you hold from another issuer');
    expect(mail.text).toContain(`See your inductions:\n${status}`);
    expect(mail.text).toContain(`- DIA Security Induction:\n  ${dia.url}`);
    expect(prose(mail.text)).toContain('If you did not enrol, you can ignore this email.');
    expect(mail.html).toContain('See your inductions');
    expectWrapped(mail.text);
  });
});

describe('the link that finishes a card holder\'s enrolment', () => {
  const link = `${publicUrl}/induction-enrolment?company=adg#token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE`;

  it.each([['asic', 'ASIC'], ['msic', 'MSIC']])('names the card of the application (%s), the programs, and how long the link works', async (cardType, card) => {
    const brand = getBrand('adg');
    const mail = await renderCopy(inductionEnrolmentLinkCopy(brand, cardType, 'Mia', ['DIA Security Induction', 'ASP Security Induction'], 24), brand, publicUrl, link);
    expect(mail.subject).toBe('Finish enrolling in your security induction');
    expect(mail.text.split('\n')[0]).toBe('Hello Mia,');
    expect(prose(mail.text)).toContain(`the DIA Security Induction and ASP Security Induction with ${brand.name}, with the tracking number, name and date of birth of your ${card} application`);
    expect(prose(mail.text)).toContain('The link works once, for 24 hours.');
    expect(mail.text).toContain(`Finish enrolling:\n${link}`);
    expect(prose(mail.text)).toContain('nothing happens unless the link is opened');
    if (card === 'MSIC') expect(mail.text).not.toContain('ASIC');
    expectWrapped(mail.text);
  });
});

describe('what is typed is repeated only when it is plainly a name', () => {
  it.each([
    ['markup', '<b>Mia</b>'],
    ['a web address', 'visit evil.example'],
    ['a message', 'Click the link below to claim your prize now because it will expire very soon'],
    ['not text', 42],
  ])('%s: a greeting without a name', async (_what, firstname) => {
    const brand = getBrand('adg');
    for (const copy of [inductionEnrolledCopy(brand, firstname, [dia]), inductionForeignCardCopy(brand, firstname, [dia])]) {
      const mail = await renderCopy(copy, brand, publicUrl, dia.url);
      expect(mail.text.split('\n')[0]).toBe('Hello,');
      expect(mail.html).not.toContain('<b>Mia');
      expect(mail.text).not.toContain('evil.example');
    }
  });

  it('a link that is not a web address is refused', async () => {
    const brand = getBrand('adg');
    await expect(renderCopy(inductionEnrolledCopy(brand, 'Mia', [dia]), brand, publicUrl, 'javascript:alert(1)')).rejects.toThrow(/not an http/);
  });
});
