import type { ErrorKey, FieldErrors } from '@cards/shared/domain';
import {
  CARD_SECTIONS, INDUCTION_ENROLMENT_FIELDS, PERSONAL_SECTIONS, fieldMessage, summaryMessages,
  type SummarySection as SpecSection,
} from '@cards/shared/validation';
import type { SummarySection } from '@cards/shared/ui';

export type EnrolmentField = (typeof INDUCTION_ENROLMENT_FIELDS)[number];

/** Each field as its messages name it ('Enter your first name'); the card's name is the brand's. */
function labelOf(field: EnrolmentField, product: string): string {
  switch (field) {
    case 'Inductions': return 'the airports whose inductions you need';
    case 'Firstname': return 'your first name';
    case 'Middlenames': return 'your middle names';
    case 'Surname': return 'your family name';
    case 'Birthdate': return 'your date of birth';
    case 'Email': return 'your email address';
    case 'Mobilephonenumber': return 'your mobile number';
    case 'Line1': return 'your street address';
    case 'State': return 'your state or territory';
    case 'Localityname': return 'your suburb or town';
    case 'Postcode': return 'your postcode';
    case 'Asicnum': return `your ${product} number`;
    case 'MsicExpiry': return 'the month and year your card expires';
  }
}

/** Answered by choosing, not typing: a missing one says 'Choose …'. */
const CHOICES: ReadonlySet<EnrolmentField> = new Set(['Inductions', 'State', 'MsicExpiry']);

export function enrolmentMessage(field: EnrolmentField, key: ErrorKey, product: string): string {
  return fieldMessage(key, labelOf(field, product), { choice: CHOICES.has(field) });
}

const spec = (name: string) => PERSONAL_SECTIONS.find((s) => s.section === name)!;

/**
 * The summary's headings in page order: SPEC §5's words where the application form has the same question, ours in
 * the same words for the rest.
 */
const SECTIONS: readonly SpecSection[] = [
  { section: 'airports', message: 'Please ensure your airports are entered correctly', fields: ['Inductions'] },
  spec('name'),
  spec('birthdate'),
  spec('email'),
  { section: 'mobile', message: 'Please ensure your mobile number is entered correctly', fields: ['Mobilephonenumber'] },
  { section: 'address', message: 'Please ensure your address is entered correctly', fields: ['Line1', 'State', 'Localityname', 'Postcode'] },
  { ...CARD_SECTIONS.find((s) => s.section === 'card')!, fields: ['Asicnum', 'MsicExpiry'] },
];

/** The error summary of the messages shown at the fields, under their headings, in page order. */
export function enrolmentSummary(messages: Partial<Record<EnrolmentField, string>>): SummarySection[] {
  const fields = Object.fromEntries(Object.keys(messages).map((field) => [field, 'invalid'])) as FieldErrors;
  return summaryMessages(fields, SECTIONS).map((line) => ({
    heading: line.message,
    items: line.fields.map((field) => ({ field, message: messages[field as EnrolmentField]! })),
  }));
}

export function isEnrolmentField(field: string): field is EnrolmentField {
  return (INDUCTION_ENROLMENT_FIELDS as readonly string[]).includes(field);
}

/** SPEC §8 'Induction-only failure': a refused card number, when the server gave no words of its own. */
export function cardRefusedText(product: string): string {
  return `The ${product} Number that you provided is not valid. Please make sure your full legal name above matches the name submitted in your ${product} application.`;
}
