import { describe, expect, it } from 'vitest';
import { brands, type Brand } from '@cards/shared/brand';
import { contrastRatio } from '../../src/mail/templates/contrast.ts';
import {
  MAIL_KINDS, escapeHtml, greetingName, hasSecretLink, logoUrl, mailColours, mailCopy, mailKinds, renderMail, type MailCopy, type MailKind,
  type MailKindEntry, type MailKindValues, type MailTemplateInput,
} from '../../src/mail/templates/index.ts';
import { exampleMail } from '../../src/mail/templates/examples.ts';
import { isMailLink, withArticle } from '../../src/mail/templates/copy.ts';
import { TEXT_WIDTH } from '../../src/mail/templates/text.ts';

// The emails' templates, for every brand and kind, without a server. The same emails are opened in
// Chromium (layout at 320 px, axe, what is visible) by e2e/tests/mail-templates.spec.ts.

const kinds = mailKinds;
const publicUrl = 'https://cards.example.com.au';
const token = 'TOKEN-abc123XYZ';
const trackingNumber = 'VEA0001523';

/** The button's address and the fallback under it, as the sender makes them for each kind. */
function addresses(brand: Brand, kind: MailKind): { link: string; fallbackLink: string } {
  const { link, fallbackLink } = input(brand, kind);
  return { link, fallbackLink };
}

/** Any field of an email of any kind, for tests that give a kind values it lacks or takes away ones it needs. */
type AnyMailInput = Partial<Omit<MailTemplateInput, 'kind'>> & Partial<MailKindValues['status-update'] & MailKindValues['sign-in-code'] & MailKindValues['opneed-request'] & MailKindValues['deletion-reminder']>;

function input(brand: Brand, kind: MailKind, extra: AnyMailInput = {}): MailTemplateInput {
  // A dispatch's activation link only where a test gives one: one test checks it is required.
  const { activateLink: _activate, ...example } = exampleMail(kind, brand, brand.defaultCardType, { publicUrl, token, trackingNumber }) as MailTemplateInput & AnyMailInput;
  return { ...example, ...(kind === 'status-update' ? { update: 'upload' } : {}), ...extra } as MailTemplateInput;
}

/** Everything the copy says, in reading order, without the footer. */
function bodyParagraphs(copy: MailCopy): string[] {
  return [
    ...copy.intro,
    ...(copy.sections ?? []).flatMap((section) => [
      ...(section.heading ? [section.heading] : []),
      ...section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : isMailLink(block) ? [block.text, block.href] : [...block])),
    ]),
    ...copy.after,
  ];
}

