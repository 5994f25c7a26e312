import type { Kysely, Transaction, Updateable } from 'kysely';
import { isStaffRole, type StaffRole } from '@cards/shared/staff';
import type { Database, StaffAccountTable } from '../../platform/db/schema.ts';

// Staff accounts, their second factors and password links, and the staff audit: every change to an account,
// every sign-in and sign-out, by whom and when, with what changed before and after.

export interface StaffAccount {
  id: number;
  company: string;
  email: string;
  name: string;
  roles: StaffRole[];
  hasPassword: boolean;
  hasTotp: boolean;
  passkeys: number;
  disabled: boolean;
  createdAt: string;
}

export interface StaffAccountRow {
  id: number;
  company: string;
  email: string;
  name: string;
  roles: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  failed_count: number;
  locked_until: string | null;
  disabled_at: string | null;
  created_at: string;
}

export interface StaffPasskey {
  id: number;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** Who made a change: a member of staff, or the ops CLI (no id) with the name given to it. */
export interface StaffActor {
  id: number | null;
  name: string;
}

export interface StaffAuditEntry {
  company: string;
  actor: StaffActor;
  action: string;
  staffId: number | null;
  before?: object;
  after?: object;
}

export function rolesOf(text: string): StaffRole[] {
  return text.split(',').filter(isStaffRole);
}

export function accountOf(row: StaffAccountRow, passkeys: number): StaffAccount {
  return {
    id: row.id, company: row.company, email: row.email, name: row.name, roles: rolesOf(row.roles),
    hasPassword: row.password_hash !== null, hasTotp: row.totp_secret !== null, passkeys,
    disabled: row.disabled_at !== null, createdAt: row.created_at,
  };
}

type Executor = Kysely<Database> | Transaction<Database>;

/** A staff audit row, written with the change it records (pass the change's transaction). */
export async function writeStaffAudit(db: Executor, entry: StaffAuditEntry, now: Date): Promise<void> {
  await db.insertInto('staff_audit').values({
    company: entry.company, actor_id: entry.actor.id, actor: entry.actor.name.slice(0, 100), action: entry.action,
    staff_id: entry.staffId, before: JSON.stringify(entry.before ?? {}), after: JSON.stringify(entry.after ?? {}),
    created_at: now.toISOString(),
  }).execute();
}

export function createStaffRepository(db: Kysely<Database>) {
  const accounts = () => db.selectFrom('staff_accounts').selectAll();
  const passkeyCount = async (staffId: number) => Number((await db.selectFrom('staff_passkeys')
    .select((eb) => eb.fn.countAll<number>().as('n')).where('staff_id', '=', staffId).executeTakeFirstOrThrow()).n);

  return {
    audit: (entry: StaffAuditEntry, now: Date) => writeStaffAudit(db, entry, now),

    auditOf: (company: string, limit: number) => db.selectFrom('staff_audit').selectAll().where('company', '=', company)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),

    /** The row, with its secrets, of the account at this brand with this address. */
    rowByEmail: (company: string, email: string) => accounts().where('company', '=', company).where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst() as Promise<StaffAccountRow | undefined>,

    rowById: (id: number) => accounts().where('id', '=', id).executeTakeFirst() as Promise<StaffAccountRow | undefined>,

    /** An account of this brand; another brand's is not found. */
    async byId(company: string, id: number): Promise<StaffAccount | undefined> {
      const row = await accounts().where('id', '=', id).where('company', '=', company).executeTakeFirst();
      return row ? accountOf(row, await passkeyCount(row.id)) : undefined;
    },

    async list(company: string): Promise<StaffAccount[]> {
      const rows = await accounts().where('company', '=', company).orderBy('name').orderBy('id').execute();
      const counts = rows.length === 0 ? [] : await db.selectFrom('staff_passkeys').select(['staff_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('staff_id', 'in', rows.map((r) => r.id)).groupBy('staff_id').execute();
      const byStaff = new Map(counts.map((c) => [c.staff_id, Number(c.n)]));
      return rows.map((row) => accountOf(row, byStaff.get(row.id) ?? 0));
    },

    /** A new account without a password; undefined when the brand has one at that address already. */
    async create(account: { company: string; email: string; name: string; roles: readonly StaffRole[] }, actor: StaffActor, now: Date): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        const email = account.email.trim().toLowerCase();
        const taken = await trx.selectFrom('staff_accounts').select('id').where('company', '=', account.company).where('email', '=', email).executeTakeFirst();
        if (taken) return undefined;
        const row = await trx.insertInto('staff_accounts').values({
          company: account.company, email, name: account.name.trim(), roles: account.roles.join(','),
          password_hash: null, totp_secret: null, totp_last_step: null, locked_until: null, disabled_at: null, created_at: now.toISOString(),
        }).returning('id').executeTakeFirstOrThrow();
        await writeStaffAudit(trx, {
          company: account.company, actor, action: 'account-created', staffId: row.id,
          after: { email, name: account.name.trim(), roles: account.roles },
        }, now);
        return row.id;
      });
    },

