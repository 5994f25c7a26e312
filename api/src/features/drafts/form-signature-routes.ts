import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../platform/errors.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { metaForKey, messages } from './access.ts';
import { SIGNATURE_BODY_LIMIT, readSignature, signatureDataUrl } from '../opneed/signature.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';
import { now as clockNow } from '../../platform/clock.ts';

// SPEC §7 POST /api/form/{id}/save-signature and GET /api/form/{id}/get-signature: a self-employed
// applicant or private pilot signs the statement of operational need inside the wizard. The picture is checked as
// the signer's is (features/opneed/signature.ts) and kept with the draft; its name is the draft's `_signatureFile`, which only
// this route sets. The conversion makes the signed statement from it.

const badSignature = 'The signature could not be read. Sign again, or type your full name as your signature.';

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
    const { id } = request.params;
    await metaForKey(app, request, id);
    const png = readSignature(request.body.signature);
    if (!png) throw new ApiError(400, badSignature, { signature: 'signature' });
    const fileName = `${randomBytes(12).toString('base64url')}.png`;
    // Converted meanwhile: the statement was made without this picture.
    if (!(await app.opNeedForms.saveDraftSignature(id, fileName, png, clockNow()))) {
      throw new ApiError(409, messages.converted, undefined, { reason: 'converted' });
    }
    return { _signatureFile: fileName };
  });

  app.get('/api/form/:id/get-signature', {
    schema: { params: idParams, response: { 200: Type.Object({ data: Type.String() }), ...errorResponses(400, 401, 403, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    const { id } = request.params;
    await metaForKey(app, request, id, { converted: true });
    const saved = await app.opNeedForms.draftSignature(id);
    if (!saved) throw new ApiError(404, 'There is no signature saved with this application.');
    return { data: signatureDataUrl(saved.png) };
  });
};

export default formSignatureRoutes;
