import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { pageDataAdapter, readPageData } from '../src/page-data.ts';

// Issue 16 'after the HTML, everything a route needs starts downloading at once': the api puts into step 1's page the
// reference lists its page asks for as it starts, and the api client takes each from the page once.

function docWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = html;
  return doc;
}

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

describe('the api client with the page\'s answers', () => {
  function client(answers: Record<string, unknown>) {
    const sent: string[] = [];
    const network: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
      sent.push(`${config.method} ${axios.getUri(config)}`);
      return { data: 'from the network', status: 200, statusText: 'OK', headers: {}, config };
    };
    const http = axios.create({ adapter: pageDataAdapter(new Map(Object.entries(answers)), network) });
    return { http, sent };
  }

  it('answers the first read of a path from the page, and the next from the network', async () => {
    const { http, sent } = client({ '/api/country/list': [{ Code: 'AU', Name: 'Australia' }] });
    expect((await http.get('/api/country/list')).data).toEqual([{ Code: 'AU', Name: 'Australia' }]);
    expect(sent).toEqual([]);
    expect((await http.get('/api/country/list')).data).toBe('from the network');
    expect(sent).toEqual(['get /api/country/list']);
  });

  it('sends everything else: other paths, writes, queries and other origins', async () => {
    const { http, sent } = client({ '/api/state/list': [] });
    await http.get('/api/airport/list');
    await http.post('/api/state/list', {});
    await http.get('/api/state/list', { params: { q: 'x' } });
    await http.get('/api/state/list?q=x');
    await http.get('https://elsewhere.example/api/state/list');
    expect(sent).toHaveLength(5);
    // The page's answer is still there for the read it was meant for.
    expect((await http.get('/api/state/list')).data).toEqual([]);
  });
});
