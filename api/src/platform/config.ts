import path from 'node:path';
import { OFFICE_TIME_ZONE } from '@cards/shared/domain';
import { bool, httpUrl, int, type Env } from './env.ts';
import { repoRoot } from './paths.ts';
import { mailSettings, type MailSettings } from './mail/settings.ts';
import { captchaSettings, type CaptchaSettings } from './captcha/settings.ts';
import { abnConfig, type AbnConfig } from '../features/abn/settings.ts';
import { activationConfig, type ActivationConfig } from '../features/activation/settings.ts';
import { caseworkConfig, type CaseworkConfig } from '../features/casework/settings.ts';
import { contactConfig, type ContactConfig } from '../features/contact/settings.ts';
import { draftsConfig, type DraftsConfig } from '../features/drafts/settings.ts';
import { inductionConfig, type InductionConfig } from '../features/induction/settings.ts';
import { staffConfig, type StaffConfig } from '../features/staff/settings.ts';
import { mailCallsConfig, type MailCallsConfig } from '../features/mail/settings.ts';
import { opNeedConfig, type OpNeedConfig } from '../features/opneed/settings.ts';
import { pagesConfig, type PagesConfig } from '../features/pages/settings.ts';
import { paymentsConfig, type PaymentsConfig } from '../features/payments/settings.ts';
import { peopleConfig, type PeopleConfig } from '../features/people/settings.ts';
import { referenceConfig, type ReferenceConfig } from '../features/reference/settings.ts';
import { reportsConfig, type ReportsConfig } from '../features/reports/settings.ts';

// Settings come from the environment; every one has an embedded default so `npm start` needs none.
// Secrets (database passwords and the like) are only ever read from the environment.
// Platform's own settings are here; each feature's are its settings.ts, and this is the one place that puts them
// together (the only import of features by platform).

export { repoRoot } from './paths.ts';
export type { RateLimitSettings } from './env.ts';
export type { MailSettings } from './mail/settings.ts';
export type { CaptchaSettings } from './captcha/settings.ts';

export interface DatabaseSettings {
  /** postgres://… for PostgreSQL; otherwise a SQLite file path, or ':memory:'. */
  url: string;
  /** PostgreSQL only: schema to create and use (tests give each app its own). */
  schema?: string;
  /** PostgreSQL only: drop `schema` when the app closes. */
  dropSchemaOnClose?: boolean;
}

/** The settings every feature stands on. */
export interface PlatformConfig {
  port: number;
  host: string;
  database: DatabaseSettings;
  /** Holds remotes/ (published bundles) and remotes.json (which version each brand gets). */
  varDir: string;
  /** Built locality files: {dataDir}/au/{STATE}.json. */
  dataDir: string;
  /** pino level; 'silent' turns request logging off (tests). */
  logLevel: string;
  /** Largest request body in bytes. */
  bodyLimit: number;
  /** Deepest nesting of objects and lists a JSON body may have; deeper is a 400 before any handler runs. */
  jsonMaxDepth: number;
  /** Trust X-Forwarded-* from a proxy in front (needed for per-client rate limits behind one). */
  trustProxy: boolean;
  /**
   * redis://… : the per-client rate limits are counted there, so every api process behind a load balancer counts
   * the same requests; unset, each process counts in its own memory (one node).
   */
  redisUrl?: string;
  /** How long a rate-limit count may take in Redis before the request goes on uncounted (ms). */
  redisTimeoutMs: number;
  /** Address people reach the site at, without a trailing slash: the start of every link in an email. */
  publicUrl: string;
  /** The brand office's time zone (TZ, Australia/Sydney by default): the day of every date shown, emailed or printed. */
  timeZone: string;
  mail: MailSettings;
  captcha: CaptchaSettings;
}

export interface Config extends PlatformConfig, PagesConfig, ReportsConfig, ReferenceConfig, DraftsConfig, PeopleConfig,
  MailCallsConfig, ActivationConfig, PaymentsConfig, AbnConfig, OpNeedConfig, ContactConfig, InductionConfig, StaffConfig,
  CaseworkConfig {}

/** TZ when it names a zone Intl knows (not ':/etc/localtime'), else the office's default. */
function timeZoneOf(tz: string | undefined): string {
  if (!tz) return OFFICE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: tz });
    return tz;
  } catch {
    return OFFICE_TIME_ZONE;
  }
}

function redisUrl(raw: string): string {
  if (!/^rediss?:\/\/\S+$/.test(raw)) throw new Error('REDIS_URL must be a redis:// or rediss:// address');
  return raw;
}

function platformConfig(env: Env): PlatformConfig {
  const varDir = path.resolve(env.VAR_DIR || path.join(repoRoot, 'var'));
  const port = int(env, 'PORT', 8080);
  const publicUrl = httpUrl('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    database: {
      url: env.DATABASE_URL || path.join(varDir, 'cards.sqlite'),
      schema: env.DATABASE_SCHEMA || undefined,
    },
    varDir,
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'api', 'dist', 'data')),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: int(env, 'BODY_LIMIT', 256 * 1024),
    jsonMaxDepth: int(env, 'JSON_MAX_DEPTH', 32),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    redisUrl: env.REDIS_URL ? redisUrl(env.REDIS_URL) : undefined,
    redisTimeoutMs: int(env, 'REDIS_TIMEOUT_MS', 500),
    publicUrl,
    timeZone: timeZoneOf(env.TZ),
    mail: mailSettings(env, publicUrl),
    captcha: captchaSettings(env),
  };
}

export function loadConfig(env: Env = process.env): Config {
  return {
    ...platformConfig(env),
    ...pagesConfig(env),
    ...reportsConfig(env),
    ...referenceConfig(env),
    ...draftsConfig(env),
    ...peopleConfig(env),
    ...mailCallsConfig(env),
    ...activationConfig(env),
    ...paymentsConfig(env),
    ...abnConfig(env),
    ...opNeedConfig(env),
    ...contactConfig(env),
    ...inductionConfig(env),
    ...staffConfig(env),
    ...caseworkConfig(env),
  };
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
