import type { Kysely, Selectable } from 'kysely';
import type { Database, PeopleTable } from '../../platform/db/schema.ts';

// The data-access requests' SQL: everything held about one person of a brand, table by table, and the record of each
// copy made. Secrets that are ours and not theirs (the birthdate's salt, hashes of codes and links, the card's
// fingerprint) are never selected, and the signature's image only as whether it is held.

export type HeldPerson = Selectable<PeopleTable>;

export interface HeldRecords {
  draft: { data: string; created_at: string; updated_at: string; step_completed: number } | undefined;
  draftSignatureHeld: boolean;
  moves: Array<{ from_company: string; to_company: string; created_at: string }>;
  audit: Array<{ actor: string; action: string; before: string; after: string; created_at: string }>;
  payments: Array<{ amount_cents: number; provider: string; status: string; last4: string; reference: string | null; created_at: string }>;
  forms: Array<{ status: string; fields: string; signer_email: string; signed_at: string | null; created_at: string; updated_at: string; signature_held: number }>;
  inductions: Array<{ program: string | null; module: number; completed_at: string | null; certificate_code: string | null; created_at: string; updated_at: string }>;
  emails: Array<{ subject: string; kind: string; status: string; created_at: string; sent_at: string | null }>;
  codes: Array<{ purpose: string; created_at: string; expires_at: string; used_at: string | null }>;
  /** Problems the form reported while they filled it in, some with a copy of their answers. */
  formErrors: Array<{ error: string; user_data: string | null; created_at: string }>;
}

export interface PrivacyRepository {
  /** The person, when they are the brand's. */
  person(company: string, peopleId: number): Promise<HeldPerson | undefined>;
  held(person: HeldPerson): Promise<HeldRecords>;
  /** Puts on the person's record that a copy was made, by whom and in what form. */
  recordAccess(peopleId: number, actor: { id: number; name: string }, format: 'json' | 'pdf', now: Date): Promise<void>;
}

export function createPrivacyRepository(db: Kysely<Database>): PrivacyRepository {
  return {
    person: (company, peopleId) => db.selectFrom('people').selectAll().where('id', '=', peopleId).where('company', '=', company).executeTakeFirst(),

    async held(person) {
      const [draft, signature, moves, audit, payments, forms, inductions, emails, codes, formErrors] = await Promise.all([
        db.selectFrom('drafts').select(['data', 'created_at', 'updated_at', 'step_completed']).where('id', '=', person.draft_id).executeTakeFirst(),
        db.selectFrom('draft_signatures').select('draft_id').where('draft_id', '=', person.draft_id).executeTakeFirst(),
        db.selectFrom('draft_moves').select(['from_company', 'to_company', 'created_at']).where('draft_id', '=', person.draft_id).orderBy('id').execute(),
        db.selectFrom('person_audit').select(['actor', 'action', 'before', 'after', 'created_at']).where('people_id', '=', person.id).orderBy('id').execute(),
        db.selectFrom('payments').select(['amount_cents', 'provider', 'status', 'last4', 'reference', 'created_at']).where('people_id', '=', person.id).orderBy('id').execute(),
        db.selectFrom('operational_need_forms')
          .select((eb) => ['status', 'fields', 'signer_email', 'signed_at', 'created_at', 'updated_at',
            eb.case().when('signature', 'is not', null).then(1).else(0).end().as('signature_held')])
          .where('people_id', '=', person.id).orderBy('id').execute(),
        db.selectFrom('inductions').leftJoin('induction_programs', 'induction_programs.id', 'inductions.program_id')
          .select(['induction_programs.name as program', 'inductions.module', 'inductions.completed_at', 'inductions.certificate_code',
            'inductions.created_at', 'inductions.updated_at'])
          .where('inductions.person_id', '=', person.id).orderBy('inductions.id').execute(),
        // The mail about this application to the person's own address: another brand's application of the same
        // address is that brand's to answer for.
        person.email
          ? db.selectFrom('outbox').select(['subject', 'kind', 'status', 'created_at', 'sent_at'])
            .where('draft_id', '=', person.draft_id).where('recipient', '=', person.email.trim().toLowerCase()).orderBy('id').execute()
          : Promise.resolve([]),
        db.selectFrom('verification_codes').select(['purpose', 'created_at', 'expires_at', 'used_at']).where('people_id', '=', person.id).orderBy('id').execute(),
        db.selectFrom('form_errors').select(['error', 'user_data', 'created_at']).where('draft_id', '=', person.draft_id).orderBy('id').execute(),
      ]);
      return {
        draft, draftSignatureHeld: signature !== undefined, moves, audit, payments,
        forms: forms.map((f) => ({ ...f, signature_held: Number(f.signature_held) })), inductions, emails, codes, formErrors,
      };
    },

    async recordAccess(peopleId, actor, format, now) {
      await db.insertInto('person_audit').values({
        people_id: peopleId, actor: actor.name, action: 'data-access', before: '{}',
        after: JSON.stringify({ format, staffId: actor.id }), created_at: now.toISOString(),
      }).execute();
    },
  };
}
