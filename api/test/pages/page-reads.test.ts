import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoutes } from '@cards/shared/testing/workspace-routes';
import { pageReads } from '../../src/features/pages/web/page-reads.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// The api reads a page carries in its HTML are read straight from their source (features/pages/web/page-reads.ts), not
// asked of the app. These tests keep that shortcut honest: each answer is its route's, for every brand, and every
// read a remote names is one the server can carry.


let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the api reads a page carries (SPEC §7 lists)', () => {
  it('answer what their routes answer, whichever brand asks', async () => {
    const reads = pageReads(t.app.referenceData);
    expect(reads.size).toBeGreaterThan(0);
    for (const [url, read] of reads) {
      const carried = await read();
      for (const company of ['default', 'adg', 'chcheli']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'x-company': company } });
        expect(res.statusCode, url).toBe(200);
        // As the page gets it: through JSON, so the route's serializer and the carried copy are compared as sent.
        expect(JSON.parse(JSON.stringify(carried)), `${url} for ${company}`).toEqual(res.json());
      }
    }
  });

  it('cover every read a remote names for a route (routes.json data)', async () => {
    const reads = pageReads(t.app.referenceData);
    const named = workspaceRoutes().flatMap((route) => route.data ?? []);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((url) => !reads.has(url))).toEqual([]);
  });
});
