// What the page says about errors: one message at each field (fieldMessage), and the summary at the top of the
// step (summaryMessages): the SPEC §5 'Summary messages' word for word as its headings, each with the fields of
// its section that are wrong, in page order, for the page to list with their field messages.
import type { ErrorKey, FieldErrors } from '@cards/shared/domain';
import { sectionsOf, type SummarySection } from './field-catalogue.ts';

// Words that keep their capital in the middle of a sentence.
const PROPER = /^(Australia|Australian|ImmiCard|ASIC|MSIC|ABN|CVC|Visa|Mastercard)\b/;

/** The label as it reads mid-sentence: 'Date of birth' → 'date of birth', 'ImmiCard number' unchanged. */
function inSentence(label: string): string {
  const text = label.trim();
  if (PROPER.test(text) || /^\S[A-Z]/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The label opening a sentence: 'date of birth' → 'Date of birth'. */
function opening(label: string): string {
  const text = label.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Every error key has its message: a key without one is a type error.
const MESSAGES: Record<ErrorKey, (label: string) => string> = {
  required: (l) => (/^whether\b/i.test(l) ? `Tell us ${inSentence(l)}` : `Enter ${inSentence(l)}`),
  type: (l) => `${opening(l)} is not in a form we can read – enter it again`,
  unknown: (l) => `${opening(l)} is not part of this form`,
  invalid: (l) => `Choose ${inSentence(l)} from the options given`,
  maxlength: (l) => `${opening(l)} is too long`,
  minlength: (l) => `${opening(l)} is too short`,
  name: (l) => `${opening(l)} can only include letters, spaces, hyphens, apostrophes, commas and full stops`,
  email: () => 'Enter a valid email address',
  match: () => 'The email addresses do not match',
  phone: (l) => `${opening(l)} must be 6 to 15 digits; you can also use spaces, brackets, + and #`,
  onephone: () => 'Enter at least one phone number',
  prefcontact: () => 'Enter the number you prefer us to use, or choose another one',
  weakpassword: () => 'Choose a password of at least 12 characters that is not a common password and does not use your name or email',
  date: (l) => `${opening(l)} must be a real date, as day, month and year`,
  future: (l) => `${opening(l)} must be today or in the past`,
  minage: () => 'You must be at least 13 years old to apply',
  maxage: (l) => `${opening(l)} must be within the last 120 years`,
  beforebirth: (l) => `${opening(l)} cannot be before your date of birth`,
  daterange: (l) => `${opening(l)} cannot be before the date you moved in`,
  addresshistory: () => 'Give your addresses for the last 10 years, with no gaps',
  tenyears: (l) => `${opening(l)} must be 10 or more years ago, so that your addresses cover the last 10 years`,
  address: (l) => `${opening(l)} can only include letters, numbers, spaces, apostrophes and # , . / -`,
  suburb: (l) => `${opening(l)} must start with a letter and can only include letters, spaces, apostrophes, commas, brackets and hyphens`,
  locality: (l) => `${opening(l)} is not one we know in that state with that postcode – type its first letters and choose it from the list`,
  postcode: (l) => `${opening(l)} must be an Australian postcode of 3 to 5 digits`,
  dvsname: (l) => `${opening(l)} can only include letters without accents, spaces, hyphens and apostrophes`,
  birthcertnumber: (l) => `${opening(l)} is not in the form used by the state or territory you chose – check the certificate`,
  dvsyear: (l) => `${opening(l)} must be a 4-digit year from 1930, not before the year you were born`,
  immicard: (l) => `${opening(l)} must be EIS, PRE, RDI or AMS followed by 6 digits`,
  printablechar: (l) => `${opening(l)} can only include letters without accents, numbers and common punctuation`,
  alphanumeric: (l) => `${opening(l)} can only include letters, numbers and spaces`,
  policereport: (l) => `${opening(l)} can only include letters, numbers, spaces, hyphens and slashes, as the police gave it`,
  msicnum: (l) => `${opening(l)} must be 3 letters followed by 5 to 9 digits`,
  veritasmsicnum: (l) => `${opening(l)} must be VEP followed by 7 digits`,
  // A tracking number is checked with the same key (SPEC §5 'Track'), but it is in our email, not on a card.
  asicnumber: (l) => (/tracking number/i.test(l)
    ? `${opening(l)} must be VEA or VEP followed by 7 digits, as in the email we sent you`
    : `${opening(l)} is not in the right form – enter it as shown on the card`),
  // Two boxes side by side (the terms, the declaration) must say which is unticked.
  checked: (l) => (l === 'this answer' ? 'Tick this box to continue' : `Tick the box to confirm ${inSentence(l)}`),
  minwords: (l) => `${opening(l)} needs at least 10 words`,
  cardnumber: () => 'Enter a valid Visa or Mastercard card number',
  cvcnumber: () => 'Enter the 3-digit security code from the back of your card',
  abn: () => 'Enter a real ABN: 11 digits, as shown on the Australian Business Register',
  cardserial: (l) => `${opening(l)} must be 1 to 6 digits and not all zeros`,
  verificationcode: () => 'Enter the 6-digit code from the email we sent you',
  cardexpired: () => 'This card has expired – check the expiry date, or use another card',
  cardexpiry: (l) => `${opening(l)} must be within the next 4 years – check the date on the card`,
  abnnotfound: () => 'We could not find this ABN in the Australian Business Register – check the number',
  inactive: () => 'This ABN is no longer active – check it with your employer',
  captcha: () => 'Complete the security check, then send the form again',
  wholenumber: (l) => `${opening(l)} must be a whole number from 1 to 5000`,
  withinyear: (l) => `${opening(l)} must be within the last 12 months`,
  signature: () => 'Sign in the box, or type your full name as your signature',
};

/**
 * The message shown at a field for an error key; `label` is the field's label ('your first name'). A `choice`
 * (a select or radios) that is missing asks to choose rather than to enter.
 */
export function fieldMessage(key: ErrorKey, label: string, options: { choice?: boolean } = {}): string {
  if (key === 'required' && options.choice && !/^whether\b/i.test(label.trim())) return `Choose ${inSentence(label)}`;
  return MESSAGES[key](label);
}

export type { SummarySection } from './field-catalogue.ts';

/** SPEC §5 'Summary messages' of step 1, in the order of the page. */
export const PERSONAL_SECTIONS: readonly SummarySection[] = sectionsOf('personal');
/** SPEC §5 'Summary messages' of step 2, in the order of the page. */
export const ADDRESS_SECTIONS: readonly SummarySection[] = sectionsOf('addresses');
/** Step 3's sections, in the order of the page (SPEC §5 gives steps 1 and 2 only; these are ours, in the same words). */
export const CARD_SECTIONS: readonly SummarySection[] = sectionsOf('card');
/** Step 4's own sections: how the card is paid for, the statement and the terms. */
export const CONFIRM_SECTIONS: readonly SummarySection[] = sectionsOf('confirm');

/** Every summary section, in page order (the steps' own lists are in form-steps.ts). */
export const SUMMARY_SECTIONS: readonly SummarySection[] = [...PERSONAL_SECTIONS, ...ADDRESS_SECTIONS, ...CARD_SECTIONS, ...CONFIRM_SECTIONS];

/**
 * SPEC §5 writes the contact-number line as 'Please ensure your contact numbers are entered correctly (preferred
 * number missing)': we show it whole when the preferred number is what is missing, and without the bracket for
 * a number that is merely mistyped.
 */
const PREFERRED_MISSING = 'Please ensure your contact numbers are entered correctly (preferred number missing)';

/** Where a path sits: its section and its rank in page order, or null for fields of no section given. */
function position(path: string, sections: readonly SummarySection[]): { section: number; rank: number[] } | null {
  const parts = path.split('.');
  const pattern = parts.map((p) => (/^\d+$/.test(p) ? 'n' : p));
  // An unlisted nested path counts as its nearest listed parent.
  for (let length = pattern.length; length > 0; length--) {
    const candidate = pattern.slice(0, length).join('.');
    const s = sections.findIndex((section) => section.fields.includes(candidate));
    if (s === -1) continue;
    const fields = sections[s]!.fields;
    const i = fields.indexOf(candidate);
    const top = fields.indexOf(pattern[0]);
    // The list first, then its items by index, each item's fields in order.
    const indexes = parts.filter((p) => /^\d+$/.test(p)).map(Number);
    return { section: s, rank: [top === -1 ? i : top, ...(indexes.length ? indexes : [-1]), i] };
  }
  return null;
}

function before(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? -1) !== (b[i] ?? -1)) return (a[i] ?? -1) < (b[i] ?? -1);
  }
  return false;
}

