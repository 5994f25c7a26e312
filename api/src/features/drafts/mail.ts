import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { getBrand } from '@cards/shared/brand';
import type { DraftQueries, DraftRow } from './repository.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { DraftData } from './payload.ts';
import { hashKey, newToken } from './keys.ts';
import { linkExpiredPage, recipientOf, resumeLink } from '../../platform/mail/links.ts';
import { MAIL_KINDS, hasSecretLink, mailKinds, renderMail, type MailKind, type MailKindEntry, type MailOfKind, type MailTemplateInput } from '../../mail/templates/index.ts';
import { now as clockNow } from '../../platform/clock.ts';

// The emails about a draft, queued in the transaction of the change that causes them. Each is held to
// the limits per draft and per address (counted in the database, so they hold across api nodes), and each resume
// link carries a fresh one-time token; only the token's hash is stored.

/** An email about a draft: what every one is given, with its kind's own values (MailKindValues). */
export type DraftMail = MailOfKind<DraftMailCommon>;

interface DraftMailCommon {
  draft: Pick<DraftRow, 'id' | 'company' | 'card_type' | 'form_link'>;
  /**
   * The card of the person the email is about, once the draft is an application: the email names it.
   * The draft's card type otherwise.
   */
  cardType?: string;
  /** The draft as typed: the greeting's first name comes from it. */
  data: DraftData;
  to: string;
  /** At most one message with this key (e.g. one session-expired mail per draft and device). */
  dedupeKey?: string;
  /** The button's address for the kinds that link a page (the track or activation page, which holds no secret). */
  link?: string;
  /** Whom the greeting names when the email is not to the applicant (the employer's first name as typed). */
  greetingName?: unknown;
}

export type QueueOutcome =
  | { queued: true; id: number }
  | { queued: false; reason: 'limit'; retryAfterMs: number }
  | { queued: false; reason: 'duplicate' };

/** Kinds sent without anyone asking from the site: they count against no limit. */
const NOT_ON_DEMAND: readonly MailKind[] = mailKinds.filter((kind) => !MAIL_KINDS[kind].onDemand);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long until another message about this draft, or to this address, stays within the limits (ms); null when it
 * does now. The wait is the real one: until the message that fills a window leaves it.
 */
async function limitWait(app: FastifyInstance, trx: Kysely<Database>, mail: DraftMail, now: Date): Promise<number | null> {
  const { limits } = app.config.mail;
  // An employer confirms the needs of many of its people, so the statements sent to one address are not capped per
  // address: each goes once per application, and asking for it again is limited per person (OPNEED_RESEND_LIMIT).
  const perAddress = mail.kind !== 'opneed-request';
  // Mail nobody can ask for from the site counts against no limit (MAIL_KINDS' onDemand says why).
  const exceptKinds = NOT_ON_DEMAND;
  const windows: Array<[{ draftId: number } | { recipient: string }, number, number]> = [
    [{ draftId: mail.draft.id }, HOUR, limits.draftPerHour],
    [{ draftId: mail.draft.id }, DAY, limits.draftPerDay],
    ...(perAddress ? [
      [{ recipient: mail.to }, HOUR, limits.addressPerHour],
      [{ recipient: mail.to }, DAY, limits.addressPerDay],
    ] as Array<[{ recipient: string }, number, number]> : []),
  ];
  const waits = await Promise.all(windows.map(async ([of, windowMs, max]) => {
    const freedBy = await app.mailQueue.freedBy(trx, of, new Date(now.getTime() - windowMs).toISOString(), max, { exceptKinds });
    return freedBy === null ? 0 : Math.max(1000, new Date(freedBy).getTime() + windowMs - now.getTime());
  }));
  const wait = Math.max(...waits);
  return wait > 0 ? wait : null;
}

/**
 * Queues one email about a draft on the transaction `trx` (with `drafts` bound to it). Call the sender's `kick`
 * after the transaction commits.
 */
export async function queueDraftMail(
  app: FastifyInstance, drafts: DraftQueries, trx: Kysely<Database>, mail: DraftMail, now = clockNow(),
): Promise<QueueOutcome> {
  await app.mailQueue.lockLimits(trx, { draftId: mail.draft.id, recipient: mail.to });
  if (mail.dedupeKey && await app.mailQueue.byDedupeKey(mail.dedupeKey, trx)) return { queued: false, reason: 'duplicate' };
  const wait = MAIL_KINDS[mail.kind].heldByLimits ? await limitWait(app, trx, mail, now) : null;
  if (wait !== null) return { queued: false, reason: 'limit', retryAfterMs: wait };

  const { publicUrl, mail: settings } = app.config;
  const brand = getBrand(mail.draft.company);
  const fallbackLink = linkExpiredPage(publicUrl, mail.draft.form_link, brand.code);
  // Emails about a draft still open carry a one-time token; the others link to pages. The statement's link carries
  // its own reference, made by the caller, and opens no draft.
  const entry: MailKindEntry = MAIL_KINDS[mail.kind];
  const pageLink = !hasSecretLink(mail.kind);
  const token = pageLink ? null : newToken();
  const link = token ? resumeLink(publicUrl, mail.draft.form_link, token, brand.code) : mail.link ?? fallbackLink;
  const { draft: _draft, data: _data, to: _to, dedupeKey: _dedupeKey, link: _link, cardType: _cardType, greetingName: _greeting, ...own } = mail;
  const rendered = await renderMail({
    ...own, brand, cardType: mail.cardType ?? mail.draft.card_type, firstname: 'greetingName' in mail ? mail.greetingName : mail.data.Firstname,
    link, fallbackLink: pageLink && mail.kind !== 'link-expired' ? link : fallbackLink, publicUrl,
  } as MailTemplateInput);
  // The message first: when another request queued the same one meanwhile, nothing else is written (its token
  // would otherwise spend the link of the message that did go).
  const id = await app.mailQueue.add(trx, {
    ...rendered,
    to: mail.to,
    kind: mail.kind,
    draftId: mail.draft.id,
    fromName: brand.name,
    replyTo: brand.contact.email,
    dedupeKey: mail.dedupeKey ?? null,
  }, now);
  if (id !== null && token) {
    // The retention reminder's link works until the draft is deleted, a day to spare.
    const ttl = entry.linkLasts === 'invitation' ? settings.invitationTtlMs
      : entry.linkLasts === 'until-deleted' ? Math.max(settings.tokenTtlMs, (app.config.retention.noticeDays + 1) * DAY)
        : settings.tokenTtlMs;
    await drafts.addToken({
      draftId: mail.draft.id, tokenHash: hashKey(token), purpose: mail.kind,
      expiresAt: new Date(now.getTime() + ttl).toISOString(), now: now.toISOString(),
    });
  }
  return id === null ? { queued: false, reason: 'duplicate' } : { queued: true, id };
}

/**
 * Queues the saved-form email of a draft whose step 1 was just completed (or a renewal just started), on the
 * transaction of that save, and marks it sent; false if not queued.
 */
export async function queueFormSaved(
  app: FastifyInstance, drafts: DraftQueries, trx: Kysely<Database>, draft: DraftMailCommon['draft'], data: DraftData,
): Promise<boolean> {
  const to = recipientOf(data);
  if (!to) return false;
  const queued = await queueDraftMail(app, drafts, trx, { kind: 'form-saved', draft, data, to });
  if (queued.queued) await drafts.update(draft.id, { mail_link_sent: 1 });
  return queued.queued;
}
