import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { latestMail } from './application-helpers.ts';
import { addMember, choosePassword, enrolTotp, memberPage, uniqueStaffEmail } from './staff-helpers.ts';

// Foreign cards in the staff console (docs/staff-console.md 'Foreign cards'): at an airport brand that runs
// inductions, an officer at a 320 px screen registers a card issued elsewhere from its holder's paper form, by
// keyboard alone, mistakes first; the holder is emailed the link to their induction.

/** Tabs until `name`'s field has focus, as a person moving through the form does. */
async function tabTo(page: Page, name: string | RegExp, role: 'textbox' | 'combobox' | 'checkbox' | 'button' | 'link') {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

async function typeInto(page: Page, name: string | RegExp, text: string) {
  await tabTo(page, name, 'textbox');
  await page.keyboard.type(text, { delay: 15 });
}

test('an officer at an airport brand registers a foreign card by keyboard at 320 px; the holder is emailed their induction', async ({ browser, request }) => {
  const officer = { email: uniqueStaffEmail('foreign'), name: 'Fern Officer' };
  const link = await addMember(officer, 'officer', 'adg');
  const { context, page } = await memberPage(browser, undefined, 320);
  await choosePassword(page, `${link}?company=adg`);
  await enrolTotp(page, officer);
  await expect(page).toHaveURL(/\/staff(\?|$)/);

  await tabTo(page, 'Foreign cards', 'link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Foreign cards' })).toBeVisible();
  await tabTo(page, 'Register a foreign card', 'link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Register a foreign card' })).toBeVisible();

  // Sent empty: the summary takes focus and links to the fields.
  await tabTo(page, 'Register the card', 'button');
  await page.keyboard.press('Enter');
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Enter the holder’s first name' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const holder = `holder.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await tabTo(page, /Darwin/, 'checkbox');
  await page.keyboard.press('Space');
  await typeInto(page, 'First name', 'Kiri');
  await typeInto(page, 'Family name', 'Walker');
  await tabTo(page, 'Date of birth', 'textbox');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('1988-03-09');
  await typeInto(page, /Email address/, holder);
  await typeInto(page, 'Mobile number', '0412 345 678');
  await typeInto(page, 'Street address', '4 Mitchell Street');
  await typeInto(page, 'Suburb or town', 'Darwin City');
  await tabTo(page, 'State or territory', 'combobox');
  await page.getByRole('combobox', { name: 'State or territory' }).selectOption('NT');
  await typeInto(page, 'Postcode', '0800');
  // A number of ours first: refused at its field.
  await typeInto(page, /Card number/, 'VEA0001501');
  await tabTo(page, 'Month', 'combobox');
  await page.getByRole('combobox', { name: 'Month' }).selectOption('06');
  await tabTo(page, 'Year', 'combobox');
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(new Date().getFullYear() + 1));
  await tabTo(page, 'Register the card', 'button');
  await page.keyboard.press('Enter');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /one of our own tracking numbers/ }).press('Enter');
  const number = page.getByRole('textbox', { name: /Card number/ });
  await expect(number).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('QF12345', { delay: 15 });
  await tabTo(page, 'Register the card', 'button');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Kiri Walker' })).toBeVisible();
  await expect(page.getByText('The card is registered.')).toBeVisible();
  await expect(page.getByText(/\*\*\*\*345/)).toBeVisible();
  await expect(page.getByText(/by Fern Officer/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page)).toEqual([]);

  const mail = await latestMail(request, holder, /induction/i);
  expect(mail.text).toMatch(/\/induction-status\/\d+\//);
  expect(mail.text).toContain('DIA');
  await context.close();
});
