import { describe, expect, it } from 'vitest';
import { getBrand } from '@cards/shared/brand';
import { routeAt } from '../src/routing/current-route.ts';

// SPEC §2 route table: the layout reads the route of the page shown (its layout, its scroll rule) by the router's own
// ranking, now that the routes are rendered declaratively rather than matched by a data router.
describe('routeAt', () => {
  const brand = getBrand('default');
  const idAt = (path: string) => routeAt(brand, path)?.id;

  it('ranks a static segment above a parameter: step 1 is the new form, not a draft called step1', () => {
    expect(idAt('/apply/form/step1')).toBe('new-form');
    expect(idAt('/apply/form/42/step2')).toBe('form');
  });

  it('finds pages with and without their optional parts, and everything else is not found', () => {
    expect(idAt('/faq')).toBe('faq');
    expect(idAt('/faq/who-needs-an-msic')).toBe('faq');
    expect(idAt('/question/who-needs-an-msic')).toBe('faq-with-url');
    expect(idAt('/no-such-page')).toBe('not-found');
  });
});
