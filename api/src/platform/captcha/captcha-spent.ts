import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// Captcha answers already used. The insert is the check: a key that is there already inserts nothing,
// so of two requests with the same answer exactly one wins, on SQLite and on PostgreSQL alike.

export interface SpentCaptchas {
  /** Records `key` until `expiresAt`; false when it was recorded before (a replayed answer). */
  spend(key: string, expiresAt: Date, now: Date): Promise<boolean>;
}

export function createSpentCaptchas(db: Kysely<Database>): SpentCaptchas {
  return {
    async spend(key, expiresAt, now) {
      // Expired keys go as new ones come: their challenges can no longer be answered.
      await db.deleteFrom('captcha_spent').where('expires_at', '<', now.toISOString()).execute();
      const row = await db.insertInto('captcha_spent').values({ key, expires_at: expiresAt.toISOString() })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key').executeTakeFirst();
      return row !== undefined;
    },
  };
}
