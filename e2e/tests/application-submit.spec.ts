import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import {
  completeStep3, confirmAndSend, continueButton, fillStep1, fillStep2, fillStep3, latestMail, startApplication, startAtStep3, uniqueEmail, waitForSaved,
} from './application-helpers.ts';

// Journeys from step 1 to /status/{peopleId} with the token stored. SPEC §2 'Application
// form routes', §4 'Form progress' and 'Card type and application rules', §5, §7 (conversion, login), §9 (prices).

/** The price table's total as a screen reader reads it (SPEC §9 prices of the brand's site data). */
async function expectTotal(page: Page, total: string) {
  await expect(page.getByRole('row', { name: /^Total / })).toHaveAccessibleName(`Total ${total}`);
}

test.describe('sending an application', () => {
  test('a default-brand ASIC: steps 3 and 4, their errors, and the status page with the confirmation email', async ({ page, request, problems }) => {
    test.slow();
    const who = { first: 'Ava', family: 'Wilson', email: uniqueEmail('ava') };
    await startAtStep3(page, who);

    // Step 3 empty: the SPEC §5 summary names what is missing, and the page passes axe with its errors.
    await continueButton(page).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await fillStep3(page, { airports: ['SYD', 'OKY'] });
    // An airport where no card can be issued is explained where it is listed (SPEC §4 ExtraData._badAirport).
    await expect(page.getByText(/We cannot issue a card for Oakey/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Remove Oakey/ }).click();
    await expect(page.getByRole('heading', { name: 'Airports you chose (1)' })).toBeVisible();
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step4$/);
    await expect(page.getByText('3 of 4 steps complete')).toBeVisible();

    // Every answer under its heading; the card section holds step 3's.
    await expect(page.getByRole('heading', { level: 2, name: 'Personal and contact details' })).toBeVisible();
    await expect(page.getByText('Harbour Ground Services Pty Ltd')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Card and employer details' })).toBeVisible();
    await expect(page.getByText('Sydney (SYD)')).toBeVisible();
    await expectTotal(page, '$306.90');
    await expect(page.getByRole('row', { name: 'GST $27.90' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Confirming without the terms: errors at the boxes, named in the summary, and axe still passes.
    await page.getByRole('button', { name: 'Confirm and send your application' }).click();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: /terms and conditions/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A Change link opens the field in its step and comes back here.
    await page.getByRole('link', { name: /^Change .*job title/i }).click();
    await expect(page).toHaveURL(/\/step3\?return=summary#/);
    await expect(page.getByLabel('Your job title')).toBeFocused();
    await page.getByLabel('Your job title').fill('Senior baggage handler');
    await waitForSaved(page);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step4$/);
    await expect(page.getByText('Senior baggage handler')).toBeVisible();
    const formStep4 = page.url();

    const peopleId = await confirmAndSend(page);
    const tracking = `VEA${String(Number(peopleId) + 1500).padStart(7, '0')}`;
    expect(await axeViolations(page)).toEqual([]);

    // The submission email: tracking number, what happens next, the link to track.
    const mail = await latestMail(request, who.email, new RegExp(`application: ${tracking}$`));
    expect(mail.text).toContain(tracking);
    expect(mail.text).toMatch(/track/i);

    // The draft is locked once it is a person: its form address says so and leads to the status, not to edits.
    const alerted = new Promise<string>((resolve) => page.once('dialog', (dialog) => { resolve(dialog.message()); void dialog.accept(); }));
    await page.goto(formStep4);
    expect(await alerted).toMatch(/form has been completed/);
    await expect(page).toHaveURL(new RegExp(`/status/${peopleId}$`));
    expect(problems.errors).toEqual([]);
  });
});

test.describe('sending an application: card types and flows', () => {
  test('an MSIC for 4 years: no airports, priced from the 4-year price', async ({ page, problems }) => {
    test.slow();
    await startApplication(page, { first: 'Noah', family: 'Kelly', email: uniqueEmail('noah') }, '/apply/form/step1?card=msic');
    await expect(page.getByRole('combobox', { name: 'Why do you need an MSIC?' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Find an airport' })).toHaveCount(0);
    await page.getByRole('group', { name: 'How long do you want your MSIC for?' }).getByLabel('4 years').check();
    await completeStep3(page, { need: 'Port or ship worker', airports: [] });
    await expectTotal(page, '$394.90');
    const peopleId = await confirmAndSend(page);
    await expect(page.getByText(`VEP${String(Number(peopleId) + 1500).padStart(7, '0')}`).first()).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('a white MSIC (?white_msic): a white need asks neither airports nor how often', async ({ page, problems }) => {
    test.slow();
    await startApplication(page, { first: 'Ruby', family: 'Chen', email: uniqueEmail('ruby') }, '/apply/form/step1?white_msic');
    await fillStep3(page, { need: 'White MSIC', airports: [] });
    await expect(page.getByRole('note').filter({ hasText: /A white MSIC shows that your background has been checked/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'How often do you need to go into secure areas?' })).toHaveCount(0);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step4$/);
    await expect(page.getByText('White MSIC', { exact: true }).first()).toBeVisible();
    await confirmAndSend(page);
    expect(problems.errors).toEqual([]);
  });

  test('job ready (?job_ready): no need, airports or employer, at the job-ready price; at 320 px wide', async ({ page, problems }) => {
    test.slow();
    // The narrowest phone: nothing may need scrolling sideways (WCAG 1.4.10), a long email address included.
    await page.setViewportSize({ width: 320, height: 800 });
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await startApplication(page, { first: 'Jack', family: 'Hughes', email: uniqueEmail('jack.hughes.apprentice.engineer') }, '/apply/form/step1?job_ready');
    const jobReady = page.getByLabel(/^I am applying as job ready/);
    await expect(jobReady).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Why do you need an ASIC?' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Find an airport' })).toHaveCount(0);
    await expect(page.getByLabel('Name of your employer or organisation')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step4$/);
    await expectTotal(page, '$284.90');
    expect(await fitsWidth()).toBeLessThanOrEqual(320);
    await confirmAndSend(page);
    expect(await fitsWidth()).toBeLessThanOrEqual(320);
    expect(problems.errors).toEqual([]);
  });

  test('an under-18 applicant gets a provisional card at its price', async ({ page, problems }) => {
    test.slow();
    const who = { first: 'Lily', family: 'Evans', email: uniqueEmail('lily') };
    await page.goto('/apply/form/step1');
    await fillStep1(page, who);
    const sixteen = new Date();
    sixteen.setFullYear(sixteen.getFullYear() - 16);
    const birthdate = sixteen.toISOString().slice(0, 10);
    await page.getByLabel('Date of birth').fill(birthdate);
    await page.getByLabel('Registration year').fill(birthdate.slice(0, 4));
    await expect(page.getByText(/As you are under 18, you will get a card with a lower fee/)).toBeVisible();
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step2$/);
    await fillStep2(page);
    await page.getByLabel('Date you moved in').first().fill(`${birthdate.slice(0, 4)}-12-31`);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step3$/);
    await completeStep3(page);
    await expectTotal(page, '$174.90');
    await confirmAndSend(page);
    expect(problems.errors).toEqual([]);
  });

  test('a renewal through /renew: the quick start, the emailed link, then the form to the end', async ({ page, request, problems }) => {
    test.slow();
    const who = { first: 'Owen', family: 'Price', email: uniqueEmail('owen') };
    await page.goto('/renew');
    await page.getByLabel('First name').fill(who.first);
    await page.getByLabel('Family name').fill(who.family);
    await page.getByLabel('Date of birth').fill('1985-03-27');
    await page.getByLabel('Email address', { exact: true }).fill(who.email);
    await page.getByLabel('Email address again').fill(who.email);
    await page.getByRole('combobox', { name: /Who issued your/ }).selectOption({ label: 'Sydney Airport' });
    await page.getByLabel('Your ASIC number').fill('SY12345');
    const expiry = new Date();
    expiry.setMonth(expiry.getMonth() + 2);
    await page.getByLabel('When does your ASIC expire?').fill(expiry.toISOString().slice(0, 10));
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/apply\/form\/[\w-]{16,}\/step1$/);
    // SPEC §4 'Renew quick save': saved, with the link emailed.
    await latestMail(request, who.email);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(who.first);

    await fillStep1(page, who);
    await page.getByLabel('Date of birth').fill('1985-03-27');
    await page.getByLabel('Registration year').fill('1985');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step2$/);
    await fillStep2(page);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step3$/);
    // The card held now, from the quick start.
    await expect(page.getByLabel('Your current ASIC number')).toHaveValue('SY12345');
    await completeStep3(page);
    await expect(page.getByText('SY12345')).toBeVisible();
    await confirmAndSend(page);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('sending an application: brands', () => {
  test('only Brisbane on the default brand: the move to bne, then its step 4 at its price', async ({ page, problems }) => {
    test.slow();
    await startAtStep3(page, { first: 'Ella', family: 'Ward', email: uniqueEmail('ella') });
    await fillStep3(page, { airports: ['BNE'] });
    await continueButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Brisbane Airport ID Office can issue your card' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Carry on with Brisbane Airport ID Office' }).click();
    await expect(page).toHaveURL(/\/apply\/form\/[\w-]{16,}\/step4\?company=bne$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your answers and confirm');
    await expect(page.getByText('Brisbane (BNE)')).toBeVisible();
    // SPEC §9: bne takes the access card's price off.
    await expectTotal(page, '$251.90');
    await confirmAndSend(page);
    expect(problems.errors).toEqual([]);
  });

  test('adg with only its airports: card access, priced with the access card', async ({ page, problems }) => {
    test.slow();
    await startApplication(page, { first: 'Finn', family: 'Moore', email: uniqueEmail('finn') }, '/apply/form/step1?company=adg');
    await completeStep3(page, { airports: ['DRW', 'ASP'] });
    await expectTotal(page, '$361.90');
    await expect(page.getByText('The card fee includes your airport access card.')).toBeVisible();
    await confirmAndSend(page);
    expect(problems.errors).toEqual([]);
  });

  test('an asset brand (chcheli): three steps, the last asks about the card and confirms', async ({ page, problems }) => {
    test.slow();
    await startApplication(page, { first: 'Isla', family: 'Reid', email: uniqueEmail('isla') }, '/apply/form/step1?company=chcheli');
    await expect(page.getByText('2 of 3 steps complete')).toBeVisible();
    // The organisation is the employer (SPEC §9).
    await expect(page.getByLabel('Name of your employer or organisation')).toHaveValue('CHC Helicopters (Australia)');
    await fillStep3(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Personal and contact details' })).toBeVisible();
    await expect(page.getByText('Paid by your organisation.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await confirmAndSend(page);
    expect(problems.errors).toEqual([]);
  });

  test('a conversion that fails lands on processing, which sends it again', async ({ page }) => {
    test.slow();
    await startAtStep3(page, { first: 'Max', family: 'Bell', email: uniqueEmail('max') });
    await completeStep3(page);
    await page.route('**/api/form/*/people', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    const reported = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/form\/[^/]+\/error$/.test(r.url()));
    await page.getByLabel('I have read and agree to the terms and conditions').check();
    await page.getByLabel('I declare that the answers I have given are true and complete').check();
    await page.getByRole('button', { name: 'Confirm and send your application' }).click();
    await expect(page).toHaveURL(/\/processing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not send your application yet');
    await reported;
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute('**/api/form/*/people');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/status\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeTruthy();
  });
});
