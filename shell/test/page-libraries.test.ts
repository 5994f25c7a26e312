import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@cards/shared/api';
import { getBrand } from '@cards/shared/brand';
import { createCardTypeChoice, createStoreSlot, type Site } from '@cards/shared/ui';
import { evaluatePageLibraries, readPageLibraries } from '../src/page-libraries.ts';
import { docWith } from './page-document.ts';

// A page that takes the libraries the shell loads on use (the stores, the domain rules) names them, and the
// shell evaluates each in a task of its own before the page starts (api/test/pages/page-head.test.ts names them).

describe('the libraries a page names', () => {
  it('reads them in the order given, leaving out what the shell does not load on use', () => {
    const doc = docWith('<script type="application/json" id="page-libraries">["mobx","left-pad","mobx-state-tree",7,"@cards/shared/stores"]</script>');
    expect(readPageLibraries(doc)).toEqual(['mobx', 'mobx-state-tree', '@cards/shared/stores']);
  });

  it.each([['none', ''], ['text that is not JSON', '<script type="application/json" id="page-libraries">[oops</script>'],
    ['not a list', '<script type="application/json" id="page-libraries">{"mobx":1}</script>']])('names none with %s', (_, html) => {
    expect(readPageLibraries(docWith(html))).toEqual([]);
  });

  it('evaluates each after a yield to the page, so none shares a task with another', async () => {
    const timer = vi.spyOn(globalThis, 'setTimeout');
    await evaluatePageLibraries(docWith('<script type="application/json" id="page-libraries">["mobx","@cards/shared/stores"]</script>'));
    // Here (no scheduler.yield) the yield is a timer of 0 ms, one before each library.
    expect(timer.mock.calls.filter(([, delay]) => delay === 0)).toHaveLength(2);
    timer.mockRestore();
  });

  it('makes the root store from the visit in a task of its own once the stores have loaded, not in the page\'s render', async () => {
    const http = axios.create();
    const visit: Site = {
      brand: getBrand('bne'), cardType: createCardTypeChoice('msic'), services: { http, api: createApiClient(http) }, store: createStoreSlot(),
    };
    const timer = vi.spyOn(globalThis, 'setTimeout');
    await evaluatePageLibraries(docWith('<script type="application/json" id="page-libraries">["mobx","@cards/shared/stores"]</script>'), visit);
    // A yield before each library, and one more before the store is made.
    expect(timer.mock.calls.filter(([, delay]) => delay === 0)).toHaveLength(3);
    timer.mockRestore();
    const store = visit.store.get();
    expect(store?.session.brand).toBe('bne');
    expect(store?.session.cardType).toBe('msic');
    // A page that names no stores leaves the visit without one.
    const plain: Site = { ...visit, store: createStoreSlot() };
    await evaluatePageLibraries(docWith('<script type="application/json" id="page-libraries">["mobx"]</script>'), plain);
    expect(plain.store.get()).toBeUndefined();
  });
});
