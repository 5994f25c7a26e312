import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { OFFICE_TIME_ZONE, idleDefaults } from '@cards/shared/domain';

// Settings come from the environment; every one has an embedded default so `npm start` needs none.
// Secrets (database passwords and the like) are only ever read from the environment.

/** The monorepo root: api/src/platform/config.ts is three folders down. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The induction programs that ship with the api, read from the source at run time (tsx runs it, so nothing is
 * copied). Named here, not imported from the induction feature, so the configuration depends on no feature.
 */
export const PROGRAMS_DIR = path.join(repoRoot, 'api', 'src', 'features', 'induction', 'programs');

export interface RateLimitSettings {
  /** Requests allowed per client within the window. */
  max: number;
  /** Window in milliseconds. */
  windowMs: number;
}

export interface DatabaseSettings {
  /** postgres://… for PostgreSQL; otherwise a SQLite file path, or ':memory:'. */
  url: string;
  /** PostgreSQL only: schema to create and use (tests give each app its own). */
  schema?: string;
  /** PostgreSQL only: drop `schema` when the app closes. */
  dropSchemaOnClose?: boolean;
}

export interface Config {
  port: number;
  host: string;
  database: DatabaseSettings;
  /** Holds remotes/ (published bundles) and remotes.json (which version each brand gets). */
  varDir: string;
  /** The built shell: index.html template and its assets, served when no shell is published (ops publish shell). */
  shellDist: string;
  /** Brands of this deployment's own, a folder each (BRANDS_DIR; features/pages/brands/brand-folders.ts). */
  brandsDir?: string;
  /**
   * Where browsers fetch published remotes from when not this origin (a CDN holding a copy of VAR_DIR/remotes/):
   * /remotes.json then names absolute entries under it, and the CSP allows exactly its origin.
   */
  remotesBaseUrl?: string;
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
  /** Client error reports (POST /api/logger) and missed-page reports (GET /404). */
  reportRateLimit: RateLimitSettings;
  /** Seconds that browsers and proxies may keep reference lists (states, airports, …). */
  lookupMaxAge: number;
  /** SPEC §4 idle handling, rendered into every page so tests and operators can shorten it. */
  idle: { idleAfterMs: number; timeoutAfterIdleMs: number; warningBeforeTimeoutMs: number };
  /** Address people reach the site at, without a trailing slash: the start of every link in an email. */
  publicUrl: string;
  /** The brand office's time zone (TZ, Australia/Sydney by default): the day of every date shown, emailed or printed. */
  timeZone: string;
  mail: MailSettings;
  retention: RetentionSettings;
  auth: AuthSettings;
  /** GET /api/dev/outbox lists the stored messages (development and e2e tests only: it shows resume links). */
  outboxPage: boolean;
  /**
   * How long a create sent again with the same Idempotency-Key (its answer lost) is answered with the draft the first
   * one made; later, a new draft is made as for a create without one.
   */
  createRetryWindowMs: number;
  /** POST /api/form per client: new drafts. */
  formRateLimit: RateLimitSettings;
  /** Draft loads and saves per client (GET and PUT /api/form/…): generous, as autosave runs as people type. */
  saveRateLimit: RateLimitSettings;
  /** Each /api/mail route per client. */
  mailRateLimit: RateLimitSettings;
  /** POST /api/mail/link-expired/{randomId} per draft link, on top of the per-client limit. */
  linkRequestRateLimit: RateLimitSettings;
  /** POST /api/activate-card/activate per client. */
  activationRateLimit: RateLimitSettings;
  /** POST /api/activate-card/activate per card, from any client and api process. */
  activationCardLimit: RateLimitSettings;
  /** Paying online: Stripe when a secret key is set, else the local test gateway. */
  payments: PaymentSettings;
  abn: AbnSettings;
  /**
   * The statement of operational need: its form's calls per client (GET, POST), and the applicant's
   * 'send the link again' per person.
   */
  opNeedForm: { rateLimit: RateLimitSettings; resendLimit: RateLimitSettings };
  captcha: CaptchaSettings;
  /** POST /api/mail/contact-us and /api/mail/card-holder-report, each per client. */
  contactRateLimit: RateLimitSettings;
  /** Where contact enquiries and card holders' reports go; unset, to the brand's own contact address. */
  officeEmail?: string;
  /** The office map's tiles on contact-us; unset, the page shows the address and directions only. */
  map: MapSettings | null;
  induction: InductionSettings;
}

