import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// A small flowing layout on pdf-lib for the documents a person downloads (issue 11): A4 pages with a heading,
// headed sections, label-and-value rows and paragraphs, wrapped to the width and continued on new pages. The
// font is DejaVu Sans, embedded (subset), so every name prints as typed, accents and all.

const require = createRequire(import.meta.url);
export const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const TEXT = rgb(0.11, 0.12, 0.14);
const MUTED = rgb(0.29, 0.32, 0.38);

let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;
function fontBytes(): Promise<[Uint8Array, Uint8Array]> {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fonts;
}

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
}

export interface NewDocument {
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
}

/** A new document with the embedded fonts and its metadata set: PdfWriter and the blank forms start from it. */
export async function newDocument(info: DocumentInfo): Promise<NewDocument> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontBytes();
  const [regular, bold] = [await doc.embedFont(regularBytes, { subset: true }), await doc.embedFont(boldBytes, { subset: true })];
  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setAuthor(info.author);
  doc.setSubject(info.subject);
  doc.setCreator(info.author);
  doc.setLanguage('en-AU');
  return { doc, regular, bold };
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(private readonly doc: PDFDocument, private readonly regular: PDFFont, private readonly bold: PDFFont) {
    this.newPage();
  }

  static async create(info: DocumentInfo): Promise<PdfWriter> {
    const { doc, regular, bold } = await newDocument(info);
    return new PdfWriter(doc, regular, bold);
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Lines of `text` that fit `width` at `size`. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private lines(text: string, font: PDFFont, size: number, x: number, width: number, color = TEXT): void {
    for (const line of this.wrap(text, font, size, width)) {
      this.room(size * 1.4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color });
      this.y -= size * 1.4;
    }
  }

  title(text: string): this {
    this.lines(text, this.bold, 20, MARGIN, A4[0] - 2 * MARGIN);
    this.y -= 8;
    return this;
  }

  heading(text: string): this {
    this.room(40);
    this.y -= 12;
    this.lines(text, this.bold, 13, MARGIN, A4[0] - 2 * MARGIN);
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 2 }, end: { x: A4[0] - MARGIN, y: this.y + 2 }, thickness: 0.75, color: MUTED });
    this.y -= 6;
    return this;
  }

  paragraph(text: string, options: { muted?: boolean } = {}): this {
    this.lines(text, this.regular, 10.5, MARGIN, A4[0] - 2 * MARGIN, options.muted ? MUTED : TEXT);
    this.y -= 4;
    return this;
  }

  /** A label and its value side by side; an empty value prints as 'Not given'. */
  row(label: string, value: string | null | undefined, options: { strong?: boolean } = {}): this {
    const labelWidth = 170;
    const valueX = MARGIN + labelWidth + 10;
    const valueWidth = A4[0] - MARGIN - valueX;
    const text = value && value.trim() ? value : 'Not given';
    const labelLines = this.wrap(label, this.bold, 10.5, labelWidth);
    const valueLines = this.wrap(text, options.strong ? this.bold : this.regular, 10.5, valueWidth);
    const height = Math.max(labelLines.length, valueLines.length) * 10.5 * 1.4;
    this.room(height);
    const top = this.y;
    labelLines.forEach((line, i) => this.page.drawText(line, { x: MARGIN, y: top - 10.5 - i * 14.7, size: 10.5, font: this.bold, color: TEXT }));
    valueLines.forEach((line, i) => this.page.drawText(line, {
      x: valueX, y: top - 10.5 - i * 14.7, size: 10.5, font: options.strong ? this.bold : this.regular, color: TEXT,
    }));
    this.y = top - height - 3;
    return this;
  }

  /**
   * A PNG (a drawn signature, issue 13) at its own size in points, scaled down to fit `maxWidth` × `maxHeight` but
   * never up, on a light line like a signature's, with `alt` below it in small grey type.
   */
  async image(png: Uint8Array, options: { maxWidth: number; maxHeight: number; alt: string }): Promise<this> {
    const image = await this.doc.embedPng(png);
    const scale = Math.min(1, options.maxWidth / image.width, options.maxHeight / image.height);
    const { width, height } = image.scale(scale);
    this.room(height + 24);
    this.page.drawImage(image, { x: MARGIN, y: this.y - height, width, height });
    this.y -= height + 2;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + Math.max(width, 180), y: this.y }, thickness: 0.5, color: MUTED });
    this.y -= 4;
    this.lines(options.alt, this.regular, 9, MARGIN, A4[0] - 2 * MARGIN, MUTED);
    this.y -= 4;
    return this;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
