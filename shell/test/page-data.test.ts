import { describe, expect, it } from 'vitest';
import { readPageData } from '../src/page-data.ts';
import { docWith } from './page-document.ts';

// After the HTML, everything a route needs starts downloading at once: the api puts into step 1's page the
// reference lists its page asks for as it starts, and the api client takes each from the page once
// (shared/src/api/http.test.ts).

describe('readPageData', () => {
  it('reads the answers the page carries, by api path', () => {
    const doc = docWith('<script type="application/json" id="page-data">{"/api/country/list":[{"Code":"AU","Name":"Australia"}],"/remotes.json":{}}</script>');
    expect([...readPageData(doc)]).toEqual([['/api/country/list', [{ Code: 'AU', Name: 'Australia' }]]]);
  });

  it.each([['none', ''], ['text that is not JSON', '<script type="application/json" id="page-data">{oops</script>'],
    ['a list', '<script type="application/json" id="page-data">[1]</script>']])('finds nothing in %s', (_what, html) => {
    expect(readPageData(docWith(html)).size).toBe(0);
  });
});
