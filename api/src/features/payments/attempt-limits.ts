import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RateLimitSettings } from '../../platform/env.ts';
import type { Database } from '../../platform/db/schema.ts';

// Every attempt that reaches the gateway is a `payments` row, so the limits
// count those rows, in the database every api node shares, before the gateway is asked. Per application: every
// attempt but those the provider could not be asked about (an outage tells nobody anything, and must not lock the
// payer out). Per card (its keyed fingerprint): the declined ones across every application, so one person can pay for
// many with one card, but one card cannot be tried over and over on many applications.

/** HMAC-SHA256 of the card's digits: the same card always gives the same value, and the number cannot be read back. */
export function cardFingerprint(secret: string, number: string): string {
  return createHmac('sha256', secret).update(number.replace(/[\s-]/g, '')).digest('hex');
}

export interface PaymentLimits {
  applicationLimit: RateLimitSettings;
  cardLimit: RateLimitSettings;
}

/** Seconds until the attempt that fills a limit leaves its window (at least 1). */
function secondsUntilFree(createdAt: string[], settings: RateLimitSettings, now: Date): number {
  const oldest = createdAt[createdAt.length - settings.max];
  const freeAt = new Date(oldest ?? now.toISOString()).getTime() + settings.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/**
 * Null when an attempt may go to the gateway now; otherwise the seconds to wait (Retry-After). Times are read
 * newest last, so the one that must leave the window before another attempt is at `length - max`.
 */
export async function paymentWait(
  db: Kysely<Database>, attempt: { peopleId: number; fingerprint: string }, limits: PaymentLimits, now: Date,
): Promise<number | null> {
  const since = (settings: RateLimitSettings) => new Date(now.getTime() - settings.windowMs).toISOString();
  const [mine, card] = await Promise.all([
    db.selectFrom('payments').select('created_at').where('people_id', '=', attempt.peopleId).where('status', '!=', 'failed')
      .where('created_at', '>', since(limits.applicationLimit)).orderBy('created_at').execute(),
    db.selectFrom('payments').select('created_at').where('card_fingerprint', '=', attempt.fingerprint)
      .where('status', '=', 'declined').where('created_at', '>', since(limits.cardLimit)).orderBy('created_at').execute(),
  ]);
  const waits: number[] = [];
  if (mine.length >= limits.applicationLimit.max) waits.push(secondsUntilFree(mine.map((r) => r.created_at), limits.applicationLimit, now));
  if (card.length >= limits.cardLimit.max) waits.push(secondsUntilFree(card.map((r) => r.created_at), limits.cardLimit, now));
  return waits.length === 0 ? null : Math.max(...waits);
}
