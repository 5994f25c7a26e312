import type { FastifyInstance } from 'fastify';
import type { ClientErrorReport } from '@cards/shared/domain';
import { reportRateLimit } from '../rate-limit.ts';
import { reportedCompany } from '../web/request-brand.ts';

// SPEC §7 POST /api/logger: exceptions reported by browsers (payload of SPEC §3 'Error log payload').
// Logged through pino so they reach the same place as server logs, and kept for later reading.

const body = {
  type: 'object',
  required: ['url', 'message', 'type'],
  additionalProperties: false,
  properties: {
    url: { type: 'string', minLength: 1, maxLength: 2048 },
    message: { type: 'string', minLength: 1, maxLength: 4000 },
    type: { type: 'string', enum: ['exception'] },
    stackTrace: { type: 'string', maxLength: 16000 },
    cause: { type: 'string', maxLength: 4000 },
  },
} as const;

export default async function loggerRoutes(app: FastifyInstance) {
  app.post<{ Body: ClientErrorReport }>('/logger', {
    schema: { body },
    config: { rateLimit: reportRateLimit(app.config) },
  }, async (request, reply) => {
    const report = request.body;
    const company = reportedCompany(request);
    request.log.warn({ clientError: { ...report, company } }, 'client error reported');
    await app.reports.clientError(report, { company, userAgent: request.headers['user-agent'] });
    return reply.status(204).send();
  });
}
