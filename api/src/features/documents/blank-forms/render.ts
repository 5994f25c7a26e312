import { blankFormOf, type BlankFormSlug } from '@cards/shared/domain';
import { cardNames, type Brand } from '@cards/shared/brand';
import { A4, MUTED, TEXT, artifact, taggedDocument, type TaggedDocument } from '../pdf-writer.ts';
import { blankFormLayout, type FormItem, type Span } from './layouts.ts';

// The one renderer of the paper forms: an A4 PDF per layout, to print and write on or to fill on screen,
// tagged PDF/UA-1 like every document of ours (pdf-writer.ts). Boxes and tick boxes are drawn on the page as
// artifacts, so they print whatever the viewer does with form fields; the fillable AcroForm fields lie on top of
// them, each in a Form structure element whose tooltip (TU) is its label, read after the label in reading order.

const MARGIN = 48;
const FOOTER = 36;
const WIDTH = A4[0] - 2 * MARGIN;
const GAP = 10;
const COLUMN = (WIDTH - 5 * GAP) / 6;
const LINE = '#6b7380';
const SHADE = '#ebedf2';
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

/** {cards} is each card the brand issues ('ASIC or MSIC'; 'ASIC' where it issues the ASIC only). */
const fill = (text: string, brand: Brand) => text.replaceAll('{cards}', cardNames(brand).join(' or '))
  .replaceAll('{product}', brand.product).replaceAll('{brand}', brand.name);

type Font = 'regular' | 'bold';

/** pdfkit's form internals this renderer uses: a field's dictionary, and adding a widget to the form's fields. */
interface FormInternals {
  _font: { id: string; encode(text: string): unknown };
  _root: { data: { AcroForm: { data: Record<string, unknown> } } };
  _fieldDict(name: string, type: string, options: object): Record<string, unknown>;
  _addToParent(ref: unknown): unknown;
  page: PDFKit.PDFPage & { annotations: unknown[] };
}

/**
 * Something drawn in a row: measured first, so a row that does not fit starts a new page. Its label and its body
 * are measured apart, so the boxes of a row line up below the longest label.
 */
interface Block {
  label: number;
  body: number;
  draw(x: number, top: number, labelRoom: number): void;
}

class FormRenderer {
  /** Distance from the top of the page. */
  private y = MARGIN;
  private readonly fieldFont: string;
  private readonly checked: PDFKit.PDFKitReference;
  private readonly unchecked: PDFKit.PDFKitReference;

