import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script.
import { collectionIndexModule, markdownModule, parseContent, slugify } from './markdown-module.mjs';

// The build's conversion of content files (content lives as Markdown with front matter in mf-content).
describe('content files', () => {
  it('split into front matter, an intro and one section per ## heading', () => {
    const doc = parseContent('---\ntitle: Lost cards\ndescription: What to do\n---\nIntro *text*.\n\n## Lost\nTell us.\n\n## Stolen card\nTell the police.\n');
    expect(doc.attributes).toEqual({ title: 'Lost cards', description: 'What to do' });
    expect(doc.intro).toEqual([{ html: '<p>Intro <em>text</em>.</p>' }]);
    expect(doc.sections.map((s: { id: string; headingText: string }) => [s.id, s.headingText])).toEqual([['lost', 'Lost'], ['stolen-card', 'Stolen card']]);
    expect(doc.sections[1].blocks).toEqual([{ html: '<p>Tell the police.</p>' }]);
  });

  it.each([
    ['::: only bne adg', { only: ['bne', 'adg'] }],
    ['::: except sfc', { except: ['sfc'] }],
    ['::: card msic', { card: 'msic' }],
  ])('keep the condition of a %s block', (open, when) => {
    const doc = parseContent(`Everyone.\n\n${open}\nSome.\n:::\n\nEveryone again.\n`);
    expect(doc.intro).toEqual([{ html: '<p>Everyone.</p>' }, { html: '<p>Some.</p>', ...when }, { html: '<p>Everyone again.</p>' }]);
  });

  it.each([
    ['an unclosed block', '::: only bne\ntext\n', /not closed/],
    ['a nested block', '::: only bne\n::: card msic\nx\n:::\n:::\n', /inside another/],
    ['a stray close', 'text\n:::\n', /closes no block/],
    ['a bad card type', '::: card ferry\nx\n:::\n', /asic or msic/],
    ['two sections with one id', '## Lost\na\n## Lost\nb\n', /two sections/],
    ['front matter that is a list', '---\n- a\n---\nx', /must be a mapping/],
  ])('refuse %s with the file named', (_, source, message) => {
    expect(() => parseContent(source, 'faq/01.md')).toThrow(message);
  });

  it('leave ::: lines inside code alone', () => {
    const doc = parseContent('```\n::: only bne\n```\n');
    expect(doc.intro[0].html).toContain('::: only bne');
  });

  it('wrap a table with a mark after it, so a page shows it once the whole of it has arrived', () => {
    const html = parseContent('| What | When |\n|---|---|\n| Lost | 7 days |\n').intro[0].html as string;
    expect(html).toMatch(/^<div class="content-table"[^>]*><table>\n<thead>[\s\S]*<td>7 days<\/td>[\s\S]*<\/table>\n?<span class="content-table__end"><\/span><\/div>$/);
  });

  it('put a table in a region that takes the focus, named by its section heading or the document', () => {
    const doc = parseContent('---\nquestion: Fees & *charges*?\n---\n| A | B |\n|---|---|\n| x | y |\n\n## Kinds of {product} card\n\n| C | D |\n|---|---|\n| 1 | 2 |\n');
    expect(doc.intro[0].html).toMatch(/^<div class="content-table" role="region" tabindex="0" aria-label="Table: Fees &amp; charges\?">/);
    // The placeholder is filled as the page shows the block, as in the heading.
    expect(doc.sections[0].blocks[0].html).toMatch(/^<div class="content-table" role="region" tabindex="0" aria-label="Table: Kinds of \{product\} card">/);
    expect(parseContent('| A |\n|---|\n| x |\n').intro[0].html).toContain('aria-label="Table"');
  });

  it('keep placeholders in link targets', () => {
    expect(parseContent('[Track](/track-{productSlug}).').intro[0].html).toBe('<p><a href="/track-{productSlug}">Track</a>.</p>');
  });

  it('make stable ids from headings', () => {
    expect(slugify('Change of name')).toBe('change-of-name');
    expect(slugify('What’s a *white* {product}?')).toBe('what-s-a-white-{product}');
  });

  it('become a module whose default export is the document', async () => {
    const source = markdownModule('---\ntitle: T\n---\nBody', '/x/pages/t.md');
    const url = `data:text/javascript,${encodeURIComponent(source)}`;
    const mod = await import(/* @vite-ignore */ url);
    expect(mod.default).toMatchObject({ file: 't.md', attributes: { title: 'T' }, intro: [{ html: '<p>Body</p>' }] });
  });
});

describe('a folder\'s index (index.collection?index)', () => {
  it('gives each file\'s front matter, and loads its document on its own, in a chunk named from the marker file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cards-index-'));
    try {
      await fs.writeFile(path.join(dir, 'index.collection'), 'chunks: route-media-article~{slug}\n');
      await fs.writeFile(path.join(dir, '2024-01-02-b.md'), '---\ntitle: B\nslug: b-story\n---\nBody of B.\n');
      await fs.writeFile(path.join(dir, '2023-05-06-a.md'), '---\ntitle: A\nslug: a-story\n---\nBody of A.\n');
      const module = collectionIndexModule(path.join(dir, 'index.collection'));
      // In name order, each with its attributes and a loader of its own file; no body is in the index.
      expect(module).toContain(`{ file: "2023-05-06-a.md", attributes: {"title":"A","slug":"a-story"}, load: () => import(/* webpackChunkName: "route-media-article~a-story" */ './2023-05-06-a.md') }`);
      expect(module.indexOf('a-story')).toBeLessThan(module.indexOf('b-story'));
      expect(module).not.toContain('Body of');
      // Without a chunk name in the marker, the loaders are plain.
      await fs.writeFile(path.join(dir, 'index.collection'), '');
      expect(collectionIndexModule(path.join(dir, 'index.collection'))).toContain(`load: () => import('./2024-01-02-b.md')`);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
