import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Airport } from '@cards/shared/domain';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false });
});
afterAll(async () => {
  await t.close();
});

async function getJson<T>(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  return res.json() as T;
}

describe('SPEC §3 Other entities, §7 GET /api/state/list', () => {
  it('lists the eight states with the codes 1 NSW … 8 ACT and long names', async () => {
    const states = await getJson<Array<{ Id: number; ShortName: string; LongName: string }>>('/api/state/list');
    expect(states.map((s) => `${s.Id} ${s.ShortName}`)).toEqual(
      ['1 NSW', '2 WA', '3 NT', '4 SA', '5 QLD', '6 VIC', '7 TAS', '8 ACT']);
    expect(states.find((s) => s.ShortName === 'ACT')?.LongName).toBe('Australian Capital Territory');
  });

  it('answers from memory after the first load', async () => {
    await getJson('/api/state/list');
    await t.app.db.deleteFrom('states').execute();
    expect(await getJson<unknown[]>('/api/state/list')).toHaveLength(8);
  });
});

describe('SPEC §7 GET /api/country/list, §9 Australia and New Zealand first', () => {
  it('puts AU and NZ first and the rest in alphabetical order', async () => {
    const countries = await getJson<Array<{ Code: string; Name: string }>>('/api/country/list');
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.slice(0, 2)).toEqual([{ Code: 'AU', Name: 'Australia' }, { Code: 'NZ', Name: 'New Zealand' }]);
    const rest = countries.slice(2).map((c) => c.Name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries.find((c) => c.Code === 'GB')?.Name).toBe('United Kingdom');
  });
});

describe('SPEC §7 GET /api/airport/list, §9 airport ids, groups and ASA types', () => {
  it('lists AUS and the popular airports first, in the order of SPEC §9', async () => {
    const airports = await getJson<Airport[]>('/api/airport/list');
    expect(airports.slice(0, 11).map((a) => a.Code)).toEqual(
      ['AUS', 'ADL', 'BNE', 'CNS', 'CBR', 'DRW', 'OOL', 'HBA', 'MEL', 'PER', 'SYD']);
    expect(airports[0]).toMatchObject({ Code: 'AUS', State: null, Group: 'Popular', Airport: 'Australia-wide (AUS)' });
    expect(airports.slice(0, 11).every((a) => a.Group === 'Popular')).toBe(true);
    const groups = airports.slice(11).map((a) => a.Group);
    expect(groups.indexOf('Regional')).toBeGreaterThan(0);
    expect(groups.slice(groups.indexOf('Regional')).every((g) => g === 'Regional')).toBe(true);
    expect(airports.length).toBeGreaterThan(200);
    expect(new Set(airports.map((a) => a.Id)).size).toBe(airports.length);
  });

  it('keeps the fixed ids: 3 Darwin, 4 Alice Springs, 75 Brisbane', async () => {
    const airports = await getJson<Airport[]>('/api/airport/list');
    const id = (code: string) => airports.find((a) => a.Code === code)?.Id;
    expect([id('DRW'), id('ASP'), id('BNE')]).toEqual([3, 4, 75]);
    expect(airports.find((a) => a.Code === 'SYD')).toMatchObject({ Airport: 'Sydney (SYD)', State: 'NSW' });
    expect(airports.find((a) => a.Code === 'CBR')?.State).toBe('ACT');
    expect(airports.find((a) => a.Code === 'ABX')?.State).toBe('NSW');
    expect(airports.find((a) => a.Code === 'MQL')?.State).toBe('VIC');
  });

  it('gives adg its airports as 8 and 155 and bne its Brisbane as 5', async () => {
    const adg = await getJson<Airport[]>('/api/airport/list', { 'x-company': 'adg' });
    expect(adg.filter((a) => ['DRW', 'ASP'].includes(a.Code)).map((a) => a.Id).sort((a, b) => a - b)).toEqual([8, 155]);
    expect(adg.some((a) => a.Id === 3 || a.Id === 4)).toBe(false);
    const bne = await getJson<Airport[]>('/api/airport/list?company=bne');
    expect(bne.find((a) => a.Code === 'BNE')?.Id).toBe(5);
    expect(bne).toHaveLength(adg.length);
  });

  it('says the list depends on the brand header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/airport/list' });
    expect(res.headers.vary).toMatch(/X-Company/i);
  });

  it('sets ASA types by the documented rule', async () => {
    const airports = await getJson<Airport[]>('/api/airport/list');
    for (const a of airports) {
      if (!a.CanAsa) expect(a.AsaTypeId).toBe(1);
      else expect(a.AsaTypeId).toBe(a.Group === 'Regional' ? 3 : 2);
    }
    expect(airports.find((a) => a.Code === 'DCN')).toMatchObject({ CanAsa: false, AsaTypeId: 1 });
  });
});

