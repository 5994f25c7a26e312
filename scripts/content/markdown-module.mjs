// Turns the content files of mf-content (Markdown with YAML front matter) into JavaScript modules at build time, so
// no Markdown or YAML parser reaches the browser and a page renders its content without a call. Used by the rspack
// loader (markdown-loader.cjs) and by Vitest (mf-content/vitest.config.ts), so tests see what the build sees.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeAttribute } from 'entities';
import { Marked, Renderer } from 'marked';
import { parse as parseYaml } from 'yaml';

const plainTable = Renderer.prototype.table;
const TABLE_START = '<div class="content-table">';

/**
 * A table wider than a phone's screen scrolls sideways in a region of its own, its words whole, rather than
 * splitting words mid-way. The region can take the focus, so it scrolls by keyboard too, and is named so a screen
 * reader says what it holds (WCAG 1.4.10 lets a data table scroll in two directions; 2.1.1 for the keys).
 */
function namedTables(html, name) {
  // "Table:" sets it apart from its section, a region named by the same heading.
  const label = name ? `Table: ${name}` : 'Table';
  return html.replaceAll(TABLE_START, `<div class="content-table" role="region" tabindex="0" aria-label="${escapeAttribute(label)}">`);
}
const marked = new Marked({ gfm: true }, {
  renderer: {
    /**
     * A table with a mark after it: content.css draws a table only once its mark is there, when the whole table has
     * arrived. A page is painted as its HTML comes, and a later row with a longer cell widened the columns of the rows
     * already drawn: a layout shift.
     */
    table(token) {
      return `${TABLE_START}${plainTable.call(this, token)}<span class="content-table__end"></span></div>\n`;
    },
  },
});

/** `a Heading's text` → `a-headings-text`: stable ids for section headings (links to #lost etc.). */
export function slugify(text) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9{}]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Front matter between `---` lines at the top, and the body after it. */
export function splitFrontMatter(source, file = 'content') {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { attributes: {}, body: source };
  const attributes = parseYaml(match[1]) ?? {};
  if (typeof attributes !== 'object' || Array.isArray(attributes)) throw new Error(`${file}: front matter must be a mapping`);
  return { attributes, body: source.slice(match[0].length) };
}

const fence = /^:::\s*(only|except|when|unless|card)\s+(.+?)\s*$/;
const fenceEnd = /^:::\s*$/;

/**
 * The body's `::: only bne adg`, `::: except sfc`, `::: when msic`, `::: unless job-ready` and `::: card msic` blocks:
 * runs of lines with the condition under which they show. Blocks do not nest; a code fence (```) hides `:::` lines inside it.
 */
