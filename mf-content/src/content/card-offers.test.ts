import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
// @ts-expect-error: the build's own conversion, a plain JavaScript script.
import { parseContent } from '../../../scripts/content/markdown-module.mjs';
import { blockShows, fillText, placeholderValues } from './placeholders.ts';
import type { ContentDocument } from './types.ts';
import { capabilitiesOf } from './capabilities.ts';

// Every brand offers the cards it issues and no other (SPEC §1): the pages that tell a reader how to apply for an
// MSIC say to choose it only on a brand that issues it. The postal brand, which issues ASICs only, told its readers
// to choose the MSIC.

const contentDir = path.dirname(fileURLToPath(import.meta.url));
const pages = ['faq/02-who-needs-an-msic.md', 'faq/03-asic-or-msic.md', 'pages/apply.md'];

function visibleText(file: string, brand: (typeof brands)[keyof typeof brands]): string {
  const page = parseContent(readFileSync(path.join(contentDir, file), 'utf8'), file) as ContentDocument;
  const reader = { brand: brand.code, capabilities: capabilitiesOf(brand), cardType: brand.defaultCardType };
  const blocks = [page.intro, ...page.sections.map((s) => s.blocks)].flat().filter((b) => blockShows(b, reader));
  return fillText(blocks.map((b) => b.html.replace(/<[^>]+>/g, ' ')).join('\n'), placeholderValues(brand)).replace(/\s+/g, ' ');
}

describe('a brand\'s pages on applying offer the cards it issues', () => {
  for (const brand of Object.values(brands)) {
    it(`${brand.code} (${brand.cardTypes.join(', ')})`, () => {
      const text = pages.map((file) => visibleText(file, brand)).join('\n');
      if (brand.cardTypes.includes('msic')) {
        expect(text).toMatch(/choose the MSIC|choose the card you need/);
      } else {
        expect(text).not.toMatch(/choose the MSIC|choose the card you need/);
        expect(text).toContain(`${brand.name} issues ${brand.product}s only`);
      }
    });
  }
});
