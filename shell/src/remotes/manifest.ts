import { registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_BRAND_CODE, type RemoteEntry, type RemotesManifest } from '@cards/shared/brand';
import { readPageJson } from '../page-json.ts';

// The remotes are found at run time from /remotes.json: nothing about where they live is compiled into the
// shell, so a remote can be published, pinned or rolled back without rebuilding the shell.

let company: string = DEFAULT_BRAND_CODE;
let registered: RemoteEntry[] = [];
let pending: Promise<RemoteEntry[]> | null = null;
let preloaded = new Set<string>();

/**
 * The remotes whose files the page's HTML preloads. Chromium answers a later request for a URL whose
 * preload failed with that failure, for as long as the document lives, so such a remote can only be tried again
 * by loading the page anew.
 */
export function remotesPreloadedBy(doc: Document, entries: readonly RemoteEntry[]): Set<string> {
  const hrefs = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);
  const folderOf = (entry: string) => new URL(entry.slice(0, entry.lastIndexOf('/') + 1), doc.baseURI).href;
  return new Set(entries.filter((entry) => hrefs.some((href) => href.startsWith(folderOf(entry.entry)))).map((entry) => entry.name));
}

/** Whether a failed remote must be tried again by loading the page anew (see remotesPreloadedBy). */
export function needsPageReload(name: string): boolean {
  return preloaded.has(name);
}

export async function fetchRemotesManifest(brand: string, fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const response = await fetchImpl(`/remotes.json?company=${encodeURIComponent(brand)}`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The list of page bundles could not be loaded (status ${response.status}).`);
  return (await response.json()) as RemotesManifest;
}

/**
 * The list the server wrote into the page for this brand (no request before the remotes can load), taken
 * once: a later start (after a failure) asks the server again.
 */
export function takeInlineManifest(brand: string, doc: Document = document): RemotesManifest | undefined {
  const manifest = readPageJson(doc, 'remotes') as RemotesManifest | null | undefined;
  doc.getElementById('remotes')?.remove();
  return manifest?.company === brand && Array.isArray(manifest.remotes) ? manifest : undefined;
}

/** Starts loading the manifest for a brand; pages wait on it through remotesReady(). */
export function startRemotes(brand: string): Promise<RemoteEntry[]> {
  company = brand;
  const inline = takeInlineManifest(brand);
  pending = (inline ? Promise.resolve(inline) : fetchRemotesManifest(brand)).then((manifest) => {
    registered = manifest.remotes;
    preloaded = remotesPreloadedBy(document, registered);
    registerRemotes(registered.map(({ name, entry }) => ({ name, entry })));
    return registered;
  });
  // A failed manifest is forgotten, so the next page or "Try again" asks again.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

/**
 * Forgets the list taken, so the next page or "Try again" asks the server again: a remote missing from it may have
 * been published since.
 */
export function forgetRemotesList(): void {
  pending = null;
}

export function remotesReady(): Promise<RemoteEntry[]> {
  return pending ?? startRemotes(company);
}

/** Registers one remote again, dropping what the runtime cached of a failed load, so a retry fetches anew. */
export function resetRemote(name: string): void {
  const entry = registered.find((r) => r.name === name);
  if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}
