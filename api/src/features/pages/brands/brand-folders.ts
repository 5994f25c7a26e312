import fs from 'node:fs/promises';
import path from 'node:path';
import { brands, isBrandCode, registerBrand, type Brand } from '@cards/shared/brand';
import { BrandDataError, checkBrand } from './brand-schema.ts';

// A brand of a deployment's own, with no code: a folder under BRANDS_DIR named by its code, holding brand.json (its
// data, checked against the schema) and the files its data names under /brand/{code}/ (its logo). The api and the
// ops commands load the same folders as they start, so both know the brand.

export interface BrandFolder {
  brand: Brand;
  dir: string;
}

const loaded = new Map<string, BrandFolder>();

/** The brands loaded from folders, by code. */
export function brandFolders(): ReadonlyMap<string, BrandFolder> {
  return loaded;
}

async function readBrandFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new BrandDataError(`${file} is missing: a brand's folder holds its data in brand.json.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new BrandDataError(`${file} is not JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Checks the built-in brands, then checks and registers the brand of each folder under `root`. A brand that fails
 * stops the start, naming its file and what is wrong: a site must never run on a brand half understood.
 */
export async function loadBrands(root: string | undefined): Promise<ReadonlyMap<string, BrandFolder>> {
  for (const brand of Object.values(brands)) {
    if (!loaded.has(brand.code)) checkBrand(brand, `The built-in brand ${brand.code}`);
  }
  if (!root) return loaded;
  const entries = (await fs.readdir(root, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = path.join(root, entry.name);
    const file = path.join(dir, 'brand.json');
    const brand = checkBrand(await readBrandFile(file), file);
    if (brand.code !== entry.name) throw new BrandDataError(`${file}: its code is ${brand.code}, but its folder is named ${entry.name}.`);
    const again = loaded.get(brand.code);
    if (again?.dir === dir) continue;
    if (isBrandCode(brand.code)) throw new BrandDataError(`${file}: ${brand.code} is a brand already.`);
    const sharing = Object.values(brands).find((other) => other.hostnames.some((host) => brand.hostnames.includes(host)));
    if (sharing) throw new BrandDataError(`${file}: a host name of it is ${sharing.code}'s already.`);
    registerBrand(brand);
    loaded.set(brand.code, { brand, dir });
  }
  return loaded;
}
