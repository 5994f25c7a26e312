import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFForm, type PDFPage } from 'pdf-lib';
import { blankFormOf, type BlankFormSlug } from '@cards/shared/domain';
import type { Brand } from '@cards/shared/brand';
import { A4, FONT, type DocumentInfo } from '../pdf-writer.ts';
import { blankFormLayouts, type FormItem, type Span } from './layouts.ts';

// The one renderer of the paper forms (issue 12): an A4 PDF per layout, to print and write on or to fill on screen.
// Boxes and tick boxes are drawn on the page, so they print whatever the viewer does with form fields; the
// fillable AcroForm fields lie on top of them, without borders of their own.

const MARGIN = 48;
const FOOTER = 36;
const WIDTH = A4[0] - 2 * MARGIN;
const GAP = 10;
const COLUMN = (WIDTH - 5 * GAP) / 6;
const TEXT = rgb(0.11, 0.12, 0.14);
const MUTED = rgb(0.29, 0.32, 0.38);
const LINE = rgb(0.42, 0.45, 0.5);
const SHADE = rgb(0.92, 0.93, 0.95);
const LABEL_SIZE = 8.5;
const BODY_SIZE = 9.5;
const FIELD_SIZE = 10;
const BOX = 10;

/**
 * Letters a name typed on screen may need, put in the embedded font's subset now: a viewer draws a filled field
 * with the document's font, and a subset has only the glyphs put in it (Latin-1, Latin Extended-A and -B, the
 * Vietnamese letters, typographic quotes and dashes).
 */
const FIELD_REPERTOIRE = [[0x20, 0x7e], [0xa0, 0x24f], [0x1ea0, 0x1ef9], [0x2010, 0x2026]]
  .flatMap(([from, to]) => Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i)))
  .join('');

/** Text in a field: the embedded font, at a fixed size (0 would shrink a long answer to fit). */
const defaultAppearance = (font: PDFFont) => `/${font.name} ${FIELD_SIZE} Tf 0 g`;

async function newDocument(info: DocumentInfo): Promise<{ doc: PDFDocument; regular: PDFFont; bold: PDFFont }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regular, bold] = [await doc.embedFont(await readFile(FONT.regular), { subset: true }), await doc.embedFont(await readFile(FONT.bold), { subset: true })];
  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setAuthor(info.author);
  doc.setSubject(info.subject);
  doc.setCreator(info.author);
  doc.setLanguage('en-AU');
  return { doc, regular, bold };
}

const fill = (text: string, brand: Brand) => text.replaceAll('{product}', brand.product).replaceAll('{brand}', brand.name);

/**
 * Something drawn in a row: measured first, so a row that does not fit starts a new page. Its label and its body
 * are measured apart, so the boxes of a row line up below the longest label.
 */
interface Block {
  label: number;
  body: number;
  draw(page: PDFPage, x: number, top: number, labelRoom: number): void;
}

