import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { duties } from '../duties/duties.ts';

// Facts that were wrong or out of date: each statement corrected (sources in docs/sources.md, 'facts corrected')
// must not come back, in any page, article, duty, induction, email, status text or PDF.
const contentDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(contentDir, '../../..');
const inDir = (dir: string, ext: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(ext)).map((f) => path.join(dir, f));
const files = [
  ...inDir(contentDir, '.md'),
  ...inDir(path.join(root, 'api/src/features/induction/programs'), '.yaml'),
  path.join(root, 'api/src/mail/templates/copy.ts'),
  path.join(root, 'mf-track-status/src/status/stage-text.ts'),
  // The PDFs' words: the documents feature's, the induction certificate's and the operational-need letter's.
  ...inDir(path.join(root, 'api/src/features/documents'), '.ts').filter((f) => !f.endsWith('routes.ts')),
  path.join(root, 'api/src/features/induction/certificate.ts'),
  path.join(root, 'api/src/features/opneed/letter.ts'),
];
// Text as a reader gets it: code's string pieces joined, markup and line breaks flattened.
const flatten = (raw: string) => raw
  .replace(/'\s*\n\s*\+\s*'/g, '')
  .replace(/\*\*|__/g, '')
  .replace(/\s+/g, ' ');
const textOf = (file: string) => flatten(readFileSync(file, 'utf8'));
const sentencesOf = (text: string) => text.split(/(?<=[.!?:;])\s+|\s-\s/);
const texts = files.map((file) => [path.relative(root, file), textOf(file)] as const);

type Rule = { item: string; wrong: (sentence: string) => boolean };
const rules: Rule[] = [
  { item: '1: the background check has more than four parts since 22 June 2022', wrong: (s) => /\bfour parts\b/i.test(s) },
  { item: '6: no check time AusCheck does not give for ASICs and MSICs', wrong: (s) => /\b(about|within|around) (two|2) weeks\b/i.test(s) },
  {
    item: '2: a 4-year MSIC name change is made in person, not in writing',
    wrong: (s) => /in writing/i.test(s) && /\bname\b/i.test(s) && /every change|2 years and 30 days/i.test(s),
  },
  { item: '3: the ASIC has no arm band in reg 1.04', wrong: (s) => /(\{product\}|ASIC)[^.]*upper arm/.test(s) },
  { item: '3: a card is worn above the waist (reg 1.04)', wrong: (s) => /at or above waist/i.test(s) },
  {
    item: '4: the 7-day lost-card offence (reg 6.08R) covers blue MSICs only',
    wrong: (s) => /\bwhite\b/i.test(s) && /\b7 days\b|seven days/i.test(s) && !/\bblue\b|\{product\}|ASIC/.test(s),
  },
  { item: '5: the 2022 announcement covered both cards', wrong: (s) => /(single|sole|only) issuing body for MSICs\b|now covers both cards/i.test(s) },
  { item: '7: no legal minimum age is claimed', wrong: (s) => /\bminimum age\b/i.test(s) && !/\bno minimum age\b/i.test(s) },
];

describe('corrected facts stay corrected', () => {
  it('reads every content file, induction, message text and PDF layout', () => {
    expect(texts.filter(([file]) => file.endsWith('.md')).length).toBeGreaterThan(60);
    expect(texts.filter(([file]) => file.endsWith('.yaml'))).toHaveLength(3);
    expect(texts.some(([file]) => file.startsWith('api/src/features/documents/blank-forms/'))).toBe(true);
  });

  it.each(rules.map((rule) => [rule.item, rule] as const))('item %s', (_, rule) => {
    const found = texts.flatMap(([file, text]) => sentencesOf(text).filter(rule.wrong).map((s) => `${file}: ${s}`));
    expect(found).toEqual([]);
  });

  it('item 1: every text that names ASIO in the check names the ACIC’s criminal intelligence assessment too', () => {
    const missing = texts.filter(([, text]) => /\bASIO\b/.test(text) && !/criminal intelligence/i.test(text)).map(([file]) => file);
    expect(missing).toEqual([]);
  });

  it('item 7: every text that lets 13-year-olds apply says 13 is our form’s limit, not the law’s', () => {
    const unsaid = texts
      .filter(([, text]) => /\b(at least|from) 13\b/i.test(text) && !/our form’s limit|our form's limit/i.test(text))
      .map(([file]) => file);
    expect(unsaid).toEqual([]);
  });

  it('item 7: every duty, the change of address too, has a deadline in days', () => {
    for (const duty of duties) expect(duty.deadline, duty.slug).toMatch(/^within \d+ days$/);
  });
});

describe('the rules catch the old, wrong wording', () => {
  const old = [
    'AusCheck, part of the Department of Home Affairs, does the background check for every {product} and MSIC. The check has up to four parts:',
    'Most checks are finished within about two weeks.',
    'If your MSIC was issued for more than 2 years, you must also tell the issuing body in writing of every change to your name or residential address since you applied, no later than 2 years and 30 days before the expiry date on your card.',
    'on the front or side of your body (for an {product}, a band on your upper arm is also allowed)',
    '- at or above waist height',
    'A white card holder has the same duties as any card holder, such as reporting a lost card within 7 days.',
    'In 2022 we wrote about the Government\'s plan for a single issuing body for MSICs. The plan now covers both cards.',
    'The minimum age is 13.',
  ];
  it.each(old)('%s', (text) => {
    expect(sentencesOf(flatten(text)).some((s) => rules.some((rule) => rule.wrong(s)))).toBe(true);
  });
});
