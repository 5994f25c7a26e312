import type { FastifyInstance } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { longDate, priceText } from '@cards/shared/domain';
import { answerGroups } from '@cards/shared/validation';
import { applicationOf } from '../people/application.ts';
import { NEED_TYPE_WORDS } from '../documents/need-types.ts';
import { PdfWriter } from '../documents/pdf-writer.ts';
import type { DataAccessExport } from './data-access.ts';

// The data-access copy as a person reads it: the card, their name and tracking number and the day it was made, then
// each part of what is held as a heading and rows of labels and values in plain words.

const ACTIONS: Record<string, string> = {
  interview: 'Interview recorded',
  payment: 'Payment recorded',
  upload: 'Lodged with AusCheck',
  decision: 'Background check decision recorded',
  dispatch: 'Card sent',
  'approve-need': 'Operational need approved',
  redact: 'Record redacted',
  'lodgement-option': 'How to lodge changed',
  'data-access': 'A copy of this record made',
};

/** The statement's answers as its page asks them. */
const FORM_LABELS: Record<string, string> = {
  FirstName: 'Signer\'s first name', Surname: 'Signer\'s surname', Phone: 'Phone', Email: 'Email', Position: 'Position', Organisation: 'Organisation',
  BusinessUnit: 'Business unit', PoNumber: 'Purchase order number', Country: 'Country', Address: 'Address', State: 'State', Suburb: 'Suburb',
  Postcode: 'Postcode', Abn: 'ABN', ApplicantFullname: 'Applicant', Sponsored: 'Sponsored', SponsoredYears: 'Years sponsored',
  OperationalNeedId: 'Operational need', OperationalNeedType: 'Type of need', OpNeedOccupation: 'What the applicant does',
  OpNeedAccessFreq: 'How often in secure areas', airports: 'Airports',
};

