import path from 'node:path';
import { idleDefaults } from '@cards/shared/domain';
import { httpUrl, int, type Env } from '../../platform/env.ts';
import { repoRoot } from '../../platform/paths.ts';

/** The pages' part of the api's settings: the shell, the brands, where remotes are fetched from, idle handling. */
export interface PagesConfig {
  /** The built shell: index.html template and its assets, served when no shell is published (ops publish shell). */
  shellDist: string;
  /** Brands of this deployment's own, a folder each (BRANDS_DIR; features/pages/brands/brand-folders.ts). */
  brandsDir?: string;
  /**
   * Where browsers fetch published remotes from when not this origin (a CDN holding a copy of VAR_DIR/remotes/):
   * /remotes.json then names absolute entries under it, and the CSP allows exactly its origin.
   */
  remotesBaseUrl?: string;
  /** SPEC §4 idle handling, rendered into every page so tests and operators can shorten it. */
  idle: { idleAfterMs: number; timeoutAfterIdleMs: number; warningBeforeTimeoutMs: number };
}

export function pagesConfig(env: Env): PagesConfig {
  return {
    shellDist: path.resolve(env.SHELL_DIST || path.join(repoRoot, 'shell', 'dist')),
    brandsDir: env.BRANDS_DIR ? path.resolve(env.BRANDS_DIR) : undefined,
    remotesBaseUrl: env.REMOTES_BASE_URL ? httpUrl('REMOTES_BASE_URL', env.REMOTES_BASE_URL) : undefined,
    idle: {
      idleAfterMs: int(env, 'IDLE_AFTER_MS', idleDefaults.idleAfterMs),
      timeoutAfterIdleMs: int(env, 'SESSION_TIMEOUT_MS', idleDefaults.timeoutAfterIdleMs),
      warningBeforeTimeoutMs: int(env, 'IDLE_WARNING_MS', idleDefaults.warningBeforeTimeoutMs),
    },
  };
}