export interface PaymentSettings {
  stripeSecretKey?: string;
  stripeApiUrl?: string;
  timeoutMs: number;
  /** POST /api/people/{id}/payment per client. */
  rateLimit: RateLimitSettings;
  /** Attempts that reach the gateway per application, whatever the address. */
  applicationLimit: RateLimitSettings;
  /** Declined attempts per card, across applications and addresses. */
  cardLimit: RateLimitSettings;
  /**
   * Keys the card fingerprint (HMAC of the number). Set PAYMENT_FINGERPRINT_SECRET (32 characters or more) wherever
   * more than one api process runs or the card limit must outlive a restart; without it each process makes its own.
   */
  fingerprintSecret: string;
  fingerprintSecretFromEnv: boolean;
}

/** The security inductions. */
export interface InductionSettings {
  /** The program files (*.yaml) brought into the database at start. */
  programsDir: string;
  /** The player's reads, the certificate, the foreign card's calls: per client. */
  readRateLimit: RateLimitSettings;
  /** Answers, per induction. */
  answerRateLimit: RateLimitSettings;
  /** The public certificate check, per client. */
  certificateCheckRateLimit: RateLimitSettings;
  /** POST /api/register/induction-only, per client. */
  enrolmentRateLimit: RateLimitSettings;
  /** Enrolments with one of our tracking numbers, per number, whatever the address. */
  enrolmentNumberLimit: RateLimitSettings;
  /** How long an emailed enrolment link works (ms). */
  enrolmentLinkTtlMs: number;
  /** At most one enrolment email per application in this time (ms); a later enrolment adds to the link already sent. */
  enrolmentMailWindowMs: number;
}

export interface MapSettings {
  /** A tile URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png. */
  tileUrl: string;
  /** The credit the tiles' licence asks for, shown on the map. */
  attribution: string;
}

/** The captcha of the contact forms: self-hosted ALTCHA, or reCAPTCHA when both of its keys are set. */
export interface CaptchaSettings {
  altcha: {
    /** Signs challenges. Set ALTCHA_HMAC_KEY (32 characters or more) wherever more than one api process runs. */
    hmacKey: string;
    hmacKeyFromEnv: boolean;
    /** How long a challenge can be solved and sent (ms). */
    ttlMs: number;
    /** PBKDF2 iterations of one try. */
    cost: number;
    /** The answer is a number from half this to this: how many tries a browser needs at most. */
    maxCounter: number;
  };
  recaptcha?: {
    siteKey: string;
    secretKey: string;
    /** Google's siteverify address; tests point it at a local stub. */
    verifyUrl: string;
    timeoutMs: number;
  };
  /** GET /api/captcha/challenge per client. */
  challengeRateLimit: RateLimitSettings;
}

/** The ABN lookup: the Australian Business Register's web service, or the local register of test ABNs. */
export interface AbnSettings {
  /** The ABR web services GUID: set, lookups go to the ABR; unset, to the local register (development, tests). */
  guid?: string;
  /** The ABR's JSON services without a trailing slash: `{url}/AbnDetails.aspx?abn=…&guid=…`. */
  url: string;
  /** How long one lookup may take, response included, before it counts as failed (ms). */
  timeoutMs: number;
  /** GET /api/form/{id}/lookup-abn/{abn} per client. */
  rateLimit: RateLimitSettings;
}

