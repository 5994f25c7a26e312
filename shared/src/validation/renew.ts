// The renew quick start (SPEC §2 route 'renew', §4 'Renew quick save'): the few answers a renewal starts from,
// checked by the same rules as the form's steps, so the page and the api agree on what 'a valid form' is. The
// page runs it before it saves; the api runs it again before it emails the link (docs/decisions.md 'A renewal's
// email').
import type { Draft, FieldErrors } from '@cards/shared/domain';
import { CARD_SECTIONS, PERSONAL_SECTIONS, type SummarySection } from './messages.ts';
import { cardStepErrors, personalStepErrors } from './step-errors.ts';
import type { Step3Reference } from './step3.ts';

/** What the quick start asks of step 1: the name (or the single name), the date of birth and the email twice. */
export const RENEW_PERSONAL_FIELDS = ['Firstname', 'Surname', 'Birthdate', 'Email', 'EmailConfirm'] as const;

/** What it asks of step 3's renewal questions: the card held now, who issued it, its number and expiry. */
export const RENEW_CARD_FIELDS = ['Issuingbodyid', 'Asicnum', 'Msicnum', 'Asicexpirydate'] as const;

/** The summary sections of the quick start's fields, in the order of its page (SPEC §5 summary messages). */
export const RENEW_SECTIONS: readonly SummarySection[] = [
  ...PERSONAL_SECTIONS.filter((s) => s.section === 'name' || s.section === 'birthdate' || s.section === 'email'),
  ...CARD_SECTIONS.filter((s) => s.section === 'card'),
];

export interface RenewContext {
  today: Date;
  /** The issuing bodies, when at hand (the page's loaded list, the api's own): the choice must be one of the card's. */
  reference?: Pick<Step3Reference, 'issuingBodies'>;
}

function only(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => fields.includes(path)));
}

/**
 * What stops the renew quick start from being saved (SPEC §4 'Renew quick save: requires a valid form'): step 1's
 * rules for the names, the date of birth and the matching email addresses, and step 3's renewal rules for the card
 * (issuer of the card type, number in its issuer's format, expiry within 4 years). The card type is the draft's
 * `_cardType` (on the api, the one the request is for). {} when it can be saved.
 */
export function renewQuickStartErrors(draft: Draft, { today, reference }: RenewContext): FieldErrors {
  const personal = only(personalStepErrors(draft, { today }), RENEW_PERSONAL_FIELDS);
  // Step 3 asks about the card held now only for a renewal: this is one, whatever the draft says yet.
  const card = only(cardStepErrors({ ...draft, _renew: true }, { today, reference: reference ?? {} }), RENEW_CARD_FIELDS);
  return { ...personal, ...card };
}
