import { sql, type Kysely, type Selectable } from 'kysely';
import { restage } from '../casework/queue-stage.ts';
import type { Database, DraftSignatureTable, OperationalNeedFormTable } from '../../platform/db/schema.ts';

// The statements of operational need and the signatures drawn in the wizard, all their SQL in one place.
// A form is made in the conversion's transaction (`executor`); signing is one guarded update, so two signers at once
// cannot both sign.

export type OpNeedFormRow = Selectable<OperationalNeedFormTable>;
export type DraftSignatureRow = Selectable<DraftSignatureTable>;

export interface NewOpNeedForm {
  peopleId: number;
  refHash: string;
  fields: object;
  signerEmail: string;
  /** Signed already (in the wizard): the PNG. */
  signature?: Buffer;
}

export interface OpNeedFormRepository {
  insert(executor: Kysely<Database>, form: NewOpNeedForm, now: Date): Promise<OpNeedFormRow>;
  byId(id: number): Promise<OpNeedFormRow | undefined>;
  byPeopleId(peopleId: number): Promise<OpNeedFormRow | undefined>;
  /** Signs an awaited form with its fields and signature; false when it was signed already. */
  sign(id: number, fields: object, signature: Buffer, now: Date): Promise<boolean>;
  /**
   * A new link's reference (the old one stops working, and is kept as replaced) and where it went, for an awaited
   * form; false once signed.
   */
  newReference(executor: Kysely<Database>, id: number, refHash: string, signerEmail: string, now: Date): Promise<boolean>;
  /** When a reference of the form was replaced by a newer one, or null when it never was one of it. */
  replacedAt(formId: number, refHash: string): Promise<string | null>;
  /** Notes the first time the signer opens the form's newest link (a later open changes nothing). */
  markOpened(id: number, now: Date): Promise<void>;
  /** The form's fields as stored. */
  fieldsOf(row: Pick<OpNeedFormRow, 'fields'>): Record<string, unknown>;
  /** Keeps a draft's wizard signature (replacing an earlier one) and names it on the draft, unless the draft is converted. */
  saveDraftSignature(draftId: number, fileName: string, png: Buffer, now: Date): Promise<boolean>;
  draftSignature(draftId: number, executor?: Kysely<Database>): Promise<DraftSignatureRow | undefined>;
}

/** PostgreSQL answers bytea as a Buffer; SQLite a Buffer too, but be sure of it either way. */
function asBuffer(value: unknown): Buffer {
  return Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array);
}

export function createOpNeedFormRepository(db: Kysely<Database>): OpNeedFormRepository {
  return {
    async insert(executor, form, now) {
      const at = now.toISOString();
      return executor.insertInto('operational_need_forms').values({
        people_id: form.peopleId,
        ref_hash: form.refHash,
        fields: JSON.stringify(form.fields),
        status: form.signature ? 'signed' : 'awaited',
        signer_email: form.signerEmail,
        signature: form.signature ?? null,
        signed_at: form.signature ? at : null,
        created_at: at,
        updated_at: at,
      }).returningAll().executeTakeFirstOrThrow();
    },

    byId: (id) => db.selectFrom('operational_need_forms').selectAll().where('id', '=', id).executeTakeFirst(),

    byPeopleId: (peopleId) => db.selectFrom('operational_need_forms').selectAll().where('people_id', '=', peopleId).executeTakeFirst(),

    async sign(id, fields, signature, now) {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const signed = await trx.updateTable('operational_need_forms')
          .set({ fields: JSON.stringify(fields), signature, status: 'signed', signed_at: at, updated_at: at })
          .where('id', '=', id).where('status', '=', 'awaited')
          .returning('people_id').executeTakeFirst();
        if (!signed) return false;
        // The person changed with it: staff may now approve the need, and the queue may move them on.
        await trx.updateTable('people').set({ version: sql`version + 1` }).where('id', '=', signed.people_id).execute();
        await restage(trx, signed.people_id, now);
        return true;
      });
    },

    async newReference(executor, id, refHash, signerEmail, now) {
      const current = await executor.selectFrom('operational_need_forms').select('ref_hash').where('id', '=', id).where('status', '=', 'awaited').executeTakeFirst();
      if (!current) return false;
      // Only a reference that went out by email is worth telling apart; the first is made at conversion and never sent,
      // and keeping it as well does no harm.
      await executor.insertInto('operational_need_form_replaced_links').values({ form_id: id, ref_hash: current.ref_hash, replaced_at: now.toISOString() })
        .onConflict((oc) => oc.column('ref_hash').doNothing()).execute();
      const result = await executor.updateTable('operational_need_forms')
        // A new link is not opened yet, whoever opened the old one.
        .set({ ref_hash: refHash, signer_email: signerEmail, updated_at: now.toISOString(), opened_at: null })
        .where('id', '=', id).where('status', '=', 'awaited')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markOpened(id, now) {
      await db.updateTable('operational_need_forms').set({ opened_at: now.toISOString() }).where('id', '=', id).where('opened_at', 'is', null).execute();
    },

    async replacedAt(formId, refHash) {
      const row = await db.selectFrom('operational_need_form_replaced_links').select('replaced_at')
        .where('form_id', '=', formId).where('ref_hash', '=', refHash).executeTakeFirst();
      return row?.replaced_at ?? null;
    },

    fieldsOf(row) {
      try {
        const fields: unknown = JSON.parse(row.fields);
        return fields && typeof fields === 'object' ? (fields as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    },

    async saveDraftSignature(draftId, fileName, png, now) {
      return db.transaction().execute(async (trx) => {
        const named = await trx.updateTable('drafts').set({ signature_file: fileName, updated_at: now.toISOString() })
          .where('id', '=', draftId).where('converted', '=', 0)
          .executeTakeFirst();
        if (named.numUpdatedRows === 0n) return false;
        await trx.insertInto('draft_signatures').values({ draft_id: draftId, file_name: fileName, png, created_at: now.toISOString() })
          .onConflict((oc) => oc.column('draft_id').doUpdateSet({ file_name: fileName, png, created_at: now.toISOString() }))
          .execute();
        return true;
      });
    },

    async draftSignature(draftId, executor = db) {
      const row = await executor.selectFrom('draft_signatures').selectAll().where('draft_id', '=', draftId).executeTakeFirst();
      return row ? { ...row, png: asBuffer(row.png) } : undefined;
    },
  };
}
