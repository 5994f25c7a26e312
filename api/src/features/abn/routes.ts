import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { metaForKey } from '../drafts/access.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';
import { abnAnswer, askRegister, checkedAbn, lookupFailed } from './service.ts';

// SPEC §7 GET /api/form/{id}/lookup-abn/{abn}, §5 'ABN lookup on blur'. Only the holder of a draft's key may ask,
// within a per-client limit, so the lookup is no open way into the register. The ABN's format and check digits
// are checked before any register is asked. Which register answers is app.abnRegister's business (register.ts and its kinds).

const lookupParams = Type.Object({
  id: idParams.properties.id,
  // Checked in the handler, so a wrong ABN gets the `abn` key the page shows; spaces are allowed (SPEC §5).
  abn: Type.String({ maxLength: 200 }),
});

const abnLookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/form/:id/lookup-abn/:abn', {
    schema: { params: lookupParams, response: { 200: abnAnswer, ...errorResponses(400, 401, 403, 404, 409, 429, 502) } },
    config: { rateLimit: routeRateLimit(app.config.abn.rateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const { id } = request.params;
    await metaForKey(app, request, id);
    const details = await askRegister(app, request, checkedAbn(request.params.abn), { draftId: id });
    return details === 'failed' ? lookupFailed(reply) : details;
  });
};

export default abnLookupRoutes;
