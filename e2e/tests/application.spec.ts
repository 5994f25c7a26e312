import type { Page } from '@playwright/test';
import { axeViolations, expect, livePage, test } from './fixtures.ts';
import { expectSaveStatus, fillStep1, fillStep2, latestMail, resumeLink, uniqueEmail, waitForSaved, type Applicant } from './application-helpers.ts';

/** Step 1 filled, saved under the draft's own address, passing axe, and left for step 2. */
async function stepOneSaved(page: Page, who: Applicant) {
  await fillStep1(page, who);
  // The first save created the draft, and the address is now the draft's own.
  await expect(page).toHaveURL(/\/apply\/form\/[\w-]{16,}\/step1$/);
  await waitForSaved(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/step2$/);
}

// SPEC §2 'Application form routes', §4 'Form progress', §5 validation.
test.describe('application wizard, steps 1 and 2', () => {
  // No chain of dependent requests: step 1's reference lists come in its page, not after its code runs.
  test('step 1 carries its reference lists: its lists are filled and the page asks the api for none of them', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(country|state|id-documents)\//.test(request.url())) asked.push(request.url());
    });
    await page.goto('/apply/form/step1');
    await page.getByLabel('Country of birth').selectOption('NZ');
    await expect(page.getByLabel('Country of birth').locator('option:checked')).toHaveText('New Zealand');
    await page.getByLabel('Country of birth').selectOption('AU');
    await page.getByLabel('State or territory of birth').selectOption('QLD');
    await expect(page.getByLabel('Australian birth certificate')).toBeChecked();
    expect(asked).toEqual([]);
  });

  test('a new applicant completes steps 1 and 2, then resumes from the emailed link', async ({ page, browser, request, problems }) => {
    // Two whole steps and three browsers: a long journey, not a slow page.
    test.slow();
    const who = { first: 'Mia', family: 'Nguyen', email: uniqueEmail('mia') };
    await page.goto('/apply/form/step1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your personal and contact details');
    await stepOneSaved(page, who);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your address history');
    await expect(page.getByText('1 of 4 steps complete')).toBeVisible();
    await fillStep2(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step3$/);
    await expect(page.getByText('2 of 4 steps complete')).toBeVisible();

    // SPEC §4: the first completion of step 1 sent the saved-form email with the resume link.
    const mail = await latestMail(request, who.email);
    const link = resumeLink(mail.text);

    // The link carries a one-time token, never the key.
    expect(new URL(link).searchParams.get('t')).toMatch(/^[\w-]{43}$/);
    expect(new URL(link).searchParams.has('key')).toBe(false);

    // Another device: no storage, only the link.
    const other = await browser.newContext();
    const resumed = livePage(await other.newPage());
    await resumed.goto(link);
    await expect(resumed).toHaveURL(/\/step3$/);
    // The token is gone from the address bar and from the history: going back leads to where the person came from.
    expect(resumed.url()).not.toMatch(/[?&](t|key)=/);
    await resumed.goBack();
    expect(resumed.url()).toBe('about:blank');
    await resumed.goForward();
    await expect(resumed).toHaveURL(/\/step3$/);
    await resumed.getByRole('link', { name: /Step 1/ }).click();
    await expect(resumed.getByLabel('First name', { exact: true })).toHaveValue('Mia');
    await expect(resumed.getByLabel('Email address', { exact: true })).toHaveValue(who.email);
    await resumed.getByRole('link', { name: /Step 2/ }).click();
    await expect(resumed.getByRole('combobox', { name: 'Suburb or town' }).first()).toHaveValue('PARRAMATTA');
    // The same link again on that device opens the draft with the key it kept; on a third, it has done its job.
    await resumed.goto(link);
    await expect(resumed).toHaveURL(/\/step3$/);
    await other.close();
    const third = await browser.newContext();
    const late = livePage(await third.newPage());
    await late.goto(link);
    await expect(late).toHaveURL(/\/link-expired\/[\w-]+$/);
    await expect(late.getByRole('button', { name: 'Email me a new link' })).toBeVisible();
    await third.close();
    expect(problems.errors).toEqual([]);
  });

  // The default brand offered no visible way to start an ordinary MSIC, step 1 named no card, the MSIC path
  // showed aviation confirmers and examples, and a renewal landed in a step 1 with no word of renewal or the card.
  test('an MSIC from the home page: step 1 names it and lets it change, step 3 speaks of ports', async ({ page, problems }) => {
    test.slow();
    const who = { first: 'Ivy', family: 'Walsh', email: uniqueEmail('ivy') };
    await page.goto('/');
    await page.getByRole('navigation', { name: 'What would you like to do?' }).getByRole('link', { name: 'Apply for an MSIC' }).click();
    await expect(page).toHaveURL(/\/apply\/form\/step1\?card=msic$/);
    await expect(page.getByRole('heading', { name: 'Applying for an MSIC' })).toBeVisible();
    const choice = page.getByRole('group', { name: 'Which card are you applying for?' });
    await expect(choice.getByRole('radio', { name: /An MSIC/ })).toBeChecked();
    // Changed to an ASIC and back before anything is answered: nothing to clear, and each change is announced.
    await choice.getByRole('radio', { name: /An ASIC/ }).check();
    await expect(page.locator('#card-choice-outcome')).toHaveText('You are now applying for an ASIC.');
    await choice.getByRole('radio', { name: /An MSIC/ }).check();
    await expect(page.locator('#card-choice-outcome')).toHaveText('You are now applying for an MSIC.');
    await stepOneSaved(page, who);
    await fillStep2(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step3$/);
    const confirmers = page.getByRole('group', { name: 'Who can confirm why you need the card?' });
    await expect(confirmers.getByRole('radio')).toHaveCount(4);
    await expect(confirmers.getByRole('radio', { name: /A maritime industry participant I work for/ })).toBeVisible();
    await expect(confirmers.getByRole('radio', { name: 'A club, for recreational flying' })).toHaveCount(0);
    await expect(page.getByText('For example stevedore, deckhand, crane operator or truck driver.')).toBeVisible();
    await expect(page.getByText(/baggage handler|flight attendant|an airline or a club/)).toHaveCount(0);
    expect(problems.errors).toEqual([]);
  });

  test('/renew lands in a step 1 that says renewal and names the card', async ({ page, problems }) => {
    const email = uniqueEmail('ren');
    await page.goto('/renew');
    await page.getByRole('group', { name: 'Which card are you renewing?' }).getByLabel(/^MSIC/).check();
    await page.getByLabel('First name').fill('Rhys');
    await page.getByLabel('Family name').fill('Owen');
    await page.getByLabel('Date of birth').fill('1985-03-27');
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel('Email address again').fill(email);
    await page.getByRole('combobox', { name: /Who issued your/ }).selectOption({ label: 'Fremantle Ports' });
    await page.getByLabel('Your MSIC number').fill('FPA 123456');
    const expiry = new Date();
    expiry.setMonth(expiry.getMonth() + 2);
    await page.getByLabel('When does your MSIC expire?').fill(expiry.toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/apply\/form\/[\w-]{16,}\/step1$/);
    await expect(page.getByRole('heading', { name: 'Renewing your MSIC' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Which card are you renewing?' }).getByRole('radio', { name: /An MSIC/ })).toBeChecked();
    expect(problems.errors).toEqual([]);
  });

  test('submitting an empty step 1 shows the SPEC §5 summary, linked to the fields', async ({ page }) => {
    await page.goto('/apply/form/step1');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'Please ensure your name is entered correctly' })).toBeVisible();
    await expect(summary.getByRole('heading', { name: 'Please ensure your date of birth is entered correctly' })).toBeVisible();
    await expect(summary.getByRole('heading', { name: 'Please ensure your email is entered correctly' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await summary.getByRole('link', { name: 'Enter your date of birth' }).click();
    await expect(page.getByLabel('Date of birth')).toBeFocused();
    await expect(page).toHaveURL(/\/apply\/form\/step1$/);
  });

  test('step 2 errors are shown at the fields and pass axe', async ({ page }) => {
    const who = { first: 'Leo', family: 'Park', email: uniqueEmail('leo') };
    await page.goto('/apply/form/step1');
    await fillStep1(page, who);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step2$/);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary.getByRole('heading', { name: 'Please ensure your addresses are entered correctly' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A suburb typed but not chosen from the search must still be a real one (SPEC §5).
    await page.getByLabel('State or territory').first().selectOption('NSW');
    await page.getByLabel('Street address').first().fill('1 Nowhere Road');
    await page.getByRole('combobox', { name: 'Suburb or town' }).first().fill('Nowhereville');
    await page.getByLabel('Postcode').first().fill('2150');
    await page.getByLabel('Date you moved in').first().fill('2012-03-01');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.locator('#f-_address-0-Localityname-error')).toBeVisible();
    await expect(page).toHaveURL(/\/step2$/);
  });

  test('previous names are saved, and withdrawing the only one resets the question (SPEC §4)', async ({ page }) => {
    const who = { first: 'Zoe', family: 'Brown', email: uniqueEmail('zoe') };
    await page.goto('/apply/form/step1');
    await fillStep1(page, who);
    await waitForSaved(page);
    const question = page.getByRole('group', { name: 'Have you ever been known by another name?' });
    await question.getByLabel('Yes').check();
    const other = page.getByRole('group', { name: 'Other name 1' });
    await other.getByLabel('Type of name').selectOption('Maiden');
    await other.getByLabel('First name').fill('Zoe');
    await other.getByLabel('Family name').fill('Green');
    await waitForSaved(page);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Other name 1' }).getByLabel('Family name')).toHaveValue('Green');
    await page.getByRole('button', { name: 'Remove other name 1' }).click();
    await expect(question.getByLabel('No')).toBeChecked();
    await expect(page.getByRole('group', { name: 'Other name 1' })).toHaveCount(0);
    await waitForSaved(page);
  });

  test('the first save gives the draft its address and leaves the page, the focus and the typing where they are', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/apply/form/step1');
    const email = uniqueEmail('first-save');
    await page.getByLabel('First name', { exact: true }).fill('Ivy');
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel('Email address again').fill(email);
    // The person goes on to the mobile number and types it at a person's pace while the first save makes the draft.
    const mobile = page.getByLabel('Mobile number');
    await mobile.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/form$/.test(new URL(r.url()).pathname));
    await mobile.pressSequentially('0412 345 678', { delay: 150 });
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/apply\/form\/[\w-]{16,}\/step1$/);
    await expect(mobile).toHaveValue('0412 345 678');
    await expect(mobile).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await waitForSaved(page);
    // The address is the draft's own: a reload opens it.
    await page.reload();
    await expect(page.getByLabel('Mobile number')).toHaveValue('0412 345 678');
  });

  test('typing before the first save survives a reload of the page', async ({ page }) => {
    await page.goto('/apply/form/step1');
    await page.getByLabel('First name', { exact: true }).fill('Ivy');
    await page.getByLabel('Email address', { exact: true }).fill('ivy@example');
    await expectSaveStatus(page, 'unsaved');
    await page.reload();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ivy');
    await expect(page.getByLabel('Email address', { exact: true })).toHaveValue('ivy@example');
    // Arriving at the page afresh starts a new application (SPEC §2).
    await page.goto('/faq');
    await page.goto('/apply/form/step1');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
  });

  test('a link that leads nowhere goes to record-not-found (SPEC §4 form loading errors)', async ({ page }) => {
    await page.goto('/apply/form/NoSuchReference0000000000/step1');
    await expect(page).toHaveURL(/\/record-not-found$/);
  });
});
