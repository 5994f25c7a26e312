import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBrand, type Brand, type CardType } from '@cards/shared/brand';
import { cardChangeRefusal, withCardType, withFixedNeed, type Draft } from '@cards/shared/domain';
import { ApiError } from '../../platform/errors.ts';
import { jsonTextOf } from '../../platform/json-body.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { metaForKey } from './access.ts';
import { presentedKeyHash } from './keys.ts';
import { keepsCardRules, settleCardDetails, step3Reference } from './card-details.ts';
import { checkCompletion, readSave, withServerMembers, type DraftData } from './payload.ts';
import { queueFormSaved } from './mail.ts';
import { cardStepOf, savedFormLinkStepOf } from './steps.ts';
import type { DraftRow } from './repository.ts';

// SPEC §7 PUT /api/form/{id}: the autosave. One prepared statement in the usual case (quickSave); otherwise two
// (saveDraft): the row's bookkeeping, then the write guarded by the version the body was based on.

/** The 409 of a save based on a version that is not the draft's latest; `current` is the latest when known. */
export function staleVersion(current: number | undefined): ApiError {
  return new ApiError(409, 'This application was changed in another window. Load the latest copy to carry on.',
    undefined, { reason: 'stale_version', ...(current === undefined ? {} : { version: current }) });
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

/**
 * The usual autosave in one statement: a body that completes no new step, on a draft below the card
 * step. saveDraft would then only check the key, the draft's state and the version, and store what was
 * typed with the step count as it is: drafts.quickSave does the same in its where clause. True when saved;
 * otherwise, refusals included, saveDraft runs and answers as it always has. Not an async function: the
 * handler awaits the store's own promise, with no promise of this function's between them.
 */
export function quickSave(app: FastifyInstance, body: DraftData, key: unknown, id: number, version: number): Promise<boolean> | false {
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

/**
 * Saves `body`, based on `version`, to draft `id` for the holder of one of its keys (X-Form-Key of `request`):
 * each newly completed step must pass its rules, and the first completion of the saved-form step queues its email.
 */
export async function saveDraft(
  app: FastifyInstance, request: FastifyRequest, id: number, body: DraftData, version: number,
): Promise<{ id: number; version: number }> {
  const draft = await metaForKey(app, request, id);
  if (version !== draft.version) throw staleVersion(draft.version);
  const brand = getBrand(draft.company);
  const read = readSave(body, brand);
  // The card the body names, when it changes it, with what the change clears (domain/card-choice.ts).
  const newCard = cardChangeOf(body, draft, brand);
  const row = newCard ? { ...draft, card_type: newCard } : draft;
  // A brand's fixed need is stored whatever the body sent (domain/fixed-need.ts).
  let typed = withFixedNeed(newCard ? changedCard(read.typed, draft, newCard) : read.typed, brand);
  // Progress only moves forward; each newly completed step must pass its rules.
  const completed = Math.max(draft.step_completed, read.stepCompleted ?? draft.step_completed);
  const today = clockNow();
  // The card rules, the codes and the airports' facts are the server's on every save (card-details.ts).
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
  const linkStep = savedFormLinkStepOf(brand);
  const firstCompletion = draft.step_completed < linkStep && completed >= linkStep && !draft.mail_link_sent;
  const saved = firstCompletion || newCard
    ? await app.drafts.transaction(async (drafts, trx) => {
      const changed = await drafts.update(id, {
        data: typed, version: version + 1, step_completed: completed, updated_at: now, ...(newCard ? { card_type: newCard } : {}),
      }, { version });
      queued = firstCompletion && changed && await queueFormSaved(app, drafts, trx, row, typed);
      return changed;
    })
    : await app.drafts.save({ id, version, data: typed, stepCompleted: completed, now });
  if (!saved) throw staleVersion((await app.drafts.meta(id))?.version);
  if (queued) app.mailSender.kick();
  return { id, version: version + 1 };
}
