import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';
import { moveDraft } from './move-draft.ts';

// POST /api/form/{id}/move (SPEC §4: on the default brand, only Brisbane, or only Darwin and/or Alice
// Springs, prompts to move; 'accepting saves the form under brand bne or adg with override and redirects to that
// brand's step 4'). The only way a saved draft's brand changes: with its key, from the default brand to the brand
// its airports belong to, with its airports mapped to that brand's ids. Each move is recorded (draft_moves);
// move-draft.ts does it.

const body = Type.Object({
  // An airport office's code; whether these airports are that office's is checked by moveDraft.
  company: Type.String({ minLength: 1, maxLength: 40 }),
  _version: Type.Integer({ minimum: 1 }),
});

const moveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/form/:id/move', {
    schema: {
      params: idParams,
      body,
      response: { 200: Type.Object({ id: Type.Integer(), version: Type.Integer(), company: Type.String() }), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    config: { rateLimit: routeRateLimit(app.config.saveRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    return moveDraft(app, request, request.params.id, request.body.company, request.body._version);
  });
};

export default moveRoutes;
