import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { reportRateLimit } from '../../platform/rate-limit.ts';
import { reportedCompany } from '../../platform/request-brand.ts';
import { reportClientError } from './client-errors.ts';
import { errorResponses, noContent } from '../../platform/route-schemas.ts';

// SPEC §7 POST /api/logger: exceptions reported by browsers (payload of SPEC §3 'Error log payload').
// Logged through pino so they reach the same place as server logs, and kept for later reading.

/** SPEC §3 error log payload (ClientErrorReport in @cards/shared/domain). */
const body = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048 }),
  message: Type.String({ minLength: 1, maxLength: 4000 }),
  type: Type.Literal('exception'),
  stackTrace: Type.Optional(Type.String({ maxLength: 16000 })),
  cause: Type.Optional(Type.String({ maxLength: 4000 })),
}, { additionalProperties: false });

const loggerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/logger', {
    schema: { body, response: { 204: noContent, ...errorResponses(400, 413, 415, 429) } },
    config: { rateLimit: reportRateLimit(app.config) },
  }, async (request, reply) => {
    await reportClientError(app, request.log, request.body, { company: reportedCompany(request), userAgent: request.headers['user-agent'] });
    return reply.status(204).send();
  });
};

export default loggerRoutes;
