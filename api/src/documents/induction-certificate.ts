import { getBrand } from '@cards/shared/brand';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { MadeDocument } from './documents.ts';
import { A4, newDocument } from './pdf-writer.ts';

// The certificate of a completed security induction (issue 14; GET /api/download/induction-certificate/{id}): one
// landscape A4 page in the brand's name with the trainee's full name, the program, the airport, the day it was
// completed and how to check it is genuine (its code and the public address of the check). The font is embedded,
// so every name prints as typed.

export interface CertificateFacts {
  traineeName: string;
  programName: string;
  airport: string;
  /** ISO time of completion. */
  completedAt: string;
  code: string;
  /** The absolute address of the public check of this certificate. */
  checkUrl: string;
  /** The brand that ran the induction. */
  company: string;
}

/** The calendar day in Sydney, written out: 23 November 2026. */
export function completionDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });
}

const TEXT = rgb(0.11, 0.12, 0.14);
const MUTED = rgb(0.29, 0.32, 0.38);

/** The largest size up to `size` at which `text` fits `width`. */
function fitted(font: PDFFont, text: string, size: number, width: number): number {
  return Math.min(size, (size * width) / Math.max(font.widthOfTextAtSize(text, size), 1));
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = TEXT): void {
  const { width } = page.getSize();
  const fit = fitted(font, text, size, width - 160);
  page.drawText(text, { x: (width - font.widthOfTextAtSize(text, fit)) / 2, y, size: fit, font, color });
}

export async function inductionCertificate(facts: CertificateFacts): Promise<MadeDocument> {
  const brand = getBrand(facts.company);
  const day = completionDay(facts.completedAt);
  const { doc, regular, bold } = await newDocument({
    title: `${facts.programName}: certificate of completion`, author: brand.name, subject: 'Security induction certificate',
  });
  const page = doc.addPage([A4[1], A4[0]]);
  const { width, height } = page.getSize();
  const primary = brand.theme.primary.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(primary.slice(i, i + 2), 16) / 255) as [number, number, number];
  page.drawRectangle({ x: 28, y: 28, width: width - 56, height: height - 56, borderColor: rgb(r, g, b), borderWidth: 3 });
  page.drawRectangle({ x: 36, y: 36, width: width - 72, height: height - 72, borderColor: MUTED, borderWidth: 0.5 });

  centred(page, brand.name, height - 90, bold, 14, rgb(r, g, b));
  centred(page, 'Certificate of completion', height - 150, bold, 30);
  centred(page, 'This certifies that', height - 200, regular, 13, MUTED);
  centred(page, facts.traineeName, height - 250, bold, 28);
  centred(page, 'has completed the', height - 295, regular, 13, MUTED);
  centred(page, facts.programName, height - 330, bold, 20);
  centred(page, `for ${facts.airport}`, height - 360, regular, 14);
  centred(page, `on ${day}`, height - 395, regular, 14);

  centred(page, `Certificate code ${facts.code}`, 110, bold, 12);
  centred(page, `Check that this certificate is genuine at ${facts.checkUrl}`, 88, regular, 10.5, MUTED);
  centred(page, `${brand.name} · ${brand.contact.phone} · ${brand.contact.email}`, 66, regular, 9, MUTED);

  const slug = facts.programName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { fileName: `${slug || 'induction'}-certificate-${facts.code}.pdf`, bytes: await doc.save() };
}
