import { cardName, type Brand } from '@cards/shared/brand';
import type { CardHolderReport, ContactEnquiry, ReportType } from '@cards/shared/validation';
import { greetingName, type MailCopy, type MailSection } from './copy.ts';

// What the contact emails say: to the office, the facts as typed, each on its own line (the layout escapes
// them); to the person, a short acknowledgement that repeats nothing they typed but a name that is plainly a name,
// so the form cannot be used to send someone else words of a stranger's choosing.

export type EnquiryMailKind = 'contact-office' | 'contact-ack' | 'report-office' | 'report-ack';

/** Each report type in words: the office's subject and the person's acknowledgement. */
export const REPORT_TYPE_WORDS: Record<ReportType, string> = {
  lost: 'lost card',
  stolen: 'stolen card',
  damaged: 'damaged card',
  'name-change': 'change of name',
  'address-change': 'change of address',
  return: 'card being returned',
};

/** What the person told us, for 'Thank you for telling us …'. */
const TOLD: Record<ReportType, (card: string) => string> = {
  lost: (card) => `that your ${card} is lost`,
  stolen: (card) => `that your ${card} was stolen`,
  damaged: (card) => `that your ${card} is damaged`,
  'name-change': () => 'that your name has changed',
  'address-change': () => 'that your address has changed',
  return: (card) => `that you are returning your ${card}`,
};

/** A typed value on one line: runs of blanks (line breaks too) become one space. */
function oneLine(value: unknown): string {
  return String(value).replace(/\s+/g, ' ').trim();
}

/** `Label: value` for each field that has a value. */
function facts(rows: Array<[label: string, value: unknown]>): string[] {
  return rows.filter(([, value]) => value !== undefined && value !== null && oneLine(value) !== '')
    .map(([label, value]) => `${label}: ${oneLine(value)}`);
}

/** A message as typed, a paragraph for each block of lines. */
function typedParagraphs(text: string): string[] {
  return text.split(/\n\s*\n/).map((block) => block.replace(/[ \t]*\r?\n[ \t]*/g, ' ').trim()).filter(Boolean);
}