export interface AuthSettings {
  /**
   * Signs the id_token (HS256). Set JWT_SECRET (32 characters or more) wherever more than one api process runs or
   * sign-ins must outlive a restart; without it each process makes its own at start.
   */
  jwtSecret: string;
  /** Whether jwtSecret came from the environment. */
  jwtSecretFromEnv: boolean;
  /** How long an id_token lasts (seconds). */
  idTokenTtlSeconds: number;
  /** How long the one-time code a conversion answers works (ms): the page uses it at once. */
  conversionCodeTtlMs: number;
  /** POST /api/login per client. */
  loginRateLimit: RateLimitSettings;
  /**
   * Failed sign-ins per tracking number, from any client and api process: past it, the first step no longer says
   * whether the birthdate matched. Nobody is refused by it, so nobody can lock the holder out.
   */
  loginSubjectLimit: RateLimitSettings;
  /** Failed sign-ins per tracking number from one client address: past it, that address is refused (429). */
  loginSourceLimit: RateLimitSettings;
  /** Emailed codes tried per tracking number (with its birthdate), from any client: past it, 429 for all. */
  loginCodeLimit: RateLimitSettings;
  /** How long an emailed sign-in code works (ms; 10 minutes). */
  signInCodeTtlMs: number;
}

/** Retention: drafts never sent are deleted after a time without saves, with notice by email first. */
export interface RetentionSettings {
  /** Days without a save after which a draft never sent is deleted (DRAFT_RETENTION_DAYS). */
  draftDays: number;
  /** Days of notice: the reminder goes this long before, and a draft is never deleted sooner after it. */
  noticeDays: number;
  /** How often each api process runs the pass (RETENTION_INTERVAL_MS, a day); 0 leaves it to `ops retention`. */
  intervalMs: number;
}

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

type Env = Record<string, string | undefined>;

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

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes'].includes(raw.toLowerCase());
}

function limit(env: Env, prefix: string, max: number, windowMs: number): RateLimitSettings {
  return { max: int(env, `${prefix}_MAX`, max), windowMs: int(env, `${prefix}_WINDOW_MS`, windowMs) };
}

