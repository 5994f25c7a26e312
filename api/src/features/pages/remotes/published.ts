import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DeployedFolder, RemotesFile } from './store.ts';
import { versionPattern } from './store.ts';
import { contractProblems, exportProblems, runtimeProblems, type FederationRuntime, type SharedEntry, type SharedExports } from './contract.ts';

// What is published under VAR_DIR: remotes/{folder}/{version}/ and shell/{version}/, each a build copied whole
// and never changed afterwards.

/** Where one published version of a remote or of the shell lives. */
export function deployedDir(varDir: string, folder: DeployedFolder, version: string): string {
  return folder === 'shell' ? path.join(varDir, 'shell', version) : path.join(varDir, 'remotes', folder, version);
}

export async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false);
}

/** The published versions of a folder, oldest first by semantic order (build metadata breaks ties by name). */
export async function publishedVersions(varDir: string, folder: DeployedFolder): Promise<string[]> {
  const parent = path.dirname(deployedDir(varDir, folder, '0.0.0'));
  const entries = await fs.readdir(parent, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory() && versionPattern.test(e.name))
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The shell build the api serves: the published one remotes.json names, else the build in SHELL_DIST. */
export function liveShellDir(varDir: string, file: Pick<RemotesFile, 'shell'>, shellDist: string): string {
  return file.shell ? deployedDir(varDir, 'shell', file.shell) : shellDist;
}

/**
 * What a version serves: every file of its build but source maps, which stay on the build machine, and the
 * federation plugin's build statistics (mf-stats.json), which neither the shell nor the server reads and which
 * the plugin does not write the same way each time (a rebuild of one commit was refused at random), with
 * their compressed copies.
 */
export const isPublishedFile = (file: string) => !file.endsWith('.map') && !/^mf-stats\.json(?:\.br|\.gz)?$/.test(path.basename(file));

/** The digest of each published file of a build, by its path in the build ('static/js/main.1a2b.js'). */
export async function fileDigests(dir: string): Promise<Map<string, string>> {
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter(isPublishedFile)
    .sort();
  const digests = new Map<string, string>();
  for (const file of files) digests.set(file, createHash('sha256').update(await fs.readFile(path.join(dir, file))).digest('hex'));
  return digests;
}

/** A digest of every published file of a build (names and bytes), to tell the same build from another one. */
export async function contentDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const [file, digest] of await fileDigests(dir)) hash.update(`${file}\0${digest}\0`);
  return hash.digest('hex');
}

/** The published files that two builds do not share byte for byte, sorted (in one only, or different). */
export async function differingFiles(a: string, b: string): Promise<string[]> {
  const [left, right] = await Promise.all([fileDigests(a), fileDigests(b)]);
  const names = new Set([...left.keys(), ...right.keys()]);
  return [...names].filter((name) => left.get(name) !== right.get(name)).sort();
}

type ManifestShared = { shared?: SharedEntry[]; metaData?: { federationRuntime?: unknown; pluginVersion?: unknown; sharedExports?: unknown } };

const readManifest = async (manifestFile: string) => JSON.parse(await fs.readFile(manifestFile, 'utf8')) as ManifestShared;

/** What a build provides (the shell) or needs (a remote) of the shared modules, from its mf-manifest.json. */
function sharedEntriesOf(manifest: ManifestShared): SharedEntry[] {
  return Array.isArray(manifest.shared) ? manifest.shared.filter((s) => typeof s?.name === 'string' && typeof s.version === 'string') : [];
}

/** How a build gets its federation runtime (rspack.base.js writes federationRuntime). */
function federationRuntimeOf({ metaData }: ManifestShared): FederationRuntime {
  const kind = metaData?.federationRuntime === 'external' || metaData?.federationRuntime === 'provided' ? metaData.federationRuntime : 'bundled';
  return { kind, ...(typeof metaData?.pluginVersion === 'string' ? { version: metaData.pluginVersion } : {}) };
}

/** The exports of the tree-shaken singletons a build provides or imports (rspack.base.js writes sharedExports). */
function sharedExportsOf({ metaData }: ManifestShared): SharedExports {
  const recorded = metaData?.sharedExports;
  if (!recorded || typeof recorded !== 'object') return {};
  return Object.fromEntries(Object.entries(recorded)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((name) => typeof name === 'string')));
}

/** The shared entries of a build's mf-manifest.json: what it provides (the shell) or needs (a remote). */
export async function sharedEntries(manifestFile: string): Promise<SharedEntry[]> {
  return sharedEntriesOf(await readManifest(manifestFile));
}

/**
 * Why a remote build cannot run on a shell build, from their manifests (shared modules, the exports the shell
 * provides of tree-shaken ones, and the federation runtime).
 */
export async function buildProblems(remoteManifest: string, shellManifest: string): Promise<string[]> {
  const [remote, shell] = await Promise.all([readManifest(remoteManifest), readManifest(shellManifest)]);
  return [
    ...contractProblems(sharedEntriesOf(remote), sharedEntriesOf(shell)),
    ...exportProblems(sharedExportsOf(remote), sharedExportsOf(shell)),
    ...runtimeProblems(federationRuntimeOf(remote), federationRuntimeOf(shell)),
  ];
}
