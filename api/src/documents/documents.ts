import type { FastifyInstance } from 'fastify';
import { getBrand, type Brand } from '@cards/shared/brand';
import { draftPrice, priceText, type Draft, type PersonStatus } from '@cards/shared/domain';
import type { PersonRow } from '../db/people.ts';
import { personStatus } from '../people/status.ts';
import { PdfWriter } from './pdf-writer.ts';

// The documents of SPEC §2 'Track screen' (issue 11), made on request from what the person sent: the application
// form laid out for printing, the invoice, and the job-ready certificate where it applies.

export type DocumentKind = 'application-form' | 'invoice' | 'certificate';

export interface MadeDocument {
  fileName: string;
  bytes: Uint8Array;
}

const GENDERS: Record<string, string> = { M: 'Male', F: 'Female', X: 'Another term' };
const CONTACT: Record<string, string> = { M: 'Mobile', H: 'Home', W: 'Work' };
const PAYMENT: Record<string, string> = { inperson: 'In person at the interview', postal: 'At a Post Office', 'asset-asic': 'Paid by the organisation' };

const dateText = (iso: string | null | undefined) => {
  if (!iso) return null;
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(y!, m! - 1, d!).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
};

function draftOf(row: PersonRow): Draft {
  try {
    return JSON.parse(row.data) as Draft;
  } catch {
    return {};
  }
}

function nameOf(data: Draft): string {
  return [data.Firstname, data.Middlenames, data.Surname].filter((p) => typeof p === 'string' && p.trim()).join(' ');
}

async function applicationForm(app: FastifyInstance, row: PersonRow, status: PersonStatus, brand: Brand): Promise<Uint8Array> {
  const data = draftOf(row);
  const [countries, needs] = await Promise.all([app.referenceData.countries(), app.referenceData.operationalNeeds()]);
  const country = (code: unknown) => countries.find((c) => c.Code === code)?.Name ?? (typeof code === 'string' ? code : null);
  const card = status.CardType === 'msic' ? 'MSIC' : brand.product;
  const pdf = await PdfWriter.create({ title: `${card} application ${status.TrackingNumber}`, author: brand.name, subject: 'Application form' });
  pdf.title(`${card} application form`)
    .paragraph(`${brand.name} · Tracking number ${status.TrackingNumber} · Sent ${dateText(status.SubmittedAt)}`, { muted: true });

  pdf.heading('Personal and contact details')
    .row('Name', nameOf(data))
    .row('Other names', (data._previousNames ?? []).map((n) => `${n.Firstname ?? ''} ${n.Surname ?? ''} (${n.Type ?? 'Previous'})`.trim()).join('; ') || 'None')
    .row('Date of birth', dateText(data.Birthdate))
    .row('Gender', GENDERS[data.Gender ?? ''] ?? null)
    .row('Place of birth', [data.Birthplace, data.Birthstate, country(data.Birthcountry)].filter(Boolean).join(', '))
    .row('Citizenship', country(data.Citizenship))
    .row('Email address', data.Email)
    .row('Phone numbers', [['M', data.Mobilephonenumber], ['H', data.Homephonenumber], ['W', data.Workphonenumber]]
      .filter(([, n]) => n).map(([t, n]) => `${CONTACT[t as string]}: ${n as string}`).join('; '))
    .row('Call first', CONTACT[data.Prefcontact ?? ''] ?? null);

  pdf.heading('Address history');
  (data._address ?? []).forEach((a, i) => {
    pdf.row(i === 0 ? 'Current address' : `Address ${i + 1}`, [a.Line1, a.Localityname, a.State, a.Postcode, country(a.Country)].filter(Boolean).join(', '))
      .row('From', dateText(a.FromDate));
  });

  const need = needs.find((n) => n.Id === data.OperationalNeedId);
  pdf.heading(`Card and employer`)
    .row('Card', `${card}${data._jobReady ? ' (job ready, 2 years)' : data._fourYear ? ' (4 years)' : ''}`)
    .row('Why it is needed', need ? need.ShortReason : data._jobReady ? 'Job ready: no job that needs the card yet' : null)
    .row('What the applicant does', data.ExtraData?.OpNeedOccupation)
    .row('How often in secure areas', data.ExtraData?.OpNeedAccessFreq)
    .row('Airports', (data.airports ?? []).map((a) => a.Airport ?? `Airport ${a.Id}`).join(', ') || 'None');
  if (!data._jobReady) {
    pdf.row('Employer', data.Employername)
      .row('ABN', data.Employerabn)
      .row('Employer address', [data.Employeraddress, data.Employersuburb, data.Employerstate, data.Employerpostcode, country(data.Employercountry)].filter(Boolean).join(', '))
      .row('Contact person', [data.Employerfirstname, data.Employersurname].filter(Boolean).join(' '))
      .row('Contact email and phone', [data.Employeremail, data.Employerphone].filter(Boolean).join(', '))
      .row('Job title', data.Employerposition);
  }
  pdf.heading('Payment and declaration')
    .row('Payment', PAYMENT[data.ExtraData?.lodgementOption ?? ''] ?? null)
    .row('Terms and conditions', data._termsAccepted ? 'Agreed' : 'Not agreed')
    .row('Declaration', data._declarationAccepted ? 'The applicant declared the answers true and complete' : 'Not made');
  return pdf.bytes();
}

