import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isValidAbn, normaliseAbn } from '@cards/shared/domain';
import { AbnLookupError, type AbnLookup } from '../abn/register.ts';
import { metaForKey } from '../drafts/access.ts';
import { ApiError, errorBody } from '../errors.ts';
import { routeRateLimit } from '../rate-limit.ts';
import { errorResponses, idParams, noStore } from './common.ts';

// SPEC §7 GET /api/form/{id}/lookup-abn/{abn}, §5 'ABN lookup on blur'. Only the holder of a draft's key may ask,
// within a per-client limit, so the lookup is no open way into the register. The ABN's format and check digits
// are checked before any register is asked. Which register answers is app.abnRegister's business (src/abn/).

export const abnMessages = {
  invalid: 'Enter a valid ABN: 11 digits, as on the Australian Business Register.',
  notFound: 'We could not find that ABN on the Australian Business Register.',
  failed: 'We could not check the ABN just now. You can carry on with your application.',
};

const lookupParams = Type.Object({
  id: idParams.properties.id,
  // Checked in the handler, so a wrong ABN gets the `abn` key the page shows; spaces are allowed (SPEC §5).
  abn: Type.String({ maxLength: 200 }),
});

/** SPEC §7: EntityName and AbnStatus, with the ABN looked up and the entity's business names when it has some. */
const abnAnswer = Type.Object({
  Abn: Type.String(),
  EntityName: Type.String(),
  AbnStatus: Type.Union([Type.Literal('Active'), Type.Literal('Cancelled')]),
  BusinessNames: Type.Optional(Type.Array(Type.String())),
});

const abnLookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/form/:id/lookup-abn/:abn', {
    schema: { params: lookupParams, response: { 200: abnAnswer, ...errorResponses(400, 401, 403, 404, 409, 429, 502) } },
    config: { rateLimit: routeRateLimit(app.config.abn.rateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const { id } = request.params;
    await metaForKey(app, request, id);
    const abn = normaliseAbn(request.params.abn);
    if (abn === null || !isValidAbn(abn)) throw new ApiError(400, abnMessages.invalid, { abn: 'abn' });

    let lookup: AbnLookup;
    try {
      lookup = await app.abnRegister.lookup(abn);
    } catch (err) {
      // The page says so and lets the applicant carry on (SPEC §5: a lookup error sets no validity error).
      const failure = err instanceof AbnLookupError ? err.failure : 'unexpected';
      const detail = err instanceof Error ? err.message : String(err);
      request.log.warn({ abnLookup: { draftId: id, register: app.abnRegister.name, failure, detail } }, 'ABN lookup failed');
      // Sent here rather than thrown: the error handler keeps a 5xx to the usual four members, and the page needs
      // the reason. The register being down is logged above as a warning, not as a failure of ours.
      return reply.status(502).send(errorBody(502, abnMessages.failed, undefined, { reason: 'abn_lookup_failed' }));
    }
    if (!lookup.found) throw new ApiError(404, abnMessages.notFound, undefined, { reason: 'abn_not_found' });
    return lookup.details;
  });
};

export default abnLookupRoutes;
