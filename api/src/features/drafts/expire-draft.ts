import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { withFixedNeed } from '@cards/shared/domain';
import { recipientOf } from '../../platform/mail/links.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { metaForKey } from './access.ts';
import { settleCardDetails } from './card-details.ts';
import { readSave, readVersion, withServerMembers, type DraftData } from './payload.ts';
import { queueDraftMail } from './mail.ts';
import { staleVersion } from './save-draft.ts';
import { cardStepOf } from './steps.ts';

/** The expired draft's id, the reference of its link, and whether the expiry email was queued. */
export interface ExpiredDraft {
  id: number;
  formLink: string;
  emailed: boolean;
}

/**
 * SPEC §7 POST /api/form/{id}/expired, §4 idle handling: the page timed out after the link was sent. Saves
 * the body like PUT (without step checks), marks the link expired and emails the way back: a link to the
 * link-expired page, where the person asks for a new email (the key is not known here to put in a link).
 */
export async function expireDraft(
  app: FastifyInstance, request: FastifyRequest, id: number, body: DraftData,
): Promise<ExpiredDraft> {
  const draft = await metaForKey(app, request, id, { expired: true });
  const version = readVersion(body);
  if (version !== draft.version) throw staleVersion(draft.version);
  const brand = getBrand(draft.company);
  const read = withFixedNeed(readSave(body, brand).typed, brand);
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
}
