import { axeViolations, expect, inRuns, layoutShifts, recordLayoutShifts, test, twoFramesDrawn } from './fixtures.ts';

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
  for (const paths of inRuns(shellPages, 2)) {
    test(`axe finds no violations at ${paths.join(', ')}`, async ({ page }) => {
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.locator('h1'), path).toBeVisible();
          expect(await axeViolations(page), path).toEqual([]);
        });
      }
    });
  }
});

// No layout shift: a page whose server HTML is its frame (a remote's page loading) or the shell's bare frame (the
// 404 page) arrives with nothing on screen moving. The footer had come up into view under a page shorter than the
// screen; it is now drawn only once the page is there.
test.describe('pages that arrive after their frame move nothing on screen', () => {
  const arriving: Array<[path: string, heading: string]> = [
    ['/induction-enrolment', 'Enrol in a security induction'],
    ['/activate', 'Activate your ASIC'],
    ['/no/such/page', 'Page not found'],
  ];
  for (const width of [360, 1280]) {
    test(`at ${width} px wide, and the footer is there once the page is`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await recordLayoutShifts(page);
      for (const [path, heading] of arriving) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy policy' })).toBeVisible();
        // Any shift of the page's arrival has been reported once two more frames are drawn.
        await twoFramesDrawn(page);
        expect(await layoutShifts(page), path).toEqual([]);
      }
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
