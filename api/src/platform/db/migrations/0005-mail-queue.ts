import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// Mail that is never lost. The outbox becomes a queue: each message is written in the same transaction
// as the change that causes it and sent later by the api's sender, which claims rows, retries with back-off and
// records the outcome. A draft may have several keys (one per device that opened it), and emailed links carry a
// one-time token that the page exchanges for a key of its own.
export function mailQueue(dialect: DialectName): Migration {
  const id = withId(dialect);

  return {
    async up(db: Kysely<any>) {
      // Rows written before this migration were kept by the outbox transport: they count as sent.
      await db.schema.alterTable('outbox').addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('sent')).execute();
      await db.schema.alterTable('outbox').addColumn('kind', 'varchar(30)', (c) => c.notNull().defaultTo('message')).execute();
      await db.schema.alterTable('outbox').addColumn('draft_id', 'integer').execute();
      // lower(trim(to_address)), for the limits per address.
      await db.schema.alterTable('outbox').addColumn('recipient', 'varchar(320)', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('outbox').addColumn('from_name', 'varchar(200)').execute();
      await db.schema.alterTable('outbox').addColumn('reply_to', 'varchar(320)').execute();
      // At most one message per key: e.g. one session-expired mail per draft and device.
      await db.schema.alterTable('outbox').addColumn('dedupe_key', 'varchar(200)').execute();
      await db.schema.alterTable('outbox').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'varchar(30)').execute();
      await db.schema.alterTable('outbox').addColumn('claimed_until', 'varchar(30)').execute();
      await db.schema.alterTable('outbox').addColumn('last_error', 'varchar(500)').execute();
      await db.schema.alterTable('outbox').addColumn('sent_at', 'varchar(30)').execute();
      await sql`update outbox set recipient = lower(trim(to_address)), sent_at = created_at`.execute(db);
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_draft').on('outbox').columns(['draft_id', 'created_at']).execute();
      await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'created_at']).execute();
      await db.schema.createIndex('outbox_dedupe').on('outbox').column('dedupe_key').unique().execute();

      await id(db.schema.createTable('draft_keys'))
        .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
        // sha256 (hex) of a key; the key itself is never stored.
        .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('draft_keys_draft').on('draft_keys').column('draft_id').execute();
      // Every draft's key so far becomes its first key.
      await sql`insert into draft_keys (draft_id, key_hash, created_at) select id, key_hash, created_at from drafts`.execute(db);

      await id(db.schema.createTable('draft_tokens'))
        .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
        // sha256 (hex) of the one-time token in an emailed link.
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('draft_tokens_draft').on('draft_tokens').column('draft_id').execute();
    },

    async down(db: Kysely<any>) {
      await db.schema.dropTable('draft_tokens').execute();
      await db.schema.dropTable('draft_keys').execute();
      for (const index of ['outbox_due', 'outbox_draft', 'outbox_recipient', 'outbox_dedupe']) {
        await db.schema.dropIndex(index).execute();
      }
      for (const column of ['status', 'kind', 'draft_id', 'recipient', 'from_name', 'reply_to', 'dedupe_key', 'attempts',
        'next_attempt_at', 'claimed_until', 'last_error', 'sent_at']) {
        await db.schema.alterTable('outbox').dropColumn(column).execute();
      }
    },
  };
}
