import type { Draft } from '../../domain/draft.ts';

// A save whose answer never came (the connection dropped, the api was killed, a 5xx) may still have landed: the
// server then holds the next version, and the page's retry on the old one is refused as stale (409). When the
// server's copy is one of those saves, it is this page's own, not another tab's: the page takes its version and
// saves the rest, rather than showing a conflict (the page's retry carries the rest).

/**
 * Members the server sets by itself, which this page's copy may lag behind (the link sent, a person id): left out of
 * the comparison. Leaving out too few only means a conflict shown as before; these are never typed.
 */
const setByServer = new Set(['_version', '_mailLinkSent', '_peopleId', '_linkDisabled', '_signatureFile', '_companyId']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  }
  return value;
}

function typed(draft: Draft): string {
  const kept = Object.fromEntries(Object.entries(draft).filter(([key, value]) => !setByServer.has(key) && value !== undefined));
  return JSON.stringify(canonical(kept));
}

/** The saves sent on one version since the last answered one; at most `limit`, the oldest dropped first. */
export class UnansweredSaves {
  private version: number | null = null;
  private sent: string[] = [];

  constructor(private readonly limit = 20) {}

  /** A save of `data` on `version` got no answer. */
  note(version: number, data: Draft): void {
    if (this.version !== version) this.sent = [];
    this.version = version;
    this.sent.push(typed(data));
    if (this.sent.length > this.limit) this.sent.shift();
  }

  /** A save was answered: nothing is in doubt any more. */
  clear(): void {
    this.version = null;
    this.sent = [];
  }

  /** Whether `theirs`, the server's copy at `serverVersion`, is one of the unanswered saves, landed after all. */
  landed(serverVersion: number, theirs: Draft): boolean {
    if (this.version === null || serverVersion !== this.version + 1) return false;
    return this.sent.includes(typed(theirs));
  }

  /** Whether a refusal as stale could be one of them having landed (worth asking the server for its copy). */
  mayHaveLanded(serverVersion: number | undefined): boolean {
    return this.version !== null && serverVersion === this.version + 1;
  }
}