async function invoice(row: PersonRow, status: PersonStatus, brand: Brand): Promise<Uint8Array> {
  const data = draftOf(row);
  const price = draftPrice(data, brand, new Date(status.SubmittedAt));
  const card = status.CardType === 'msic' ? 'MSIC' : brand.product;
  const dollars = (cents: number) => `$${priceText(cents)}`;
  const pdf = await PdfWriter.create({ title: `Tax invoice ${status.TrackingNumber}`, author: brand.name, subject: 'Tax invoice' });
  pdf.title('Tax invoice')
    .row('From', brand.name)
    .row('ABN', brand.abn)
    .row('Address', brand.contact.office)
    .row('Invoice number', status.TrackingNumber)
    .row('Date', dateText(status.SubmittedAt))
    .row('Bill to', nameOf(data));
  pdf.heading('Charges')
    .row(`${card} application fee (excluding GST)`, dollars(price.shown));
  if (price.postofficeFee > 0) pdf.row('Post office fee', dollars(price.postofficeFee));
  pdf.row('GST', dollars(price.gst))
    .row('Total (including GST)', dollars(price.total), { strong: true });
  pdf.heading('Payment')
    .paragraph(status._paidAt ? `Paid on ${dateText(status._paidAt)}. Thank you.` : 'Not paid yet. The fee is due before your application is lodged.');
  return pdf.bytes();
}

async function certificate(row: PersonRow, status: PersonStatus, brand: Brand): Promise<Uint8Array> {
  const data = draftOf(row);
  const card = status.CardType === 'msic' ? 'MSIC' : brand.product;
  const pdf = await PdfWriter.create({ title: `Job-ready certificate ${status.TrackingNumber}`, author: brand.name, subject: 'Job-ready certificate' });
  pdf.title('Job-ready certificate')
    .paragraph(`${brand.name} certifies that the background check for this job-ready ${card} application is finished and found no reason not to issue the card.`)
    .row('Applicant', nameOf(data))
    .row('Date of birth', dateText(data.Birthdate))
    .row('Tracking number', status.TrackingNumber)
    .row('Background check finished', dateText(status._ausCheckDecision?.Certdate))
    .paragraph(`The ${card} is issued once the applicant shows that a job needs it, for example with a letter from the employer. `
      + 'This certificate is not a security identification card and gives no access to secure areas.', { muted: true });
  return pdf.bytes();
}

/** Whether a person has the document: the certificate only for a job-ready application whose check was decided Y. */
export function hasDocument(kind: DocumentKind, row: PersonRow): boolean {
  if (kind !== 'certificate') return true;
  return draftOf(row)._jobReady === true && row.check_decision === 'Y';
}

export async function makeDocument(app: FastifyInstance, kind: DocumentKind, row: PersonRow): Promise<MadeDocument> {
  const status = personStatus(row);
  const brand = getBrand(row.company);
  const bytes = kind === 'application-form' ? await applicationForm(app, row, status, brand)
    : kind === 'invoice' ? await invoice(row, status, brand)
      : await certificate(row, status, brand);
  return { fileName: `${kind}-${status.TrackingNumber}.pdf`, bytes };
}
