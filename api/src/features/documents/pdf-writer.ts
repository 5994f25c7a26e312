import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// The documents a person downloads, written as tagged PDF/UA-1 with pdfkit: a structure tree in reading order
// (a heading for the title and each section, label-and-value rows as tables with row header cells, paragraphs,
// figures with alternative text), the language en-AU, and the title shown as the window title. Rules and frames are
// artifacts. The font is DejaVu Sans, embedded, so every name prints as typed, accents and all.

const require = createRequire(import.meta.url);
export const FONT = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
export const A4: [number, number] = [595.28, 841.89];

// The font files are read once for the process, and parsed for each document: a parsed font shared by documents
// gave a later document's text wrong letters to a reader (a bold Z read back as '"', '#' or '%' once other documents
// had used the font), because the subsets pdfkit makes share the parsed font's glyph objects.
const fontkit = require('fontkit') as { create(bytes: Uint8Array): object };
let files: { regular: Buffer; bold: Buffer } | undefined;
function fonts(): { regular: object; bold: object } {
  files ??= { regular: readFileSync(FONT.regular), bold: readFileSync(FONT.bold) };
  return { regular: fontkit.create(files.regular), bold: fontkit.create(files.bold) };
}
const MARGIN = 56;
export const TEXT = '#1c1f24';
export const MUTED = '#4a5261';

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
}

export interface TaggedDocument {
  doc: PDFKit.PDFDocument;
  /** The structure tree's Document element: everything a reader reads is added to it, in order. */
  root: PDFKit.PDFStructureElement;
  /** Ends the document and gives its bytes. */
  bytes(): Promise<Uint8Array>;
}

/** A new tagged PDF/UA-1 document on A4, fonts registered as 'regular' and 'bold'. */
export function taggedDocument(info: DocumentInfo, options: { layout?: 'portrait' | 'landscape'; margin?: number; bufferPages?: boolean } = {}): TaggedDocument {
  const parsed = fonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin ?? MARGIN,
    bufferPages: options.bufferPages ?? false,
    pdfVersion: '1.7',
    // The types know the PDF/A subsets only; pdfkit 0.20 writes PDF/UA's identification for this one too.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    lang: 'en-AU',
    displayTitle: true,
    // The types name a file; pdfkit takes a parsed font too (PDFFontFactory.open).
    font: parsed.regular as unknown as string,
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: info.author },
  });
  doc.registerFont('regular', parsed.regular as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', parsed.bold as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  return {
    doc,
    root,
    bytes() {
      root.end();
      doc.end();
      return done;
    },
  };
}

/** Draws something no reader reads (a rule, a frame) as an artifact. */
export function artifact(doc: PDFKit.PDFDocument, draw: () => void): void {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}

type Row = [label: string, value: string, strong: boolean];

/** A flowing layout on a tagged document: a title, headed sections, label-and-value rows, paragraphs and images. */
export class PdfWriter {
  private rows: Row[] = [];

  private constructor(private readonly pdf: TaggedDocument) {
    pdf.doc.fillColor(TEXT);
  }

  static async create(info: DocumentInfo): Promise<PdfWriter> {
    return new PdfWriter(taggedDocument(info));
  }

  private get doc(): PDFKit.PDFDocument {
    return this.pdf.doc;
  }

  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** The rows so far as one table, each label a row header cell. */
  private flush(): void {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    const { doc } = this;
    doc.x = doc.page.margins.left;
    doc.table({
      structParent: this.pdf.root,
      columnStyles: [170, '*'],
      defaultStyle: { border: 0, padding: [2, 6, 2, 0], textColor: TEXT, font: { src: 'regular', size: 10.5 } },
      data: rows.map(([label, value, strong]) => [
        { type: 'TH', scope: 'row', text: label, font: { src: 'bold', size: 10.5 } },
        { text: value, font: { src: strong ? 'bold' : 'regular', size: 10.5 } },
      ]),
    } as PDFKit.Mixins.TableOptionsWithData & { structParent: PDFKit.PDFStructureElement });
    doc.x = doc.page.margins.left;
    doc.moveDown(0.4);
  }

  private text(tag: string, text: string, font: 'regular' | 'bold', size: number, color = TEXT): void {
    const { doc } = this;
    this.pdf.root.add(doc.struct(tag, {}, () => {
      doc.font(font).fontSize(size).fillColor(color).text(text, doc.page.margins.left, doc.y, { width: this.width });
    }));
    doc.fillColor(TEXT);
  }

  title(text: string): this {
    this.flush();
    this.text('H1', text, 'bold', 20);
    this.doc.moveDown(0.4);
    return this;
  }

  heading(text: string): this {
    this.flush();
    const { doc } = this;
    if (doc.y + 60 > doc.page.maxY()) doc.addPage();
    doc.moveDown(0.6);
    this.text('H2', text, 'bold', 13);
    const y = doc.y + 1;
    artifact(doc, () => doc.moveTo(doc.page.margins.left, y).lineTo(doc.page.width - doc.page.margins.right, y).lineWidth(0.75).strokeColor(MUTED).stroke());
    doc.moveDown(0.4);
    return this;
  }

  paragraph(text: string, options: { muted?: boolean } = {}): this {
    this.flush();
    this.text('P', text, 'regular', 10.5, options.muted ? MUTED : TEXT);
    this.doc.moveDown(0.3);
    return this;
  }

  /** A label and its value side by side, a row of the section's table; an empty value prints as 'Not given'. */
  row(label: string, value: string | null | undefined, options: { strong?: boolean } = {}): this {
    this.rows.push([label, value && value.trim() ? value : 'Not given', options.strong === true]);
    return this;
  }

  /**
   * A PNG (a drawn signature) as a figure with `alt` for its alternative text, at its own size in points scaled
   * down to fit `maxWidth` × `maxHeight`, on a light line like a signature's, with `caption` below it.
   */
  async image(png: Uint8Array, options: { maxWidth: number; maxHeight: number; alt: string; caption?: string }): Promise<this> {
    this.flush();
    const { doc } = this;
    const image = Buffer.from(png);
    // A PNG's size is in its header (IHDR): width and height at bytes 16 and 20.
    const [naturalWidth, naturalHeight] = [image.readUInt32BE(16), image.readUInt32BE(20)];
    const scale = Math.min(1, options.maxWidth / naturalWidth, options.maxHeight / naturalHeight);
    const [width, height] = [naturalWidth * scale, naturalHeight * scale];
    if (doc.y + height + 30 > doc.page.maxY()) doc.addPage();
    const [x, y] = [doc.page.margins.left, doc.y];
    this.pdf.root.add(doc.struct('Figure', { alt: options.alt, bbox: [x, y, x + width, y + height] } as PDFKit.Mixins.StructureElementOptions, () => {
      doc.image(image, x, y, { width, height });
    }));
    const line = y + height + 2;
    artifact(doc, () => doc.moveTo(x, line).lineTo(x + Math.max(width, 180), line).lineWidth(0.5).strokeColor(MUTED).stroke());
    doc.y = line + 4;
    if (options.caption) this.text('P', options.caption, 'regular', 9, MUTED);
    doc.moveDown(0.3);
    return this;
  }

  async bytes(): Promise<Uint8Array> {
    this.flush();
    return this.pdf.bytes();
  }
}
