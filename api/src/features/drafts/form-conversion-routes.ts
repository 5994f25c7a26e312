import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';
import { convertDraft } from './convert-draft.ts';

// SPEC §7 POST /api/form/{id}/people, §4 'Confirming marks the last step complete and triggers conversion': a
// finished draft becomes a person. Answers the person's Id and a one-time VerificationCode, which the page
// exchanges at POST /api/login for its id_token. Only the request that converts the draft gets a code: from then on
// the draft is locked (409 converted, no code), as its key may still be in a browser and a code with the birthdate
// signs in. Made with it: the submission email and, where someone confirms the need, the statement of
// operational need and its email. A brand's fixed need is the person's whatever the draft holds. The work is
// convert-draft.ts.

const answer = Type.Object({ Id: Type.Integer(), VerificationCode: Type.String(), TrackingNumber: Type.String() });

const conversionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/form/:id/people', {
    schema: { params: idParams, response: { 200: answer, ...errorResponses(400, 401, 403, 404, 409, 429) } },
    config: { rateLimit: routeRateLimit(app.config.formRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    return convertDraft(app, request, request.params.id);
  });
};

export default conversionRoutes;
