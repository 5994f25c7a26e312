import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLocalities, cleanName, stateCodes } from '../../scripts/build-localities.ts';
import { createTestApp, expectErrorShape, makeTempDir, type TestApp } from '../helpers.ts';

const source = [
  { postcode: '2000', locality: 'SYDNEY', state: 'NSW', type: 'Delivery Area' },
  { postcode: '2000', locality: 'SYDNEY', state: 'NSW', type: 'Delivery Area' },
  { postcode: '1001', locality: 'SYDNEY', state: 'NSW', type: 'LVR' },
  { postcode: '1215', locality: 'AUSTRALIA SQUARE', state: 'NSW', type: 'Post Office Boxes' },
  { postcode: '2600', locality: 'O’CONNOR', state: 'ACT', type: '' },
  { postcode: '0822', locality: 'Coolalinga', state: 'NT', type: '' },
  { postcode: '2370', locality: 'Glen InnesLAMBTON', state: 'NSW', type: '' },
  { postcode: '2640', locality: 'NO. 4 BRANCH', state: 'NSW', type: '' },
  { postcode: '2640', locality: 'ALBURY', state: 'NSW', type: 'Delivery Area' },
  { postcode: '9999', locality: 'NOWHERE', state: 'XX', type: '' },
];

let dir: string;
let input: string;
let outDir: string;
beforeAll(async () => {
  dir = await makeTempDir('cards-data-');
  input = path.join(dir, 'aus_postcodes.json');
  outDir = path.join(dir, 'au');
  await fs.writeFile(input, JSON.stringify(source));
  // Written a minute ago, so the files built from it are newer whatever the clock's grain (the skip compares them).
  const earlier = new Date(Date.now() - 60_000);
  await fs.utimes(input, earlier, earlier);
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const read = async (state: string) => JSON.parse(await fs.readFile(path.join(outDir, `${state}.json`), 'utf8'));

describe('SPEC §3 locality source rows: npm run build:data', () => {
  it('writes eight files of [name, stateNumber, postcode], deduplicated and sorted', async () => {
    expect(await buildLocalities({ input, outDir })).toBe(true);
    expect((await fs.readdir(outDir)).sort()).toEqual(stateCodes.map((s) => `${s}.json`).sort());
    expect(await read('NSW')).toEqual([['ALBURY', 1, '2640'], ['AUSTRALIA SQUARE', 1, '1215'], ['SYDNEY', 1, '2000']]);
    expect(await read('ACT')).toEqual([["O'CONNOR", 8, '2600']]);
    expect(await read('NT')).toEqual([['COOLALINGA', 3, '0822']]);
    expect(await read('WA')).toEqual([]);
  });

  it('skips the work when the files are newer than the input', async () => {
    expect(await buildLocalities({ input, outDir })).toBe(false);
    const later = new Date(Date.now() + 5000);
    await fs.utimes(input, later, later);
    expect(await buildLocalities({ input, outDir })).toBe(true);
  });

  it('keeps only names the SPEC §5 suburb rule accepts', () => {
    expect(cleanName('  MOUNT   HOTHAM ')).toBe('MOUNT HOTHAM');
    expect(cleanName('D’AGUILAR')).toBe("D'AGUILAR");
    expect(cleanName('MURRAY LOCK NO 9')).toBeUndefined();
    expect(cleanName('Glen InnesLAMBTON')).toBeUndefined();
  });
});

describe('SPEC §7 GET /shared/data/au/{STATE}.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ shell: false });
    await buildLocalities({ input, outDir: path.join(t.config.dataDir, 'au') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves each state file with long cache headers', async () => {
    for (const state of stateCodes) {
      const res = await t.app.inject({ method: 'GET', url: `/shared/data/au/${state}.json` });
      expect(res.statusCode, state).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=86400/);
    }
    // A browser always offers compression; the files have no compressed copy, and keep their cache header.
    for (const encoding of ['gzip, deflate, br', 'br', 'gzip']) {
      const res = await t.app.inject({ method: 'GET', url: '/shared/data/au/ACT.json', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=86400, stale-while-revalidate=604800');
    }
    const nsw = await t.app.inject({ method: 'GET', url: '/shared/data/au/NSW.json' });
    expect(nsw.json()).toContainEqual(['SYDNEY', 1, '2000']);
  });

  it.each(['nsw.json', 'XX.json', 'NSW', '..%2F..%2Fvar%2Fremotes.json', 'NSW.json.tmp'])('answers 404 JSON for %s', async (file) => {
    expectErrorShape(await t.app.inject({ method: 'GET', url: `/shared/data/au/${file}` }), 404);
  });

  it('answers 404 JSON when the data has not been built', async () => {
    const bare = await createTestApp({ shell: false });
    try {
      expectErrorShape(await bare.app.inject({ method: 'GET', url: '/shared/data/au/VIC.json' }), 404);
    } finally {
      await bare.close();
    }
  });
});