  constructor(private readonly pdf: TaggedDocument, private readonly brand: Brand) {
    const doc = this.doc;
    doc.font('regular');
    doc.initForm();
    const internals = doc as unknown as FormInternals;
    internals._font.encode(FIELD_REPERTOIRE);
    this.fieldFont = internals._font.id;
    // A fixed size: 0 would shrink a long answer to fit.
    internals._root.data.AcroForm.data.DA = new String(`/${this.fieldFont} ${FIELD_SIZE} Tf 0 g`);
    // A tick drawn as lines, so no font is needed to show it.
    this.checked = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, BOX, BOX], Resources: {} });
    this.checked.end(`q 0 g 0 G 1.4 w 2.2 5.2 m 4.2 2.6 l 8 8 l S Q`);
    this.unchecked = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, BOX, BOX], Resources: {} });
    this.unchecked.end('');
  }

  private get doc(): PDFKit.PDFDocument {
    return this.pdf.doc;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` fits above the footer. */
  room(height: number): void {
    if (this.y + height > A4[1] - MARGIN - FOOTER) this.newPage();
  }

  width(text: string, font: Font, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  wrap(text: string, font: Font, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (this.width(next, font, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Wrapped text as one structure element (`tag`) from `top` down; returns its height. */
  textAt(text: string, x: number, top: number, width: number, size: number, font: Font = 'regular', color = TEXT, tag = 'P'): number {
    const lines = this.wrap(text, font, size, width);
    const { doc } = this;
    this.pdf.root.add(doc.struct(tag, {}, () => {
      doc.font(font).fontSize(size).fillColor(color);
      lines.forEach((line, i) => doc.text(line, x, top + i * size * 1.35, { lineBreak: false }));
    }));
    return lines.length * size * 1.35;
  }

  /** Text flowing across the page at the current position. */
  paragraph(text: string, size: number, font: Font = 'regular', color = TEXT, tag = 'P'): void {
    const lines = this.wrap(text, font, size, WIDTH);
    this.room(lines.length * size * 1.35);
    this.y += this.textAt(text, MARGIN, this.y, WIDTH, size, font, color, tag);
  }

  heading(title: string): void {
    const { name, contact } = this.brand;
    this.paragraph(name, 12, 'bold');
    this.paragraph(`Phone ${contact.phone} · ${contact.email} · ${contact.office}`, 8.5, 'regular', MUTED);
    this.y += 6;
    const y = this.y;
    artifact(this.doc, () => this.doc.moveTo(MARGIN, y).lineTo(A4[0] - MARGIN, y).lineWidth(0.75).strokeColor(LINE).stroke());
    this.y += 14;
    this.paragraph(title, 18, 'bold', TEXT, 'H1');
    this.y += 6;
  }

  instructions(intro: string): void {
    const { name, contact } = this.brand;
    this.paragraph(fill(intro, this.brand), BODY_SIZE);
    this.y += 4;
    this.paragraph('Fill it in on screen, or print it and write clearly in black or blue ink. Tick the boxes that apply. '
      + `Send it with anything you attach to ${name}: by email to ${contact.email}, or by post to ${contact.office}. `
      + `Questions? Call us on ${contact.phone}.`, BODY_SIZE);
  }

  labelHeight(text: string, width: number): number {
    return this.wrap(fill(text, this.brand), 'bold', LABEL_SIZE, width).length * LABEL_SIZE * 1.35 + 3;
  }

  label(text: string, x: number, top: number, width: number): void {
    this.textAt(fill(text, this.brand), x, top, width, LABEL_SIZE, 'bold');
  }

  /** A fillable field in a Form structure element, its label as its tooltip (what a screen reader says). */
  widget(name: string, type: 'text' | 'checkbox', rect: [number, number, number, number], tooltip: string, options: object = {}): void {
    const doc = this.doc;
    const internals = doc as unknown as FormInternals;
    const field = internals._fieldDict(name, type, options);
    Object.assign(field, { Subtype: 'Widget', F: 4, TU: new String(tooltip) });
    if (type === 'text') field.DA = new String(`/${this.fieldFont} ${FIELD_SIZE} Tf 0 g`);
    else Object.assign(field, { V: 'Off', AS: 'Off', AP: { N: { Yes: this.checked, Off: this.unchecked } } });
    const form = doc.struct('Form');
    this.pdf.root.add(form);
    doc.annotate(...rect, { ...field, structParent: form } as unknown as PDFKit.Mixins.AnnotationOption);
    form.end();
    internals._addToParent(internals.page.annotations.at(-1));
  }

  textBox(name: string, tooltip: string, x: number, top: number, width: number, height: number, multiline: boolean): void {
    artifact(this.doc, () => this.doc.rect(x, top, width, height).lineWidth(0.75).strokeColor(LINE).stroke());
    this.widget(name, 'text', [x, top, width, height], tooltip, multiline ? { multiline: true } : {});
  }

  checkBox(name: string, tooltip: string, x: number, top: number): void {
    artifact(this.doc, () => this.doc.rect(x, top, BOX, BOX).lineWidth(0.75).strokeColor(LINE).stroke());
    this.widget(name, 'checkbox', [x, top, BOX, BOX], tooltip);
  }

  block(item: FormItem, width: number): Block {
    switch (item.kind) {
      case 'text': {
        const boxHeight = (item.lines ?? 1) > 1 ? (item.lines ?? 1) * FIELD_SIZE * 1.4 + 6 : 20;
        return {
          label: this.labelHeight(item.label, width),
          body: boxHeight,
          draw: (x, top, labelRoom) => {
            this.label(item.label, x, top, width);
            this.textBox(item.name, fill(item.label, this.brand), x, top + labelRoom, width, boxHeight, (item.lines ?? 1) > 1);
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
          const wide = BOX + 4 + this.width(text, 'regular', BODY_SIZE) + 14;
          if (dx > 0 && dx + wide > width) {
            dx = 0;
            row += 1;
          }
          placed.push({ key: option.key, text, dx, row });
          dx += wide;
        }
        const question = fill(item.label, this.brand);
        return {
          label: this.labelHeight(item.label, width),
          body: (row + 1) * 18,
          draw: (x, top, labelRoom) => {
            this.label(item.label, x, top, width);
            for (const option of placed) {
              const boxTop = top + labelRoom + option.row * 18 + 3;
              this.checkBox(`${item.name}_${option.key}`, `${question}: ${option.text}`, x + option.dx, boxTop);
              this.textAt(option.text, x + option.dx + BOX + 4, boxTop, width, BODY_SIZE);
            }
          },
        };
      }
      case 'tick': {
        const text = fill(item.label, this.brand);
        const lines = this.wrap(text, 'regular', BODY_SIZE, width - BOX - 6).length;
        return {
          label: 0,
          body: Math.max(lines * BODY_SIZE * 1.35, BOX) + 6,
          draw: (x, top) => {
            this.checkBox(item.name, text, x, top + 1);
            this.textAt(text, x + BOX + 6, top, width - BOX - 6, BODY_SIZE);
          },
        };
      }
      case 'note': {
        const text = fill(item.text, this.brand);
        return {
          label: 0,
          body: this.wrap(text, 'regular', BODY_SIZE, width).length * BODY_SIZE * 1.35 + 4,
          draw: (x, top) => void this.textAt(text, x, top, width, BODY_SIZE),
        };
      }
      case 'signature': {
        // A line to sign on, four columns wide, and the date in the other two.
        const lineWidth = 4 * COLUMN + 3 * GAP;
        const dateX = lineWidth + GAP;
        return {
          label: Math.max(this.labelHeight(item.label, lineWidth), this.labelHeight('Date (DD/MM/YYYY)', width - dateX)),
          body: 34,
          draw: (x, top, labelRoom) => {
            const below = top + labelRoom;
            this.label(item.label, x, top, lineWidth);
            artifact(this.doc, () => this.doc.moveTo(x, below + 34).lineTo(x + lineWidth, below + 34).lineWidth(0.75).strokeColor(TEXT).stroke());
            this.label('Date (DD/MM/YYYY)', x + dateX, top, width - dateX);
            this.textBox(`${item.name}Date`, `${fill(item.label, this.brand)}: date (DD/MM/YYYY)`, x + dateX, below + 14, width - dateX, 20, false);
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
    this.y += 10;
    const top = this.y;
    artifact(this.doc, () => this.doc.rect(MARGIN, top, WIDTH, 18).fill(SHADE));
    this.textAt(heading, MARGIN + 6, top + 4, WIDTH - 12, 11, 'bold', TEXT, 'H2');
    this.y += 26;
    measured.forEach((row, i) => {
      this.room(keep(i));
      for (const { x, block } of row.blocks) block.draw(x, this.y, row.labelRoom);
      this.y += row.height + 8;
    });
  }

  /** The form's name and the page number on every page, as pagination artifacts. */
  footer(title: string): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      const number = `Page ${i + 1} of ${range.count}`;
      doc.markContent('Artifact', { type: 'Pagination' });
      doc.font('regular').fontSize(8).fillColor(MUTED);
      doc.text(`${title} · ${this.brand.name}`, MARGIN, A4[1] - MARGIN + 4, { lineBreak: false });
      doc.text(number, A4[0] - MARGIN - this.width(number, 'regular', 8), A4[1] - MARGIN + 4, { lineBreak: false });
      doc.endMarkedContent();
    }
  }
}

/** The form `slug` in `brand`'s name, as PDF bytes. */
export async function blankFormPdf(slug: BlankFormSlug, brand: Brand): Promise<Uint8Array> {
  const { title } = blankFormOf(slug);
  const layout = blankFormLayout(slug, brand);
  const pdf = taggedDocument({ title, author: brand.name, subject: `${title}: a form to fill in and send to ${brand.name}` },
    { margin: MARGIN, bufferPages: true });
  const renderer = new FormRenderer(pdf, brand);
  renderer.heading(title);
  renderer.instructions(layout.intro);
  for (const section of layout.sections) renderer.section(fill(section.heading, brand), section.items);
  renderer.footer(title);
  return pdf.bytes();
}