function httpUrl(name: string, raw: string): string {
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(raw)) throw new Error(`${name} must be an http(s) address, not "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function redisUrl(raw: string): string {
  if (!/^rediss?:\/\/\S+$/.test(raw)) throw new Error('REDIS_URL must be a redis:// or rediss:// address');
  return raw;
}

function retentionSettings(env: Env): RetentionSettings {
  const draftDays = int(env, 'DRAFT_RETENTION_DAYS', 90);
  const noticeDays = int(env, 'DRAFT_DELETION_NOTICE_DAYS', 7);
  if (noticeDays < 1 || noticeDays >= draftDays) {
    throw new Error('DRAFT_DELETION_NOTICE_DAYS must be at least 1 and fewer than DRAFT_RETENTION_DAYS');
  }
  return { draftDays, noticeDays, intervalMs: int(env, 'RETENTION_INTERVAL_MS', 86_400_000) };
}

function publicUrl(raw: string): string {
  return httpUrl('PUBLIC_URL', raw);
}

export function loadConfig(env: Env = process.env): Config {
  const varDir = path.resolve(env.VAR_DIR || path.join(repoRoot, 'var'));
  const port = int(env, 'PORT', 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    database: {
      url: env.DATABASE_URL || path.join(varDir, 'cards.sqlite'),
      schema: env.DATABASE_SCHEMA || undefined,
    },
    varDir,
    shellDist: path.resolve(env.SHELL_DIST || path.join(repoRoot, 'shell', 'dist')),
    brandsDir: env.BRANDS_DIR ? path.resolve(env.BRANDS_DIR) : undefined,
    remotesBaseUrl: env.REMOTES_BASE_URL ? httpUrl('REMOTES_BASE_URL', env.REMOTES_BASE_URL) : undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'api', 'dist', 'data')),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: int(env, 'BODY_LIMIT', 256 * 1024),
    jsonMaxDepth: int(env, 'JSON_MAX_DEPTH', 32),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    redisUrl: env.REDIS_URL ? redisUrl(env.REDIS_URL) : undefined,
    redisTimeoutMs: int(env, 'REDIS_TIMEOUT_MS', 500),
    reportRateLimit: {
      max: int(env, 'REPORT_RATE_LIMIT_MAX', 20),
      windowMs: int(env, 'REPORT_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    lookupMaxAge: int(env, 'LOOKUP_MAX_AGE', 3600),
    idle: {
      idleAfterMs: int(env, 'IDLE_AFTER_MS', idleDefaults.idleAfterMs),
      timeoutAfterIdleMs: int(env, 'SESSION_TIMEOUT_MS', idleDefaults.timeoutAfterIdleMs),
      warningBeforeTimeoutMs: int(env, 'IDLE_WARNING_MS', idleDefaults.warningBeforeTimeoutMs),
    },
    publicUrl: publicUrl(env.PUBLIC_URL || `http://localhost:${port}`),
    timeZone: timeZoneOf(env.TZ),
    retention: retentionSettings(env),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'no-reply@cards.example.com.au',
      heloName: new URL(publicUrl(env.PUBLIC_URL || `http://localhost:${port}`)).hostname,
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
    },
    auth: authSettings(env),
    outboxPage: bool(env, 'OUTBOX_PAGE', false),
    createRetryWindowMs: int(env, 'CREATE_RETRY_WINDOW_MS', 24 * 3_600_000),
    formRateLimit: limit(env, 'FORM_RATE_LIMIT', 60, 60_000),
    saveRateLimit: limit(env, 'SAVE_RATE_LIMIT', 600, 60_000),
    mailRateLimit: limit(env, 'MAIL_RATE_LIMIT', 10, 60_000),
    linkRequestRateLimit: limit(env, 'LINK_REQUEST_RATE_LIMIT', 3, 600_000),
    activationRateLimit: limit(env, 'ACTIVATION_RATE_LIMIT', 10, 600_000),
    activationCardLimit: limit(env, 'ACTIVATION_CARD_LIMIT', 5, 24 * 3_600_000),
    payments: paymentSettings(env),
    abn: {
      guid: env.ABR_GUID || undefined,
      url: httpUrl('ABR_URL', env.ABR_URL || 'https://abr.business.gov.au/json'),
      timeoutMs: int(env, 'ABR_TIMEOUT_MS', 3_000),
      rateLimit: limit(env, 'ABN_LOOKUP_RATE_LIMIT', 30, 60_000),
    },
    opNeedForm: {
      rateLimit: limit(env, 'OPNEED_RATE_LIMIT', 30, 60_000),
      resendLimit: limit(env, 'OPNEED_RESEND_LIMIT', 3, 3_600_000),
    },
    captcha: captchaSettings(env),
    contactRateLimit: limit(env, 'CONTACT_RATE_LIMIT', 5, 600_000),
    officeEmail: env.OFFICE_EMAIL || undefined,
    map: mapSettings(env),
    induction: {
      programsDir: path.resolve(env.INDUCTION_PROGRAMS_DIR || PROGRAMS_DIR),
      readRateLimit: limit(env, 'INDUCTION_RATE_LIMIT', 120, 60_000),
      answerRateLimit: limit(env, 'INDUCTION_ANSWER_LIMIT', 120, 60_000),
      certificateCheckRateLimit: limit(env, 'CERTIFICATE_CHECK_RATE_LIMIT', 30, 60_000),
      enrolmentRateLimit: limit(env, 'INDUCTION_ENROLMENT_RATE_LIMIT', 10, 3_600_000),
      enrolmentNumberLimit: limit(env, 'INDUCTION_ENROLMENT_NUMBER_LIMIT', 5, 3_600_000),
      enrolmentLinkTtlMs: int(env, 'INDUCTION_ENROLMENT_LINK_TTL_MS', 24 * 3_600_000),
      enrolmentMailWindowMs: int(env, 'INDUCTION_ENROLMENT_MAIL_WINDOW_MS', 3_600_000),
    },
  };
}

/**
 * SPEC §2 promises a map of the office: OpenStreetMap's standard tiles with their attribution by default (their
 * tile usage policy allows a light page such as this one), MAP_TILE_URL's tiles instead, or none with 'off'.
 */
export const OSM_TILES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

function mapSettings(env: Env): { tileUrl: string; attribution: string } | null {
  const raw = env.MAP_TILE_URL?.trim();
  if (raw === 'off') return null;
  if (!raw) return { ...OSM_TILES };
  return { tileUrl: tileUrl(raw), attribution: env.MAP_ATTRIBUTION || '' };
}

