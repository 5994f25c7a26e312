import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Console errors and failed page scripts, collected so a test can assert the page ran cleanly. */
export interface PageProblems {
  errors: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
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

/** Runs axe with the WCAG 2.x A and AA rules and returns the violations. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
