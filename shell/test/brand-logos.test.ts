import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brands } from '@cards/shared/brand';
import { describe, expect, it } from 'vitest';

// No layout shift: the header draws each brand's logo at 40 px high in a box of the width its brand
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

// The postal brand's header (its logo) said 'Post Office Cards' while the title and footer said 'Secure
// Card Services at the Post Office'. A logo's words, after its mark (the initials in the square), are the brand's
// own name, or a run of its words, in order.
describe('SPEC §1 branding: each logo names its brand, and no other', () => {
  for (const brand of Object.values(brands)) {
    it(`${brand.code}: the logo's words are the brand's name`, () => {
      const svg = readFileSync(path.join(publicDir, brand.theme.logo), 'utf8');
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.trim());
      const [mark, ...words] = texts;
      expect(mark).toMatch(/^[A-Z]{2,4}$/);
      const name = words.join(' ');
      expect(name.length).toBeGreaterThan(0);
      expect(` ${brand.name} `).toContain(` ${name} `);
      expect(brand.theme.logoAlt).toBe(brand.name);
    });
  }
  it('postal: the logo spells the whole name', () => {
    const svg = readFileSync(path.join(publicDir, brands.postal.theme.logo), 'utf8');
    expect([...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].slice(1).map((m) => m[1]).join(' ')).toBe(brands.postal.name);
  });
});
