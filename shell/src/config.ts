import { idleDefaults, type IdleConfig } from '@cards/shared/domain';

// Settings the server renders into the page (so tests and operators can shorten the idle times without a
// rebuild), falling back to the SPEC §9 values.

export interface ShellConfig {
  idle: IdleConfig;
}

interface SiteData {
  config?: { idle?: Partial<IdleConfig> };
}

function readSiteData(doc: Document): SiteData {
  const text = doc.getElementById('site-data')?.textContent?.trim();
  if (!text || !text.startsWith('{')) return {};
  try {
    return JSON.parse(text) as SiteData;
  } catch {
    return {};
  }
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

export function readShellConfig(win: Window): ShellConfig {
  const idle = readSiteData(win.document).config?.idle ?? {};
  const pick = (key: keyof IdleConfig) => (positive(idle[key]) ? idle[key] : idleDefaults[key]);
  return {
    idle: {
      idleAfterMs: pick('idleAfterMs'),
      timeoutAfterIdleMs: pick('timeoutAfterIdleMs'),
      warningBeforeTimeoutMs: pick('warningBeforeTimeoutMs'),
    },
  };
}
