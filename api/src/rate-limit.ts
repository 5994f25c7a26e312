import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config.ts';
import { tooManyRequestsMessage } from './errors.ts';

// Limits apply per route that asks for one (no global limit). The store is in memory; several nodes
// would share a Redis store instead (ARCHITECTURE 'Run time').

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Thrown, then shaped by the error handler like every other error; Retry-After is already set.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: tooManyRequestsMessage,
    }),
  });
}

/** Route limit for browser reports: client errors and missed pages. */
export function reportRateLimit(config: Config) {
  return { max: config.reportRateLimit.max, timeWindow: config.reportRateLimit.windowMs };
}
