import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Brand } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import { firstSaveErrors, renewQuickStartErrors } from '@cards/shared/validation';
import { ApiError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import { requestCardType } from '../../platform/request-brand.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { hashKey, newFormLink, newKey } from './keys.ts';
import { settleCardDetails } from './card-details.ts';
import { mayAnswerAgain, requestKeyHashOf } from './create-retry.ts';
import { checkCompletion, draftAnswer, invalid, readSave, withServerMembers, type DraftData } from './payload.ts';
import { newDraftData } from './presets.ts';
import { queueFormSaved } from './mail.ts';
import { cardStepOf, savedFormLinkStepOf } from './steps.ts';
import type { DraftCreation, DraftRow } from './repository.ts';

// SPEC §7 POST /api/form: a new draft for a brand, answered with its key, once. Sent again with the same
// Idempotency-Key after its answer was lost, the draft it made answers again (create-retry.ts).

/** The answer: 201 for a new draft, 200 for the one an earlier create with the same Idempotency-Key made. */
export interface CreatedDraft {
  status: 200 | 201;
  body: { id: number; key: string; form: Draft };
}

/**
 * SPEC §1: a brand that is invitation only (the postal partner) makes no draft by POST /api/form, a renewal's
 * included: its drafts are made by the invitation (`ops invite`), whose link opens them.
 */
function invitationRequired(brand: Brand): ApiError {
  return new ApiError(403, `Applying through ${brand.name} needs an invitation. Please open the link in your invitation email.`,
    undefined, { reason: 'invitation_required' });
}

/**
 * SPEC §4 'Renew quick save': a new draft that is a renewal started on /renew and passes the quick start's rules,
 * checked as the page checks them, with the server's issuing bodies (docs/decisions.md 'A renewal's email'). Such a
 * draft is created with the saved-form email; a renewal that does not pass is saved like any autosave.
 */
async function isRenewQuickStart(app: FastifyInstance, draft: Draft): Promise<boolean> {
  if (draft._renew !== true) return false;
  const reference = { issuingBodies: await app.referenceData.issuingBodies() };
  return Object.keys(renewQuickStartErrors(draft, { today: clockNow(), reference })).length === 0;
}

/** The draft an earlier create with the same Idempotency-Key made, under a new key of this page's (200). */
async function answerAgain(app: FastifyInstance, draft: DraftRow): Promise<CreatedDraft> {
  const key = newKey();
  await app.drafts.addKey(draft.id, hashKey(key), clockNow().toISOString());
  return { status: 200, body: { id: draft.id, key, form: draftAnswer(draft, app.drafts.dataOf(draft)) } };
}

/** A new draft of `brand` from the body of `request` (its Idempotency-Key and X-Website-Type read too). */
export async function createDraft(app: FastifyInstance, request: FastifyRequest, brand: Brand, body: DraftData): Promise<CreatedDraft> {
  if (brand.flags.invitationOnly) throw invitationRequired(brand);
  // SPEC §5: a draft is made only from what the page itself would save first (the same rule, firstSaveErrors).
  const firstSave = firstSaveErrors(body);
  if (Object.keys(firstSave).length > 0) throw invalid(firstSave);
  const requestKeyHash = requestKeyHashOf(request);
  const answers = (creation: DraftCreation | undefined): creation is DraftCreation =>
    creation !== undefined && mayAnswerAgain(creation, brand, clockNow(), app.config.createRetryWindowMs);
  const earlier = requestKeyHash === undefined ? undefined : await app.drafts.createdBy(requestKeyHash);
  if (answers(earlier)) return answerAgain(app, earlier.draft);
  // A key that made a draft which may not answer again (another brand, saved since, too long ago) is not noted again.
  const noteAs = earlier ? undefined : requestKeyHash;
  const cardType = requestCardType(request, brand);
  const { typed, stepCompleted = 0 } = readSave(body, brand);
  const server = { company: brand.code, card_type: cardType, company_id: brand.companyId ?? null };
  // A new draft keeps the card rules as every save does (card-details.ts).
  const preset = newDraftData(typed, brand);
  const data = await settleCardDetails(app, preset, withServerMembers(preset, server), brand, clockNow(),
    { completing: stepCompleted >= cardStepOf(brand), atCardStep: stepCompleted >= cardStepOf(brand) });
  if (stepCompleted > 0) checkCompletion(0, stepCompleted, withServerMembers(data, server), brand, clockNow(), app.localities.known);

  const renewal = stepCompleted === 0 && await isRenewQuickStart(app, withServerMembers(data, server));
  const key = newKey();
  let row: DraftRow;
  try {
    row = await app.drafts.transaction(async (drafts, trx) => {
      const inserted = await drafts.insert({
        ...server, data, step_completed: stepCompleted, form_link: newFormLink(), key_hash: hashKey(key),
      });
      if (noteAs !== undefined) await drafts.noteCreation(inserted.id, noteAs, inserted.created_at);
      // A draft may arrive with the step that sends the link complete: that is its first completion (SPEC §4); or
      // as a renewal.
      const sent = (stepCompleted >= savedFormLinkStepOf(brand) || renewal) && await queueFormSaved(app, drafts, trx, inserted, data);
      return sent ? { ...inserted, mail_link_sent: 1 } : inserted;
    });
  } catch (err) {
    // The same create in flight twice (sent again before the first was answered): the first to be stored answers both.
    const first = noteAs !== undefined && isUniqueViolation(err) ? await app.drafts.createdBy(noteAs) : undefined;
    if (!answers(first)) throw err;
    return answerAgain(app, first.draft);
  }
  if (row.mail_link_sent) app.mailSender.kick();
  return { status: 201, body: { id: row.id, key, form: draftAnswer(row, data) } };
}
