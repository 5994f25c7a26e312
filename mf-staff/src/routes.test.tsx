import { describe, expect, it } from 'vitest';
import { routeIdsOf } from '@cards/shared/brand';
import pages from './routes.tsx';

// ARCHITECTURE 'A remote owns its pages': the shell renders this remote's page for each route its routes.json
// declares (the test set-up puts the workspace's routes in force).
describe('mf_staff pages', () => {
  it('has a page for every route its routes.json declares, and no other', () => {
    expect(Object.keys(pages).sort()).toEqual(routeIdsOf('mf_staff').sort());
    for (const page of Object.values(pages)) expect(typeof page === 'function' || typeof page === 'object').toBe(true);
  });
});
