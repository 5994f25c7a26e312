import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { axeViolations, expect, livePage, test } from './fixtures.ts';
import { completeStep3, confirmAndSend, latestMail, startApplication, uniqueEmail } from './application-helpers.ts';
import { ops } from './ops.ts';
import { sendThroughApi } from './sent-application.ts';

// Track journeys: SPEC §2 'Track screen', §4 'Track' and 'Status display', §7 login and logout, §8 track login
// errors. An application is sent first (an MSIC through the pages, the others through the api as the pages send
// them); its person then signs in on another device.

const BIRTHDATE = '1990-04-12';

interface Sent {
  peopleId: string;
  trackingNumber: string;
  email: string;
}

/** An ordinary MSIC sent through the pages (a port worker's need, no airports). */
async function sendMsic(browser: Browser, tag: string): Promise<Sent> {
  const context = await browser.newContext();
  const page = livePage(await context.newPage());
  const email = uniqueEmail(tag);
  await startApplication(page, { first: 'Tess', family: 'Ng', email }, '/apply/form/step1?card=msic');
  await completeStep3(page, { need: 'Port or ship worker', airports: [] });
  const peopleId = await confirmAndSend(page);
  await context.close();
  return { peopleId, trackingNumber: `VEP${String(Number(peopleId) + 1500).padStart(7, '0')}`, email };
}

/** The path and query of the first link to a track page in an email. */
function trackLinkIn(text: string): string {
  const match = /https?:\/\/\S+(\/track-\w+\?\S+)/.exec(text);
  if (!match) throw new Error(`No track link in: ${text}`);
  return match[1]!;
}

/** An ASIC application sent through the api (the pages that send one are the application journeys'). */
function sendApplication(request: APIRequestContext, tag: string, options: { jobReady?: boolean } = {}): Promise<Sent> {
  return sendThroughApi(request, { first: 'Tess', family: 'Ng', email: uniqueEmail(tag), birthdate: BIRTHDATE }, options);
}

/** The newest sign-in code emailed to the person. */
async function emailedCode(request: APIRequestContext, email: string): Promise<string> {
  const mail = await latestMail(request, email, /^Your code to track/);
  return /Your code:\n(\d{6})\n/.exec(mail.text)![1]!;
}

/** The activation form as the holder fills it, from the card in their hand. */
async function activate(page: Page, trackingNumber: string) {
  await page.goto('/activate');
  await page.getByRole('textbox', { name: 'ASIC number' }).fill(trackingNumber);
  await page.getByRole('textbox', { name: 'Card serial number' }).fill('4210');
  await page.getByLabel('Date of birth').fill(BIRTHDATE);
  await page.getByRole('button', { name: 'Activate my card' }).click();
}

