import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { fillStep1, uniqueEmail, waitForSaved } from './application-helpers.ts';

// Found by using the wizard as people do: typing is never lost after a failed submit, focus moves to the
// error summary only on submit (WCAG 3.2.2, 2.4.3), every error names its field (SPEC §5), the title says so.

const summaryOf = (page: Page) => page.getByRole('region', { name: 'There is a problem' });
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** Types as a person does, a key at a time with a pause between keys. */
async function typeSlowly(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.pressSequentially(text, { delay: 60 });
  return field;
}

test.describe('after a failed submit nothing typed is lost and focus stays where the person is', () => {
  test('typing into first name, email and a street address at human speed keeps every character', async ({ page, problems }) => {
    await page.goto('/apply/form/step1');
    await expect(page).toHaveTitle(/^Step 1 of 4: Personal and contact details \| /);
    await saveAndContinue(page);
    const summary = summaryOf(page);
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: Step 1 of 4: Personal and contact details \| /);

    const first = await typeSlowly(page, 'First name', 'Alexander');
    await expect(first).toHaveValue('Alexander');
    await expect(first).toBeFocused();
    const email = await typeSlowly(page, 'Email address', 'alex.c@example.com');
    await expect(email).toHaveValue('alex.c@example.com');
    await expect(email).toBeFocused();
    const again = await typeSlowly(page, 'Email address again', 'alex.c@example.com');
    await expect(again).toHaveValue('alex.c@example.com');
    await expect(again).toBeFocused();
    // Choosing a radio or a select keeps focus on it too.
    const female = page.getByRole('group', { name: 'Gender' }).getByLabel('Female');
    await female.check();
    await expect(female).toBeFocused();
    const country = page.getByLabel('Country of birth');
    await country.focus();
    await page.keyboard.press('ArrowDown');
    await expect(country).toBeFocused();
    await expect(summary).not.toBeFocused();
    // The fixed fields have left the summary; the first name is saved with everything typed.
    await expect(summary.getByRole('link', { name: 'Enter your first name' })).toHaveCount(0);
    await waitForSaved(page);
    await expect(first).toHaveValue('Alexander');

    // Step 2, after a failed submit.
    await fillStep1(page, { first: 'Alexander', family: 'Chen', email: 'alex.c@example.com' });
    await saveAndContinue(page);
    await expect(page).toHaveURL(/\/step2$/);
    await saveAndContinue(page);
    await expect(summaryOf(page)).toBeFocused();
    const street = await typeSlowly(page, 'Street address', '12 Smith St');
    await expect(street).toHaveValue('12 Smith St');
    await expect(street).toBeFocused();
    // Choosing a state by keyboard, as a person does, keeps focus on it.
    const state = page.getByLabel('State or territory', { exact: true });
    await state.focus();
    await page.keyboard.press('ArrowDown');
    await expect(state).not.toHaveValue('');
    await expect(state).toBeFocused();
    await expect(street).toHaveValue('12 Smith St');
    expect(problems.errors).toEqual([]);
  });
});

