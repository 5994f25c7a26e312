import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brands, routePath, routesInForce } from '@cards/shared/brand';
// @ts-expect-error: the build's own conversion, a plain JavaScript script.
import { parseContent } from '../../../scripts/content/markdown-module.mjs';
import { articles } from '../media/articles.ts';
import { questions } from '../faq/questions.ts';
import { duties } from '../duties/duties.ts';
import { placeholderNames } from './placeholders.ts';
import { capabilityNames } from './capabilities.ts';
import type { ContentDocument } from './types.ts';

// Every content file is complete and consistent, so a writer's slip fails here and never on a page.
const contentDir = path.dirname(fileURLToPath(import.meta.url));
const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
const documents: Array<[string, ContentDocument]> = files.map((file) => [file, parseContent(readFileSync(path.join(contentDir, file), 'utf8'), file)]);
const htmlOf = (doc: ContentDocument) => [...doc.intro, ...doc.sections.flatMap((s) => [{ html: s.heading }, ...s.blocks])].map((b) => b.html).join('\n');

describe('the FAQ (SPEC §9: 18 questions)', () => {
  it('has 18 questions with unique urls, three of them teasers for /apply', () => {
    expect(questions).toHaveLength(18);
    expect(new Set(questions.map((q) => q.questionurl)).size).toBe(18);
    expect(questions.filter((q) => q.teaser)).toHaveLength(3);
    for (const q of questions) expect(q.document.file).toBe(`${q.document.file.slice(0, 3)}${q.questionurl}.md`);
  });

  it.each(['under-18', 'under-14', 'operational need', 'renew', 'lost', 'stolen', 'msic', 'white', 'name', 'how long'])('answers about %s', (topic) => {
    const asked = questions.some((q) => `${q.question} ${q.questionurl}`.toLowerCase().replace(/-/g, ' ').includes(topic.replace(/-/g, ' ')));
    expect(asked).toBe(true);
  });
});

describe('the news (SPEC §2 media: about 25 articles)', () => {
  it('has about 25 articles, newest first, each named by its date and slug', async () => {
    expect(articles.length).toBeGreaterThanOrEqual(23);
    expect(articles.length).toBeLessThanOrEqual(27);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    for (const a of articles) expect((await a.load()).file).toBe(`${a.date}-${a.slug}.md`);
    expect([...articles].sort((a, b) => b.date.localeCompare(a.date))).toEqual(articles);
  });

  it.each(['partnership', 'award', 'covid', 'privacy', 'eligibility'])('covers %s', (category) => {
    expect(articles.some((a) => a.category === category)).toBe(true);
  });
});

describe('the card holder’s duties', () => {
  it('has each duty with its deadline', () => {
    expect(duties.map((d) => d.slug).sort()).toEqual(['address-change', 'damaged', 'lost', 'name-change', 'return', 'stolen']);
    for (const duty of duties) expect(duty.deadline.length).toBeGreaterThan(3);
  });
});

describe('every content file', () => {
  const product = brands.default.product;
  const routes = routesInForce().filter((r) => r.path !== '*' && !('redirectTo' in r)).map((r) => routePath(r, product));
  const known: Record<string, Set<string>> = {
    question: new Set(questions.map((q) => q.questionurl)),
    faq: new Set(questions.map((q) => q.questionurl)),
    media: new Set(articles.map((a) => a.slug)),
    'card-holder-duties': new Set(duties.map((d) => d.slug)),
  };

  it.each(documents)('%s uses only known placeholders and closes its blocks', (_, doc) => {
    const text = `${JSON.stringify(doc.attributes)}\n${htmlOf(doc)}`;
    const unknown = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((name) => !(placeholderNames as readonly string[]).includes(name!));
    expect(unknown).toEqual([]);
    expect(htmlOf(doc)).not.toMatch(/^:::/m);
  });

  it.each(documents)('%s shows its blocks by capabilities there are (capabilities.ts) and brands there are', (_, doc) => {
    const blocks = [...doc.intro, ...doc.sections.flatMap((s) => s.blocks)];
    const capabilities = blocks.flatMap((b) => [...b.when ?? [], ...b.unless ?? []]);
    expect(capabilities.filter((name) => !(capabilityNames as readonly string[]).includes(name))).toEqual([]);
    const codes = blocks.flatMap((b) => [...b.only ?? [], ...b.except ?? []]);
    expect(codes.filter((code) => !(code in brands))).toEqual([]);
  });

  it.each(documents)('%s links only to pages that exist', (_, doc) => {
    const hrefs = [...htmlOf(doc).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('{productSlug}', product.toLowerCase()));
    for (const href of hrefs.filter((h) => h.startsWith('/'))) {
      const pathname = href.split(/[?#]/)[0]!;
      expect(routes.some((route) => matchPath(route, pathname)), `${href} is not a page`).toBe(true);
      const [, first, second] = pathname.split('/');
      if (first && second && known[first]) expect(known[first]!.has(second), `${href} names nothing`).toBe(true);
    }
  });
});
