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

// ARCHITECTURE 'unknown paths answer 404 with the 404 page': an article, question or duty the content does
// not have is a 404 from the server, shown at the address asked for (no move to /404), and reported once.
for (const [missing, known, heading] of [
  ['/media/no-such-article', '/media/privacy-awareness-week-2024', /Privacy Awareness Week/],
  ['/question/no-such-question', '/question/identity-documents', 'Which identity documents do I need?'],
] as const) {
  test(`${missing} answers 404 with the 404 page at that address and reports it once; ${known} is still a page`, async ({ page, problems }) => {
    const reports: string[] = [];
    // The page's Permissions-Policy names only features the browser knows (it warns of any other).
    const policyWarnings: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('Permissions-Policy')) policyWarnings.push(m.text());
    });
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/404') reports.push(new URL(r.url()).searchParams.get('uri') ?? '');
    });
    const reported = page.waitForRequest((r) => new URL(r.url()).pathname === '/404');
    const answer = await page.goto(missing);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(/^Page not found/);
    await reported;
    expect(new URL(page.url()).pathname).toBe(missing);
    // Nothing more is reported once the page has settled (the server reports nothing itself).
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([expect.stringContaining(missing)]);

    const page200 = await page.goto(known);
    expect(page200?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(problems.errors).toEqual([]);
    expect(policyWarnings).toEqual([]);
  });
}