async function fillLogin(page: Page, trackingNumber: string, birthdate = BIRTHDATE) {
  await page.getByRole('textbox', { name: 'Tracking number' }).fill(trackingNumber);
  await page.getByLabel('Date of birth').fill(birthdate);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Makes the person's codes run out now, as ten minutes would: the journeys' database, as the api's SQLite file. */
function expireCodes(peopleId: string) {
  const db = new Database(path.join(process.env.E2E_VAR_DIR!, 'cards.sqlite'));
  try {
    db.prepare('UPDATE verification_codes SET expires_at = ? WHERE people_id = ?').run(new Date(Date.now() - 1000).toISOString(), Number(peopleId));
  } finally {
    db.close();
  }
}

test.describe('an MSIC holder', () => {
  test('the emails link /track-msic; its page and the footer name the MSIC, never the ASIC', async ({ page, browser, request, problems }) => {
    test.slow();
    const sent = await sendMsic(browser, 'msic-track');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    const expectMsicFooter = async () => {
      await expect(footer.getByRole('link', { name: 'White MSIC' })).toHaveAttribute('href', '/white-msic');
      await expect(footer.getByRole('link', { name: 'Obligations of MSIC holders' })).toHaveAttribute('href', '/obligations-for-msic-holders');
      await expect(footer.getByRole('link', { name: /ASIC/ })).toHaveCount(0);
    };

    // SPEC §2 track /track-{product}: the submission email's link is the MSIC's page, which answers.
    const submitted = await latestMail(request, sent.email, /^We have your MSIC application/);
    const link = trackLinkIn(submitted.text);
    expect(link).toMatch(new RegExp(`^/track-msic\\?ref=${sent.trackingNumber}&company=default$`));
    const answer = await page.goto(link);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track your application');
    await expect(page.getByText('when you applied for your MSIC')).toBeVisible();
    await expect(page.getByText(/applied for your ASIC/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Track' })).toHaveAttribute('href', '/track-msic');
    await expectMsicFooter();
    expect(await axeViolations(page)).toEqual([]);

    // Signed in, the status page and its footer keep to the person's card.
    await fillLogin(page, sent.trackingNumber);
    const code = await latestMail(request, sent.email, /^Your code to track your MSIC application/);
    expect(trackLinkIn(code.text)).toMatch(/^\/track-msic\?/);
    await page.getByRole('textbox', { name: 'Code from the email' }).fill(/Your code:\n(\d{6})\n/.exec(code.text)![1]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${sent.peopleId}$`));
    await expectMsicFooter();

    // The MSIC's own pages, from the footer.
    await footer.getByRole('link', { name: 'Obligations of MSIC holders' }).click();
    await expect(page).toHaveURL(/\/obligations-for-msic-holders$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obligations of MSIC holders');
    await expect(page).toHaveTitle(/^Obligations of MSIC holders \|/);
    await footer.getByRole('link', { name: 'White MSIC' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('White MSIC');

    // The stages, their emails and activation in the MSIC's words are card-journeys.spec's.
    expect(problems.errors).toEqual([]);
  });
});

test.describe('track and status', () => {
  test('sign in with the emailed code, see the stage, pay after a declined card, sign out', async ({ page, request, problems }) => {
    test.slow();
    const sent = await sendApplication(request, 'track');
    await page.goto(`/track-asic?ref=${sent.trackingNumber}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track your application');
    await expect(page.getByRole('textbox', { name: 'Tracking number' })).toHaveValue(sent.trackingNumber);
    expect(await axeViolations(page)).toEqual([]);

    // Mistakes first: an empty birthdate, then a wrong one, which never says which part was wrong.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await fillLogin(page, sent.trackingNumber, '1991-04-12');
    await expect(page.getByRole('alert')).toHaveText(/We could not find an application with that tracking number and date of birth/);

    await fillLogin(page, sent.trackingNumber);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter the code we emailed you');
    await expect(page.getByRole('button', { name: /^Send a new code \(in \d+ s\)$/ })).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations(page)).toEqual([]);
    const code = await emailedCode(request, sent.email);

    // A wrong code is said at the field.
    await page.getByRole('textbox', { name: 'Code from the email' }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That code is not right. Check the newest email we sent you and try again').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Code from the email' }).fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${sent.peopleId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your application');
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeTruthy();
    const current = page.locator('[aria-current="step"]');
    await expect(current).toContainText('Interview');
    await expect(page.getByRole('heading', { name: 'Where to go for your interview' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The documents are real PDFs, fetched with the token and saved under their names.
    for (const [name, file] of [['Your application form (PDF)', 'application-form'], ['Your invoice (PDF)', 'invoice']] as const) {
      const saving = page.waitForEvent('download');
      await page.getByRole('button', { name }).click();
      const download = await saving;
      expect(download.suggestedFilename()).toBe(`${file}-${sent.trackingNumber}.pdf`);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    await expect(page.getByRole('button', { name: 'Your job-ready certificate (PDF)' })).toHaveCount(0);

    // Paying online: a declined test card first, then a good one typed at human speed.
    await page.getByRole('link', { name: 'Pay your fee by card' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for your application');
    await expect(page.getByRole('row', { name: 'GST $27.90' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Name on the card' }).fill('Tess Ng');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
    await page.getByRole('textbox', { name: 'Expiry month' }).fill('12');
    await page.getByRole('textbox', { name: 'Expiry year' }).fill(String(new Date().getFullYear() + 2));
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: 'Pay $306.90' }).click();
    await expect(page.getByRole('alert')).toContainText('The card was declined. Nothing was charged.');
    const number = page.getByRole('textbox', { name: 'Card number' });
    await number.clear();
    await number.pressSequentially('4242 4242 4242 4242', { delay: 20 });
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $306.90' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
    await page.getByRole('link', { name: 'Back to your application' }).click();
    await expect(current).toContainText('Interview');
    await expect(page.getByRole('link', { name: 'Pay your fee by card' })).toHaveCount(0);

    // The stages after it, each with its page, email and documents, and activation, are card-journeys.spec's.

    // Signing out forgets the token and reloads the page (SPEC §7), which the guard sends to the track page.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/track-asic$/);
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();

    // The wrong birthdate and the wrong code were answered 401 and the declined card 402, which the browser logs.
    expect(problems.errors.filter((e) => !/status of (401|402)/.test(e))).toEqual([]);
  });

  test('decision N says processed; a redacted person sees the redacted screen', async ({ page, request }) => {
    test.slow();
    const sent = await sendApplication(request, 'decided');
    await ops('person', 'upload', sent.trackingNumber, '--by', 'E2E Staff');
    await ops('person', 'decision', sent.trackingNumber, 'N', '--by', 'E2E Staff');
    await page.goto('/track-asic');
    await fillLogin(page, sent.trackingNumber);
    await page.getByRole('textbox', { name: 'Code from the email' }).fill(await emailedCode(request, sent.email));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Your application has been processed. Please contact our office for more information.')).toBeVisible();
    await expect(page.getByText('Card sent')).toHaveCount(0);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/track-asic$/);

    // Its card was never sent: the one answer for details that do not match a card in hand.
    await activate(page, sent.trackingNumber);
    await expect(page.getByRole('alert')).toContainText('A card can be activated only once it has reached you.');

    await ops('person', 'redact', sent.trackingNumber, '--by', 'E2E Privacy');
    await page.goto('/track-asic');
    await fillLogin(page, sent.trackingNumber);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This application’s details have been removed');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an expired code says so and a new one can be asked for; too many attempts are refused with a message', async ({ page, request }) => {
    test.slow();
    const sent = await sendApplication(request, 'codes');
    // The page's clock, so the 30-second wait for a new code passes without waiting.
    await page.clock.install();
    await page.goto('/track-asic');
    await fillLogin(page, sent.trackingNumber);
    const code = await emailedCode(request, sent.email);
    expireCodes(sent.peopleId);
    await page.getByRole('textbox', { name: 'Code from the email' }).fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That code has run out. Ask for a new code below').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const resend = page.getByRole('button', { name: /^Send a new code/ });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await page.clock.fastForward(31_000);
    await expect(resend).toHaveText('Send a new code');
    await expect(resend).not.toHaveAttribute('aria-disabled');
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: 'We have sent you a new code.' })).toBeVisible();

    // Too many failures on one tracking number from this browser (10 in 15 minutes): wrong birthdates, then
    // the right one is refused too, with the real wait.
    await page.getByRole('button', { name: 'Use a different tracking number' }).click();
    for (let i = 0; i < 10; i += 1) {
      await fillLogin(page, sent.trackingNumber, `1980-01-${String(i + 10)}`);
      await expect(page.getByRole('alert')).toHaveText(/We could not find an application/);
    }
    await fillLogin(page, sent.trackingNumber);
    await expect(page.getByRole('alert')).toHaveText('There have been too many attempts to sign in with this tracking number. Try again in 15 minutes.');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a job-ready application decided Y has its certificate to download', async ({ page, request }) => {
    test.slow();
    const sent = await sendApplication(request, 'jobready', { jobReady: true });
    await ops('person', 'upload', sent.trackingNumber, '--by', 'E2E Staff');
    await ops('person', 'decision', sent.trackingNumber, 'Y', '--by', 'E2E Staff');
    await page.goto('/track-asic');
    await fillLogin(page, sent.trackingNumber);
    await page.getByRole('textbox', { name: 'Code from the email' }).fill(await emailedCode(request, sent.email));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your application');
    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Your job-ready certificate (PDF)' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe(`certificate-${sent.trackingNumber}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test('offline before the page\'s first call: the sign-in says the device is offline, and once back online the next try reaches us', async ({ page, context }) => {
  // The api client's library loads with the page's first call, and the track page makes none before
  // Continue. A load that failed must not stay failed.
  await page.goto('/track-asic');
  await context.setOffline(true);
  // A number of nobody's: a low one is a person some other journey may have made, and locked with its tries.
  await fillLogin(page, 'VEA9999998', '1985-03-27');
  await expect(page.getByText('This device is not connected to the internet, so we could not check that.')).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We could not find an application with that tracking number and date of birth.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('VEA9999998');
});
