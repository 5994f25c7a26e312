import { brands, pageTitle, routePath, routesInForce, type RouteDef } from '@cards/shared/brand';
import { expect, inRuns, test } from './fixtures.ts';

// The routes in force: the workspace's remotes', as the release these journeys run on has them (fixtures.ts), and the shell's.
const routeTable = routesInForce();

// SPEC §2 'Route table': every path answers with its page title for the default brand.
const brand = brands.default;
const sample: Record<string, string> = {
  id: '1542',
  refId: 'R7Q2K9',
  questionurl: 'applicants-under-18',
  // No induction has this id in any run, whatever the other journeys create.
  inductionID: '999999',
  randomId: 'b1c2d3e4',
  slug: 'privacy-awareness-week-2024',
  duty: 'lost',
  peopleId: '42',
  // A staff password link's shape, which no link has.
  token: 'A'.repeat(43),
};

function concretePath(route: RouteDef): string {
  return routePath(route, brand.product)
    .replace('/*', '/')
    .replace(/\/:(\w+)\?/g, '')
    .replace(/:(\w+)/g, (_, name: string) => sample[name] ?? 'x');
}

/** Where a route ends up for an anonymous visitor of the default brand. */
function expectedTitle(route: RouteDef): string {
  const byId = (id: string) => routeTable.find((r) => r.id === id)!;
  // The form's steps name themselves more exactly than the route does.
  if (route.id === 'new-form-start' || route.id === 'new-form') return pageTitle({ title: 'Step 1 of 4: Personal and contact details' }, brand);
  // The renew page names the cards the brand issues (both, on the default brand).
  if (route.id === 'renew') return pageTitle({ title: 'Renew your {product} or MSIC' }, brand);
  // An induction that does not exist is the 404 page, once the api has said so; its own pages, with real
  // inductions, are in induction.spec.ts.
  // A foreign card's status page with an id no card has is the 404 page too, once the api has answered (SPEC §8).
  if (route.id === 'induction-status-incomplete' || route.id === 'induction' || route.id === 'induction-complete' || route.id === 'induction-status') {
    return pageTitle(byId('page-404'), brand);
  }
  if (route.id === 'status' || route.id === 'status-old' || route.id === 'payment') return pageTitle(byId('track'), brand);
  // The staff console's pages send an anonymous visitor to its sign-in; a password link no one has says it has run out.
  if (route.layout === 'staff' && route.id !== 'staff-sign-in' && route.id !== 'staff-set-password') return pageTitle(byId('staff-sign-in'), brand);
  // A form reference that leads to no draft (SPEC §4 form loading errors).
  if (route.id === 'form') return pageTitle(byId('record-not-found'), brand);
  // A statement whose link names no form is the 404 page (SPEC §8).
  if (route.id === 'operational-need-form') return pageTitle(byId('page-404'), brand);
  // A question, an article and a duty are named by their own titles.
  if (route.id === 'faq-with-url') return pageTitle({ title: 'Can I apply if I am under 18?' }, brand);
  if (route.id === 'media-article') return pageTitle({ title: 'Privacy Awareness Week 2024: transparency, accountability and security' }, brand);
  if (route.id === 'card-holder-duty') return pageTitle({ title: 'Report a lost card' }, brand);
  return pageTitle(route, brand);
}

test.describe('SPEC §2 route table, default brand', () => {
  for (const routes of inRuns(routeTable, 4)) {
    test(`${routes.map((route) => route.id).join(', ')}: each path shows its title`, async ({ page, problems }) => {
      for (const route of routes) {
        const path = route.path === '*' ? '/no/such/page' : concretePath(route);
        await test.step(`${route.id} at ${path}`, async () => {
          await page.goto(path);
          await expect(page, path).toHaveTitle(expectedTitle(route));
          await expect(page.locator('h1'), path).toBeVisible();
          // The console asks the api who is signed in (401: nobody) and about the link (410: no such link).
          expect(problems.errors.filter((error) => !/status of (401|410)\b/.test(error)), path).toEqual([]);
        });
      }
    });
  }

  test('an empty path is the home page', async ({ page }) => {
    await page.goto('');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(pageTitle(routeTable.find((r) => r.id === 'home'), brand));
  });

  test('the old status route redirects to the new one before its login guard', async ({ page }) => {
    await page.goto('/status/42/7');
    // Not signed in, so the guard then sends the visitor to track (SPEC §4).
    await expect(page).toHaveURL(/\/track-asic$/);
  });

  test('an induction status link without both ids goes to /404 (SPEC §2)', async ({ page }) => {
    await page.goto('/induction-status/12');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('routes pass their parameters to the page', async ({ page }) => {
    // The foreign card's page asks for the card its two parameters name; an unknown one is the 404 page (SPEC §8).
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/foreign-card/1542/R7Q2K9');
    await page.goto('/induction-status/1542/R7Q2K9');
    await asked;
    await expect(page).toHaveURL(/\/404$/);
  });
});
