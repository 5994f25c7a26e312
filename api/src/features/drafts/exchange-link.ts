import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { draftByLink } from './access.ts';
import { hashKey, newKey, tokenHash } from './keys.ts';

const spent = 'This link has already been used, or is too old. We can email you a new one.';

/**
 * Exchanges an emailed link's one-time token (the link's reference `ref` and `token`) for a new key of the page's
 * own. The token is spent; the draft's other keys keep working, except after the link expired: then the new key is
 * the only one.
 */
export async function exchangeLink(app: FastifyInstance, ref: string, token: string): Promise<{ key: string }> {
  const draft = await draftByLink(app, ref);
  const hash = tokenHash(token);
  const key = newKey();
  const now = clockNow().toISOString();
  const exchanged = hash !== null && await app.drafts.transaction(async (drafts) => {
    if (!(await drafts.useToken(draft.id, hash, now))) return false;
    if (draft.expired_at !== null) {
      // The link expired (SPEC §4 idle handling): the pages that held it stay shut out; only this one comes in.
      await drafts.revokeKeys(draft.id);
      await drafts.update(draft.id, { expired_at: null });
    }
    await drafts.addKey(draft.id, hashKey(key), now);
    return true;
  });
  if (!exchanged) throw new ApiError(401, spent, undefined, { reason: 'link_expired', randomId: draft.form_link });
  return { key };
}
