import { getBrand } from '@cards/shared/brand';
import { longDate } from '@cards/shared/domain';
import type { MadeDocument } from '../documents/documents.ts';
import { MUTED, TEXT, artifact, taggedDocument, type TaggedDocument } from '../documents/pdf-writer.ts';

// The certificate of a completed security induction (GET /api/download/induction-certificate/{id}): one
// landscape A4 page in the brand's name with the trainee's full name, the program, the airport, the day it was
// completed and how to check it is genuine (its code and the public address of the check). Tagged PDF/UA-1 like
// every document (pdf-writer.ts): each line is a heading or a paragraph in reading order; the frames are artifacts.

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
  /** The office's time zone (`TZ`): the day of completion is the day there. */
  timeZone: string;
}

/** One centred line as its own structure element (`tag`), shrunk to fit the page's width when long. */
function centred(pdf: TaggedDocument, tag: string, text: string, y: number, font: 'regular' | 'bold', size: number, color = TEXT): void {
  const { doc, root } = pdf;
  const width = doc.page.width - 160;
  doc.font(font);
  const fit = Math.min(size, (size * width) / Math.max(doc.fontSize(size).widthOfString(text), 1));
  root.add(doc.struct(tag, {}, () => {
    doc.font(font).fontSize(fit).fillColor(color).text(text, 80, y, { width, align: 'center', lineBreak: false });
  }));
}

export async function inductionCertificate(facts: CertificateFacts): Promise<MadeDocument> {
  const brand = getBrand(facts.company);
  const day = longDate(facts.completedAt, facts.timeZone);
  const pdf = taggedDocument({
    title: `${facts.programName}: certificate of completion`, author: brand.name, subject: 'Security induction certificate',
  }, { layout: 'landscape', margin: 0 });
  const { doc } = pdf;
  const { width, height } = doc.page;
  const primary = brand.theme.primary;
  artifact(doc, () => {
    doc.rect(28, 28, width - 56, height - 56).lineWidth(3).strokeColor(primary).stroke();
    doc.rect(36, 36, width - 72, height - 72).lineWidth(0.5).strokeColor(MUTED).stroke();
  });

  centred(pdf, 'P', brand.name, 76, 'bold', 14, primary);
  centred(pdf, 'H1', 'Certificate of completion', 120, 'bold', 30);
  centred(pdf, 'P', 'This certifies that', 185, 'regular', 13, MUTED);
  centred(pdf, 'P', facts.traineeName, 220, 'bold', 28);
  centred(pdf, 'P', 'has completed the', 280, 'regular', 13, MUTED);
  centred(pdf, 'P', facts.programName, 310, 'bold', 20);
  centred(pdf, 'P', `for ${facts.airport}`, 345, 'regular', 14);
  centred(pdf, 'P', `on ${day}`, 378, 'regular', 14);

  centred(pdf, 'P', `Certificate code ${facts.code}`, height - 124, 'bold', 12);
  centred(pdf, 'P', `Check that this certificate is genuine at ${facts.checkUrl}`, height - 100, 'regular', 10.5, MUTED);
  centred(pdf, 'P', `${brand.name} · ${brand.contact.phone} · ${brand.contact.email}`, height - 78, 'regular', 9, MUTED);

  const slug = facts.programName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { fileName: `${slug || 'induction'}-certificate-${facts.code}.pdf`, bytes: await pdf.bytes() };
}