/** A tile URL template: https (or http on this machine, for tests) with {z}, {x} and {y}. */
function tileUrl(raw: string): string {
  const sample = raw.replace(/\{[a-z]\}/g, '0');
  let url: URL;
  try {
    url = new URL(sample);
  } catch {
    throw new Error(`MAP_TILE_URL must be a tile URL template, not "${raw}"`);
  }
  const local = url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
  if ((url.protocol !== 'https:' && !local) || !['{z}', '{x}', '{y}'].every((part) => raw.includes(part))) {
    throw new Error(`MAP_TILE_URL must be an https tile URL template with {z}, {x} and {y}, not "${raw}"`);
  }
  return raw;
}

function captchaSettings(env: Env): CaptchaSettings {
  const key = env.ALTCHA_HMAC_KEY || '';
  if (key && key.length < 32) throw new Error('ALTCHA_HMAC_KEY must be at least 32 characters');
  const siteKey = env.RECAPTCHA_SITE_KEY || '';
  const secretKey = env.RECAPTCHA_SECRET_KEY || '';
  return {
    altcha: {
      hmacKey: key || randomBytes(32).toString('base64url'),
      hmacKeyFromEnv: key !== '',
      ttlMs: int(env, 'ALTCHA_TTL_MS', 10 * 60_000),
      cost: Math.max(1, int(env, 'ALTCHA_COST', 1_000)),
      maxCounter: Math.max(2, int(env, 'ALTCHA_MAX_COUNTER', 5_000)),
    },
    recaptcha: siteKey && secretKey ? {
      siteKey,
      secretKey,
      verifyUrl: httpUrl('RECAPTCHA_VERIFY_URL', env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify'),
      timeoutMs: int(env, 'RECAPTCHA_TIMEOUT_MS', 5_000),
    } : undefined,
    challengeRateLimit: limit(env, 'CAPTCHA_CHALLENGE_RATE_LIMIT', 30, 60_000),
  };
}

function paymentSettings(env: Env): PaymentSettings {
  const secret = env.PAYMENT_FINGERPRINT_SECRET || '';
  if (secret && secret.length < 32) throw new Error('PAYMENT_FINGERPRINT_SECRET must be at least 32 characters');
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeApiUrl: env.STRIPE_API_URL ? httpUrl('STRIPE_API_URL', env.STRIPE_API_URL) : undefined,
    timeoutMs: int(env, 'PAYMENT_TIMEOUT_MS', 20_000),
    rateLimit: limit(env, 'PAYMENT_RATE_LIMIT', 10, 600_000),
    applicationLimit: limit(env, 'PAYMENT_APPLICATION_LIMIT', 5, 3_600_000),
    cardLimit: limit(env, 'PAYMENT_CARD_LIMIT', 5, 24 * 3_600_000),
    fingerprintSecret: secret || randomBytes(32).toString('base64url'),
    fingerprintSecretFromEnv: secret !== '',
  };
}

function authSettings(env: Env): AuthSettings {
  const secret = env.JWT_SECRET || '';
  if (secret && secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return {
    jwtSecret: secret || randomBytes(32).toString('base64url'),
    jwtSecretFromEnv: secret !== '',
    idTokenTtlSeconds: int(env, 'ID_TOKEN_TTL_SECONDS', 3600),
    conversionCodeTtlMs: int(env, 'CONVERSION_CODE_TTL_MS', 10 * 60_000),
    loginRateLimit: limit(env, 'LOGIN_RATE_LIMIT', 10, 60_000),
    loginSubjectLimit: limit(env, 'LOGIN_SUBJECT_LIMIT', 10, 15 * 60_000),
    loginSourceLimit: limit(env, 'LOGIN_SOURCE_LIMIT', 10, 15 * 60_000),
    loginCodeLimit: limit(env, 'LOGIN_CODE_LIMIT', 10, 3_600_000),
    signInCodeTtlMs: int(env, 'SIGN_IN_CODE_TTL_MS', 10 * 60_000),
  };
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
