import { axeViolations, expect, test } from './fixtures.ts';

// SPEC §2 and §8: the shell's own pages, with an axe scan of each.
const shellPages = [
  '/404',
  '/no/such/page',
  '/session-expired',
  '/session-expired?formNotSaved=true',
  '/session-expired?induction=true',
  '/record-not-found',
  '/link-expired/abc123',
  '/invitation-only',
  '/',
  '/faq',
];

test.describe('accessibility of the shell pages (WCAG 2.2 AA)', () => {
  for (const path of shellPages) {
    test(`axe finds no violations at ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('SPEC §4 session-expired flags', () => {
  test('formNotSaved and induction change the text', async ({ page }) => {
    await page.goto('/session-expired');
    // Reached directly, the page promises no email (only the form's timeout knows whether one was queued).
    await expect(page.getByText(/it is saved. Open it again from the link in the email we sent you/)).toBeVisible();
    await page.goto('/session-expired?formNotSaved=true');
    await expect(page.getByText(/had not been saved yet/)).toBeVisible();
    await page.goto('/session-expired?induction=true');
    await expect(page.getByText(/induction was closed/)).toBeVisible();
  });
});

test.describe('SPEC §8 link expiry request', () => {
  const path = '**/api/mail/link-expired/abc123';

  test('a sent link shows the server message', async ({ page }) => {
    await page.route(path, (route) =>
      route.fulfill({ status: 200, json: { message: 'We have sent a new link to j***@example.com.' } }),
    );
    await page.goto('/link-expired/abc123');
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We have sent' })).toBeVisible();
  });

  test('429 shows the too-many-requests text', async ({ page }) => {
    await page.route(path, (route) =>
      route.fulfill({ status: 429, json: { statusCode: 429, error: 'Too Many Requests', message: 'slow down' } }),
    );
    await page.goto('/link-expired/abc123');
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await expect(page.getByText('Too many requests, please try again in a minute')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('another failure shows the server message, or the unknown-error text without one', async ({ page }) => {
    await page.route(path, (route) =>
      route.fulfill({ status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'That link is not valid.' } }),
    );
    await page.goto('/link-expired/abc123');
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await expect(page.getByText('That link is not valid.')).toBeVisible();

    await page.unroute(path);
    await page.route(path, (route) => route.abort());
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await expect(page.getByText('Unknown error, please try again later')).toBeVisible();
  });
});
