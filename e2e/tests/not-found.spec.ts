import { expect, test } from './fixtures.ts';

// SPEC §2 page-404: unknown paths render the 404 page and report the missed uri.
test('an unknown path shows the 404 page and reports the address to the server', async ({ page }) => {
  const report = page.waitForRequest((r) => new URL(r.url()).pathname === '/404');
  await page.goto('/nothing/here?x=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const request = await report;
  expect(new URL(request.url()).searchParams.get('uri')).toContain('/nothing/here?x=1');
  const response = await request.response();
  expect(response?.status()).toBe(404);
});
