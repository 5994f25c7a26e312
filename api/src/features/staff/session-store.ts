import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

// Where staff sessions are kept: rows in the database, or keys in Redis when REDIS_URL is set
// (session-store-redis.ts). Sessions are found by the sha256 of the cookie's token, so neither store holds a
// working session id. Ending one takes effect on the next request, whichever api process serves it.

export interface StaffSessionData {
  /** The WebAuthn challenge in hand (sign-in or adding a passkey). */
  challenge?: string;
  /** A TOTP secret being set up, until its first code confirms it. */
  totpSecret?: string;
  /** How the second factor was given. */
  secondFactor?: 'passkey' | 'totp' | 'recovery-code';
  /** The browser, as it names itself, for the sessions list. */
  userAgent?: string;
}

export interface StaffSession {
  /** sha256 (hex) of the cookie's token. */
  id: string;
  staffId: number;
  company: string;
  /** 'pending': the password is right and the second factor is still to come. */
  state: 'pending' | 'active';
  data: StaffSessionData;
  createdAt: string;
  lastSeenAt: string;
  /** The absolute end. */
  expiresAt: string;
}

export interface StaffSessionStore {
  create(session: StaffSession): Promise<void>;
  /** A session not ended; whether it is still within its times is the caller's to say. */
  get(id: string): Promise<StaffSession | undefined>;
  /** Writes the session's data and last-seen time. */
  save(session: StaffSession): Promise<void>;
  end(id: string, now: Date): Promise<boolean>;
  endAllOf(staffId: number, now: Date): Promise<number>;
  /** The brand's sessions not ended, the newest first (some may have run out). */
  listOf(company: string): Promise<StaffSession[]>;
}

type Row = Database['staff_sessions'];

function sessionOf(row: Row): StaffSession {
  return {
    id: row.id, staffId: row.staff_id, company: row.company, state: row.state === 'active' ? 'active' : 'pending',
    data: JSON.parse(row.data) as StaffSessionData, createdAt: row.created_at, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at,
  };
}

export function databaseSessionStore(db: Kysely<Database>): StaffSessionStore {
  return {
    async create(session) {
      await db.insertInto('staff_sessions').values({
        id: session.id, staff_id: session.staffId, company: session.company, state: session.state, data: JSON.stringify(session.data),
        created_at: session.createdAt, last_seen_at: session.lastSeenAt, expires_at: session.expiresAt, ended_at: null,
      }).execute();
    },
    async get(id) {
      const row = await db.selectFrom('staff_sessions').selectAll().where('id', '=', id).where('ended_at', 'is', null).executeTakeFirst();
      return row ? sessionOf(row) : undefined;
    },
    async save(session) {
      await db.updateTable('staff_sessions').set({ data: JSON.stringify(session.data), last_seen_at: session.lastSeenAt, state: session.state })
        .where('id', '=', session.id).where('ended_at', 'is', null).execute();
    },
    async end(id, now) {
      const result = await db.updateTable('staff_sessions').set({ ended_at: now.toISOString() }).where('id', '=', id).where('ended_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async endAllOf(staffId, now) {
      const result = await db.updateTable('staff_sessions').set({ ended_at: now.toISOString() }).where('staff_id', '=', staffId).where('ended_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async listOf(company) {
      const rows = await db.selectFrom('staff_sessions').selectAll().where('company', '=', company).where('ended_at', 'is', null)
        .orderBy('created_at', 'desc').limit(500).execute();
      return rows.map(sessionOf);
    },
  };
}
