import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { axeViolations, expect, test } from './fixtures.ts';
import { completeStep3, confirmAndSend, continueButton, fillStep1, fillStep2, uniqueEmail } from './application-helpers.ts';
import { repoRoot } from './api-server.ts';

// A brand is data (SPEC §1 'Branding', §9 site data): a seventh brand, added as a folder alone
// (e2e/fixtures/brands/harbour: brand.json and its logos, BRANDS_DIR in global-setup), has its theme, wording,
// prices, steps and payment option, and an applicant goes from its home page to its status page. No code names it.

const folder = path.join(repoRoot, 'e2e', 'fixtures', 'brands', 'harbour');

test('a seventh brand from a folder alone: its theme, wording and prices, its steps, to its status page', async ({ page, request, problems }) => {
  test.slow();
  const data = JSON.parse(await readFile(path.join(folder, 'brand.json'), 'utf8')) as { name: string; theme: { primary: string } };

  // The page comes from the server already in the brand: its name, theme and pre-rendered home.
  const served = await (await request.get('/?company=harbour')).text();
  expect(served).toContain('data-brand="harbour"');
  expect(served).toContain(`--color-primary:${data.theme.primary}`);
  expect(served).toMatch(/<title>[^<]*Harbour Cards<\/title>/);
  // Its welcome in its own words (its data's), over the shared welcome's body.
  expect(served).toContain('MSIC and ASIC for the harbour and its airport</h1>');

  await page.goto('/?company=harbour');
  await expect(page).toHaveTitle(/Harbour Cards$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MSIC and ASIC for the harbour and its airport');
  await expect(page.getByText('on the wharves, on the ships or at the airport')).toBeVisible();
  const logo = page.getByRole('banner').getByRole('img', { name: 'Harbour Cards' });
  await expect(logo).toHaveAttribute('src', '/brand/harbour/logo.svg');
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).toBe(data.theme.primary);
  // Its prices: the MSIC (its usual card), and the ASIC it also issues, job ready too.
  const prices = page.getByRole('table', { name: 'Card prices, including GST' });
  await expect(prices.getByRole('row', { name: /MSIC, 2 years/ })).toContainText('$281.60');
  await expect(prices.getByRole('row', { name: /MSIC, 4 years/ })).toContainText('$379.50');
  await expect(prices.getByRole('row', { name: /^ASIC, 2 years/ })).toContainText('$299.20');
  await expect(prices.getByRole('row', { name: /Job-ready ASIC/ })).toContainText('$279.40');
  expect(await axeViolations(page)).toEqual([]);

  // Its content reads what its data says it does (::: when and ::: unless): it issues the MSIC and offers job ready,
  // so its pages say to choose the MSIC and how job ready works, pre-rendered that way.
  const msicAnswer = await (await request.get('/question/who-needs-an-msic?company=harbour')).text();
  expect(msicAnswer).toContain('choose the MSIC when you are asked which card you need');
  expect(msicAnswer).not.toContain('Harbour Cards issues');
  await page.goto('/question/job-ready?company=harbour');
  await expect(page.getByRole('link', { name: 'Start a job-ready application' })).toBeVisible();
  await expect(page.getByText('we do not offer job-ready applications')).toHaveCount(0);

  // Its form: four steps, on its usual card, the MSIC, at its price.
  await page.goto('/apply/form/step1');
  await expect(page.getByText(/of 4 steps complete/)).toBeVisible();
  await fillStep1(page, { first: 'Mere', family: 'Wiremu', email: uniqueEmail('harbour') });
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step2$/);
  await fillStep2(page);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step3$/);
  await expect(page.getByRole('combobox', { name: 'Why do you need an MSIC?' })).toBeVisible();
  await completeStep3(page, { need: 'Port or ship worker', airports: [] });
  await expect(page.getByText('$281.60').first()).toBeVisible();
  // Its one payment option: in person, at the interview.
  await expect(page.getByText(/pay.*(interview|in person)/i).first()).toBeVisible();

  const peopleId = await confirmAndSend(page);
  await expect(page.getByText(`VEP${String(Number(peopleId) + 1500).padStart(7, '0')}`).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Harbour Cards' })).toBeVisible();
  await expect(page.locator('main')).toContainText('MSIC');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.errors).toEqual([]);
});