export interface SummaryLine {
  section: string;
  /** The SPEC §5 summary message of the section. */
  message: string;
  /** The section's first failing field in page order, where the summary's heading leads. */
  field: string;
  /** Every failing field of the section, in page order (`field` first). */
  fields: string[];
}

/**
 * One SPEC §5 summary line per section with errors, in page order, with the section's failing fields in page
 * order. `sections` are a step's own (FormStep.sections); errors on fields of no section given have no line.
 */
export function summaryMessages(errors: FieldErrors, sections: readonly SummarySection[] = SUMMARY_SECTIONS): SummaryLine[] {
  const bySection = new Map<number, Array<{ field: string; rank: number[] }>>();
  for (const field of Object.keys(errors)) {
    const at = position(field, sections);
    if (!at) continue;
    const list = bySection.get(at.section) ?? [];
    list.push({ field, rank: at.rank });
    bySection.set(at.section, list);
  }
  return [...bySection.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, list]) => {
      const fields = list.sort((a, b) => (before(a.rank, b.rank) ? -1 : before(b.rank, a.rank) ? 1 : 0)).map((f) => f.field);
      const { section, message } = sections[s]!;
      const preferredMissing = section === 'phones' && Object.entries(errors).some(
        ([path, key]) => key === 'onephone' || key === 'prefcontact' || (path === 'Prefcontact' && key === 'required'),
      );
      return { section, message: preferredMissing ? PREFERRED_MISSING : message, field: fields[0]!, fields };
    });
}
