import { axeViolations, expect, test } from './fixtures.ts';

// SPEC §4 'Idle handling', §9: idle after 2 s, timed out 1800 s later, warned 2 minutes before the end, on the pages
// SPEC §4 names (the form, the status page, induction) and no other.
// The page's clock is driven by Playwright, so no test waits half an hour.
test.describe('SPEC §4 idle handling in the browser', () => {
  test('warns two minutes before the timeout, keeps focus in the warning, and continues', async ({ page }) => {
    await page.clock.install();
    await page.goto('/apply/form/step1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const link = page.getByRole('link', { name: 'Privacy policy' });
    await link.focus();

    await page.clock.fastForward('27:00');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward('01:10');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /continue/i })).toBeFocused();

    // The rest of the page is inert while the warning is open: tabbing never leaves the dialog.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      const inDialog = await page.evaluate(() => !document.activeElement || document.activeElement === document.body || !!document.activeElement.closest('dialog'));
      expect(inDialog).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: /continue/i }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(link).toBeFocused();
    await expect(page).toHaveURL(/\/apply\/form\/step1$/);
  });

  test('half an hour on the FAQ ends nothing; on the form the session ends', async ({ page }) => {
    await page.clock.install();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.fastForward('30:05');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');

    await page.goto('/apply/form/step1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.fastForward('30:05');
    await expect(page).toHaveURL(/\/session-expired\?formNotSaved=true$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your session has ended');
  });
});
