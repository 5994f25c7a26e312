import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { brands } from '@cards/shared/brand';
import { mailCopy, mailKinds, renderCopy, renderMail } from '../../api/src/mail/templates/index.ts';
import { exampleMail } from '../../api/src/mail/templates/examples.ts';
import { contactAckCopy, contactOfficeCopy, reportAckCopy, reportOfficeCopy } from '../../api/src/mail/templates/enquiry-copy.ts';
import { axeViolations, expect, test } from './fixtures.ts';

// Every email of every brand, rendered by renderMail and opened in Chromium as a mail app would show it,
// at 600 px (a desktop reading pane) and 320 px (the narrowest phone). Needs no server: the logo requests are
// answered from shell/public, and anything else the email asked for would fail the test.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const kinds = mailKinds;
const publicUrl = 'https://cards.example.com.au';
const token = 'SECRET-TOKEN-3fa9c1';

/**
 * axe rules that do not apply to an email. A mail app shows the message inside its own page, which has the
 * landmarks; landmarks in a message would nest inside the app's and many apps remove them. So the checks that
 * every page has a main landmark and that all content sits in landmarks are left out. Everything else runs.
 */
const notForEmail = new Set(['landmark-one-main', 'region']);

/** VEA, or VEP in the MSIC wording (SPEC §3 'Tracking input'). */
const trackingNumberFor = (cardType: string) => (cardType === 'msic' ? 'VEP0001523' : 'VEA0001523');

async function openMail(page: Page, html: string, width: number) {
  const requested: string[] = [];
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    requested.push(url);
    const logo = new RegExp(`^${publicUrl}/brand/([a-z]+)/logo\\.png$`).exec(url);
    if (!logo) return route.abort();
    await route.fulfill({ contentType: 'image/png', body: readFileSync(path.join(root, 'shell', 'public', 'brand', logo[1]!, 'logo.png')) });
  });
  await page.setViewportSize({ width, height: 900 });
  await page.setContent(html, { waitUntil: 'load' });
  return requested;
}

// One page per brand, every kind a step of it: a page per kind spent most of its time opening the page.
for (const brand of Object.values(brands)) {
  test(`${brand.code}: every kind has the button, the fallback, no visible secret, fits 320 px, passes axe`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const kind of kinds) await test.step(kind, async () => {
      const cardType = brand.cardTypes.includes('msic') ? 'msic' : brand.defaultCardType;
      const trackingNumber = trackingNumberFor(cardType);
      // The dispatch email links the activation page of the person's card.
      const example = exampleMail(kind, brand, cardType, { publicUrl, token, trackingNumber });
      const { link, fallbackLink } = example;
      const mail = await renderMail(example);
      const copy = mailCopy(example);

      for (const width of [600, 320]) {
        const requested = await openMail(page, mail.html, width);
        expect(requested, 'the email asks only for its logo').toEqual([`${publicUrl}/brand/${brand.code}/logo.png`]);

        const button = page.getByRole('link', { name: copy.button, exact: true });
        await expect(button).toBeVisible();
        await expect(button).toHaveAttribute('href', link);

        const visible = await page.locator('body').innerText();
        expect(visible).not.toContain(token);
        // link-expired's button opens the link-expired page, which carries no secret and is also the fallback.
        if (link !== fallbackLink) expect(visible).not.toContain(link);
        expect(visible).toContain('Hello Mia,');

        const fallback = page.getByRole('link', { name: fallbackLink, exact: true });
        await expect(fallback).toBeVisible();
        await expect(fallback).toHaveAttribute('href', fallbackLink);

        if (kind === 'sign-in-code') {
          // The code stands out in its box, large enough to read and copy.
          const code = page.getByText('042917', { exact: true });
          await expect(code).toBeVisible();
          expect(await code.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)), 'a large code').toBeGreaterThanOrEqual(24);
        }
        if (kind === 'submitted') {
          // The tracking number stands out in its box, and the next steps are headed so they can be skimmed.
          const number = page.getByText(trackingNumber, { exact: true });
          await expect(number).toBeVisible();
          expect(await number.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)), 'a large number').toBeGreaterThanOrEqual(24);
          await expect(page.getByRole('heading', { level: 2 })).toHaveText(['What happens next']);
          await expect(page.getByRole('heading', { level: 3 })).toHaveText(['1. Your interview', '2. Your background check', '3. Your card']);
          await expect(page.getByRole('listitem')).toHaveCount(4);
        }

        const logo = page.getByRole('img', { name: brand.name, exact: true });
        await expect(logo).toBeVisible();
        expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth), 'the logo loaded').toBe(480);
        await expect(page.locator('img:not([alt])')).toHaveCount(0);
        await expect(page.locator('table:not([role="presentation"])')).toHaveCount(0);

        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `no horizontal scroll at ${width} px`).toBeLessThanOrEqual(width);

        // A brand changes only the colours and the logo, the same in every kind, and a kind only the words; the width
        // changes the layout, not the colours or the markup: axe scans every kind on the default brand and every
        // brand's colours on one kind, at 320 px.
        if (width === 320 && (brand.code === brands.default.code || kind === kinds[0])) {
          const violations = (await axeViolations(page)).filter((v) => !notForEmail.has(v.id));
          expect(violations, `axe at ${width} px`).toEqual([]);
        }
        await page.unrouteAll({ behavior: 'wait' });
      }
    });
  });
}

