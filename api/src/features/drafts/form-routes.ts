import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { getBrand, type Brand, type CardType } from '@cards/shared/brand';
import { Type } from 'typebox';
import { DraftSchema, cardChangeRefusal, withCardType, withFixedNeed, type Draft } from '@cards/shared/domain';
import { firstSaveErrors, renewQuickStartErrors, stepNumberWith, stepsFor } from '@cards/shared/validation';
import { draftBodyCompiler } from './body-validation.ts';
import { ApiError } from '../../platform/errors.ts';
import { reportRateLimit, routeRateLimit } from '../../platform/rate-limit.ts';
import { checkKey, draftByLink, metaForKey, messages, presentedKey } from './access.ts';
import { hashKey, newFormLink, newKey, presentedKeyHash } from './keys.ts';
import { keepsCardRules, settleCardDetails, step3Reference } from './card-details.ts';
import { mayAnswerAgain, requestKeyHashOf } from './create-retry.ts';
import { checkCompletion, draftAnswer, invalid, readSave, readVersion, sentDraftAnswer, withServerMembers, type DraftData } from './payload.ts';
import { jsonTextOf } from '../../platform/json-body.ts';
import type { DraftCreation, DraftQueries, DraftRow } from './repository.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Kysely } from 'kysely';
import { newDraftData } from './presets.ts';
import { queueDraftMail } from './mail.ts';
import { recipientOf } from '../../platform/mail/links.ts';
import { requestBrand, requestCardType } from '../../platform/request-brand.ts';
import { errorResponses, idParams, noContent, noStore, refParams } from '../../platform/route-schemas.ts';
import { now as clockNow } from '../../platform/clock.ts';

// SPEC §7 draft calls: POST /api/form, GET /api/form/{ref}, PUT /api/form/{id}, POST /api/form/{id}/expired and
// POST /api/form/{id}/error. Access rules are in features/drafts/access.ts, what a body may change in features/drafts/payload.ts.

/** The one draft schema of @cards/shared: bodies are refused by it before any handler (draftBodyCompiler). */
const draftBody = DraftSchema;

/** The draft in an answer: the same schema, so the answer's type and its members are the draft's. */
const draftAnswerSchema = DraftSchema;


/** Other members are ignored, not stored: a report is not refused over something the page added. */
const errorReportBody = Type.Object({
  error: Type.String({ minLength: 1, maxLength: 4000 }),
  user: Type.Optional(Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()])),
});

/** What a draft call can answer besides success (SPEC §4 'Form loading errors'); 413, 415 for bodies, 429 limits. */
const draftErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);

/** The largest draft copy an error report may carry, as JSON text. */
const maxReportedDraft = 64 * 1024;

type DraftMailTarget = Pick<DraftRow, 'id' | 'company' | 'card_type' | 'form_link'>;


/**
 * SPEC §1: a brand that is invitation only (the postal partner) makes no draft by POST /api/form, a renewal's
 * included: its drafts are made by the invitation (`ops invite`), whose link opens them.
 */
function invitationRequired(brand: Brand): ApiError {
  return new ApiError(403, `Applying through ${brand.name} needs an invitation. Please open the link in your invitation email.`,
    undefined, { reason: 'invitation_required' });
}

function staleVersion(current: number | undefined): ApiError {
  return new ApiError(409, 'This application was changed in another window. Load the latest copy to carry on.',
    undefined, { reason: 'stale_version', ...(current === undefined ? {} : { version: current }) });
}

const cardSteps = new Map<string, number>();
/** The number of the brand's step that asks for the card (form-steps.ts): from its completion, the card rules apply in full. */
function cardStepOf(brand: Brand): number {
  let number = cardSteps.get(brand.code);
  if (number === undefined) cardSteps.set(brand.code, number = stepNumberWith(stepsFor(brand), 'asksCard'));
  return number;
}

/**
 * The card type a save's body changes the draft to, or undefined when it names the draft's own (or none).
 * The change is refused, naming the field and the reason, when the shared rule (cardChangeRefusal) does not allow it.
 */
function cardChangeOf(body: DraftData, draft: Pick<DraftRow, 'card_type' | 'step_completed'>, brand: Brand): CardType | undefined {
  const to = body._cardType;
  if ((to !== 'asic' && to !== 'msic') || to === draft.card_type) return undefined;
  const refusal = cardChangeRefusal({ _cardType: draft.card_type as CardType, _stepCompleted: draft.step_completed }, to, brand);
  if (refusal === 'not_issued') {
    throw new ApiError(400, `${brand.name} does not issue that card.`, { _cardType: 'invalid' }, { reason: 'card_not_issued' });
  }
  if (refusal === 'too_late') {
    throw new ApiError(400, 'The card cannot be changed once the card details are complete. Start a new application for the other card.',
      { _cardType: 'invalid' }, { reason: 'card_fixed' });
  }
  return to;
}

