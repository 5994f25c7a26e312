import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemotesManifest } from '@cards/shared/brand';

// The remotes are found at run time from /remotes.json: nothing about where they live is compiled into the
// shell, so a remote can be published, pinned or rolled back without rebuilding the shell.

let company = 'default';
let registered: RemoteEntry[] = [];
let pending: Promise<RemoteEntry[]> | null = null;

export async function fetchRemotesManifest(brand: string, fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const response = await fetchImpl(`/remotes.json?company=${encodeURIComponent(brand)}`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The list of page bundles could not be loaded (status ${response.status}).`);
  return (await response.json()) as RemotesManifest;
}

/** Starts loading the manifest for a brand; pages wait on it through remotesReady(). */
export function startRemotes(brand: string): Promise<RemoteEntry[]> {
  company = brand;
  pending = fetchRemotesManifest(brand).then((manifest) => {
    registered = manifest.remotes;
    registerRemotes(registered.map(({ name, entry }) => ({ name, entry })));
    return registered;
  });
  // A failed manifest is forgotten, so the next page or "Try again" asks again.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

export function remotesReady(): Promise<RemoteEntry[]> {
  return pending ?? startRemotes(company);
}

/** Registers one remote again, dropping what the runtime cached of a failed load, so a retry fetches anew. */
export function resetRemote(name: string): void {
  const entry = registered.find((r) => r.name === name);
  if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}