/** What a reader sees: the body's text without tags, attributes or comments, entities decoded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<div style="display:none[^"]*">[\s\S]*?<\/div>/, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!)
    .replace(/\s+/g, ' ');
}

function attributeValues(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => m[1]!);
}

async function greetingOf(firstname: unknown): Promise<string> {
  const { text } = await renderMail(input(brands.default, 'form-saved', { firstname }));
  return text.split('\n')[0]!;
}

describe('renderMail: every kind for every brand', () => {
  for (const brand of Object.values(brands)) {
    for (const kind of kinds) {
      it(`${brand.code} ${kind}`, async () => {
        const mail = await renderMail(input(brand, kind));
        const { link, fallbackLink } = input(brand, kind);
        const copy = mailCopy(input(brand, kind));

        expect(mail.subject).toBe(copy.subject);
        expect(mail.subject).toContain(brand.product);
        expect(mail.text.length).toBeGreaterThan(200);
        expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="en-AU"/);
        expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
        expect(mail.html).toContain(escapeHtml(copy.preview));

        // The logo: a PNG (mail apps do not show SVG) on the header band, named by the brand.
        const img = /<img\b[^>]*>/.exec(mail.html)![0];
        expect(img).toContain(`alt="${escapeHtml(brand.name)}"`);
        expect(img).toContain(`src="${logoUrl(publicUrl, brand)}"`);
        expect(img).toMatch(/ width="240" height="40"/);
        expect(mail.html).toContain(`background-color:${brand.theme.primary}`);

        // Every address in the HTML is the site's own.
        const addresses = [...attributeValues(mail.html, 'href'), ...attributeValues(mail.html, 'src')];
        expect(addresses.length).toBeGreaterThanOrEqual(3);
        for (const address of addresses) expect(address.startsWith(`${publicUrl}/`), address).toBe(true);

        // The secret link is only the button's href; the fallback is shown and linked.
        expect(attributeValues(mail.html, 'href')).toEqual([escapeHtml(link), escapeHtml(fallbackLink)]);
        const visible = visibleText(mail.html);
        expect(visible).not.toContain(token);
        expect(visible).toContain(`If the button does not work, open ${fallbackLink} ${copy.fallbackEnd}`);
        expect(visible).toContain(copy.button);

        // Layout tables say so, Outlook's included.
        const tables = mail.html.match(/<table\b[^>]*>/g)!;
        expect(tables.length).toBeGreaterThan(5);
        for (const table of tables) expect(table).toContain('role="presentation"');

        // The plain-text part: the same paragraphs, the addresses in full on lines of their own.
        const lines = mail.text.split('\n');
        expect(lines[0]).toBe('Hello Mia,');
        expect(lines).toContain(link);
        expect(lines).toContain(fallbackLink);
        for (const paragraph of [...bodyParagraphs(copy), copy.why, copy.notYou]) {
          expect(mail.text.replace(/\s+/g, ' ')).toContain(paragraph);
          expect(visible).toContain(paragraph);
        }
        for (const line of lines) {
          if (!line.startsWith('http')) expect(line.length, line).toBeLessThanOrEqual(TEXT_WIDTH);
        }

        // Why the person got it, and what to do if they never applied.
        const notYou: Record<MailKind, string> = {
          'form-saved': `If you did not start an application with ${brand.name}, you can ignore this email.`,
          'session-expired': `If you did not start an application with ${brand.name}, you can ignore this email.`,
          'link-expired': `If you did not start an application with ${brand.name}, you can ignore this email.`,
          'new-link': `If you did not start an application with ${brand.name}, you can ignore this email.`,
          invitation: `If you were not expecting an invitation from ${brand.name}, you can ignore this email.`,
          // Someone has applied with this address: ignoring it is not enough.
          submitted: `If you did not apply for ${withArticle(brand.product)} with ${brand.name}, tell us at ${brand.contact.email}`,
          // Nobody can see the application without the code: ignoring it is enough.
          'sign-in-code': 'If that was not you, you can ignore this email: nobody can see your application without the code.',
          'status-update': `If you did not apply for ${withArticle(brand.product)} with ${brand.name}, tell us at ${brand.contact.email}`,
          // Someone else's application: the signer is told not to sign what they cannot confirm.
          'opneed-request': `If you do not know the applicant or cannot confirm their need, do not sign. Tell us at ${brand.contact.email}.`,
          'deletion-reminder': `If you did not start an application with ${brand.name}, you can ignore this email.`,
          // Someone has a card made in this person's name: ignoring it is not enough.
          'activation-refused': `If you did not apply for ${withArticle(brand.product)} with ${brand.name}, tell us at ${brand.contact.email}`,
        };
        for (const part of [visible, mail.text.replace(/\s+/g, ' ')]) {
          expect(part).toContain(notYou[kind]);
          if (kind === 'sign-in-code') expect(part).toContain(`If you keep receiving these emails, tell us at ${brand.contact.email}.`);
          else if (kind !== 'submitted' && kind !== 'status-update' && kind !== 'opneed-request' && kind !== 'activation-refused') expect(part).toContain(`If you keep receiving them, tell us at ${brand.contact.email}.`);
          expect(part).toContain(`Phone ${brand.contact.phone}`);
        }
      });
    }
  }
});

describe('subjects say what the email is, with the card name', () => {
  it('names the ASIC, or the MSIC for a maritime draft', async () => {
    const subjects = async (cardType: string) => Promise.all(kinds.map(async (kind) =>
      (await renderMail(input(brands.chcheli, kind, { cardType, trackingNumber: cardType === 'msic' ? 'VEP0001523' : 'VEA0001523' })))
        .subject));
    expect(await subjects('asic')).toEqual([
      'Your ASIC application is saved',
      'We saved your ASIC application when your session ended',
      'The link to your ASIC application has expired',
      'Your new link to your ASIC application',
      'Your invitation to apply for an ASIC',
      'We have your ASIC application: VEA0001523',
      'Your code to track your ASIC application',
      'ASIC application VEA0001523: your background check has started',
      'Please confirm why Jane Citizen needs an ASIC',
      'Your ASIC application will be deleted from 2 March 2027',
      'We have paused activation of your ASIC',
    ]);
    expect(await subjects('msic')).toEqual([
      'Your MSIC application is saved',
      'We saved your MSIC application when your session ended',
      'The link to your MSIC application has expired',
      'Your new link to your MSIC application',
      'Your invitation to apply for an MSIC',
      'We have your MSIC application: VEP0001523',
      'Your code to track your MSIC application',
      'MSIC application VEP0001523: your background check has started',
      'Please confirm why Jane Citizen needs an MSIC',
      'Your MSIC application will be deleted from 2 March 2027',
      'We have paused activation of your MSIC',
    ]);
  });
});

describe('the status emails: what happened, what comes next, nothing personal', () => {
  it.each([
    ['interview', 'Your interview is recorded'], ['payment', 'We have your payment'], ['upload', 'Your background check has started'],
    ['decision-Y', 'Your background check is finished'], ['decision-N', 'Your application has been processed'],
    ['dispatch-post', 'Your ASIC is on its way'], ['dispatch-pickup', 'Your ASIC is ready to collect'], ['approve-need', 'Your operational need is approved'],
  ] as const)('%s: %s', async (update, subject) => {
    const dispatched = update.startsWith('dispatch');
    const activate = `${publicUrl}/activate?card=asic&company=default`;
    const mail = await renderMail(input(brands.default, 'status-update', { update, ...(dispatched ? { activateLink: activate } : {}) }));
    expect(mail.subject).toBe(`ASIC application ${trackingNumber}: ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`);
    expect(mail.text).toContain('What happens next');
    expect(mail.text).toContain(`${publicUrl}/track-asic?ref=${trackingNumber}&company=default`);
    // The emails that say to activate the card link its activation page; the others do not.
    expect(mail.text.includes(`Activate your ASIC on this page:\n${activate}`)).toBe(dispatched);
  });

  it('refuses to render a dispatch email without the activation page', async () => {
    await expect(renderMail(input(brands.default, 'status-update', { update: 'dispatch-post' }))).rejects.toThrow(/activation page/);
  });

  it('refuses to render without what was recorded', async () => {
    await expect(renderMail(input(brands.default, 'status-update', { update: undefined }))).rejects.toThrow(/what was recorded/);
  });
});

describe('the deletion reminder: the day, how to keep the application, nothing to do otherwise', () => {
  it('says the day in words, that a saved change keeps it, and that doing nothing is fine', async () => {
    const mail = await renderMail(input(brands.default, 'deletion-reminder'));
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('We will delete this one from 2 March 2027.');
    expect(text).toContain('Any change you save keeps it for longer.');
    expect(text).toContain('If you no longer need it, you do not have to do anything.');
    expect(mail.text).toContain(`${publicUrl}/apply/form/REF-7/?t=${token}&company=default`);
  });

  it('refuses to render without a real day', async () => {
    for (const deleteOn of [undefined, '', '2027-02-30', 'soon']) {
      await expect(renderMail(input(brands.default, 'deletion-reminder', { deleteOn }))).rejects.toThrow(/the day the application will be deleted/);
    }
  });
});

describe('the sign-in code email: the code, its limits, and nothing personal', () => {
  it('puts the code in the highlighted box and on a line of its own, and says it works once for 10 minutes', async () => {
    const mail = await renderMail(input(brands.default, 'sign-in-code'));
    const lines = mail.text.split('\n');
    expect(lines[lines.indexOf('Your code:') + 1]).toBe('042917');
    expect(mail.text).toContain('The code works once, for 10 minutes.');
    expect(mail.html).toContain('042917');
    expect(mail.text).toContain(trackingNumber);
  });

  it('refuses to render without a 6-digit code', async () => {
    await expect(renderMail(input(brands.default, 'sign-in-code', { code: '12345' }))).rejects.toThrow(/6-digit/);
    await expect(renderMail(input(brands.default, 'sign-in-code', { code: undefined }))).rejects.toThrow(/6-digit/);
  });
});

describe('the registry of kinds', () => {
  it('says how long every token link lasts, and only of token links; the others hold no secret', () => {
    for (const kind of mailKinds) {
      const entry: MailKindEntry = MAIL_KINDS[kind];
      expect(entry.linkLasts !== undefined, kind).toBe(entry.link === 'resume');
      expect(hasSecretLink(kind), kind).toBe(entry.link === 'resume');
    }
    // Mail a visitor cannot make the site send counts against no limit: the status emails, the submission email,
    // the statement at conversion, the retention reminder and the activation lock's notice.
    expect(mailKinds.filter((kind) => !MAIL_KINDS[kind].onDemand)).toEqual(['submitted', 'status-update', 'opneed-request', 'deletion-reminder', 'activation-refused']);
  });
});

describe('the submission email: tracking number, what happens next, the track page', () => {
  it('puts the tracking number in a highlighted box in HTML and on a line of its own in text', async () => {
    const mail = await renderMail(input(brands.default, 'submitted'));
    const box = /<td style="background-color:([^;]+);color:([^;]+);[^"]*">([\s\S]*?)<\/td>/.exec(mail.html)!;
    expect(box[1]).toBe(brands.default.theme.primary);
    expect(box[2]).toBe(brands.default.theme.primaryText);
    expect(box[3]!.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()).toBe(`Your tracking number ${trackingNumber}`);
    const lines = mail.text.split('\n');
    expect(lines[lines.indexOf('Your tracking number:') + 1]).toBe(trackingNumber);
  });

  it('says what happens next under headings: interview, background check, card', async () => {
    const mail = await renderMail(input(brands.default, 'submitted'));
    const headings = [...mail.html.matchAll(/<h([1-3])[^>]*>([^<]*)<\/h\1>/g)].map((m) => `h${m[1]} ${m[2]}`);
    expect(headings).toEqual([
      'h1 Application received', 'h2 What happens next', 'h3 1. Your interview', 'h3 2. Your background check',
      'h3 3. Your card',
    ]);
    const text = mail.text.replace(/\s+/g, ' ');
    for (const words of ['original documents', 'AusCheck', 'ASIO', 'criminal intelligence assessment', 'right to work', 'between two and eight weeks', 'job ready']) {
      expect(text).toContain(words);
    }
    expect(mail.text).toContain('What happens next\n=================');
    // As every other email says, the track page asks for a code too (this one said date of birth alone).
    expect(text).toContain('The tracking page asks for your date of birth and a code we email you before it shows your application.');
  });

  it('links the track page from the button and the fallback, with the tracking number and no secret', async () => {
    const { link } = addresses(brands.bne, 'submitted');
    const mail = await renderMail(input(brands.bne, 'submitted'));
    expect(attributeValues(mail.html, 'href')).toEqual([escapeHtml(link), escapeHtml(link)]);
    expect(visibleText(mail.html)).toContain(`If the button does not work, open ${link} in your web browser.`);
    expect(mail.text.split('\n').filter((line) => line.startsWith('http'))).toEqual([link]);
  });

  it.each([undefined, '', 'VEA1523', 'VEX0001523', 'vea0001523', 'VEA0001523 ', '<b>VEA0001523</b>'])(
    'refuses a tracking number %j', async (value) => {
      await expect(renderMail(input(brands.default, 'submitted', { trackingNumber: value }))).rejects.toThrow(/tracking number/);
    },
  );

  it('greets by first name only when it passes the name rule', async () => {
    const plain = await renderMail(input(brands.default, 'submitted', { firstname: 'Call 1900 555 000' }));
    expect(plain.text.split('\n')[0]).toBe('Hello,');
    expect(plain.html).not.toContain('1900');
  });
});

describe('the greeting uses the first name only when it is plainly a name (SPEC §5 name rule, at most 50)', () => {
  it.each([
    ['Mia', 'Hello Mia,'],
    ['  Mia  ', 'Hello Mia,'],
    ["Zoë O'Brien-Smith", "Hello Zoë O'Brien-Smith,"],
    ['Żaneta', 'Hello Żaneta,'],
    ['J.R.', 'Hello J.R.,'],
    ['Mary\n  Jane', 'Hello Mary Jane,'],
    ['a'.repeat(50), `Hello ${'a'.repeat(50)},`],
  ])('%j → %s', async (firstname, greeting) => {
    expect(await greetingOf(firstname)).toBe(greeting);
  });

  it.each([
    'Mia2',
    'R2-D2',
    'https://evil.example/login',
    'www.evil.example',
    'evil.com',
    'Your card is cancelled. Call 1900 555 000',
    '<b>Jo</b>',
    'a'.repeat(51),
    '',
    '   ',
    '-',
    undefined,
    null,
    42,
    ['Mia'],
    { name: 'Mia' },
  ])('%j → Hello,', async (firstname) => {
    expect(await greetingOf(firstname)).toBe('Hello,');
    expect(greetingName(firstname)).toBeUndefined();
  });

  it('puts nothing else a person typed in the email', async () => {
    const firstname = 'Your card is cancelled. Call 1900 555 000';
    const mail = await renderMail(input(brands.default, 'session-expired', { firstname }));
    expect(mail.html).not.toContain('1900');
    expect(mail.text).not.toContain('1900');
    expect(visibleText(mail.html)).toContain('Hello,');
  });
});

describe('escaping', () => {
  const hostile: Brand = {
    ...brands.default,
    name: 'Cards <b>& "Co"\'s',
    product: 'AS<i>IC',
    contact: { ...brands.default.contact, phone: '1300 <script>', email: 'x"@example.com' },
  };

  it('escapes the brand\'s name and settings in text and attributes', async () => {
    for (const kind of kinds) {
      const mail = await renderMail(input(hostile, kind));
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('<i>');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('Cards &lt;b&gt;&amp; &quot;Co&quot;&#39;s');
      expect(mail.html).toContain('alt="Cards &lt;b&gt;&amp; &quot;Co&quot;&#39;s"');
      expect(mail.html).toContain('AS&lt;i&gt;IC');
      expect(mail.html).toContain('x&quot;@example.com');
      // The plain-text part is not HTML: it keeps the characters.
      expect(mail.text).toContain('Cards <b>& "Co"\'s');
    }
  });

  it('escapes the addresses in attributes and text', async () => {
    const link = `${publicUrl}/apply/form/R/?t=a'b"c<d>&company=default`;
    const fallbackLink = `${publicUrl}/link-expired/R?company=default&x="y"`;
    const mail = await renderMail(input(brands.default, 'new-link', { link, fallbackLink }));
    expect(mail.html).toContain(`href="${publicUrl}/apply/form/R/?t=a&#39;b&quot;c&lt;d&gt;&amp;company=default"`);
    expect(mail.html).toContain(`>${publicUrl}/link-expired/R?company=default&amp;x=&quot;y&quot;</a>`);
    expect(mail.html).not.toContain('"c<d>');
  });
});

describe('the statement of operational need', () => {
  const statement = (opNeed: MailKindValues['opneed-request']['opNeed'] | undefined, firstname: unknown = 'Sam') => renderMail(input(brands.default, 'opneed-request', { opNeed, firstname }));

  it('greets the employer, names the applicant only when it is plainly a name, and escapes it', async () => {
    const mail = await statement({ signer: 'employer', applicantName: "Siobhán O'Brien" });
    expect(mail.subject).toBe("Please confirm why Siobhán O'Brien needs an ASIC");
    expect(mail.text.split('\n')[0]).toBe('Hello Sam,');
    expect(mail.html).toContain('Siobhán O&#39;Brien has applied for an ASIC');
    for (const hostile of ['<b>Jane</b>', 'Jane http://evil.example.com', 'x'.repeat(151), 42]) {
      const other = await statement({ signer: 'employer', applicantName: hostile });
      expect(other.subject).toBe('Please confirm why your worker needs an ASIC');
      expect(other.text).toContain('Someone has applied for an ASIC');
      expect(other.html).not.toContain('<b>Jane');
      expect(other.text).not.toContain('evil.example');
    }
  });

  it('asks a self-sponsored applicant to sign their own statement', async () => {
    const mail = await statement({ signer: 'applicant', applicantName: 'Jane Citizen' }, 'Jane');
    expect(mail.subject).toBe('Sign your statement of operational need for your ASIC');
    expect(mail.text).toContain('as your own sponsor');
  });

  it('needs to know whose statement it is', async () => {
    await expect(statement(undefined)).rejects.toThrow(/whose statement/);
  });
});

describe('addresses renderMail refuses', () => {
  it('refuses addresses that are not http(s)', async () => {
    await expect(renderMail(input(brands.default, 'new-link', { link: 'javascript:alert(1)' }))).rejects.toThrow(/link/);
    await expect(renderMail(input(brands.default, 'new-link', { fallbackLink: 'data:text/html,x' }))).rejects.toThrow(/fallback/);
    await expect(renderMail(input(brands.default, 'new-link', { publicUrl: 'cards.example.com.au' }))).rejects.toThrow(/public/);
  });

  it('refuses to show a secret link as the fallback; link-expired\'s page may be both', async () => {
    const { link } = input(brands.default, 'form-saved');
    await expect(renderMail(input(brands.default, 'form-saved', { fallbackLink: link }))).rejects.toThrow(/secret/);
    const expired = await renderMail(input(brands.default, 'link-expired'));
    expect(expired.text.split('\n').filter((line) => line.startsWith('http'))).toHaveLength(1);
  });

  it('takes a public address with a trailing slash', async () => {
    const mail = await renderMail(input(brands.bne, 'form-saved', { publicUrl: `${publicUrl}/` }));
    expect(mail.html).toContain(`src="${publicUrl}/brand/bne/logo.png"`);
  });
});

describe('colours meet WCAG AA for every brand', () => {
  it.each(Object.values(brands).map((b) => [b.code, b] as const))('%s', (_code, brand) => {
    const c = mailColours(brand);
    expect(contrastRatio(c.text, c.card)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.text, c.page)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.link, c.card)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.buttonText, c.button)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.headerText, c.header)).toBeGreaterThanOrEqual(4.5);
    // The button's edge against the card (WCAG 1.4.11).
    expect(contrastRatio(c.button, c.card)).toBeGreaterThanOrEqual(3);
  });

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });
});
