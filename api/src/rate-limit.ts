import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config, RateLimitSettings } from './config.ts';
import { tooManyRequestsMessage } from './errors.ts';

// Limits apply per route that asks for one (no global limit). The store is in memory; several nodes
// would share a Redis store instead (ARCHITECTURE 'Run time').

/** @fastify/rate-limit for the whole app, so every route (and app.createRateLimit) can ask for a limit. */
export const rateLimits = fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    // The counts go out only with a refusal (Retry-After and the limit): no page reads them below the limit, and
    // three headers on every save were for no one (issue 16).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // Thrown, then shaped by the error handler like every other error; Retry-After is already set.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: tooManyRequestsMessage,
    }),
  });
}, { name: 'rate-limits' });

/** A route's limit from its settings, in the plugin's terms. */
export function routeRateLimit(settings: RateLimitSettings) {
  return { max: settings.max, timeWindow: settings.windowMs };
}

/** Route limit for browser reports: client errors and missed pages. */
export function reportRateLimit(config: Config) {
  return routeRateLimit(config.reportRateLimit);
}
