import type { FastifyInstance } from 'fastify';
import { cardName, getBrand, type Brand } from '@cards/shared/brand';
import { longDate, priceText, type Draft, type PersonStatus } from '@cards/shared/domain';
import { answerGroups, type AnswerGroup } from '@cards/shared/validation';
import type { PersonRow } from '../people/repository.ts';
import { applicationOf, personPrice } from '../people/application.ts';
import { personStatus } from '../people/status.ts';
import { PdfWriter } from './pdf-writer.ts';

// The documents of SPEC §2 'Track screen', made on request from what the person sent: the application
// form laid out for printing, the invoice, and the job-ready certificate where it applies.

export type DocumentKind = 'application-form' | 'invoice' | 'certificate';

export interface MadeDocument {
  fileName: string;
  bytes: Uint8Array;
}

const PAYMENT: Record<string, string> = { inperson: 'In person at the interview', postal: 'At a Post Office', 'asset-asic': 'Paid by the organisation' };

/** A date in words, the day in the office's time zone (`TZ`), as every page and email writes it. */
const dateText = (value: string | null | undefined, timeZone: string) => (value ? longDate(value, timeZone) : null);

function nameOf(data: Draft): string {
  return [data.Firstname, data.Middlenames, data.Surname].filter((p) => typeof p === 'string' && p.trim()).join(' ');
}

const cardOf = (status: PersonStatus, brand: Brand) => cardName(brand, status.CardType);

/**
 * The person's answers as step 4's check-your-answers lists them (the field catalogue through `answerGroups`), with
 * the reference lists of their brand: what the application form PDF prints and the staff console's person page shows.
 */
export async function personAnswerGroups(app: FastifyInstance, row: PersonRow, brand: Brand = getBrand(row.company)): Promise<AnswerGroup[]> {
  const [countries, states, idDocuments, airports, operationalNeeds, issuingBodies, accessFrequencies] = await Promise.all([
    app.referenceData.countries(), app.referenceData.states(), app.referenceData.idDocumentTypes(), app.referenceData.airports(row.company),
    app.referenceData.operationalNeeds(), app.referenceData.issuingBodies(), app.referenceData.accessFrequencies(),
  ]);
  return answerGroups(applicationOf(row), {
    countries, states, idDocuments, airports, operationalNeeds, issuingBodies, accessFrequencies,
  }, brand, new Date(row.created_at));
}

/**
 * Every answer the applicant gave, in their words, as step 4's check-your-answers lists them: the same catalogue
 * leaves out what does not apply to the card (no airports on an MSIC) and includes the proof of identity's details.
 */
async function applicationForm(app: FastifyInstance, row: PersonRow, status: PersonStatus, brand: Brand): Promise<Uint8Array> {
  const data = applicationOf(row);
  const card = cardOf(status, brand);
  const groups = await personAnswerGroups(app, row, brand);
  const pdf = await PdfWriter.create({ title: `${card} application ${status.TrackingNumber}`, author: brand.name, subject: `${card} application form` });
  pdf.title(`${card} application form`)
    .paragraph(`${brand.name} · Tracking number ${status.TrackingNumber} · Sent ${dateText(status.SubmittedAt, app.config.timeZone)}`, { muted: true });
  for (const group of groups) {
    pdf.heading(group.heading);
    for (const answer of group.answers) pdf.row(answer.question, answer.lines.join('\n'));
  }
  // Once paid, the form says so: 'In person at the interview' contradicted a fee paid online.
  const chosen = data.ExtraData?.lodgementOption ?? '';
  const payment = status._paidAt && chosen !== 'asset-asic' ? `Paid on ${dateText(status._paidAt, app.config.timeZone)}` : PAYMENT[chosen] ?? null;
  pdf.heading('Payment and declaration')
    .row('Payment', payment)
    .row('Terms and conditions', data._termsAccepted ? 'Agreed' : 'Not agreed')
    .row('Declaration', data._declarationAccepted ? 'The applicant declared the answers true and complete' : 'Not made');
  return pdf.bytes();
}

