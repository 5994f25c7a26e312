import { describe, expect, it } from 'vitest';
import { routeIdsOf } from '@cards/shared/brand';
import pages from './routes.tsx';

// ARCHITECTURE 'Module Federation': the shell renders this remote's page for each route the SPEC §2 route table
// gives it. The page map's type already demands them all; this checks the built module too.
describe('mf_opneed_signature pages', () => {
  it('has a page for every route the route table gives it, and no other', () => {
    expect(Object.keys(pages).sort()).toEqual(routeIdsOf('mf_opneed_signature').sort());
    for (const page of Object.values(pages)) expect(typeof page === 'function' || typeof page === 'object').toBe(true);
  });
});
