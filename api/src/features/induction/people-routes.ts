import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { personForToken } from '../people/person-access.ts';
import { ApiError } from '../../platform/errors.ts';
import { listItems } from './state.ts';
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
    const person = await personForToken(app, request, request.params.id);
    if (person.draft_id !== request.params.formId) throw new ApiError(404, 'There is no such application for this person.');
    const induction = listItems(app, await app.inductions.of({ personId: person.id }));
    return { hasInductions: induction.length > 0, induction };
  });
};

export default inductionPeopleRoutes;