function conditionalRuns(lines, file) {
  const runs = [];
  let current = { when: undefined, lines: [] };
  let inCode = false;
  for (const [index, line] of lines.entries()) {
    if (/^\s*```/.test(line)) inCode = !inCode;
    const open = inCode ? null : fence.exec(line);
    if (open) {
      if (current.when) throw new Error(`${file}:${index + 1}: a ::: block cannot open inside another`);
      runs.push(current);
      const values = open[2].split(/[\s,]+/).filter(Boolean);
      if (open[1] === 'card' && !values.every((v) => v === 'asic' || v === 'msic')) {
        throw new Error(`${file}:${index + 1}: ::: card takes asic or msic`);
      }
      current = { when: { [open[1]]: open[1] === 'card' ? values[0] : values }, lines: [] };
    } else if (!inCode && fenceEnd.test(line)) {
      if (!current.when) throw new Error(`${file}:${index + 1}: ::: closes no block`);
      runs.push(current);
      current = { when: undefined, lines: [] };
    } else current.lines.push(line);
  }
  if (current.when) throw new Error(`${file}: a ::: block is not closed`);
  runs.push(current);
  return runs.filter((run) => run.lines.join('').trim() !== '');
}

/** Marked percent-encodes braces in link targets; placeholders in them (`/track-{productSlug}`) are put back. */
const keepPlaceholders = (html) => html.replace(/%7B(\w+)%7D/g, '{$1}');

function renderBlocks(lines, file, tableName) {
  return conditionalRuns(lines, file).map(({ when, lines: runLines }) => ({
    html: namedTables(keepPlaceholders(marked.parse(runLines.join('\n')).trim()), tableName),
    ...when,
  }));
}

/**
 * The body as an intro (before the first `##`) and sections (one per `##` heading), each a list of blocks of HTML
 * with the condition under which they show. Pages render sections as they need: the replace page as an accordion.
 */
export function parseContent(source, file = 'content') {
  const { attributes, body } = splitFrontMatter(source, file);
  const lines = body.split(/\r?\n/);
  const intro = [];
  const sections = [];
  let target = intro;
  let inCode = false;
  for (const line of lines) {
    if (/^\s*```/.test(line)) inCode = !inCode;
    const heading = inCode ? null : /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      const text = heading[1];
      target = [];
      sections.push({ id: slugify(text), heading: marked.parseInline(text), headingText: text.replace(/[*_`]/g, ''), lines: target });
    } else target.push(line);
  }
  const ids = new Set();
  for (const section of sections) {
    if (ids.has(section.id)) throw new Error(`${file}: two sections have the id ${section.id}`);
    ids.add(section.id);
  }
  // A table before the first section is named by the document: its title, or an FAQ answer's question.
  // Placeholders in a name ({product}) are filled as the page shows the block, as in the heading itself.
  const documentName = String(attributes.title ?? attributes.question ?? '').replace(/[*_`]/g, '');
  return {
    attributes,
    intro: renderBlocks(intro, file, documentName),
    sections: sections.map(({ lines: sectionLines, ...section }) => ({ ...section, blocks: renderBlocks(sectionLines, file, section.headingText) })),
  };
}

/** The JavaScript module a content file becomes. */
export function markdownModule(source, file) {
  const name = path.basename(file);
  return `export default ${JSON.stringify({ file: name, ...parseContent(source, file) })};\n`;
}

/**
 * A folder's content files as one module (an `index.collection` file marks the folder): its .md files in name
 * order, so a writer adds a question or an article by adding a file.
 */
export function collectionFiles(collectionFile) {
  const dir = path.dirname(collectionFile);
  return readdirSync(dir)
    .filter((entry) => entry.endsWith('.md'))
    .sort()
    .map((entry) => path.join(dir, entry));
}

export function collectionModule(collectionFile) {
  const files = collectionFiles(collectionFile);
  const imports = files.map((file, index) => `import c${index} from './${path.basename(file)}';`).join('\n');
  return `${imports}\nexport default [${files.map((_, index) => `c${index}`).join(', ')}];\n`;
}

/**
 * A folder's content files as an index (`index.collection?index`): each file's name and front matter, with its
 * document loaded on its own (a news item's page carries its own text, not every item's). The marker
 * file may name each document's chunk from its front matter (`chunks: route-media-article~{slug}`), so the api can
 * preload the one a page needs.
 */
export function collectionIndexModule(collectionFile) {
  const { chunks } = parseYaml(readFileSync(collectionFile, 'utf8')) ?? {};
  const entries = collectionFiles(collectionFile).map((file) => {
    const { attributes } = splitFrontMatter(readFileSync(file, 'utf8'), file);
    const chunk = typeof chunks === 'string' ? chunks.replace(/\{(\w+)\}/g, (_, name) => String(attributes[name] ?? '')) : undefined;
    const comment = chunk ? `/* webpackChunkName: ${JSON.stringify(chunk)} */ ` : '';
    return `  { file: ${JSON.stringify(path.basename(file))}, attributes: ${JSON.stringify(attributes)}, load: () => import(${comment}'./${path.basename(file)}') }`;
  });
  return `export default [\n${entries.join(',\n')},\n];\n`;
}
