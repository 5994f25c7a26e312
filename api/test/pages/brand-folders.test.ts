import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brandCodes, brands, isBrandCode, type Brand, type BrandCode } from '@cards/shared/brand';
import { repoRoot } from '../../src/platform/config.ts';
import { brandFolders, type BrandFolder } from '../../src/features/pages/brands/brand-folders.ts';
import { BrandDataError } from '../../src/features/pages/brands/brand-schema.ts';
import { createTestApp, makeTempDir, type TestApp } from '../helpers.ts';

// A brand of the deployment's own is a folder under BRANDS_DIR (SPEC §1 'Branding'): its data is checked as the api
// starts, the api serves its pages and logo, and a folder that is wrong stops the start, saying what is wrong.

const fixtures = path.join(repoRoot, 'e2e', 'fixtures', 'brands');

/** This worker's other files share the brand list: a brand a test loaded is gone when it ends. */
function forgetFolderBrands() {
  const loaded = brandFolders() as Map<string, BrandFolder>;
  for (const code of loaded.keys()) {
    delete (brands as Record<string, Brand>)[code];
    brandCodes.splice(brandCodes.indexOf(code as BrandCode), 1);
  }
  loaded.clear();
}

describe('a brand from a folder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { brandsDir: fixtures } });
  });
  afterAll(async () => {
    await t?.close();
    forgetFolderBrands();
  });

  it('is a brand once the api has started, with its data as the file has it', async () => {
    const file = JSON.parse(await fs.readFile(path.join(fixtures, 'harbour', 'brand.json'), 'utf8')) as Brand;
    expect(isBrandCode('harbour')).toBe(true);
    expect(brands['harbour' as BrandCode]).toEqual(file);
  });

  it('has its pages, in its name and colours', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/faq?company=harbour', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-brand="harbour"');
    expect(res.body).toContain('--color-primary:#004d61');
    expect(res.body).toContain('| Harbour Cards</title>');
  });

  it('has its logo served from its folder, and nothing else of it', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/brand/harbour/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('Harbour Cards');
    expect((await t.app.inject({ method: 'GET', url: '/brand/harbour/logo.png' })).headers['content-type']).toBe('image/png');
    for (const url of ['/brand/harbour/brand.json', '/brand/harbour/..%2fharbour%2fbrand.json', '/brand/harbour/missing.svg']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"code"');
    }
  });
});

describe('a folder that is wrong stops the start, saying what is wrong', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempDir('cards-brands-');
  });
  afterEach(async () => {
    forgetFolderBrands();
    await fs.rm(root, { recursive: true, force: true });
    await fs.mkdir(root, { recursive: true });
  });
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  async function folderWith(name: string, edit: (data: Record<string, unknown>) => void | string) {
    const data = JSON.parse(await fs.readFile(path.join(fixtures, 'harbour', 'brand.json'), 'utf8')) as Record<string, unknown>;
    const replaced = edit(data);
    await fs.mkdir(path.join(root, name), { recursive: true });
    await fs.writeFile(path.join(root, name, 'brand.json'), typeof replaced === 'string' ? replaced : JSON.stringify(data));
  }

  it.each([
    ['a price that is no price', 'harbour', (d: Record<string, unknown>) => { (d.prices as Record<string, string>).msic2YrPrice = 'free'; }, /harbour\/brand\.json is not a valid brand: \/prices\/msic2YrPrice/],
    ['a field no brand has', 'harbour', (d: Record<string, unknown>) => { d.discount = 10; }, /\/discount: is not a field of a brand/],
    ['a file that is not JSON', 'harbour', () => '{ "code": "harbour",', /harbour\/brand\.json is not JSON/],
    ['a code that is not its folder\'s', 'port', () => {}, /its code is harbour, but its folder is named port/],
    ['the code of a built-in brand', 'bne', (d: Record<string, unknown>) => { d.code = 'bne'; (d.theme as Record<string, string>).logo = '/brand/bne/logo.svg'; }, /bne is a brand already/],
    ['a host name of another brand', 'harbour', (d: Record<string, unknown>) => { d.hostnames = ['localhost']; }, /a host name of it is default's already/],
  ])('%s', async (_what, name, edit, message) => {
    await folderWith(name, edit);
    const starting = createTestApp({ config: { brandsDir: root } });
    await expect(starting).rejects.toThrow(BrandDataError);
    await expect(createTestApp({ config: { brandsDir: root } })).rejects.toThrow(message);
    expect(isBrandCode('harbour')).toBe(false);
  });

  it('a folder without brand.json', async () => {
    await fs.mkdir(path.join(root, 'harbour'));
    await expect(createTestApp({ config: { brandsDir: root } })).rejects.toThrow(/brand\.json is missing/);
  });
});
