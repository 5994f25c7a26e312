import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { getBrand } from '@cards/shared/brand';
import { stepNumberWith, stepsFor } from '@cards/shared/validation';
import { ApiError, tooManyEmails, tooManyRequests } from '../../platform/errors.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import type { DraftQueries, DraftRow } from '../drafts/repository.ts';
import { checkKey, checkUsable, draftForKey, presentedKey, refusedKey } from '../drafts/access.ts';
import { isFormLink, presentedKeyHash } from '../drafts/keys.ts';
import { queueDraftMail, type DraftMail, type QueueOutcome } from '../drafts/mail.ts';
import { maskEmail, recipientOf } from '../../platform/mail/links.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';

// SPEC §7 mail calls about a draft: POST /api/mail/form-saved, /api/mail/session-expired/{id} and
// /api/mail/link-expired/{randomId} (docs/decisions.md: the path SPEC §7 leaves open). Each queues its email in
// the transaction of the change it goes with and answers at once; the mail sender delivers it. Emailed
// links carry a one-time token (POST /api/form/{ref}/key exchanges it), so sending mail changes no key and a page
// that is open keeps working.

/** The draft, or just `{ _id }`. Only _id is read; X-Form-Key is what identifies the draft. */
const formSavedBody = Type.Object({
  _id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 })),
}, { additionalProperties: true });

const randomIdParams = Type.Object({ randomId: Type.String({ maxLength: 200 }) });

const noAddress = 'There is no email address on this application, so we could not send a link. Please contact us.';
const stepOneFirst = 'We email the link to your application once you have completed step 1.';

/** Whether a queued email went: the page says it was sent only when it was queued. */
const queuedAnswer = Type.Object({ queued: Type.Boolean(), message: Type.String() });

const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perClient = { rateLimit: routeRateLimit(app.config.mailRateLimit) };
  const perLink = app.createRateLimit({
    ...routeRateLimit(app.config.linkRequestRateLimit),
    keyGenerator: (request) => `link-expired:${(request.params as { randomId: string }).randomId}`,
  });

  /**
   * Queues one email in a transaction of its own, after `first` (a change to the draft that goes with it) when
   * given: `first` answering false queues nothing, and an email that is not queued undoes `first`. The draft's row
   * is changed before the mail's locks are taken, in the order the draft routes take them. Kicks the sender when
   * the email went.
   */
  async function queueAlone(mail: DraftMail, first?: (drafts: DraftQueries) => Promise<boolean>): Promise<QueueOutcome> {
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

  /** SPEC §4: the first completion of step 1 sends the saved-form email, once per draft (normally with that save). */
  app.post('/api/mail/form-saved', {
    schema: {
      body: formSavedBody,
      response: { 200: Type.Object({ sent: Type.Boolean() }), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
    },
    config: perClient,
  }, async (request, reply) => {
    noStore(reply);
    const key = presentedKey(request);
    const id = request.body._id;
    const draft: DraftRow | undefined = id === undefined ? await app.drafts.byKeyHash(presentedKeyHash(key)) : await app.drafts.byId(id);
    if (!draft) throw await refusedKey(app, presentedKeyHash(key));
    await checkKey(app, key, draft.id);
    checkUsable(draft);
    if (draft.mail_link_sent) return { sent: false };
    if (draft.step_completed < stepNumberWith(stepsFor(getBrand(draft.company)), 'sendsSavedFormLink')) throw new ApiError(409, stepOneFirst);
    const data = app.drafts.dataOf(draft);
    const to = recipientOf(data);
    if (!to) throw new ApiError(400, noAddress, { Email: 'required' });
    // Marked sent with the queueing; a request that got there first leaves this one nothing to do.
    const outcome = await queueAlone({ kind: 'form-saved', draft, data, to },
      (drafts) => drafts.update(draft.id, { mail_link_sent: 1 }, { mailLinkSent: 0 }));
    if (!outcome.queued && outcome.reason === 'limit') {
      reply.header('retry-after', Math.ceil(outcome.retryAfterMs / 1000));
      throw new ApiError(429, tooManyEmails(outcome.retryAfterMs));
    }
    return { sent: outcome.queued };
  });

  /**
   * SPEC §4 idle handling: 'the form is emailed and saved'; the page has saved it and goes to session-expired, which
   * says the link was emailed only when this answers queued. At most one such email per draft and page session (the
   * key the page holds): a second call answers the first one's outcome.
   */
  app.post('/api/mail/session-expired/:id', {
    schema: { params: idParams, response: { 200: queuedAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) } },
    config: perClient,
  }, async (request, reply) => {
    noStore(reply);
    const draft = await draftForKey(app, request, request.params.id);
    const data = app.drafts.dataOf(draft);
    const to = recipientOf(data);
    if (!to) throw new ApiError(400, noAddress, { Email: 'required' });
    const dedupeKey = `session-expired:${draft.id}:${presentedKeyHash(presentedKey(request))}`;
    const outcome = await queueAlone({ kind: 'session-expired', draft, data, to, dedupeKey });
    if (!outcome.queued && outcome.reason === 'limit') {
      reply.header('retry-after', Math.ceil(outcome.retryAfterMs / 1000));
      throw new ApiError(429, tooManyEmails(outcome.retryAfterMs));
    }
    return { queued: true, message: `We have emailed a link to your application to ${maskEmail(to)}.` };
  });

  /**
   * SPEC §2 link-expired page, §8 'Link expiry request': no key (the person lost it, or the link expired). A link
   * with a one-time token is emailed to the draft's own address; the answer never holds a token or key. Works for
   * a link that has not expired too, so a person whose browser lost the key can get back in.
   */
  app.post('/api/mail/link-expired/:randomId', {
    schema: {
      params: randomIdParams,
      response: { 200: Type.Object({ message: Type.String() }), ...errorResponses(400, 404, 409, 429) },
    },
    config: perClient,
  }, async (request, reply) => {
    noStore(reply);
    const limit = await perLink(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new ApiError(429, tooManyRequests(limit.ttl));
    }
    const { randomId } = request.params;
    const draft = isFormLink(randomId) ? await app.drafts.byFormLink(randomId) : undefined;
    if (!draft) throw new ApiError(404, 'We could not find that application link. Please check the address in your email.');
    checkUsable(draft, { expired: true });
    const data = app.drafts.dataOf(draft);
    const to = recipientOf(data);
    if (!to) throw new ApiError(400, noAddress);
    const outcome = await queueAlone({ kind: 'new-link', draft, data, to });
    if (!outcome.queued) {
      const wait = outcome.reason === 'limit' ? outcome.retryAfterMs : undefined;
      if (wait !== undefined) reply.header('retry-after', Math.ceil(wait / 1000));
      throw new ApiError(429, wait === undefined ? tooManyRequests() : tooManyEmails(wait));
    }
    return { message: `We have emailed a new link to ${maskEmail(to)}.` };
  });
};

/** Undoes a transaction whose email was not queued. */
class Rollback extends Error {
  constructor(readonly outcome: QueueOutcome) {
    super('mail not queued');
  }
}

export default mailRoutes;