test('a logo that does not load leaves the brand\'s name readable on the header band', async ({ page }) => {
  const brand = brands.default;
  const mail = await renderMail(exampleMail('form-saved', brand, 'asic', { publicUrl, token, trackingNumber: 'VEA0001523' }));
  await page.route('**/*', (route) => route.abort());
  await page.setViewportSize({ width: 320, height: 900 });
  await page.setContent(mail.html, { waitUntil: 'load' });
  const color = await page.getByRole('img', { name: brand.name }).evaluate((img) => getComputedStyle(img).color);
  expect(color).toBe('rgb(255, 255, 255)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your application is saved');
});

// The emails of the contact forms and the card holder's reports, to the office and to the person. What a
// person typed is shown as text, never as markup, and a long message still fits a phone.
test.describe('contact and report emails', () => {
  const brand = brands.default;
  const typed = 'Please call me <b>today</b> & thanks. ' + 'A very-long-word-without-spaces-'.repeat(4);
  const enquiry = { EnquiryType: 'General Enquiries' as const, Name: 'Ngaio Rangi', Email: 'ngaio@example.com', Message: typed, CardNum: 'ABC12345' };
  const report = {
    ReportType: 'stolen' as const, CardType: 'asic' as const, FullName: 'Priya Natarajan', Birthdate: '1991-04-12', Email: 'priya@example.com',
    CardNumber: 'VEA0001642', EventDate: '2026-11-20', PoliceReport: 'QP2300001', Details: typed,
  };
  const copies = {
    'contact-office': contactOfficeCopy(brand, enquiry),
    'contact-ack': contactAckCopy(brand, 'Ngaio Rangi'),
    'report-office': reportOfficeCopy(brand, report, 'R000042'),
    'report-ack': reportAckCopy(brand, report, 'R000042'),
  };
  for (const [kind, copy] of Object.entries(copies)) {
    test(`${kind}: fits 320 px, shows typed text as text, passes axe`, async ({ page }) => {
      const mail = await renderCopy(copy, brand, publicUrl);
      for (const width of [600, 320]) {
        await openMail(page, mail.html, width);
        await expect(page.locator('b')).toHaveCount(0);
        if (kind.endsWith('office')) await expect(page.getByText('Please call me <b>today</b> & thanks.', { exact: false })).toBeVisible();
        if (kind === 'report-ack') await expect(page.getByText('R000042', { exact: false }).filter({ visible: true }).first()).toBeVisible();
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `no horizontal scroll at ${width} px`).toBeLessThanOrEqual(width);
        // A brand changes only the colours and the logo, the same in every kind, and a kind only the words; the width
        // changes the layout, not the colours or the markup: axe scans every kind on the default brand and every
        // brand's colours on one kind, at 320 px.
        if (width === 320 && (brand.code === brands.default.code || kind === kinds[0])) {
          const violations = (await axeViolations(page)).filter((v) => !notForEmail.has(v.id));
          expect(violations, `axe at ${width} px`).toEqual([]);
        }
        await page.unrouteAll({ behavior: 'wait' });
      }
      // The plain-text part shows what was typed exactly as typed.
      if (kind.endsWith('office')) expect(mail.text).toContain('Please call me <b>today</b> & thanks.');
    });
  }
});