/** A short form of a typed name for a subject line. */
function subjectName(name: unknown): string {
  const text = oneLine(name);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

const dateWords = (iso: unknown) => {
  const [y, m, d] = String(iso).split('-').map(Number);
  return y && m && d ? new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : String(iso);
};

function officeNote(brand: Brand, form: string): Pick<MailCopy, 'after' | 'why' | 'notYou'> {
  return {
    after: ['Replying to this email answers the person at the address they gave. Check who they are before you share '
      + 'anything about an application or a card.'],
    why: `We sent this email because someone sent the ${form} on the ${brand.name} website.`,
    notYou: 'The details above are as the person typed them: we checked their form, not who they are.',
  };
}

export function contactOfficeCopy(brand: Brand, enquiry: Omit<ContactEnquiry, 'recaptcha'>): MailCopy {
  const sections: MailSection[] = [
    {
      heading: 'The enquiry',
      blocks: [facts([
        ['Enquiry type', enquiry.EnquiryType], ['Name', enquiry.Name], ['Email', enquiry.Email], ['Phone', enquiry.Phone],
        ['Company', enquiry.Company], ['Cards needed', enquiry.CardsRequired], ['Card number', enquiry.CardNum],
      ])],
    },
    { heading: 'Message', blocks: typedParagraphs(enquiry.Message) },
  ];
  return {
    subject: `${enquiry.EnquiryType === 'Company Enquiries' ? 'Company enquiry' : 'General enquiry'} from ${subjectName(enquiry.Name)}`,
    preview: `A new ${enquiry.EnquiryType === 'Company Enquiries' ? 'company' : 'general'} enquiry from the website.`,
    heading: 'New enquiry from the website',
    greeting: 'Hello,',
    intro: ['Someone has sent an enquiry through the contact form on our website.'],
    sections,
    ...officeNote(brand, 'contact form'),
  };
}

export function contactAckCopy(brand: Brand, name: unknown): MailCopy {
  const first = greetingName(name);
  return {
    subject: `We have your enquiry to ${brand.name}`,
    preview: 'Thank you for contacting us. We will reply to this email address.',
    heading: 'We have your enquiry',
    greeting: first ? `Hello ${first},` : 'Hello,',
    intro: [
      `Thank you for contacting ${brand.name}. We have received your enquiry.`,
      'We will reply to this email address as soon as we can.',
    ],
    after: [`If your question is urgent, phone us on ${brand.contact.phone}.`],
    why: `We sent this email because an enquiry was sent from the contact form on our website with this email address.`,
    notYou: `If you did not contact us, you can ignore this email. If you keep receiving them, tell us at ${brand.contact.email}.`,
  };
}

export function reportOfficeCopy(brand: Brand, report: Omit<CardHolderReport, 'recaptcha'>, reference: string): MailCopy {
  const card = cardName(brand, report.CardType);
  const what = REPORT_TYPE_WORDS[report.ReportType];
  const rows: Array<[string, unknown]> = [
    ['Report', `${what.charAt(0).toUpperCase()}${what.slice(1)}`], ['Card', card], ['Card number', report.CardNumber],
    ['Full name', report.FullName], ['Date of birth', dateWords(report.Birthdate)], ['Email', report.Email], ['Phone', report.Phone],
    ['Date it happened', report.EventDate ? dateWords(report.EventDate) : undefined], ['Police report', report.PoliceReport],
    ['Previous name', report.PreviousName], ['New name', report.NewName],
    ['New address', report.Address ? [report.Address, report.Suburb, report.State, report.Postcode].filter(Boolean).join(', ') : undefined],
    ['Returning the card', report.ReturnMethod === 'post' ? 'by post' : report.ReturnMethod === 'in-person' ? 'in person' : undefined],
  ];
  return {
    subject: `${card} holder's report ${reference}: ${what}`,
    preview: `A card holder has reported a ${what} on the website.`,
    heading: `Card holder's report: ${what}`,
    greeting: 'Hello,',
    intro: [`A card holder has sent a report through our website. Its reference is ${reference}.`],
    highlight: { label: 'Reference', value: reference },
    sections: [
      { heading: 'The report', blocks: [facts(rows)] },
      ...(report.Details ? [{ heading: 'Other details', blocks: typedParagraphs(report.Details) }] : []),
    ],
    ...officeNote(brand, "card holder's report form"),
  };
}

export function reportAckCopy(brand: Brand, report: Omit<CardHolderReport, 'recaptcha'>, reference: string): MailCopy {
  const card = cardName(brand, report.CardType);
  const first = greetingName(report.FullName.split(/\s+/)[0]);
  return {
    subject: `We have your report: ${reference}`,
    preview: `Thank you for your report. Your reference is ${reference}.`,
    heading: 'We have your report',
    greeting: first ? `Hello ${first},` : 'Hello,',
    intro: [`Thank you for telling us ${TOLD[report.ReportType](card)}. We have received your report.`],
    highlight: { label: 'Your reference', value: reference },
    sections: [{ blocks: ['Please quote this reference when you contact us about it. We will contact you if we need anything else.'] }],
    after: [`If you need to talk to us, phone ${brand.contact.phone}.`],
    why: `We sent this email because a card holder's report was sent from our website with this email address.`,
    notYou: `If you did not send a report, tell us at ${brand.contact.email}.`,
  };
}

/**
 * A reply from the office to an enquiry or report, written by a member of staff in the console. Their words are the
 * email's paragraphs, as typed (the layout escapes them); the reference lets the person reply about the same thing.
 */
export function enquiryReplyCopy(brand: Brand, name: unknown, reference: string, message: string): MailCopy {
  const first = greetingName(typeof name === 'string' ? name.split(/\s+/)[0] : name);
  return {
    subject: `Your enquiry to ${brand.name} (${reference})`,
    preview: message.replace(/\s+/g, ' ').slice(0, 90),
    heading: 'A reply to your enquiry',
    greeting: first ? `Hello ${first},` : 'Hello,',
    intro: message.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
    highlight: { label: 'Your reference', value: reference },
    after: [`To reply, answer this email and keep the reference ${reference} in the subject.`],
    why: `We sent this email because you contacted ${brand.name} from our website with this email address.`,
    notYou: `If you did not contact us, you can ignore this email, or tell us at ${brand.contact.email}.`,
  };
}