class FormRenderer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly form: PDFForm,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly brand: Brand,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page unless `height` fits above the footer. */
  room(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Wrapped text drawn from `top` down; returns its height. */
  textAt(page: PDFPage, text: string, x: number, top: number, width: number, size: number, font = this.regular, color = TEXT): number {
    const lines = this.wrap(text, font, size, width);
    lines.forEach((line, i) => page.drawText(line, { x, y: top - size - i * size * 1.35, size, font, color }));
    return lines.length * size * 1.35;
  }

  /** Text flowing across the page at the current position. */
  paragraph(text: string, size: number, font = this.regular, color = TEXT): void {
    for (const line of this.wrap(text, font, size, WIDTH)) {
      this.room(size * 1.35);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color });
      this.y -= size * 1.35;
    }
  }

  heading(title: string): void {
    const { name, contact } = this.brand;
    this.paragraph(name, 12, this.bold);
    this.paragraph(`Phone ${contact.phone} · ${contact.email} · ${contact.office}`, 8.5, this.regular, MUTED);
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.75, color: LINE });
    this.y -= 14;
    this.paragraph(title, 18, this.bold);
    this.y -= 6;
  }

  instructions(intro: string): void {
    const { name, contact } = this.brand;
    this.paragraph(fill(intro, this.brand), BODY_SIZE);
    this.y -= 4;
    this.paragraph('Fill it in on screen, or print it and write clearly in black or blue ink. Tick the boxes that apply. '
      + `Send it with anything you attach to ${name}: by email to ${contact.email}, or by post to ${contact.office}. `
      + `Questions? Call us on ${contact.phone}.`, BODY_SIZE);
  }

  labelHeight(text: string, width: number): number {
    return this.wrap(fill(text, this.brand), this.bold, LABEL_SIZE, width).length * LABEL_SIZE * 1.35 + 3;
  }

  label(page: PDFPage, text: string, x: number, top: number, width: number): void {
    this.textAt(page, fill(text, this.brand), x, top, width, LABEL_SIZE, this.bold);
  }

  textBox(name: string, page: PDFPage, x: number, y: number, width: number, height: number, multiline: boolean): void {
    page.drawRectangle({ x, y, width, height, borderColor: LINE, borderWidth: 0.75 });
    const field = this.form.createTextField(name);
    if (multiline) field.enableMultiline();
    field.acroField.setDefaultAppearance(defaultAppearance(this.regular));
    field.addToPage(page, { x, y, width, height, font: this.regular, backgroundColor: undefined, borderColor: undefined, borderWidth: 0 });
  }

  checkBox(name: string, page: PDFPage, x: number, y: number): void {
    page.drawRectangle({ x, y, width: BOX, height: BOX, borderColor: LINE, borderWidth: 0.75 });
    this.form.createCheckBox(name).addToPage(page, { x, y, width: BOX, height: BOX, backgroundColor: undefined, borderColor: undefined, borderWidth: 0 });
  }

  block(item: FormItem, width: number): Block {
    switch (item.kind) {
      case 'text': {
        const boxHeight = (item.lines ?? 1) > 1 ? (item.lines ?? 1) * FIELD_SIZE * 1.4 + 6 : 20;
        return {
          label: this.labelHeight(item.label, width),
          body: boxHeight,
          draw: (page, x, top, labelRoom) => {
            this.label(page, item.label, x, top, width);
            this.textBox(item.name, page, x, top - labelRoom - boxHeight, width, boxHeight, (item.lines ?? 1) > 1);
          },
        };
      }
      case 'choice': {
        // Options run left to right and wrap; each is measured once for both the height and the drawing.
        const placed: { key: string; text: string; dx: number; row: number }[] = [];
        let dx = 0;
        let row = 0;
        for (const option of item.options) {
          const text = fill(option.label, this.brand);
          const wide = BOX + 4 + this.regular.widthOfTextAtSize(text, BODY_SIZE) + 14;
          if (dx > 0 && dx + wide > width) {
            dx = 0;
            row += 1;
          }
          placed.push({ key: option.key, text, dx, row });
          dx += wide;
        }
        return {
          label: this.labelHeight(item.label, width),
          body: (row + 1) * 18,
          draw: (page, x, top, labelRoom) => {
            this.label(page, item.label, x, top, width);
            for (const option of placed) {
              const boxY = top - labelRoom - option.row * 18 - BOX - 3;
              this.checkBox(`${item.name}_${option.key}`, page, x + option.dx, boxY);
              page.drawText(option.text, { x: x + option.dx + BOX + 4, y: boxY + 1.5, size: BODY_SIZE, font: this.regular, color: TEXT });
            }
          },
        };
      }
      case 'tick': {
        const text = fill(item.label, this.brand);
        const lines = this.wrap(text, this.regular, BODY_SIZE, width - BOX - 6).length;
        return {
          label: 0,
          body: Math.max(lines * BODY_SIZE * 1.35, BOX) + 6,
          draw: (page, x, top) => {
            this.checkBox(item.name, page, x, top - BOX - 1);
            this.textAt(page, text, x + BOX + 6, top, width - BOX - 6, BODY_SIZE);
          },
        };
      }
      case 'note': {
        const text = fill(item.text, this.brand);
        return {
          label: 0,
          body: this.wrap(text, this.regular, BODY_SIZE, width).length * BODY_SIZE * 1.35 + 4,
          draw: (page, x, top) => void this.textAt(page, text, x, top, width, BODY_SIZE),
        };
      }
      case 'signature': {
        // A line to sign on, four columns wide, and the date in the other two.
        const lineWidth = 4 * COLUMN + 3 * GAP;
        const dateX = lineWidth + GAP;
        return {
          label: Math.max(this.labelHeight(item.label, lineWidth), this.labelHeight('Date (DD/MM/YYYY)', width - dateX)),
          body: 34,
          draw: (page, x, top, labelRoom) => {
            const below = top - labelRoom;
            this.label(page, item.label, x, top, lineWidth);
            page.drawLine({ start: { x, y: below - 34 }, end: { x: x + lineWidth, y: below - 34 }, thickness: 0.75, color: TEXT });
            this.label(page, 'Date (DD/MM/YYYY)', x + dateX, top, width - dateX);
            this.textBox(`${item.name}Date`, page, x + dateX, below - 34, width - dateX, 20, false);
          },
        };
      }
    }
  }

  section(heading: string, items: readonly FormItem[]): void {
    // Fields fill rows of six columns; a note, a tick and a signature take a row of their own.
    const rows: { item: FormItem; span: Span }[][] = [];
    let used = 6;
    for (const item of items) {
      const span: Span = item.kind === 'text' || item.kind === 'choice' ? item.span ?? 6 : 6;
      if (used + span > 6) {
        rows.push([]);
        used = 0;
      }
      rows.at(-1)!.push({ item, span });
      used += span;
    }
    const measured = rows.map((row) => {
      let x = MARGIN;
      const blocks = row.map(({ item, span }) => {
        const width = span * COLUMN + (span - 1) * GAP;
        const placed = { x, kind: item.kind, block: this.block(item, width) };
        x += width + GAP;
        return placed;
      });
      const labelRoom = Math.max(...blocks.map((b) => b.block.label));
      return { blocks, labelRoom, height: labelRoom + Math.max(...blocks.map((b) => b.block.body)) };
    });
    // A note stays with the row after it (a declaration with its signature), and the heading with both.
    const keep = (i: number) => {
      const row = measured[i];
      if (!row) return 0;
      return row.height + (row.blocks.length === 1 && row.blocks[0]!.kind === 'note' ? (measured[i + 1]?.height ?? 0) + 8 : 0);
    };

    this.room(26 + 10 + keep(0));
    this.y -= 10;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 18, width: WIDTH, height: 18, color: SHADE });
    this.page.drawText(heading, { x: MARGIN + 6, y: this.y - 13, size: 11, font: this.bold, color: TEXT });
    this.y -= 26;
    measured.forEach((row, i) => {
      this.room(keep(i));
      for (const { x, block } of row.blocks) block.draw(this.page, x, this.y, row.labelRoom);
      this.y -= row.height + 8;
    });
  }

  footer(title: string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      page.drawText(`${title} · ${this.brand.name}`, { x: MARGIN, y: MARGIN - 12, size: 8, font: this.regular, color: MUTED });
      const number = `Page ${i + 1} of ${pages.length}`;
      page.drawText(number, { x: A4[0] - MARGIN - this.regular.widthOfTextAtSize(number, 8), y: MARGIN - 12, size: 8, font: this.regular, color: MUTED });
    });
  }
}

/** The form `slug` in `brand`'s name, as PDF bytes. */
export async function blankFormPdf(slug: BlankFormSlug, brand: Brand): Promise<Uint8Array> {
  const { title } = blankFormOf(slug);
  const layout = blankFormLayouts[slug];
  const { doc, regular, bold } = await newDocument({ title, author: brand.name, subject: `${title}: a form to fill in and send to ${brand.name}` });
  regular.encodeText(FIELD_REPERTOIRE);
  const form = doc.getForm();
  const renderer = new FormRenderer(doc, form, regular, bold, brand);
  renderer.heading(title);
  renderer.instructions(layout.intro);
  for (const section of layout.sections) renderer.section(fill(section.heading, brand), section.items);
  renderer.footer(title);
  // The form's own default font: viewers that draw a value typed on screen take it from here.
  form.acroForm.dict.set(PDFName.of('DR'), doc.context.obj({ Font: { [regular.name]: regular.ref } }));
  form.acroForm.dict.set(PDFName.of('DA'), PDFString.of(defaultAppearance(regular)));
  // The fields' appearances are made above with the embedded font; pdf-lib would otherwise embed Helvetica for them.
  return doc.save({ updateFieldAppearances: false });
}
