import { describe, expect, it, vi } from 'vitest';
import { evaluatePageLibraries, readPageLibraries } from '../src/page-libraries.ts';
import { docWith } from './page-document.ts';

// Issue 16: a page that takes the libraries the shell loads on use (the stores, the domain rules) names them, and the
// shell evaluates each in a task of its own before the page starts (api/test/page-head.test.ts names them).

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
});
