import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { int, limit, type Env, type RateLimitSettings } from '../../platform/env.ts';

/** The induction programs that ship with the api, read from the source at run time (tsx runs it, so nothing is copied). */
export const PROGRAMS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'programs');

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

/** The inductions' part of the api's settings. */
export interface InductionConfig {
  induction: InductionSettings;
}

export function inductionConfig(env: Env): InductionConfig {
  return {
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
