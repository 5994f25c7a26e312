import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { createApiClient, toLocality, type ApiClient } from './client.ts';
import { fakeAdapter, type FakeReply } from '@cards/shared/testing';

function setup(reply: (url: string) => FakeReply = () => ({ data: [] })) {
  const fake = fakeAdapter((config) => reply(config.url ?? ''));
  const api = createApiClient(axios.create({ adapter: fake.adapter }));
  return { fake, api };
}

describe('SPEC §7: lookup calls', () => {
  const table: Array<[keyof ApiClient, unknown[], string]> = [
    ['getStates', [], '/api/state/list'],
    ['getCountries', [], '/api/country/list'],
    ['getAirports', [], '/api/airport/list'],
    ['getAirport', [75], '/api/airport/75'],
    ['getIssuingBodies', [], '/api/issuing-body/list'],
    ['getIssuingBody', [3], '/api/issuing-body/3'],
    ['getIdDocuments', [], '/api/id-documents/auscheck-list'],
    ['getOperationalNeeds', [], '/api/operational-need/list'],
    ['getOperationalNeedCategories', [], '/api/operational-need-category/list'],
    ['getAccessFrequencyOptions', [], '/api/operational-need-access-frequency/options'],
  ];

  it.each(table)('%s calls GET %s', async (name, args, path) => {
    const { fake, api } = setup(() => ({ data: [{ Id: 1 }] }));
    const call = api[name] as (...a: unknown[]) => Promise<unknown>;
    await expect(call(...args)).resolves.toEqual([{ Id: 1 }]);
    expect(fake.calls[0].method).toBe('get');
    expect(fake.calls[0].url).toBe(path);
  });
});

describe('SPEC §7 GET /404?uri=: the missed address is reported and the answer ignored', () => {
  it('resolves although the server answers 404', async () => {
    const { fake, api } = setup(() => ({ status: 404, data: '<html>' }));
    await expect(api.reportMissedUri('https://cards.example.com.au/nowhere?x=1')).resolves.toBeUndefined();
    expect(fake.calls[0].url).toBe('/404');
    expect(fake.calls[0].params).toEqual({ uri: 'https://cards.example.com.au/nowhere?x=1' });
    expect(axios.getUri(fake.calls[0])).toBe('/404?uri=https:%2F%2Fcards.example.com.au%2Fnowhere%3Fx%3D1');
  });

  it('resolves when the call itself fails', async () => {
    const api = createApiClient(axios.create({ adapter: () => Promise.reject(new Error('offline')) }));
    await expect(api.reportMissedUri('/x')).resolves.toBeUndefined();
  });
});

describe('SPEC §7 / §8: locality data per state', () => {
  const rows = [['Perth', 2, '6000'], ['Fremantle', 2, '6160']];

  it('turns rows of name, state number and postcode into search records', () => {
    expect(toLocality(['Sydney', 1, '2000'])).toEqual({ name: 'Sydney', code: '2000', state: 'NSW' });
    expect(toLocality(['Canberra', 8, '2600']).state).toBe('ACT');
  });

  it('loads /shared/data/au/{STATE}.json once per state', async () => {
    const { fake, api } = setup(() => ({ data: rows }));
    const first = await api.getLocalities('WA');
    const second = await api.getLocalities('WA');
    expect(first).toEqual([
      { name: 'Perth', code: '6000', state: 'WA' },
      { name: 'Fremantle', code: '6160', state: 'WA' },
    ]);
    expect(second).toBe(first);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0].url).toBe('/shared/data/au/WA.json');
    await api.getLocalities('NSW');
    expect(fake.calls).toHaveLength(2);
  });

  it('rejects a failed load and tries again next time', async () => {
    let fail = true;
    const { fake, api } = setup(() => (fail ? { status: 500 } : { data: rows }));
    await expect(api.getLocalities('WA')).rejects.toBeTruthy();
    fail = false;
    await expect(api.getLocalities('WA')).resolves.toHaveLength(2);
    expect(fake.calls).toHaveLength(2);
  });

  it('rejects an unknown state without a call', async () => {
    const { fake, api } = setup();
    await expect(api.getLocalities('XX' as never)).rejects.toThrow('Unknown state');
    expect(fake.calls).toHaveLength(0);
  });
});