test.describe('every error names its field', () => {
  test('step 2 lists each missing address field under the section message, each linked and marked invalid', async ({ page }) => {
    await page.goto('/apply/form/step1');
    await fillStep1(page, { first: 'Ruby', family: 'Tran', email: uniqueEmail('ruby') });
    await saveAndContinue(page);
    await expect(page).toHaveURL(/\/step2$/);
    await expect(page).toHaveTitle(/^Step 2 of 4: Address history \| /);
    expect(await axeViolations(page)).toEqual([]);

    // Before a state is chosen the suburb box cannot be used, is required, and looks it.
    const suburb = page.getByRole('combobox', { name: 'Suburb or town' });
    await expect(suburb).toBeDisabled();
    await expect(suburb).toHaveAttribute('aria-required', 'true');
    await expect(suburb).toHaveCSS('border-top-style', 'dashed');
    await expect(page.getByLabel('Street address')).toHaveAttribute('autocomplete', 'address-line1');
    await expect(page.getByLabel('Street address')).toHaveAttribute('type', 'text');

    await saveAndContinue(page);
    const summary = summaryOf(page);
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: Step 2 of 4: Address history \| /);
    await expect(summary.getByRole('heading', { level: 3 })).toHaveText(['Please ensure your addresses are entered correctly']);
    const expected: Array<[string, ReturnType<Page['getByLabel']>]> = [
      ['Enter the street address of your current address', page.getByLabel('Street address')],
      ['Choose the state of your current address', page.getByLabel('State or territory', { exact: true })],
      ['Enter the suburb or town of your current address', suburb],
      ['Enter the postcode of your current address', page.getByLabel('Postcode')],
      ['Enter the date you moved into your current address', page.getByLabel('Date you moved in')],
    ];
    await expect(summary.getByRole('link')).toHaveText(expected.map(([message]) => message));
    for (const [message, field] of expected) {
      await expect(field, message).toHaveAttribute('aria-invalid', 'true');
      await expect(field, message).toHaveAccessibleDescription(new RegExp(`Error: ${message}`));
    }
    expect(await axeViolations(page)).toEqual([]);

    // A link takes the person to its field.
    await summary.getByRole('link', { name: 'Enter the postcode of your current address' }).click();
    await expect(page.getByLabel('Postcode')).toBeFocused();

    // An address under 10 years old asks for the one before it, and names its fields the same way.
    await page.getByLabel('State or territory', { exact: true }).first().selectOption('NSW');
    await page.getByLabel('Street address').first().fill('12 Church Street');
    await suburb.first().fill('Parramat');
    await page.getByRole('option', { name: /^PARRAMATTA NSW 2150/ }).click();
    await page.getByLabel('Date you moved in').first().fill('2022-03-01');
    await saveAndContinue(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter the street address of your previous address',
      'Choose the state of your previous address',
      'Enter the suburb or town of your previous address',
      'Enter the postcode of your previous address',
      'Enter the date you moved into your previous address',
    ]);
    const previous = page.getByRole('region', { name: 'Your previous address' });
    await expect(previous.getByLabel('Street address')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the phone numbers are one group: one error on the group, no field says optional', async ({ page }) => {
    await page.goto('/apply/form/step1');
    const phones = page.getByRole('group', { name: 'Phone numbers' });
    await expect(phones).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expect(phones).toContainText('Give at least one.');
    await expect(phones).not.toContainText('(optional)');
    await expect(phones.getByLabel('Mobile number')).not.toHaveAttribute('aria-required', /.*/);
    await saveAndContinue(page);
    const summary = summaryOf(page);
    await expect(summary.getByRole('heading', { name: 'Please ensure your contact numbers are entered correctly (preferred number missing)' })).toBeVisible();
    await expect(phones).toHaveAccessibleDescription(/Error: Enter at least one phone number/);
    await summary.getByRole('link', { name: 'Enter at least one phone number' }).click();
    await expect(phones.getByLabel('Mobile number')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await phones.getByLabel('Work phone number').fill('(02) 9999 0000');
    await expect(summary.getByRole('link', { name: 'Enter at least one phone number' })).toHaveCount(0);
    await expect(phones).not.toHaveAccessibleDescription(/Error/);
  });
});

test('an unknown path answers HTTP 404 with the 404 page; a page of the route table answers 200', async ({ page }) => {
  const missing = await page.goto('/does-not-exist');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  expect(await axeViolations(page)).toEqual([]);
  expect((await page.goto('/track-asic'))?.status()).toBe(200);
  expect((await page.goto('/apply/form/step1'))?.status()).toBe(200);
});

test('a reference list that fails to load says so, and its retry loads it', async ({ page }) => {
  let down = true;
  // Step 1 carries its lists unless the api could not answer them as it made the page: then the page
  // asks for them itself, and here that fails.
  await page.route('**/apply/form/step1', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="application\/json" id="page-data">.*?<\/script>/s, '');
    await route.fulfill({ response, body: html });
  });
  await page.route('**/api/country/list', (route) => (down ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
  await page.goto('/apply/form/step1');
  const problem = page.getByRole('alert').filter({ hasText: 'We could not load the list of countries' });
  await expect(problem).toBeVisible();
  // The form is still there to fill in.
  await expect(page.getByLabel('First name', { exact: true })).toBeEditable();
  expect(await axeViolations(page)).toEqual([]);
  down = false;
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(problem).toHaveCount(0);
  await expect(page.getByLabel('Country of birth').getByRole('option', { name: 'New Zealand' })).toHaveCount(1);
});
