import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { RateLimitSettings } from './env.ts';
import { ApiError, RetryLaterError, tooManyRequests } from './errors.ts';

// Limits apply per route that asks for one (no global limit). The counts are kept in this process's memory, or in
// Redis when REDIS_URL is set, so that api processes behind one load balancer count a client's requests together.
// Should Redis be down or slow, a request goes on uncounted rather than failing: the limits per
// tracking number and per draft that guard sign-in codes and mail are counted in the database, on every node.

/** The Redis connection of the counts: commands fail at once while it is down, instead of queueing. */
function redisForCounts(url: string, timeoutMs: number, log: FastifyBaseLogger) {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: timeoutMs,
    connectTimeout: timeoutMs * 4,
    maxRetriesPerRequest: 0,
  });
  // One line when the connection is lost (or never made) and one when it is back, not one per reconnection attempt.
  let state: 'starting' | 'up' | 'down' | 'closing' = 'starting';
  const lost = (err?: Error) => {
    if (state === 'down' || state === 'closing') return;
    state = 'down';
    log.warn(err ? { err: { message: err.message } } : {}, 'Redis is unreachable: rate limits are not counted until it is back');
  };
  redis.on('ready', () => {
    state = 'up';
    log.info('rate limits are counted in Redis');
  });
  redis.on('close', () => lost());
  redis.on('error', lost);
  return {
    redis,
    close() {
      state = 'closing';
      redis.disconnect();
    },
  };
}

/** @fastify/rate-limit for the whole app, so every route (and app.createRateLimit) can ask for a limit. */
export const rateLimits = fp(async (app) => {
  const { redisUrl, redisTimeoutMs } = app.config;
  const counts = redisUrl ? redisForCounts(redisUrl, redisTimeoutMs, app.log) : undefined;
  if (counts) app.addHook('onClose', async () => counts.close());
  await app.register(rateLimit, {
    global: false,
    ...(counts ? { redis: counts.redis, nameSpace: 'cards-rate-limit:', skipOnError: true } : {}),
    // The counts go out only with a refusal (Retry-After and the limit): no page reads them below the limit, and
    // three headers on every save were for no one.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // Thrown, then shaped by the error handler like every other error; Retry-After is already set.
    // An ApiError, so its message (the real wait) is kept as written.
    errorResponseBuilder: (_request, context) => new ApiError(context.statusCode, tooManyRequests(context.ttl)),
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

/** What a limit made by app.createRateLimit says of one request. */
export type LimitCheck = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

/** Refuses a request past a limit made by app.createRateLimit: 429 with the real wait, and Retry-After. */
export function refuseOverLimit(limit: LimitCheck): void {
  if (!limit.isAllowed && limit.isExceeded) throw new RetryLaterError(limit.ttlInSeconds, tooManyRequests(limit.ttl));
}