    /** Changes an account's roles or whether it is disabled, with its audit row; the account after, or undefined. */
    async change(company: string, id: number, change: { roles?: readonly StaffRole[]; disabled?: boolean; name?: string }, actor: StaffActor, now: Date) {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('staff_accounts').selectAll().where('id', '=', id).where('company', '=', company).executeTakeFirst();
        if (!before) return undefined;
        const fields: Updateable<StaffAccountTable> = {};
        if (change.roles) fields.roles = change.roles.join(',');
        if (change.name !== undefined) fields.name = change.name.trim();
        if (change.disabled !== undefined) fields.disabled_at = change.disabled ? before.disabled_at ?? now.toISOString() : null;
        if (Object.keys(fields).length > 0) await trx.updateTable('staff_accounts').set(fields).where('id', '=', id).execute();
        await writeStaffAudit(trx, {
          company, actor, action: 'account-changed', staffId: id,
          before: { roles: rolesOf(before.roles), disabled: before.disabled_at !== null, name: before.name },
          after: { roles: change.roles ?? rolesOf(before.roles), disabled: change.disabled ?? before.disabled_at !== null, name: change.name?.trim() ?? before.name },
        }, now);
        return true;
      });
    },

    setPassword: (id: number, hash: string) => db.updateTable('staff_accounts').set({ password_hash: hash, failed_count: 0, locked_until: null }).where('id', '=', id).execute(),

    /** A failed password or code: counts it, and past the free ones, says until when sign-in waits. */
    async recordFailure(id: number, lockUntil: (failures: number) => string | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('staff_accounts').select('failed_count').where('id', '=', id).executeTakeFirst();
        if (!row) return;
        const failures = row.failed_count + 1;
        await trx.updateTable('staff_accounts').set({ failed_count: failures, locked_until: lockUntil(failures) }).where('id', '=', id).execute();
      });
    },

    clearFailures: (id: number) => db.updateTable('staff_accounts').set({ failed_count: 0, locked_until: null }).where('id', '=', id).execute(),

    /** Takes a TOTP time step once: false when this or a later step was taken already. */
    async takeTotpStep(id: number, step: number): Promise<boolean> {
      const result = await db.updateTable('staff_accounts').set({ totp_last_step: step }).where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)])).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Sets the TOTP secret and the recovery codes (hashes) together: new codes replace any old ones. */
    async setTotp(id: number, secret: string, step: number, codeHashes: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('staff_accounts').set({ totp_secret: secret, totp_last_step: step }).where('id', '=', id).execute();
        await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', id).execute();
        await trx.insertInto('staff_recovery_codes').values(codeHashes.map((code_hash) => ({ staff_id: id, code_hash, used_at: null }))).execute();
      });
    },

    /** Spends a recovery code: true once for each code. */
    async useRecoveryCode(id: number, codeHash: string, now: Date): Promise<boolean> {
      const result = await db.updateTable('staff_recovery_codes').set({ used_at: now.toISOString() })
        .where('staff_id', '=', id).where('code_hash', '=', codeHash).where('used_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    recoveryCodesLeft: async (id: number) => Number((await db.selectFrom('staff_recovery_codes').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_id', '=', id).where('used_at', 'is', null).executeTakeFirstOrThrow()).n),

    async passkeys(staffId: number): Promise<StaffPasskey[]> {
      const rows = await db.selectFrom('staff_passkeys').selectAll().where('staff_id', '=', staffId).orderBy('id').execute();
      return rows.map((row) => ({
        id: row.id, credentialId: row.credential_id, publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')), counter: row.counter,
        transports: row.transports ? row.transports.split(',') : [], createdAt: row.created_at, lastUsedAt: row.last_used_at,
      }));
    },

    addPasskey: (staffId: number, passkey: { credentialId: string; publicKey: Uint8Array; counter: number; transports: readonly string[] }, now: Date) =>
      db.insertInto('staff_passkeys').values({
        staff_id: staffId, credential_id: passkey.credentialId, public_key: Buffer.from(passkey.publicKey).toString('base64url'),
        counter: passkey.counter, transports: passkey.transports.join(','), created_at: now.toISOString(), last_used_at: null,
      }).execute(),

    /** Removes one of the member's passkeys: false when they have none of that id. */
    async removePasskey(staffId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('staff_passkeys').where('staff_id', '=', staffId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** A new set of recovery codes (hashes) in place of every old one, used or not. */
    async replaceRecoveryCodes(staffId: number, codeHashes: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
        await trx.insertInto('staff_recovery_codes').values(codeHashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null }))).execute();
      });
    },

    usedPasskey: (id: number, counter: number, now: Date) => db.updateTable('staff_passkeys').set({ counter, last_used_at: now.toISOString() }).where('id', '=', id).execute(),

    addPasswordLink: (staffId: number, tokenHash: string, expiresAt: string) => db.insertInto('staff_password_links')
      .values({ staff_id: staffId, token_hash: tokenHash, expires_at: expiresAt, used_at: null }).execute(),

    /** The account a link is for while it works; it is not spent here. */
    async passwordLink(tokenHash: string, now: Date): Promise<number | undefined> {
      const row = await db.selectFrom('staff_password_links').select(['staff_id']).where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null).where('expires_at', '>', now.toISOString()).executeTakeFirst();
      return row?.staff_id;
    },

    /** Spends a link and sets the password in one step: false when it was spent or expired meanwhile. */
    async usePasswordLink(tokenHash: string, hash: string, now: Date): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        const link = await trx.updateTable('staff_password_links').set({ used_at: now.toISOString() }).where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null).where('expires_at', '>', now.toISOString()).returning('staff_id').executeTakeFirst();
        if (!link) return undefined;
        await trx.updateTable('staff_accounts').set({ password_hash: hash, failed_count: 0, locked_until: null }).where('id', '=', link.staff_id).execute();
        return link.staff_id;
      });
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
