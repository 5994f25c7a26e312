import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brands, type Brand } from '@cards/shared/brand';
// @ts-expect-error: the build's own conversion, a plain JavaScript script.
import { parseContent } from '../../../scripts/content/markdown-module.mjs';
import { capabilitiesOf } from './capabilities.ts';
import { blockShows, fillText, placeholderValues } from './placeholders.ts';
import type { ContentDocument } from './types.ts';

// A brand that is only data (a folder of the deployment's own, ARCHITECTURE 'A brand is data') reads the content's
// blocks by what its data says it does, never by its code: its pages say what is true of it.

const contentDir = path.dirname(fileURLToPath(import.meta.url));

function visibleText(file: string, brand: Brand): string {
  const page = parseContent(readFileSync(path.join(contentDir, file), 'utf8'), file) as ContentDocument;
  const reader = { brand: brand.code, capabilities: capabilitiesOf(brand), cardType: brand.defaultCardType };
  const blocks = [page.intro, ...page.sections.map((s) => s.blocks)].flat().filter((b) => blockShows(b, reader));
  return fillText(blocks.map((b) => b.html.replace(/<[^>]+>/g, ' ')).join('\n'), placeholderValues(brand)).replace(/\s+/g, ' ');
}

/** A brand of a deployment's own, as e2e/fixtures/brands/harbour is: a port's issuer of both cards, job ready. */
const harbour: Brand = {
  ...brands.default, code: 'harbour' as Brand['code'], name: 'Harbour Cards', defaultCardType: 'msic', hostnames: [],
  flags: { ...brands.default.flags, movesToAirportOffices: false },
};
/** One that issues ASICs only, for an organisation that pays and confirms its people's need. */
const college: Brand = {
  ...brands.sfc, code: 'aeroclub' as Brand['code'], name: 'Aero Club Cards', hostnames: [],
  flags: { ...brands.sfc.flags, studentAndStaff: false },
};

describe('the capabilities of a brand, by its data', () => {
  it.each([
    ['default', ['job-ready', 'msic']],
    ['postal', ['invitation-only']],
    ['chcheli', ['msic', 'organisation-confirms-need', 'organisation-pays']],
    ['adg', ['airport-office', 'induction']],
    ['bne', ['airport-office', 'induction']],
    ['sfc', ['organisation-confirms-need', 'organisation-pays', 'students-and-staff']],
  ] as const)('%s: %s', (code, expected) => {
    expect([...capabilitiesOf(brands[code])].sort()).toEqual([...expected].sort());
  });
});

describe('a brand from data alone reads what is true of it', () => {
  it('an issuer of both cards that offers job ready: choosing the MSIC, job ready, and no airport induction of its own', () => {
    const text = ['faq/02-who-needs-an-msic.md', 'faq/15-job-ready.md', 'pages/airports.md', 'faq/18-what-does-it-cost.md']
      .map((file) => visibleText(file, harbour)).join('\n');
    expect(text).toContain('choose the MSIC when you are asked which card you need');
    expect(text).toContain('Start a job-ready application');
    expect(text).toContain('security induction online, so that workers complete it before they start');
    expect(text).toContain('You can pay at your interview');
    expect(text).not.toContain('Harbour Cards issues ASICs only');
    expect(text).not.toContain('At this airport your card can come with an airport access card');
  });

  it('an issuer of ASICs only whose organisations pay: no MSIC, no job ready, the organisation pays and confirms', () => {
    const text = ['faq/02-who-needs-an-msic.md', 'faq/15-job-ready.md', 'faq/18-what-does-it-cost.md', 'faq/04-what-is-an-operational-need.md']
      .map((file) => visibleText(file, college)).join('\n');
    expect(text).toContain('Aero Club Cards issues ASICs only');
    expect(text).toContain('so we do not offer job-ready applications');
    expect(text).toContain('Your organisation pays for your card');
    expect(text).toContain('Your organisation confirms your need');
    expect(text).not.toContain('choose the MSIC');
  });

  it('the shared welcome, which a brand from a folder reads under its own heading, says what each offers', () => {
    const harbourHome = visibleText('home/default.md', harbour);
    expect(harbourHome).toContain('An MSIC is for people who work in the security zones of ports');
    expect(harbourHome).toContain('you can apply as job ready');
    const collegeHome = visibleText('home/default.md', college);
    expect(collegeHome).toContain('Aero Club Cards issues ASICs only: for work at a port');
    expect(collegeHome).not.toContain('job ready');
  });
});
