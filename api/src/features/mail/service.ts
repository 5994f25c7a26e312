import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { ApiError, overMailLimit, tooManyRequests } from '../../platform/errors.ts';
import { maskEmail, recipientOf } from '../../platform/mail/links.ts';
import type { DraftQueries, DraftRow } from '../drafts/repository.ts';
import { checkKey, checkUsable, draftForKey, presentedKey, refusedKey } from '../drafts/access.ts';
import { isFormLink, presentedKeyHash } from '../drafts/keys.ts';
import { queueDraftMail, type DraftMail, type QueueOutcome } from '../drafts/mail.ts';
import { savedFormLinkStepOf } from '../drafts/steps.ts';

// The emails a page asks for about a draft. Each is queued in the transaction of the change it goes with and
// answered at once; the mail sender delivers it. Emailed links carry a one-time token (POST /api/form/{ref}/key
// exchanges it), so sending mail changes no key and a page that is open keeps working.

const noAddress = 'There is no email address on this application, so we could not send a link. Please contact us.';
const stepOneFirst = 'We email the link to your application once you have completed step 1.';

/** Undoes a transaction whose email was not queued. */
class Rollback extends Error {
  constructor(readonly outcome: QueueOutcome) {
    super('mail not queued');
  }
}

/**
 * Queues one email in a transaction of its own, after `first` (a change to the draft that goes with it) when
 * given: `first` answering false queues nothing, and an email that is not queued undoes `first`. The draft's row
 * is changed before the mail's locks are taken, in the order the draft routes take them. Kicks the sender when
 * the email went.
 */
async function queueAlone(app: FastifyInstance, mail: DraftMail, first?: (drafts: DraftQueries) => Promise<boolean>): Promise<QueueOutcome> {
  const outcome = await app.drafts.transaction(async (drafts, trx) => {
    if (first && !(await first(drafts))) return { queued: false, reason: 'duplicate' } as const;
    const queued = await queueDraftMail(app, drafts, trx, mail);
    if (first && !queued.queued) throw new Rollback(queued);
    return queued;
  }).catch((err: unknown): QueueOutcome => {
    if (err instanceof Rollback) return err.outcome;
    throw err;
  });
  if (outcome.queued) app.mailSender.kick();
  return outcome;
}

/** Past the mail limits: a 429 with the real wait. */
function refuseOverMailLimit(outcome: QueueOutcome): void {
  if (!outcome.queued && outcome.reason === 'limit') throw overMailLimit(outcome.retryAfterMs);
}

/**
 * SPEC §4: the first completion of step 1 sends the saved-form email, once per draft (normally with that save).
 * The draft is the one of X-Form-Key of `request`, or draft `id` when the body names it.
 */
export async function sendFormSaved(app: FastifyInstance, request: FastifyRequest, id: number | undefined): Promise<{ sent: boolean }> {
  const key = presentedKey(request);
  const draft: DraftRow | undefined = id === undefined ? await app.drafts.byKeyHash(presentedKeyHash(key)) : await app.drafts.byId(id);
  if (!draft) throw await refusedKey(app, presentedKeyHash(key));
  await checkKey(app, key, draft.id);
  checkUsable(draft);
  if (draft.mail_link_sent) return { sent: false };
  if (draft.step_completed < savedFormLinkStepOf(getBrand(draft.company))) throw new ApiError(409, stepOneFirst);
  const data = app.drafts.dataOf(draft);
  const to = recipientOf(data);
  if (!to) throw new ApiError(400, noAddress, { Email: 'required' });
  // Marked sent with the queueing; a request that got there first leaves this one nothing to do.
  const outcome = await queueAlone(app, { kind: 'form-saved', draft, data, to },
    (drafts) => drafts.update(draft.id, { mail_link_sent: 1 }, { mailLinkSent: 0 }));
  refuseOverMailLimit(outcome);
  return { sent: outcome.queued };
}

/**
 * SPEC §4 idle handling: 'the form is emailed and saved'; the page has saved it and goes to session-expired, which
 * says the link was emailed only when this answers queued. At most one such email per draft and page session (the
 * key the page holds): a second call answers the first one's outcome.
 */
export async function sendSessionExpired(app: FastifyInstance, request: FastifyRequest, id: number): Promise<{ queued: boolean; message: string }> {
  const draft = await draftForKey(app, request, id);
  const data = app.drafts.dataOf(draft);
  const to = recipientOf(data);
  if (!to) throw new ApiError(400, noAddress, { Email: 'required' });
  const dedupeKey = `session-expired:${draft.id}:${presentedKeyHash(presentedKey(request))}`;
  const outcome = await queueAlone(app, { kind: 'session-expired', draft, data, to, dedupeKey });
  refuseOverMailLimit(outcome);
  return { queued: true, message: `We have emailed a link to your application to ${maskEmail(to)}.` };
}

/**
 * SPEC §2 link-expired page, §8 'Link expiry request': no key (the person lost it, or the link expired). A link
 * with a one-time token is emailed to the draft's own address; the answer never holds a token or key. Works for
 * a link that has not expired too, so a person whose browser lost the key can get back in.
 */
export async function sendNewLink(app: FastifyInstance, randomId: string): Promise<{ message: string }> {
  const draft = isFormLink(randomId) ? await app.drafts.byFormLink(randomId) : undefined;
  if (!draft) throw new ApiError(404, 'We could not find that application link. Please check the address in your email.');
  checkUsable(draft, { expired: true });
  const data = app.drafts.dataOf(draft);
  const to = recipientOf(data);
  if (!to) throw new ApiError(400, noAddress);
  const outcome = await queueAlone(app, { kind: 'new-link', draft, data, to });
  refuseOverMailLimit(outcome);
  if (!outcome.queued) throw new ApiError(429, tooManyRequests());
  return { message: `We have emailed a new link to ${maskEmail(to)}.` };
}
