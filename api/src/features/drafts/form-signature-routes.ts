import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { SIGNATURE_BODY_LIMIT } from '../opneed/signature.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';
import { draftSignature, saveDraftSignature } from './draft-signature.ts';

// SPEC §7 POST /api/form/{id}/save-signature and GET /api/form/{id}/get-signature: a self-employed
// applicant or private pilot signs the statement of operational need inside the wizard. The picture is checked as
// the signer's is (features/opneed/signature.ts) and kept with the draft; its name is the draft's `_signatureFile`, which only
// this route sets. The conversion makes the signed statement from it.

// Any value: a missing or wrong signature answers with the `signature` key, as the page shows it.
const body = Type.Object({ signature: Type.Optional(Type.Unknown()) }, { additionalProperties: false });

const formSignatureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = routeRateLimit(app.config.saveRateLimit);

  app.post('/api/form/:id/save-signature', {
    schema: { params: idParams, body, response: { 200: Type.Object({ _signatureFile: Type.String() }), ...errorResponses(400, 401, 403, 404, 409, 413, 429) } },
    config: { rateLimit },
    bodyLimit: SIGNATURE_BODY_LIMIT,
  }, async (request, reply) => {
    noStore(reply);
    return saveDraftSignature(app, request, request.params.id, request.body.signature);
  });

  app.get('/api/form/:id/get-signature', {
    schema: { params: idParams, response: { 200: Type.Object({ data: Type.String() }), ...errorResponses(400, 401, 403, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    return draftSignature(app, request, request.params.id);
  });
};

export default formSignatureRoutes;
