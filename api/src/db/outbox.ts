import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

// The outbox table: every message the outbox mail transport keeps instead of sending (no SMTP_URL), read back
// newest first by GET /api/dev/outbox.

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface OutboxStore {
  /** Keeps a message; answers its id. */
  add(message: Omit<OutboxMessage, 'id' | 'createdAt'>): Promise<number>;
  /** The newest messages first, to one address (any case) when `to` is given. */
  latest(options: { to?: string; limit: number }): Promise<OutboxMessage[]>;
}

export function createOutboxStore(db: Kysely<Database>): OutboxStore {
  return {
    async add({ to, subject, text, html }) {
      const { id } = await db.insertInto('outbox')
        .values({ to_address: to, subject, text, html, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async latest({ to, limit }) {
      let select = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
      if (to) select = select.where(sql<string>`lower(to_address)`, '=', to.trim().toLowerCase());
      const rows = await select.execute();
      return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text, html: r.html, createdAt: r.created_at }));
    },
  };
}
