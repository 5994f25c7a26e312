import fs from 'node:fs/promises';
import path from 'node:path';
import type { Brand } from '@cards/shared/brand';

// SPEC §2: a notification banner when the brand's site data names a banner file. The file is part of the shell's
// build (shell/public/banners); the server reads it into the page and into pre-renders, so the banner is
// there at first paint and nothing moves when it arrives.

export const BANNER_MAX_LENGTH = 500;

/** The banner text of a brand in a shell build, or null when it has none (or its file is missing). */
export async function readBanner(shellDir: string, brand: Pick<Brand, 'banner'>): Promise<string | null> {
  if (!brand.banner || !/^[\w.-]+$/.test(brand.banner)) return null;
  const text = await fs.readFile(path.join(shellDir, 'banners', brand.banner), 'utf8').catch(() => '');
  return text.trim().slice(0, BANNER_MAX_LENGTH) || null;
}
