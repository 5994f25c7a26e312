import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brands } from '@cards/shared/brand';
import { describe, expect, it } from 'vitest';

// Issue 16 (no layout shift): the header draws each brand's logo at 40 px high in a box of the width its brand
// names, before the image arrives. The box must be the logo's own, or the navigation beside it moves once it loads.

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');

describe('SPEC §1 branding: every brand names its logo\'s width', () => {
  for (const brand of Object.values(brands)) {
    it(`${brand.code}: the logo's width at 40 px high is the one its brand names`, () => {
      const svg = readFileSync(path.join(publicDir, brand.theme.logo), 'utf8');
      const viewBox = /<svg[^>]*\sviewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number);
      expect(viewBox).toHaveLength(4);
      const [, , width, height] = viewBox as [number, number, number, number];
      expect(brand.theme.logoWidth).toBe(Math.round((width / height) * 40));
    });
  }
});
