import { bool, limit, type Env, type RateLimitSettings } from '../../platform/env.ts';

/** The mail calls' part of the api's settings (the queue's and sender's own are platform/mail/settings.ts). */
export interface MailCallsConfig {
  /** GET /api/dev/outbox lists the stored messages (development and e2e tests only: it shows resume links). */
  outboxPage: boolean;
  /** Each /api/mail route per client. */
  mailRateLimit: RateLimitSettings;
  /** POST /api/mail/link-expired/{randomId} per draft link, on top of the per-client limit. */
  linkRequestRateLimit: RateLimitSettings;
}

export function mailCallsConfig(env: Env): MailCallsConfig {
  return {
    outboxPage: bool(env, 'OUTBOX_PAGE', false),
    mailRateLimit: limit(env, 'MAIL_RATE_LIMIT', 10, 60_000),
    linkRequestRateLimit: limit(env, 'LINK_REQUEST_RATE_LIMIT', 3, 600_000),
  };
}
