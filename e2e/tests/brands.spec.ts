import { brands, pageTitle, routeById } from '@cards/shared/brand';
import { expect, test } from './fixtures.ts';

// SPEC §1 'Branding', §2 route table guards.
test.describe('SPEC §1 brands', () => {
  test('the postal partner is sent to the blocked page from home, apply, renew and a new form, not an invited one', async ({ page }) => {
    await page.goto('/?company=postal');
    await expect(page).toHaveURL(/\/invitation-only$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applying needs an invitation');
    await expect(page.getByText(/check your email/i)).toBeVisible();
    // The choice of brand is kept for the session.
    for (const path of ['/apply', '/renew', '/apply/form/step1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/invitation-only$/);
    }
    // The form route is how an invited person comes in: an unknown reference is simply not found.
    await page.goto('/apply/form/NoSuchInvitation00000000/step1');
    await expect(page).toHaveURL(/\/record-not-found$/);
    await page.goto('/track-asic');
    await expect(page).toHaveTitle(pageTitle(routeById('track'), brands.postal));
  });

  test("chcheli's /apply goes home", async ({ page }) => {
    await page.goto('/apply?company=chcheli');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(pageTitle(routeById('home'), brands.chcheli));
  });

  test('the server renders the brand before any script runs: title, theme and logo', async ({ request }) => {
    const response = await request.get('/track-asic?company=bne', { headers: { Accept: 'text/html' } });
    const html = await response.text();
    expect(html).toContain(`<title>${pageTitle(routeById('track'), brands.bne)}</title>`);
    expect(html).toContain(brands.bne.theme.primary);
    expect(html).toContain(brands.bne.theme.logo);
    expect(html).not.toContain('__CARDS_');
  });

  test('each brand\'s page is drawn in its own colours, not the shell\'s defaults', async ({ page }) => {
    for (const code of ['bne', 'chcheli', 'default'] as const) {
      await page.goto(`/faq?company=${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { primary, header } = await page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
        header: getComputedStyle(document.querySelector('.site-header')!).backgroundColor,
      }));
      expect(primary, code).toBe(brands[code].theme.primary);
      const hex = brands[code].theme.primary;
      expect(header, code).toBe(`rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`);
    }
  });

  test('a brand that names a banner file shows the notice', async ({ page }) => {
    await page.goto('/faq?company=sfc');
    await expect(page.getByRole('complementary', { name: 'Notice' })).toContainText('student intake');
    await page.goto('/faq?company=default');
    await expect(page.getByRole('complementary', { name: 'Notice' })).toHaveCount(0);
  });

  test('the footer shows the current year', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));
  });
});