/**
 * The tax invoice, priced by the one rule of step 4's summary and the payment page (`personPrice`). The post office
 * fee is listed as paid at the counter; what is paid online is the rest, so each fee is paid once.
 */
async function invoice(row: PersonRow, status: PersonStatus, brand: Brand, timeZone: string): Promise<Uint8Array> {
  const data = applicationOf(row);
  const price = personPrice(row);
  const card = cardOf(status, brand);
  const dollars = (cents: number) => `$${priceText(cents)}`;
  const pdf = await PdfWriter.create({ title: `Tax invoice ${status.TrackingNumber}`, author: brand.name, subject: 'Tax invoice' });
  pdf.title('Tax invoice')
    .row('From', brand.name)
    .row('ABN', brand.abn)
    .row('Address', brand.contact.office)
    .row('Invoice number', status.TrackingNumber)
    .row('Date', dateText(status.SubmittedAt, timeZone))
    .row('Bill to', nameOf(data));
  pdf.heading('Charges')
    .row(`${card} application fee (excluding GST)`, dollars(price.shown))
    .row('GST', dollars(price.gst));
  if (price.postofficeFee > 0) {
    pdf.row('Application fee (including GST), paid online or at the counter', dollars(price.online))
      .row('Post office fee, paid at the Post Office counter', dollars(price.postofficeFee));
  }
  pdf.row('Total (including GST)', dollars(price.total), { strong: true });
  pdf.heading('Payment')
    .paragraph(status._paidAt ? `Paid on ${dateText(status._paidAt, timeZone)}. Thank you.` : 'Not paid yet. The fee is due before your application is lodged.');
  if (price.postofficeFee > 0) pdf.paragraph(`The post office fee of ${dollars(price.postofficeFee)} is paid at the Post Office counter, when your identity is checked there. It is never charged online.`);
  return pdf.bytes();
}

async function certificate(row: PersonRow, status: PersonStatus, brand: Brand, timeZone: string): Promise<Uint8Array> {
  const data = applicationOf(row);
  const card = cardOf(status, brand);
  const pdf = await PdfWriter.create({ title: `Job-ready certificate ${status.TrackingNumber}`, author: brand.name, subject: 'Job-ready certificate' });
  pdf.title('Job-ready certificate')
    .paragraph(`${brand.name} certifies that the background check for this job-ready ${card} application is finished and found no reason not to issue the card.`)
    .row('Applicant', nameOf(data))
    .row('Date of birth', dateText(data.Birthdate, timeZone))
    .row('Tracking number', status.TrackingNumber)
    .row('Background check finished', dateText(status._ausCheckDecision?.Certdate, timeZone))
    .paragraph(`The ${card} is issued once the applicant shows that a job needs it, for example with a letter from the employer. `
      + 'This certificate is not a security identification card and gives no access to secure areas.', { muted: true });
  return pdf.bytes();
}

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['application-form', 'invoice', 'certificate'];

/** Whether a person has the document: the certificate only for a job-ready application whose check was decided Y. */
export function hasDocument(kind: DocumentKind, row: PersonRow): boolean {
  if (kind !== 'certificate') return true;
  return applicationOf(row)._jobReady === true && row.check_decision === 'Y';
}

export async function makeDocument(app: FastifyInstance, kind: DocumentKind, row: PersonRow): Promise<MadeDocument> {
  const status = personStatus(row);
  const brand = getBrand(row.company);
  const bytes = kind === 'application-form' ? await applicationForm(app, row, status, brand)
    : kind === 'invoice' ? await invoice(row, status, brand, app.config.timeZone)
      : await certificate(row, status, brand, app.config.timeZone);
  return { fileName: `${kind}-${status.TrackingNumber}.pdf`, bytes };
}