/** What a body typed, with what changing the draft's card to `to` clears; the card itself goes in the row's column. */
function changedCard(typed: DraftData, draft: Pick<DraftRow, 'card_type'>, to: CardType): DraftData {
  const { _cardType: _server, ...changed } = withCardType({ ...(typed as Draft), _cardType: draft.card_type as CardType }, to);
  return changed as DraftData;
}

const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * Queues the saved-form email of a draft whose step 1 was just completed (or a renewal just started), and marks
   * it sent; false if not queued.
   */
  async function queueFormSaved(drafts: DraftQueries, trx: Kysely<Database>, draft: DraftMailTarget, data: DraftData) {
    const to = recipientOf(data);
    if (!to) return false;
    const queued = await queueDraftMail(app, drafts, trx, { kind: 'form-saved', draft, data, to });
    if (queued.queued) await drafts.update(draft.id, { mail_link_sent: 1 });
    return queued.queued;
  }

  /**
   * SPEC §4 'Renew quick save': a new draft that is a renewal started on /renew and passes the quick start's rules,
   * checked as the page checks them, with the server's issuing bodies (docs/decisions.md 'A renewal's email'). Such a
   * draft is created with the saved-form email; a renewal that does not pass is saved like any autosave.
   */
  async function isRenewQuickStart(draft: Draft): Promise<boolean> {
    if (draft._renew !== true) return false;
    const reference = { issuingBodies: await app.referenceData.issuingBodies() };
    return Object.keys(renewQuickStartErrors(draft, { today: clockNow(), reference })).length === 0;
  }

  /**
   * The usual autosave in one statement: a body that completes no new step, on a draft below the card
   * step. PUT's longer path would then only check the key, the draft's state and the version, and store what was
   * typed with the step count as it is: drafts.quickSave does the same in its where clause. True when saved;
   * otherwise, refusals included, the longer path runs and answers as it always has. Not an async function: the
   * handler awaits the store's own promise, with no promise of this function's between them.
   */
  function quickSave(body: DraftData, key: unknown, id: number, version: number): Promise<boolean> | false {
    const claimed = body._stepCompleted ?? 0;
    if (typeof key !== 'string' || key === '' || typeof claimed !== 'number' || !Number.isInteger(claimed) || claimed < 0) return false;
    // Only a body the card rules would leave as it is, for the brand and card type its row has.
    const owner = keepsCardRules(body, clockNow(), app.referenceData);
    if (!owner) return false;
    const belowStep = cardStepOf(getBrand(owner.company));
    return app.drafts.quickSave({
      id, keyHash: presentedKeyHash(key), version, body, bodyText: jsonTextOf(body), fromStep: claimed, belowStep,
      company: owner.company, cardType: owner.cardType, now: clockNow().toISOString(),
    });
  }

  /** The draft an earlier create with the same Idempotency-Key made, under a new key of this page's (200). */
  async function answerAgain(reply: FastifyReply, draft: DraftRow) {
    const key = newKey();
    await app.drafts.addKey(draft.id, hashKey(key), clockNow().toISOString());
    noStore(reply).status(200);
    return { id: draft.id, key, form: draftAnswer(draft, app.drafts.dataOf(draft)) };
  }

  const createdAnswer = Type.Object({ id: Type.Integer(), key: Type.String(), form: draftAnswerSchema });

  /**
   * SPEC §7 POST /api/form: a new draft for the brand of X-Company; answers its key, once. Sent again with the same
   * Idempotency-Key after its answer was lost, it answers the draft it made, with 200 (features/drafts/create-retry.ts).
   */
  app.post('/api/form', {
    schema: {
      body: draftBody,
      response: { 201: createdAnswer, 200: createdAnswer, ...errorResponses(400, 403, 413, 415, 429) },
    },
    validatorCompiler: draftBodyCompiler({ versioned: false }),
    config: { rateLimit: routeRateLimit(app.config.formRateLimit) },
  }, async (request, reply) => {
    const brand = requestBrand(request);
    if (brand.flags.invitationOnly) throw invitationRequired(brand);
    // SPEC §5: a draft is made only from what the page itself would save first (the same rule, firstSaveErrors).
    const firstSave = firstSaveErrors(request.body);
    if (Object.keys(firstSave).length > 0) throw invalid(firstSave);
    const requestKeyHash = requestKeyHashOf(request);
    const answers = (creation: DraftCreation | undefined): creation is DraftCreation =>
      creation !== undefined && mayAnswerAgain(creation, brand, clockNow(), app.config.createRetryWindowMs);
    const earlier = requestKeyHash === undefined ? undefined : await app.drafts.createdBy(requestKeyHash);
    if (answers(earlier)) return answerAgain(reply, earlier.draft);
    // A key that made a draft which may not answer again (another brand, saved since, too long ago) is not noted again.
    const noteAs = earlier ? undefined : requestKeyHash;
    const cardType = requestCardType(request, brand);
    const { typed, stepCompleted = 0 } = readSave(request.body, brand);
    const server = { company: brand.code, card_type: cardType, company_id: brand.companyId ?? null };
    // A new draft keeps the card rules as every save does (features/drafts/card-details.ts).
    const preset = newDraftData(typed, brand);
    const data = await settleCardDetails(app, preset, withServerMembers(preset, server), brand, clockNow(),
      { completing: stepCompleted >= cardStepOf(brand), atCardStep: stepCompleted >= cardStepOf(brand) });
    if (stepCompleted > 0) checkCompletion(0, stepCompleted, withServerMembers(data, server), brand, clockNow(), app.localities.known);

    const renewal = stepCompleted < 1 && await isRenewQuickStart(withServerMembers(data, server));
    const key = newKey();
    let row: DraftRow;
    try {
      row = await app.drafts.transaction(async (drafts, trx) => {
        const inserted = await drafts.insert({
          ...server, data, step_completed: stepCompleted, form_link: newFormLink(), key_hash: hashKey(key),
        });
        if (noteAs !== undefined) await drafts.noteCreation(inserted.id, noteAs, inserted.created_at);
        // A draft may arrive with step 1 complete: that is its first completion (SPEC §4); or as a renewal.
        const sent = (stepCompleted >= 1 || renewal) && await queueFormSaved(drafts, trx, inserted, data);
        return sent ? { ...inserted, mail_link_sent: 1 } : inserted;
      });
    } catch (err) {
      // The same create in flight twice (sent again before the first was answered): the first to be stored answers both.
      const first = noteAs !== undefined && isUniqueViolation(err) ? await app.drafts.createdBy(noteAs) : undefined;
      if (!answers(first)) throw err;
      return answerAgain(reply, first.draft);
    }
    if (row.mail_link_sent) app.mailSender.kick();
    noStore(reply).status(201);
    return { id: row.id, key, form: draftAnswer(row, data) };
  });

  /**
   * SPEC §7 GET /api/form/{ref}, §4 'Form loading errors'. The link's state is told before the key is asked
   * for: the reference alone is what the link-expired page needs.
   */
  app.get('/api/form/:ref', {
    schema: { params: refParams, response: { 200: draftAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) } },
    config: { rateLimit: routeRateLimit(app.config.saveRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const { ref } = request.params;
    const draft = await draftByLink(app, ref);
    if (draft.expired_at !== null) {
      throw new ApiError(401, messages.linkExpired, undefined, { reason: 'link_expired', randomId: draft.form_link });
    }
    // SPEC §4 'A completed form opened again … redirects to status': a sent draft's link says only that, key or not.
    // Its key is forgotten by the page once sent, and a copied one reads nothing of the application.
    if (draft.converted) return sentDraftAnswer(draft);
    await checkKey(app, presentedKey(request, draft.form_link), draft.id);
    return draftAnswer(draft, app.drafts.dataOf(draft));
  });

  /**
   * SPEC §7 PUT /api/form/{id}: the autosave. One prepared statement in the usual case (quickSave); otherwise two:
   * the row's bookkeeping, then the write guarded by the version the body was based on.
   */
  app.put('/api/form/:id', {
    schema: {
      params: idParams,
      body: draftBody,
      response: { 200: Type.Object({ id: Type.Integer(), version: Type.Integer() }), ...draftErrors },
    },
    validatorCompiler: draftBodyCompiler({ versioned: true }),
    config: { rateLimit: routeRateLimit(app.config.saveRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const { id } = request.params;
    const version = readVersion(request.body);
    if (await quickSave(request.body, request.headers['x-form-key'], id, version)) return { id, version: version + 1 };
    const draft = await metaForKey(app, request, id);
    if (version !== draft.version) throw staleVersion(draft.version);
    const brand = getBrand(draft.company);
    const read = readSave(request.body, brand);
    // The card the body names, when it changes it, with what the change clears (domain/card-choice.ts).
    const newCard = cardChangeOf(request.body, draft, brand);
    const row = newCard ? { ...draft, card_type: newCard } : draft;
    // A brand's fixed need is stored whatever the body sent (domain/fixed-need.ts).
    let typed = withFixedNeed(newCard ? changedCard(read.typed, draft, newCard) : read.typed, brand);
    // Progress only moves forward; each newly completed step must pass its rules.
    const completed = Math.max(draft.step_completed, read.stepCompleted ?? draft.step_completed);
    const today = clockNow();
    // The card rules, the codes and the airports' facts are the server's on every save (features/drafts/card-details.ts).
    typed = await settleCardDetails(app, typed, withServerMembers(typed, row), brand, today, {
      completing: completed > draft.step_completed && completed >= cardStepOf(brand), atCardStep: completed >= cardStepOf(brand),
    });
    if (completed > draft.step_completed) {
      checkCompletion(draft.step_completed, completed, withServerMembers(typed, row), brand, today, app.localities.known,
        completed >= cardStepOf(brand) ? await step3Reference(app) : undefined);
    }
    const now = clockNow().toISOString();
    // SPEC §4: the first completion of the step that sends the saved-form email sends it, once, queued with the save.
    let queued = false;
    const linkStep = stepNumberWith(stepsFor(brand), 'sendsSavedFormLink');
    const firstCompletion = draft.step_completed < linkStep && completed >= linkStep && !draft.mail_link_sent;
    const saved = firstCompletion || newCard
      ? await app.drafts.transaction(async (drafts, trx) => {
        const changed = await drafts.update(id, {
          data: typed, version: version + 1, step_completed: completed, updated_at: now, ...(newCard ? { card_type: newCard } : {}),
        }, { version });
        queued = firstCompletion && changed && await queueFormSaved(drafts, trx, row, typed);
        return changed;
      })
      : await app.drafts.save({ id, version, data: typed, stepCompleted: completed, now });
    if (!saved) throw staleVersion((await app.drafts.meta(id))?.version);
    if (queued) app.mailSender.kick();
    return { id, version: version + 1 };
  });

  /**
   * SPEC §7 POST /api/form/{id}/expired, §4 idle handling: the page timed out after the link was sent. Saves
   * the body like PUT (without step checks), marks the link expired and emails the way back: a link to the
   * link-expired page, where the person asks for a new email (the key is not known here to put in a link).
   */
  app.post('/api/form/:id/expired', {
    schema: {
      params: idParams,
      body: draftBody,
      response: { 200: Type.Object({ id: Type.Integer(), formLink: Type.String(), emailed: Type.Boolean() }), ...draftErrors },
    },
    validatorCompiler: draftBodyCompiler({ versioned: true }),
    config: { rateLimit: routeRateLimit(app.config.mailRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const { id } = request.params;
    const draft = await metaForKey(app, request, id, { expired: true });
    const version = readVersion(request.body);
    if (version !== draft.version) throw staleVersion(draft.version);
    const brand = getBrand(draft.company);
    const read = withFixedNeed(readSave(request.body, brand).typed, brand);
    const typed = await settleCardDetails(app, read, withServerMembers(read, draft), brand, clockNow(),
      { atCardStep: draft.step_completed >= cardStepOf(brand) });
    const now = clockNow().toISOString();
    const to = recipientOf(typed);
    // The save, the expiry and the expiry email go together (the email used to be lost when SMTP failed).
    const saved = await app.drafts.transaction(async (drafts, trx) => {
      const changed = await drafts.update(id, {
        data: typed, version: version + 1, updated_at: now, expired_at: draft.expired_at ?? now,
      }, { version });
      if (!changed) return null;
      if (draft.expired_at !== null || !to) return { emailed: false };
      const queued = await queueDraftMail(app, drafts, trx, { kind: 'link-expired', draft, data: typed, to });
      // Over the limits the draft is still saved and expired: the person can ask for a new link.
      if (!queued.queued) request.log.warn({ draftId: id, reason: queued.reason }, 'link expiry email not queued');
      return { emailed: queued.queued };
    });
    if (!saved) throw staleVersion((await app.drafts.meta(id))?.version);
    if (saved.emailed) app.mailSender.kick();
    // `emailed`: whether the expiry email was queued, so the page says so only then.
    return { id, formLink: draft.form_link, emailed: saved.emailed };
  });

  /** SPEC §7 POST /api/form/{id}/error: a page reports a failure with its draft (e.g. conversion, SPEC §4). */
  app.post('/api/form/:id/error', {
    schema: {
      params: idParams,
      body: errorReportBody,
      // No 409: a report about a converted or expired draft is taken.
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
    },
    config: { rateLimit: reportRateLimit(app.config) },
  }, async (request, reply) => {
    const { id } = request.params;
    const draft = await metaForKey(app, request, id, { expired: true, converted: true });
    const { error, user } = request.body;
    const userData = user ? JSON.stringify(user) : null;
    if (userData && userData.length > maxReportedDraft) throw new ApiError(400, 'The report is too long.', { user: 'maxlength' });
    // The report's text may quote what the applicant typed: it is kept with the draft in form_errors, not logged.
    request.log.warn({ formError: { draftId: id, company: draft.company } }, 'form error reported');
    await app.reports.formError({
      draftId: id, error, userData, company: draft.company, userAgent: request.headers['user-agent'],
    });
    return reply.status(204).send();
  });
};

export default formRoutes;
