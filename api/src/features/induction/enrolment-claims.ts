import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildPath, getBrand } from '@cards/shared/brand';
import type { InductionCompany } from '@cards/shared/domain';
import type { RateLimitSettings } from '../../platform/env.ts';
import type { PersonRow } from '../people/repository.ts';
import { hashKey } from '../drafts/keys.ts';
import { inductionEnrolmentLinkCopy } from '../../mail/templates/induction-copy.ts';
import { enrolCardHolder, queueEnrolmentMail, type Enrolled } from './enrolment.ts';

// A tracking number, a legal name and a birthdate are not
// proof of who someone is. An enrolment with one of our numbers is answered alike whether they match or not; when
// they match, the person gets an email at the address on their application with a one-time link, and only opening it
// enrols them. Tries are limited per tracking number in the database (every node counts together), and a person gets
// at most one such email in a window: a later enrolment in it adds its programs to the link already sent.

/** Work done after an answer, per app (its database handle is the same in every plugin): closing and tests wait. */
const afterAnswers = new WeakMap<object, Set<Promise<void>>>();

/** Runs `work` after the answer has gone, so how long it takes tells the caller nothing. */
export function afterAnswer(app: FastifyInstance, work: () => Promise<void>): void {
  const running = afterAnswers.get(app.db) ?? new Set();
  afterAnswers.set(app.db, running);
  const promise = work().catch((error: unknown) => {
    app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'induction enrolment by tracking number failed');
  });
  running.add(promise);
  void promise.finally(() => running.delete(promise));
}

/** Resolves once the work started by afterAnswer so far is done. */
export async function answeredWorkDone(app: FastifyInstance): Promise<void> {
  await Promise.allSettled([...(afterAnswers.get(app.db) ?? [])]);
}

/** Seconds until a try per `number` is allowed again, or null (and the try is counted) when it is allowed now. */
export async function enrolmentNumberWait(app: FastifyInstance, number: string, settings: RateLimitSettings, now: Date): Promise<number | null> {
  const key = number.trim().toUpperCase();
  const since = new Date(now.getTime() - settings.windowMs).toISOString();
  const recent = await app.db.selectFrom('induction_enrolment_attempts').select('created_at')
    .where('tracking_number', '=', key).where('created_at', '>', since).orderBy('created_at').execute();
  if (recent.length >= settings.max) {
    const oldest = recent[recent.length - settings.max]?.created_at ?? now.toISOString();
    return Math.max(1, Math.ceil((new Date(oldest).getTime() + settings.windowMs - now.getTime()) / 1000));
  }
  await app.db.transaction().execute(async (trx) => {
    await trx.insertInto('induction_enrolment_attempts').values({ tracking_number: key, created_at: now.toISOString() }).execute();
    // Older tries are of no use to any window.
    await trx.deleteFrom('induction_enrolment_attempts').where('created_at', '<', new Date(now.getTime() - Math.max(settings.windowMs, 86_400_000)).toISOString()).execute();
  });
  return null;
}

const programIdsOf = (json: string): number[] => (JSON.parse(json) as unknown[]).filter((id): id is number => Number.isInteger(id));

/**
 * The holder `person` asked to be enrolled in `programIds`: adds them to the link emailed in the window, or makes a
 * new link and emails it. Whether an email was queued.
 */
export async function claimEnrolment(
  app: FastifyInstance, person: PersonRow, company: InductionCompany, programIds: readonly number[], now: Date,
): Promise<boolean> {
  const settings = app.config.induction;
  const at = now.toISOString();
  return app.db.transaction().execute(async (trx) => {
    const recent = await trx.selectFrom('induction_enrolment_claims').selectAll()
      .where('people_id', '=', person.id).where('company', '=', company).where('used_at', 'is', null)
      .where('expires_at', '>', at).where('emailed_at', '>', new Date(now.getTime() - settings.enrolmentMailWindowMs).toISOString())
      .orderBy('id', 'desc').executeTakeFirst();
    if (recent) {
      const union = [...new Set([...programIdsOf(recent.program_ids), ...programIds])].sort((a, b) => a - b);
      await trx.updateTable('induction_enrolment_claims').set({ program_ids: JSON.stringify(union) }).where('id', '=', recent.id).execute();
      return false;
    }
    if (!person.email) return false;
    const token = randomBytes(32).toString('base64url');
    const claim = await trx.insertInto('induction_enrolment_claims').values({
      people_id: person.id, company, program_ids: JSON.stringify([...programIds].sort((a, b) => a - b)), token_hash: hashKey(token),
      emailed_at: null, expires_at: new Date(now.getTime() + settings.enrolmentLinkTtlMs).toISOString(), created_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    const brand = getBrand(company);
    // The token goes after '#': browsers never send it to a server, so no log or Referer holds it.
    const link = `${app.config.publicUrl}${buildPath('induction-enrolment', brand.product)}?${new URLSearchParams({ company })}#${new URLSearchParams({ token })}`;
    const names = programIds.map((id) => app.inductions.program(id)?.program.name ?? 'Security induction');
    const queued = await queueEnrolmentMail(app, trx, {
      kind: 'induction-enrolment-link', brand, to: person.email, link,
      copy: inductionEnrolmentLinkCopy(brand, person.card_type, person.firstname, names, Math.round(settings.enrolmentLinkTtlMs / 3_600_000)),
    }, now);
    if (queued) await trx.updateTable('induction_enrolment_claims').set({ emailed_at: at }).where('id', '=', claim.id).execute();
    return queued;
  });
}

/** The emailed link opened: its enrolment, once; undefined for a token that is unknown, used or out of date. */
export async function confirmEnrolment(app: FastifyInstance, token: string, now: Date): Promise<Enrolled | undefined> {
  const at = now.toISOString();
  const claim = await app.db.selectFrom('induction_enrolment_claims').selectAll()
    .where('token_hash', '=', hashKey(token)).where('used_at', 'is', null).where('expires_at', '>', at).executeTakeFirst();
  if (!claim) return undefined;
  const spent = await app.db.updateTable('induction_enrolment_claims').set({ used_at: at })
    .where('id', '=', claim.id).where('used_at', 'is', null).executeTakeFirst();
  if (spent.numUpdatedRows === 0n) return undefined;
  const person = await app.people.byId(claim.people_id);
  if (!person || person.redacted_at) return undefined;
  try {
    return await enrolCardHolder(app, person, programIdsOf(claim.program_ids), claim.company as InductionCompany, now);
  } catch (error) {
    // Not enrolled: the link works again, as the page tells the holder.
    await app.db.updateTable('induction_enrolment_claims').set({ used_at: null }).where('id', '=', claim.id).execute();
    throw error;
  }
}
