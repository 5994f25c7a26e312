import { expect } from 'vitest';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reading back the PDFs the api makes, as a person's PDF reader would (pdf.js), for the tests of documents.

/** Opens a PDF's bytes without system fonts, so the text read is what the file itself holds. */
export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true }).promise;
}

/** Every page's text, pages on their own lines, runs of space made one. */
export async function textOf(doc: PDFDocumentProxy): Promise<string> {
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n').replace(/\s+/g, ' ');
}

/** The text of a PDF's bytes. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await openPdf(bytes);
  try {
    return await textOf(doc);
  } finally {
    await doc.destroy();
  }
}

/** A node of a page's structure tree as pdf.js reads it, with the text of its marked content. */
export interface StructNode {
  role: string;
  alt?: string;
  /** The text inside this node and its children, in reading order. */
  text: string;
  children: StructNode[];
}

/** What `pdfinfo` and a screen reader see of a PDF: tagged or not, title, language, window title, structure. */
export interface PdfAccessibility {
  tagged: boolean;
  title: string | undefined;
  language: string | undefined;
  displayDocTitle: boolean;
  /** The XMP metadata's PDF/UA part (pdfuaid:part), as text. */
  pdfUaPart: string | undefined;
  /** Each page's structure tree (pdf.js `getStructTree`), with the text of each node. */
  pages: StructNode[];
}

interface RawNode { role?: string; alt?: string; type?: string; id?: string; children?: RawNode[] }

function withText(node: RawNode, textById: Map<string, string>): StructNode {
  const children = (node.children ?? []).filter((c) => c.type !== 'content' && c.type !== 'object').map((c) => withText(c, textById));
  const own = (node.children ?? []).filter((c) => c.type === 'content').map((c) => textById.get(c.id!) ?? '');
  const text = [...own, ...children.map((c) => c.text)].join(' ').replace(/\s+/g, ' ').trim();
  return { role: node.role ?? '', ...(node.alt ? { alt: node.alt } : {}), text, children };
}

/** Reads back a PDF's accessibility facts and structure tree with pdf.js. */
export async function pdfAccessibility(bytes: Uint8Array): Promise<PdfAccessibility> {
  const doc = await openPdf(bytes);
  try {
    const [markInfo, meta, preferences] = await Promise.all([doc.getMarkInfo(), doc.getMetadata(), doc.getViewerPreferences()]);
    const info = meta.info as Record<string, unknown>;
    const pages: StructNode[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent({ includeMarkedContent: true });
      const textById = new Map<string, string>();
      const open: string[] = [];
      for (const item of content.items as Array<{ type?: string; id?: string; str?: string }>) {
        if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push(item.id ?? '');
        else if (item.type === 'endMarkedContent') open.pop();
        else if (typeof item.str === 'string' && open.length > 0) {
          const id = open[open.length - 1]!;
          textById.set(id, `${textById.get(id) ?? ''} ${item.str}`);
        }
      }
      const tree = (await page.getStructTree()) as RawNode | null;
      pages.push(tree ? withText(tree, textById) : { role: 'none', text: '', children: [] });
    }
    return {
      tagged: markInfo?.Marked === true,
      title: typeof info.Title === 'string' ? info.Title : undefined,
      language: typeof info.Language === 'string' ? info.Language : undefined,
      displayDocTitle: (preferences as Record<string, unknown> | null)?.DisplayDocTitle === true,
      pdfUaPart: meta.metadata?.get('pdfuaid:part') ?? undefined,
      pages,
    };
  } finally {
    await doc.destroy();
  }
}

/** Every node of the trees, depth first (reading order). */
export function structNodes(pages: readonly StructNode[]): StructNode[] {
  const all: StructNode[] = [];
  const walk = (node: StructNode) => {
    all.push(node);
    node.children.forEach(walk);
  };
  pages.forEach(walk);
  return all;
}

/** The structure facts every document of ours must have (PDF/UA-1): tagged, titled, en-AU, headings and order. */
export function expectAccessible(facts: PdfAccessibility, title: string): StructNode[] {
  expect(facts.tagged, 'Tagged').toBe(true);
  expect(facts.title).toBe(title);
  expect(facts.language).toBe('en-AU');
  expect(facts.displayDocTitle, 'DisplayDocTitle').toBe(true);
  expect(facts.pdfUaPart).toBe('1');
  const nodes = structNodes(facts.pages);
  expect(nodes.some((n) => n.role === 'H1')).toBe(true);
  return nodes;
}
