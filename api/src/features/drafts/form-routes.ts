import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DraftSchema } from '@cards/shared/domain';
import { draftBodyCompiler } from './body-validation.ts';
import { readVersion } from './payload.ts';
import { createDraft } from './create-draft.ts';
import { openDraft } from './open-draft.ts';
import { quickSave, saveDraft } from './save-draft.ts';
import { expireDraft } from './expire-draft.ts';
import { reportFormError } from './report-form-error.ts';
import { reportRateLimit, routeRateLimit } from '../../platform/rate-limit.ts';
import { requestBrand } from '../../platform/request-brand.ts';
import { errorResponses, idParams, noContent, noStore, refParams } from '../../platform/route-schemas.ts';

// SPEC §7 draft calls: POST /api/form, GET /api/form/{ref}, PUT /api/form/{id}, POST /api/form/{id}/expired and
// POST /api/form/{id}/error. Access rules are in features/drafts/access.ts, what a body may change in features/drafts/payload.ts,
// and each call's work in its service (create-draft.ts, open-draft.ts, save-draft.ts, expire-draft.ts, report-form-error.ts).

/** The one draft schema of @cards/shared: bodies are refused by it before any handler (draftBodyCompiler). */
const draftBody = DraftSchema;

/** The draft in an answer: the same schema, so the answer's type and its members are the draft's. */
const draftAnswerSchema = DraftSchema;

/** Other members are ignored, not stored: a report is not refused over something the page added. */
const errorReportBody = Type.Object({
  error: Type.String({ minLength: 1, maxLength: 4000 }),
  user: Type.Optional(Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()])),
});

/** What a draft call can answer besides success (SPEC §4 'Form loading errors'); 413, 415 for bodies, 429 limits. */
const draftErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);

const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const createdAnswer = Type.Object({ id: Type.Integer(), key: Type.String(), form: draftAnswerSchema });

  /**
   * SPEC §7 POST /api/form: a new draft for the brand of X-Company; answers its key, once. Sent again with the same
   * Idempotency-Key after its answer was lost, it answers the draft it made, with 200 (features/drafts/create-retry.ts).
   */
  app.post('/api/form', {
    schema: {
      body: draftBody,
      response: { 201: createdAnswer, 200: createdAnswer, ...errorResponses(400, 403, 413, 415, 429) },
    },
    validatorCompiler: draftBodyCompiler({ versioned: false }),
    config: { rateLimit: routeRateLimit(app.config.formRateLimit) },
  }, async (request, reply) => {
    const created = await createDraft(app, request, requestBrand(request), request.body);
    noStore(reply).status(created.status);
    return created.body;
  });

  app.get('/api/form/:ref', {
    schema: { params: refParams, response: { 200: draftAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) } },
    config: { rateLimit: routeRateLimit(app.config.saveRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    return openDraft(app, request, request.params.ref);
  });

  /** SPEC §7 PUT /api/form/{id}: the autosave; the quick path is awaited here, with no promise of a service's between. */
  app.put('/api/form/:id', {
    schema: {
      params: idParams,
      body: draftBody,
      response: { 200: Type.Object({ id: Type.Integer(), version: Type.Integer() }), ...draftErrors },
    },
    validatorCompiler: draftBodyCompiler({ versioned: true }),
    config: { rateLimit: routeRateLimit(app.config.saveRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const { id } = request.params;
    const version = readVersion(request.body);
    if (await quickSave(app, request.body, request.headers['x-form-key'], id, version)) return { id, version: version + 1 };
    return saveDraft(app, request, id, request.body, version);
  });

  app.post('/api/form/:id/expired', {
    schema: {
      params: idParams,
      body: draftBody,
      response: { 200: Type.Object({ id: Type.Integer(), formLink: Type.String(), emailed: Type.Boolean() }), ...draftErrors },
    },
    validatorCompiler: draftBodyCompiler({ versioned: true }),
    config: { rateLimit: routeRateLimit(app.config.mailRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    return expireDraft(app, request, request.params.id, request.body);
  });

  app.post('/api/form/:id/error', {
    schema: {
      params: idParams,
      body: errorReportBody,
      // No 409: a report about a converted or expired draft is taken.
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
    },
    config: { rateLimit: reportRateLimit(app.config) },
  }, async (request, reply) => {
    await reportFormError(app, request, request.params.id, request.body);
    return reply.status(204).send();
  });
};

export default formRoutes;
