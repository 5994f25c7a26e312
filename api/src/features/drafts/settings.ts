import { int, limit, type Env, type RateLimitSettings } from '../../platform/env.ts';

/** Retention: drafts never sent are deleted after a time without saves, with notice by email first. */
export interface RetentionSettings {
  /** Days without a save after which a draft never sent is deleted (DRAFT_RETENTION_DAYS). */
  draftDays: number;
  /** Days of notice: the reminder goes this long before, and a draft is never deleted sooner after it. */
  noticeDays: number;
  /** How often each api process runs the pass (RETENTION_INTERVAL_MS, a day); 0 leaves it to `ops retention`. */
  intervalMs: number;
}

/** The drafts' part of the api's settings. */
export interface DraftsConfig {
  retention: RetentionSettings;
  /**
   * How long a create sent again with the same Idempotency-Key (its answer lost) is answered with the draft the first
   * one made; later, a new draft is made as for a create without one.
   */
  createRetryWindowMs: number;
  /** POST /api/form per client: new drafts. */
  formRateLimit: RateLimitSettings;
  /**
   * Draft loads and saves per client (GET and PUT /api/form/…): generous, as autosave runs as people type. The
   * other calls a person's page makes as they go (status, payment, downloads) share it.
   */
  saveRateLimit: RateLimitSettings;
}

function retentionSettings(env: Env): RetentionSettings {
  const draftDays = int(env, 'DRAFT_RETENTION_DAYS', 90);
  const noticeDays = int(env, 'DRAFT_DELETION_NOTICE_DAYS', 7);
  if (noticeDays < 1 || noticeDays >= draftDays) {
    throw new Error('DRAFT_DELETION_NOTICE_DAYS must be at least 1 and fewer than DRAFT_RETENTION_DAYS');
  }
  return { draftDays, noticeDays, intervalMs: int(env, 'RETENTION_INTERVAL_MS', 86_400_000) };
}

export function draftsConfig(env: Env): DraftsConfig {
  return {
    retention: retentionSettings(env),
    createRetryWindowMs: int(env, 'CREATE_RETRY_WINDOW_MS', 24 * 3_600_000),
    formRateLimit: limit(env, 'FORM_RATE_LIMIT', 60, 60_000),
    saveRateLimit: limit(env, 'SAVE_RATE_LIMIT', 600, 60_000),
  };
}
