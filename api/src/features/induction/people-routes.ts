import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { personInductions } from './person-inductions.ts';
import { inductionListSchema } from './schemas.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';

// SPEC §7 GET /api/people/{id}/{formId}/inductions/incomplete: the status page's list of the person's
// inductions (SPEC §4 'Outstanding inductions': the first without a completion date gives the link), with their
// own id_token, as every people call (features/people/person-access.ts); `formId` is their IncompleteFormId.

const params = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
  formId: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
});

const inductionPeopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/people/:id/:formId/inductions/incomplete', {
    schema: {
      params,
      response: { 200: Type.Object({ hasInductions: Type.Boolean(), induction: inductionListSchema }), ...errorResponses(400, 401, 403, 404, 429) },
    },
    config: { rateLimit: routeRateLimit(app.config.saveRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    return personInductions(app, request, request.params.id, request.params.formId);
  });
};

export default inductionPeopleRoutes;