describe('SPEC §7 GET /api/airport/{id}', () => {
  it('answers one airport', async () => {
    expect(await getJson('/api/airport/75')).toMatchObject({ Id: 75, Code: 'BNE', Name: 'Brisbane' });
    expect(await getJson('/api/airport/155')).toMatchObject({ Id: 155, Code: 'ASP' });
  });

  it('answers 404 JSON for an unknown id', async () => {
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/api/airport/999999' }), 404);
  });

  it.each(['abc', '-1', '1.5', '12345678901', '%00', '3;drop'])('answers 400 JSON for the malformed id %s', async (id) => {
    const body = expectErrorShape(await t.app.inject({ method: 'GET', url: `/api/airport/${id}` }), 400);
    expect(body.fields).toEqual({ id: 'invalid' });
  });
});

describe('SPEC §3 Issuing body, §7 GET /api/issuing-body/list and /{id}', () => {
  it('lists issuing bodies with Code and Cardtype', async () => {
    const bodies = await getJson<Array<{ Id: number; Code: string; Cardtype: string }>>('/api/issuing-body/list');
    expect(bodies.length).toBeGreaterThan(10);
    expect(new Set(bodies.map((b) => b.Cardtype))).toEqual(new Set(['ASIC', 'MSIC', 'BOTH']));
  });

  it('answers one by id, 404 for an unknown one and 400 for a malformed one', async () => {
    expect(await getJson('/api/issuing-body/1')).toMatchObject({ Id: 1, Cardtype: 'BOTH' });
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/api/issuing-body/4242' }), 404);
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/api/issuing-body/SCS' }), 400);
  });
});

describe('SPEC §7 GET /api/id-documents/auscheck-list, §9 document type ids', () => {
  it('has the fixed ids 4 to 9, category A, first', async () => {
    const docs = await getJson<Array<{ Id: number; Name: string; Category: string }>>('/api/id-documents/auscheck-list');
    expect(docs.slice(0, 6).map((d) => d.Id)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(docs[0]!.Name).toMatch(/birth certificate/i);
    expect(docs.find((d) => d.Id === 9)?.Name).toMatch(/protection visa/i);
    expect(docs.slice(0, 6).every((d) => d.Category === 'A')).toBe(true);
    expect(new Set(docs.map((d) => d.Category))).toEqual(new Set(['A', 'B', 'C', 'D']));
  });
});

describe('SPEC §3 Operational need record, §7 operational need lists', () => {
  it('lists needs with colours, including 7 student and staff and 9 postal brand', async () => {
    const needs = await getJson<Array<{ Id: number; Colour: string; Reason: string; ShortReason: string; CategoryId: number }>>(
      '/api/operational-need/list');
    expect(needs.find((n) => n.Id === 7)?.ShortReason).toMatch(/student/i);
    expect(needs.find((n) => n.Id === 9)?.ShortReason).toMatch(/post office/i);
    expect(new Set(needs.map((n) => n.Colour))).toEqual(new Set(['white', 'red', 'grey']));
    const categories = await getJson<Array<{ Id: number; Name: string }>>('/api/operational-need-category/list');
    const categoryIds = new Set(categories.map((c) => c.Id));
    expect(needs.every((n) => categoryIds.has(n.CategoryId))).toBe(true);
  });

  it('offers access frequencies, with Every day for the postal brand', async () => {
    const options = await getJson<Array<{ Value: string; Label: string }>>('/api/operational-need-access-frequency/options');
    expect(options.map((o) => o.Value)).toEqual(['Every day', 'Weekly', 'Monthly', 'Less than monthly']);
  });
});

describe('GET /api/health', () => {
  it('reports the database answers and the site version (SPEC §9 0.1), uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', version: '0.1' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with the version when the database does not answer', async () => {
    const down = await createTestApp({ shell: false });
    try {
      down.app.databaseHealth.ping = () => Promise.reject(new Error('connection refused'));
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'unavailable', version: '0.1' });
    } finally {
      await down.close();
    }
  });
});
