import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getBrand } from '@cards/shared/brand';
import { Type } from 'typebox';
import { ApiError, tooManyRequestsMessage } from '../errors.ts';
import { routeRateLimit } from '../rate-limit.ts';
import type { DraftRow } from '../db/drafts.ts';
import type { DraftGuard } from '../db/drafts.ts';
import type { DraftTable } from '../db/schema.ts';
import { checkKey, checkUsable, draftForKey, presentedKey, unknownDraft } from '../drafts/access.ts';
import { hashKey, isFormLink, newKey } from '../drafts/keys.ts';
import type { DraftData } from '../drafts/payload.ts';
import { maskEmail, recipientOf, resumeLink } from '../mail/links.ts';
import { formSavedMail, newLinkMail, sessionExpiredMail, type MailContent, type MailContext } from '../mail/messages.ts';
import { errorResponses, idParams } from './common.ts';

// SPEC §7 mail calls about a draft: POST /api/mail/form-saved, /api/mail/session-expired/{id} and
// /api/mail/link-expired/{randomId} (docs/decisions.md: the path SPEC §7 leaves open).
//
// Every one of them emails a resume link, {PUBLIC_URL}/apply/form/{formLink}/?key={key}&company={brand}. Only the
// key's hash is stored, so each of these mails carries a fresh key: the draft's key changes and the old one stops
// working. form-saved and session-expired are called by the open page, which holds the old key, so they answer
// the new one (`key`) for the page to keep. link-expired is called by someone without a key and never answers one:
// the new key is only in the email.

/** The draft, or just `{ _id }`. Only _id is read; X-Form-Key is what identifies the draft. */
const formSavedBody = Type.Object({
  _id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 })),
}, { additionalProperties: true });

const randomIdParams = Type.Object({ randomId: Type.String({ maxLength: 200 }) });

const notSent = 'We could not send the email just now. Please try again in a few minutes.';
const noAddress = 'There is no email address on this application, so we could not send a link. Please contact us.';

const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perClient = { rateLimit: routeRateLimit(app.config.mailRateLimit) };
  const perLink = app.createRateLimit({
    ...routeRateLimit(app.config.linkRequestRateLimit),
    keyGenerator: (request) => `link-expired:${(request.params as { randomId: string }).randomId}`,
  });

  function context(draft: DraftRow, data: DraftData): MailContext {
    return { brand: getBrand(draft.company), cardType: draft.card_type, firstname: data.Firstname };
  }

  /**
   * Gives the draft a new key and emails a resume link holding it. The key changes only if the draft still has
   * the key it was read with (and meets `guard`); if the email cannot be sent, the old key is put back. Null when
   * another request changed the draft first.
   */
  async function sendWithNewKey(
    request: FastifyRequest,
    draft: DraftRow,
    to: string,
    compose: (link: string) => MailContent,
    changes: Partial<Pick<DraftTable, 'mail_link_sent' | 'expired_at'>> = {},
    guard: DraftGuard = {},
  ): Promise<string | null> {
    const key = newKey();
    const keyHash = hashKey(key);
    const changed = await app.drafts.update(draft.id, { key_hash: keyHash, ...changes }, { ...guard, keyHash: draft.key_hash });
    if (!changed) return null;
    const mail = compose(resumeLink(app.config.publicUrl, draft.form_link, key, draft.company));
    try {
      await app.mailer.send({ to, fromName: getBrand(draft.company).name, ...mail });
    } catch (err) {
      request.log.error({ err, draftId: draft.id }, 'resume link email not sent');
      const undo = { key_hash: draft.key_hash, mail_link_sent: draft.mail_link_sent, expired_at: draft.expired_at };
      await app.drafts.update(draft.id, undo, { keyHash });
      throw new ApiError(502, notSent);
    }
    return key;
  }

  /** SPEC §4: the first completion of step 1 sends the saved-form email, once per draft. */
  app.post('/mail/form-saved', {
    schema: {
      body: formSavedBody,
      response: {
        // `key` only when sent: the new key, for the page to keep.
        200: Type.Object({ sent: Type.Boolean(), key: Type.Optional(Type.String()) }),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502),
      },
    },
    config: perClient,
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const key = presentedKey(request);
    const id = request.body._id;
    const draft = id === undefined ? await app.drafts.byKeyHash(hashKey(key)) : await app.drafts.byId(id);
    if (!draft) throw unknownDraft(key);
    checkKey(key, draft);
    checkUsable(draft);
    if (draft.mail_link_sent) return { sent: false };
    const data = app.drafts.dataOf(draft);
    const to = recipientOf(data);
    if (!to) throw new ApiError(400, noAddress, { Email: 'required' });
    const newKeyValue = await sendWithNewKey(request, draft, to, (link) => formSavedMail(context(draft, data), link),
      { mail_link_sent: 1 }, { mailLinkSent: 0 });
    // Another request sent it (or changed the key) meanwhile.
    if (newKeyValue === null) return { sent: false };
    return { sent: true, key: newKeyValue };
  });

  /** SPEC §4 idle handling: 'the form is emailed and saved'; the page has saved it and goes to session-expired. */
  app.post('/mail/session-expired/:id', {
    schema: {
      params: idParams,
      response: {
        200: Type.Object({ message: Type.String(), key: Type.String() }),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502),
      },
    },
    config: perClient,
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const draft = await draftForKey(app, request, request.params.id);
    const data = app.drafts.dataOf(draft);
    const to = recipientOf(data);
    if (!to) throw new ApiError(400, noAddress, { Email: 'required' });
    const key = await sendWithNewKey(request, draft, to, (link) => sessionExpiredMail(context(draft, data), link));
    if (key === null) throw new ApiError(409, 'Your application changed while we were sending the email. Please try again.');
    return { message: `We have emailed a link to your application to ${maskEmail(to)}.`, key };
  });

  /**
   * SPEC §2 link-expired page, §8 'Link expiry request': no key (the person lost it, or the link expired). A new
   * key is emailed to the draft's own address and the expiry is cleared; the answer never holds the key. Works
   * for a link that has not expired too, so a person whose browser lost the key can get back in.
   */
  app.post('/mail/link-expired/:randomId', {
    schema: {
      params: randomIdParams,
      // The message names the address only masked; the new key is only in the email.
      response: { 200: Type.Object({ message: Type.String() }), ...errorResponses(400, 404, 409, 413, 415, 429, 502) },
    },
    config: perClient,
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const limit = await perLink(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new ApiError(429, tooManyRequestsMessage);
    }
    const { randomId } = request.params;
    const draft = isFormLink(randomId) ? await app.drafts.byFormLink(randomId) : undefined;
    if (!draft) throw new ApiError(404, 'We could not find that application link. Please check the address in your email.');
    checkUsable(draft, { expired: true });
    const data = app.drafts.dataOf(draft);
    const to = recipientOf(data);
    if (!to) throw new ApiError(400, noAddress);
    const key = await sendWithNewKey(request, draft, to, (link) => newLinkMail(context(draft, data), link),
      { expired_at: null });
    if (key === null) throw new ApiError(409, 'Your application changed while we were sending the email. Please try again.');
    return { message: `We have emailed a new link to ${maskEmail(to)}.` };
  });
};

export default mailRoutes;
