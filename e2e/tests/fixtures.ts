import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { registerWorkspaceRoutes } from '@cards/shared/testing/workspace-routes';

// What the journeys read of the routes themselves (titles, paths) is that of the release they run on: the workspace's.
registerWorkspaceRoutes();

/** Console errors and failed page scripts, collected so a test can assert the page ran cleanly. */
export interface PageProblems {
  errors: string[];
}

/**
 * Until a pre-rendered page is live: its server HTML shows at once, but its buttons work only once React
 * has hydrated it. A page the server did not pre-render is live when it shows; one whose remote is down says so.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('prerender') === null
    || document.documentElement.dataset.livePage !== undefined
    || document.querySelector('.load-failed, .page-unavailable') !== null);
}

const live = new WeakSet<Page>();

/**
 * A page whose goto returns once a pre-rendered page is live, as a person's click would only work then (the page's
 * load event comes before: its scripts start after the first paint). The journeys' own pages are such pages; a page
 * of a context a journey opens itself is made one with this.
 */
export function livePage(page: Page): Page {
  if (live.has(page)) return page;
  live.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilLive(page);
    return response;
  };
  return page;
}

export const test = base.extend<{ problems: PageProblems }>({
  page: async ({ page }, use) => {
    await use(livePage(page));
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [] };
    page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // A 404 answer is how the server answers /404?uri= and missing things on purpose.
      if (/status of 404/.test(text)) return;
      problems.errors.push(`console: ${text}`);
    });
    await use(problems);
  },
});

export { expect };

/**
 * `items` dealt in turn into `runs` groups: a test per group goes through its pages in one browser page, which keeps
 * the files it has loaded, as a visitor's does, where a page per test started cold each time.
 */
export function inRuns<T>(items: readonly T[], runs: number): T[][] {
  return Array.from({ length: runs }, (_, run) => items.filter((_, index) => index % runs === run));
}

/**
 * Runs axe with the WCAG 2.x A and AA rules and returns the violations. In place (axe's legacy mode): the default
 * gathers each frame's results in a blank page it opens for every scan, which made a scan 2-2.5 times as long
 * (0.5-1 s more) for the same results on our pages, which have no frames. A frame the legacy mode could not test
 * (one from another origin) is reported by axe's frame-tested rule, and counts as a violation here.
 */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    // Every rule still runs; only the violations and the incomplete are described node by node, as describing the
    // passes was most of a scan's time (docs/performance.md 'CI time').
    .options({ resultTypes: ['violations', 'incomplete'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const untested = results.incomplete.filter((r) => r.id === 'frame-tested');
  return [...results.violations, ...untested].map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * Records the page's layout shifts from its first paint on (call before goto). A part that arrives after hydration
 * and pushes the page down moves what a person was about to click.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources?.map((source) => (source.node instanceof Element ? `${source.node.localName}.${source.node.className}` : source.node?.nodeName)) ?? [];
        shifts.push(moved.join(', '));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Until the page has drawn two more frames: a layout shift of what it drew before has been reported by then. */
export async function twoFramesDrawn(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
}

/** What moved on the page without the person's input, since recordLayoutShifts. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}
