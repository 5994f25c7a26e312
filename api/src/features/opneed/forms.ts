import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { getBrand } from '@cards/shared/brand';
import { SELF_SPONSORED_TYPES, opNeedSigner, type Draft, type OpNeedFormStatus, type OpNeedSigner, type OpNeedType } from '@cards/shared/domain';
import type { OperationalNeedFormFields } from '@cards/shared/validation';
import type { DraftQueries, DraftRow } from '../drafts/repository.ts';
import type { OpNeedFormRow } from './repository.ts';
import type { PersonRow } from '../people/repository.ts';
import type { Database } from '../../platform/db/schema.ts';
import { hashKey, newKey, presentedKeyHash } from '../drafts/keys.ts';
import { queueDraftMail, type QueueOutcome } from '../drafts/mail.ts';
import { maskEmail, opNeedFormLink, recipientOf } from '../../platform/mail/links.ts';

// The statement of operational need: made when an application becomes a person, prefilled from the
// draft, and either emailed to whoever signs it or, for a self-sponsored applicant who signed in the wizard, signed
// at once. Its link carries a reference of 32 random bytes (as a draft's key); only the hash is kept, so a new email
// makes a new reference and the old link stops working.


/** Whether `ref` is the reference of `form`: compared in constant time, and any text takes the same path. */
export function referenceMatches(form: Pick<OpNeedFormRow, 'ref_hash'> | undefined, ref: string): boolean {
  const presented = Buffer.from(presentedKeyHash(ref), 'hex');
  const stored = Buffer.from(form?.ref_hash ?? hashKey('no form'), 'hex');
  return timingSafeEqual(presented, stored) && form !== undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The form as the draft answers it (SPEC §3 employer and operational-need fields); the signer checks and corrects it. */
export function prefilledFields(data: Draft): OperationalNeedFormFields {
  const extra = data.ExtraData ?? {};
  return {
    FirstName: text(data.Employerfirstname),
    Surname: text(data.Employersurname),
    Phone: text(data.Employerphone),
    Email: text(data.Employeremail),
    // Step 3's job title is the applicant's: it is the signer's position only when the applicant signs.
    Position: SELF_SPONSORED_TYPES.includes(extra.OpNeedType as OpNeedType) ? text(data.Employerposition) : '',
    Organisation: text(data.Employername),
    BusinessUnit: '',
    PoNumber: '',
    Address: text(data.Employeraddress),
    Suburb: text(data.Employersuburb),
    State: text(data.Employerstate),
    Postcode: text(data.Employerpostcode),
    Country: text(data.Employercountry),
    Abn: text(data.Employerabn),
    ApplicantFullname: [data.Firstname, data.Middlenames, data.Surname].map(text).filter(Boolean).join(' '),
    Sponsored: data.Sponsored === true ? 'Y' : data.Sponsored === false ? 'N' : '',
    SponsoredYears: null,
    OperationalNeedId: typeof data.OperationalNeedId === 'number' ? data.OperationalNeedId : null,
    OperationalNeedType: text(extra.OpNeedType) as OperationalNeedFormFields['OperationalNeedType'],
    OpNeedOccupation: text(extra.OpNeedOccupation),
    OpNeedAccessFreq: text(extra.OpNeedAccessFreq),
    airports: (data.airports ?? []).map((a) => a.Id).filter((id) => Number.isInteger(id)),
  };
}

/** Where the link goes: the employer's or sponsor's address from step 3, or the applicant's own. */
function recipientFor(signer: OpNeedSigner, data: Draft): string | null {
  return recipientOf(signer === 'applicant' ? data : { Email: data.Employeremail });
}

type MailDraft = Pick<DraftRow, 'id' | 'company' | 'card_type' | 'form_link'>;

interface SendLink {
  draft: MailDraft;
  data: Draft;
  formId: number;
  signer: OpNeedSigner;
  to: string;
}

/** Queues the email with a new reference, which replaces the form's; the caller kicks the sender after commit. */
async function queueLink(app: FastifyInstance, drafts: DraftQueries, trx: Kysely<Database>, send: SendLink, now: Date): Promise<QueueOutcome> {
  const ref = newKey();
  const changed = await app.opNeedForms.newReference(trx, send.formId, hashKey(ref), send.to, now);
  if (!changed) return { queued: false, reason: 'duplicate' };
  return queueDraftMail(app, drafts, trx, {
    kind: 'opneed-request',
    draft: send.draft,
    data: send.data,
    to: send.to,
    link: opNeedFormLink(app.config.publicUrl, send.formId, ref, send.draft.company),
    opNeed: { signer: send.signer, applicantName: [send.data.Firstname, send.data.Surname].map(text).filter(Boolean).join(' ') },
    // The employer is greeted by their own first name; the applicant by theirs.
    greetingName: send.signer === 'applicant' ? send.data.Firstname : send.data.Employerfirstname,
  }, now);
}

export interface MadeStatement {
  form: OpNeedFormRow | null;
  queued: boolean;
}

/**
 * Conversion (form-conversion.ts), in its transaction: the person's statement when someone confirms their need
 * (opNeedSigner), prefilled from the draft. A self-sponsored applicant's statement is signed at once with the picture
 * they saved in the wizard, if the draft still names it; otherwise the link goes by email, held to the mail limits
 * (past them the form waits, and the status page can send it again).
 */
export async function makeStatement(
  app: FastifyInstance, drafts: DraftQueries, trx: Kysely<Database>,
  made: { draft: DraftRow; data: Draft; person: PersonRow }, now: Date,
): Promise<MadeStatement> {
  const { draft, data, person } = made;
  const signer = opNeedSigner(data, getBrand(draft.company));
  if (!signer) return { form: null, queued: false };
  const fields = prefilledFields(data);
  const saved = signer === 'applicant' && draft.signature_file ? await app.opNeedForms.draftSignature(draft.id, trx) : undefined;
  if (saved && saved.file_name === draft.signature_file) {
    const form = await app.opNeedForms.insert(trx, { peopleId: person.id, refHash: hashKey(newKey()), fields, signerEmail: '', signature: saved.png }, now);
    return { form, queued: false };
  }
  const to = recipientFor(signer, data);
  const form = await app.opNeedForms.insert(trx, { peopleId: person.id, refHash: hashKey(newKey()), fields, signerEmail: to ?? '' }, now);
  if (!to) return { form, queued: false };
  const outcome = await queueLink(app, drafts, trx, { draft, data, formId: form.id, signer, to }, now);
  return { form, queued: outcome.queued };
}

/** The status page's resend: a new link to the same signer, by the same rules. */
export async function resendStatement(
  app: FastifyInstance, person: PersonRow, form: OpNeedFormRow, now: Date,
): Promise<{ to: null } | { to: string; outcome: QueueOutcome }> {
  const draft = await app.drafts.byId(person.draft_id);
  const data = (draft ? app.drafts.dataOf(draft) : {}) as Draft;
  const signer = opNeedSigner(data, getBrand(person.company)) ?? 'employer';
  const to = recipientFor(signer, data);
  if (!draft || !to) return { to: null };
  const outcome = await app.drafts.transaction(async (drafts, trx) => {
    const queued = await queueLink(app, drafts, trx, { draft, data, formId: form.id, signer, to }, now);
    // Not sent (past the mail limits): the new reference is undone, so the link emailed before still opens the form.
    if (!queued.queued) throw new NotSent(queued);
    return queued;
  }).catch((err: unknown): QueueOutcome => {
    if (err instanceof NotSent) return err.outcome;
    throw err;
  });
  if (outcome.queued) app.mailSender.kick();
  return { to, outcome };
}

/** Undoes a resend whose email was not queued. */
class NotSent extends Error {
  constructor(readonly outcome: QueueOutcome) {
    super('statement link not queued');
  }
}

/** The status record's `_opNeedForm` (SPEC §3 status record). */
export function opNeedFormStatus(form: OpNeedFormRow | undefined): OpNeedFormStatus | null {
  if (!form) return null;
  return { status: form.status, signedAt: form.signed_at, sentTo: form.signer_email ? maskEmail(form.signer_email) : '' };
}
