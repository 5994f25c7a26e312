import { int, type Env } from '../env.ts';

// The mail queue's and sender's settings: where mail goes, how it is retried, and the limits every email kind shares.

export interface MailSettings {
  /** smtp://… or smtps://… sends through that server; unset keeps every message in the outbox table. */
  smtpUrl?: string;
  /** Sender address; a bare address gets the brand's name as its display name. */
  from: string;
  /** The name the api gives the SMTP server in HELO/EHLO: PUBLIC_URL's host. */
  heloName: string;
  /** How long to wait for the SMTP server to connect, to greet, and on an idle socket (ms). */
  timeouts: { connectionMs: number; greetingMs: number; socketMs: number };
  /** The sender in each api process: how often it looks for due mail, and how long a claim holds (ms). */
  pollMs: number;
  leaseMs: number;
  /** A failed attempt is tried again after retryBaseMs, doubling up to retryMaxMs, until giveUpAfterMs has passed. */
  retryBaseMs: number;
  retryMaxMs: number;
  giveUpAfterMs: number;
  /** Most messages about one draft, and to one address, in an hour and in a day (across all api nodes). */
  limits: { draftPerHour: number; draftPerDay: number; addressPerHour: number; addressPerDay: number };
  /** How long an emailed link's one-time token works; invitations last longer. */
  tokenTtlMs: number;
  invitationTtlMs: number;
}

/** `publicUrl`: the checked PUBLIC_URL, whose host the api names itself by to the SMTP server. */
export function mailSettings(env: Env, publicUrl: string): MailSettings {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || 'no-reply@cards.example.com.au',
    heloName: new URL(publicUrl).hostname,
    timeouts: {
      connectionMs: int(env, 'SMTP_CONNECTION_TIMEOUT_MS', 10_000),
      greetingMs: int(env, 'SMTP_GREETING_TIMEOUT_MS', 10_000),
      socketMs: int(env, 'SMTP_SOCKET_TIMEOUT_MS', 20_000),
    },
    pollMs: int(env, 'MAIL_POLL_MS', 2_000),
    leaseMs: int(env, 'MAIL_LEASE_MS', 120_000),
    retryBaseMs: int(env, 'MAIL_RETRY_BASE_MS', 30_000),
    retryMaxMs: int(env, 'MAIL_RETRY_MAX_MS', 3_600_000),
    giveUpAfterMs: int(env, 'MAIL_GIVE_UP_AFTER_MS', 48 * 3_600_000),
    limits: {
      draftPerHour: int(env, 'MAIL_LIMIT_DRAFT_HOUR', 5),
      draftPerDay: int(env, 'MAIL_LIMIT_DRAFT_DAY', 20),
      addressPerHour: int(env, 'MAIL_LIMIT_ADDRESS_HOUR', 5),
      addressPerDay: int(env, 'MAIL_LIMIT_ADDRESS_DAY', 20),
    },
    tokenTtlMs: int(env, 'MAIL_TOKEN_TTL_MS', 7 * 24 * 3_600_000),
    invitationTtlMs: int(env, 'MAIL_INVITATION_TTL_MS', 30 * 24 * 3_600_000),
  };
}
