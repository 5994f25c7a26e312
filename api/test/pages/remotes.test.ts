import { brotliDecompressSync } from 'node:zlib';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemotesManifest } from '@cards/shared/brand';
import { writeRemotesFile } from '../../src/features/pages/remotes/store.ts';
import { publish } from '../../src/ops/publish.ts';
import { pin } from '../../src/ops/remotes-ops.ts';
import { createTestApp, expectErrorShape, makeTempDir, type TestApp } from '../helpers.ts';
import { fakeRemoteBuild } from '../remote-fixtures.ts';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp({ shell: false });
  root = await makeTempDir('cards-root-');
  const ctx = { root, varDir: t.config.varDir, shellDist: t.config.shellDist };
  await fakeRemoteBuild(root, 'mf-content', '0.1.0');
  await fakeRemoteBuild(root, 'mf-application', '0.1.0');
  await publish(ctx, 'mf-content');
  await publish(ctx, 'mf-application');
  await fakeRemoteBuild(root, 'mf-content', '0.2.0');
  await publish(ctx, 'mf-content');
  await pin(ctx, 'mf-content', '0.1.0', 'bne');
});
afterAll(async () => {
  await t.close();
  await fs.rm(root, { recursive: true, force: true });
});

async function manifest(query: string): Promise<RemotesManifest> {
  const res = await t.app.inject({ method: 'GET', url: `/remotes.json${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

describe('ARCHITECTURE Module Federation: GET /remotes.json?company=', () => {
  it('gives the default set with entries under /remotes/{folder}/{version}/', async () => {
    expect(await manifest('?company=default')).toEqual({
      company: 'default',
      remotes: [
        { name: 'mf_content', version: '0.2.0', entry: '/remotes/mf-content/0.2.0/remoteEntry.js' },
        { name: 'mf_application', version: '0.1.0', entry: '/remotes/mf-application/0.1.0/remoteEntry.js' },
      ],
    });
  });

  it('applies a brand\'s pins over the default set', async () => {
    const bne = await manifest('?company=bne');
    expect(bne.company).toBe('bne');
    expect(bne.remotes.find((r) => r.name === 'mf_content')?.version).toBe('0.1.0');
    expect(bne.remotes.find((r) => r.name === 'mf_application')?.version).toBe('0.1.0');
    expect((await manifest('?company=adg')).remotes.find((r) => r.name === 'mf_content')?.version).toBe('0.2.0');
  });

  it('answers the default set for an unknown or missing company', async () => {
    expect((await manifest('?company=%3Cscript%3E')).company).toBe('default');
    expect((await manifest('')).company).toBe('default');
  });

  it('answers an empty list when nothing is published', async () => {
    const bare = await createTestApp({ shell: false });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/remotes.json?company=bne' });
      expect(res.json()).toEqual({ company: 'bne', remotes: [] });
    } finally {
      await bare.close();
    }
  });

  it('sees a change to remotes.json on the next request', async () => {
    const other = await createTestApp({ shell: false });
    try {
      await writeRemotesFile(other.config.varDir, { default: { 'mf-induction': '1.2.3' }, brands: {}, history: [] });
      const res = await other.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.json().remotes).toEqual([{ name: 'mf_induction', version: '1.2.3', entry: '/remotes/mf-induction/1.2.3/remoteEntry.js' }]);
    } finally {
      await other.close();
    }
  });
});

describe('ARCHITECTURE Module Federation: GET /remotes/{folder}/{version}/…', () => {
  it('serves every file of a published version for a year: the version in the path is what a publish moves', async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/mf-content/0.2.0/mf-manifest.json' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const remoteEntry = await t.app.inject({ method: 'GET', url: '/remotes/mf-content/0.1.0/remoteEntry.js' });
    expect(remoteEntry.body).toContain('mf-content 0.1.0');
    expect(remoteEntry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hashed = await t.app.inject({ method: 'GET', url: '/remotes/mf-content/0.2.0/static/js/routes.0badc0de.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy to a browser that accepts it, and the plain file to others', async () => {
    const url = '/remotes/mf-content/0.2.0/static/js/routes.0badc0de.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('mf-content 0.2.0 routes');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('mf-content 0.2.0 routes');
  });

  it('keeps the year-long cache for a file with no compressed copy when the browser accepts compression', async () => {
    const url = '/remotes/mf-content/0.2.0/static/js/small.1234abcd.js';
    for (const encoding of ['br, gzip', 'gzip', 'identity']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      expect(res.body).toContain('small');
    }
  });

  it('neither publishes nor serves source maps', async () => {
    const published = path.join(t.config.varDir, 'remotes', 'mf-content', '0.2.0', 'static', 'js');
    expect((await fs.readdir(published)).filter((f) => f.endsWith('.map'))).toEqual([]);
    // Even one copied there by hand stays private.
    await fs.writeFile(path.join(published, 'routes.0badc0de.js.map'), '{"sources":["src/secret.ts"]}');
    const res = await t.app.inject({ method: 'GET', url: '/remotes/mf-content/0.2.0/static/js/routes.0badc0de.js.map' });
    expectErrorShape(res, 404);
    expect(res.body).not.toContain('secret');
  });

  it.each([
    '/remotes/mf-content/9.9.9/mf-manifest.json',
    '/remotes/mf-unknown/0.1.0/mf-manifest.json',
    '/remotes/mf-content/latest/mf-manifest.json',
    // Plain ../ is resolved by URL parsing before routing; encoded slashes reach the handler.
    '/remotes/mf-content/0.1.0/..%2F..%2F..%2Fremotes.json',
    '/remotes/mf-content/0.1.0/%2e%2e%2f0.2.0%2fmf-manifest.json',
    '/remotes/mf-content/0.1.0/static%5C..%5C..%5Cremotes.json',
    '/remotes/mf-content/0.1.0/',
  ])('answers 404 JSON for %s', async (url) => {
    expectErrorShape(await t.app.inject({ method: 'GET', url }), 404);
  });

  it('keeps nothing but published folders under VAR_DIR/remotes', async () => {
    const entries = await fs.readdir(path.join(t.config.varDir, 'remotes', 'mf-content'));
    expect(entries.sort()).toEqual(['0.1.0', '0.2.0']);
  });
});
