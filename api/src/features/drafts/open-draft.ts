import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Draft } from '@cards/shared/domain';
import { ApiError } from '../../platform/errors.ts';
import { checkKey, draftByLink, messages, presentedKey } from './access.ts';
import { draftAnswer, sentDraftAnswer } from './payload.ts';

/**
 * SPEC §7 GET /api/form/{ref}, §4 'Form loading errors': the draft of an emailed link's reference, for the holder of
 * one of its keys (X-Form-Key of `request`). The link's state is told before the key is asked for: the reference
 * alone is what the link-expired page needs.
 */
export async function openDraft(app: FastifyInstance, request: FastifyRequest, ref: string): Promise<Draft> {
  const draft = await draftByLink(app, ref);
  if (draft.expired_at !== null) {
    throw new ApiError(401, messages.linkExpired, undefined, { reason: 'link_expired', randomId: draft.form_link });
  }
  // SPEC §4 'A completed form opened again … redirects to status': a sent draft's link says only that, key or not.
  // Its key is forgotten by the page once sent, and a copied one reads nothing of the application.
  if (draft.converted) return sentDraftAnswer(draft);
  await checkKey(app, presentedKey(request, draft.form_link), draft.id);
  return draftAnswer(draft, app.drafts.dataOf(draft));
}