const EMAIL_STATUS: Record<string, string> = { queued: 'waiting to be sent', sending: 'being sent', sent: 'sent', failed: 'could not be sent', cancelled: 'not sent' };

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export async function dataAccessPdf(app: FastifyInstance, held: DataAccessExport): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { timeZone } = app.config;
  const day = (value: string | null | undefined) => (value ? longDate(value, timeZone) : null);
  const { person } = held;
  const brand = getBrand(person.company);
  const name = [person.firstname, person.surname].filter((p) => p && p.trim()).join(' ');
  const pdf = await PdfWriter.create({
    title: `Personal information held: ${held.card} application ${held.trackingNumber}`, author: brand.name, subject: 'Personal information held (APP 12)',
  });
  pdf.title(`Personal information we hold about your ${held.card} application`)
    .paragraph(`${name || 'Name removed'} · Tracking number ${held.trackingNumber} · Made ${day(held.madeAt)}`, { muted: true });

  pdf.heading('About this copy');
  for (const note of held.notes) pdf.paragraph(note);

  pdf.heading('Your details')
    .row('Name', name || (held.redacted ? 'Removed' : null))
    .row('Date of birth', person.birthdate ? day(person.birthdate) : held.redacted ? 'Removed' : null)
    .row('Email', person.email || (held.redacted ? 'Removed' : null))
    .row('Card', held.card)
    .row('Issuing body', brand.name)
    .row('Sent', day(person.submittedAt));
  // A redacted record's stages were removed; otherwise a stage with no day is still to come.
  const missing = held.redacted ? 'Removed' : 'Not yet';
  const notYet = (value: string | null) => value ?? missing;
  pdf.heading('Progress')
    .row('Interview', notYet(day(person.interviewedAt)))
    .row('Payment', notYet(day(person.paidAt)))
    .row('Operational need approved', person.needApproved ? 'Yes' : held.redacted ? missing : 'No')
    .row('Lodged with AusCheck', notYet(day(person.lodgedAt)))
    .row('Background check', person.checkDecision === 'Y' ? `May be issued (${day(person.decidedAt)})` : person.checkDecision === 'N' ? `Not issued (${day(person.decidedAt)})` : missing)
    .row('Card sent', person.dispatchedAt ? `${day(person.dispatchedAt)}${person.dispatchMethod === 'pickup' ? ', to be picked up' : person.dispatchMethod === 'post' ? ', by post' : ''}` : missing)
    .row('Card serial number', person.cardSerial ?? missing)
    .row('Card activated', notYet(day(person.activatedAt)));
  if (held.redacted) pdf.row('Redacted', day(person.redactedAt));

  if (!held.redacted) {
    const [countries, states, idDocuments, airports, operationalNeeds, issuingBodies, accessFrequencies] = await Promise.all([
      app.referenceData.countries(), app.referenceData.states(), app.referenceData.idDocumentTypes(), app.referenceData.airports(person.company),
      app.referenceData.operationalNeeds(), app.referenceData.issuingBodies(), app.referenceData.accessFrequencies(),
    ]);
    const data = applicationOf({ data: JSON.stringify(held.application ?? {}), company: person.company, card_type: person.cardType });
    const groups = answerGroups(data, { countries, states, idDocuments, airports, operationalNeeds, issuingBodies, accessFrequencies }, brand, new Date(person.submittedAt));
    for (const group of groups) {
      pdf.heading(`Your answers: ${group.heading}`);
      for (const answer of group.answers) pdf.row(answer.question, answer.lines.join('\n'));
    }
  }

  if (held.draft) {
    pdf.heading('The form you filled in')
      .row('Started', day(held.draft.createdAt))
      .row('Last saved', day(held.draft.updatedAt))
      .row('Steps completed', String(held.draft.stepCompleted))
      .row('Signature drawn in the form', held.draft.signatureHeld ? 'Held as an image' : 'None held');
    for (const move of held.draft.moves) pdf.row('Moved', `From ${getBrand(move.from).name} to ${getBrand(move.to).name}, ${day(move.at)}`);
  }

  const section = (heading: string, rows: Array<[string, string | null]>) => {
    pdf.heading(heading);
    if (rows.length === 0) pdf.paragraph('None held.', { muted: true });
    for (const [label, value] of rows) pdf.row(label, value);
  };
  section('Record of changes', held.audit.map((a) => [day(a.at)!, `${ACTIONS[a.action] ?? a.action}, by ${a.actor}`]));
  section('Payments', held.payments.map((p) => [day(p.at)!, [`$${priceText(p.amountCents)}`, p.status, p.cardLast4 ? `card ending ${p.cardLast4}` : '',
    p.reference ? `reference ${p.reference}` : ''].filter(Boolean).join(', ')]));
  const [needs, airports] = await Promise.all([app.referenceData.operationalNeeds(), app.referenceData.airports(person.company)]);
  pdf.heading('Statement of operational need');
  if (held.operationalNeedForms.length === 0) pdf.paragraph('None held.', { muted: true });
  for (const form of held.operationalNeedForms) {
    pdf.row('Status', form.status === 'signed' ? `Signed ${day(form.signedAt)}` : 'Waiting for the signer')
      .row('Signer\'s email', form.signerEmail)
      .row('Signature', form.signatureHeld ? 'Held as an image' : 'None yet');
    const details = form.details && typeof form.details === 'object' ? Object.entries(form.details as Record<string, unknown>) : [];
    for (const [field, value] of details) {
      const words = field === 'OperationalNeedId' ? needs.find((n) => n.Id === value)?.Reason
        : field === 'airports' && Array.isArray(value) ? value.map((id) => airports.find((a) => a.Id === id)?.Airport ?? `Airport ${String(id)}`).join(', ')
          : field === 'Sponsored' ? ({ Y: 'Yes', N: 'No' } as Record<string, string>)[String(value)]
            : field === 'OperationalNeedType' ? NEED_TYPE_WORDS[String(value)] ?? text(value)
            : text(value);
      pdf.row(FORM_LABELS[field] ?? field, words);
    }
  }
  section('Inductions', held.inductions.map((i) => [i.program ?? 'Induction',
    i.completedAt ? `Completed ${day(i.completedAt)}${i.certificateCode ? `, certificate ${i.certificateCode}` : ''}` : `Started ${day(i.startedAt)}, at module ${i.module}`]));
  section('Emails we sent you', held.emails.map((e) => [day(e.at)!, `${e.subject} (${EMAIL_STATUS[e.status] ?? e.status})`]));
  section('Problems the form reported', held.formErrors.map((e) => [day(e.at)!, `${e.error}${e.answers ? ' (with a copy of the answers at the time)' : ''}`]));
  pdf.heading('Sign-in codes').row('Codes sent', String(held.signInCodes.count));
  for (const code of held.signInCodes.codes) pdf.row(day(code.createdAt)!, code.usedAt ? `Used ${day(code.usedAt)}` : 'Not used');

  return { fileName: `personal-information-${held.trackingNumber}.pdf`, bytes: await pdf.bytes() };
}
