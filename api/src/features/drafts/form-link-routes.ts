import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../platform/errors.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { draftByLink } from './access.ts';
import { hashKey, newKey, tokenHash } from './keys.ts';
import { errorResponses, noStore, refParams } from '../../platform/route-schemas.ts';
import { now as clockNow } from '../../platform/clock.ts';

// POST /api/form/{ref}/key (SPEC §7 leaves how an emailed link opens a draft to us): an emailed link
// carries a one-time token, never a key. The page that opens it exchanges the token here for a key of its own,
// then takes the token out of the address bar. The token is spent; the draft's other keys keep working, so a page
// still open elsewhere carries on, except after the link expired: then the new key is the only one.

const body = Type.Object({ token: Type.String({ maxLength: 100 }) });

const spent = 'This link has already been used, or is too old. We can email you a new one.';

const formLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/form/:ref/key', {
    schema: { params: refParams, body, response: { 200: Type.Object({ key: Type.String() }), ...errorResponses(400, 401, 404, 429) } },
    config: { rateLimit: routeRateLimit(app.config.formRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const { ref } = request.params;
    const draft = await draftByLink(app, ref);
    const hash = tokenHash(request.body.token);
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
  });
};

export default formLinkRoutes;
