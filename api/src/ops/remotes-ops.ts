import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { remotes, type RemoteFolder } from '@cards/shared/brand';
import { contractProblems, type SharedEntry } from '../remotes/contract.ts';
import {
  readRemotesFile, versionPattern, writeRemotesFile, type HistoryEntry, type RemotesFile,
} from '../remotes/store.ts';

// What the ops commands do to VAR_DIR. Every change is written to remotes.json atomically and is live
// on the next page load: the server reads remotes.json on each /remotes.json request.

export class OpsError extends Error {}

function remoteDir(varDir: string, folder: RemoteFolder, version: string): string {
  return path.join(varDir, 'remotes', folder, version);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false);
}

function record(file: RemotesFile, entry: Omit<HistoryEntry, 'at'>): void {
  file.history.push({ at: new Date().toISOString(), ...entry });
}

type ManifestShared = { shared?: SharedEntry[] };

/** The shared entries of a build's mf-manifest.json: what it provides (the shell) or needs (a remote). */
async function sharedEntries(manifestFile: string): Promise<SharedEntry[]> {
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as ManifestShared;
  return Array.isArray(manifest.shared) ? manifest.shared.filter((s) => typeof s?.name === 'string' && typeof s.version === 'string') : [];
}

/**
 * Every remote runs on the shell's copy of the shared packages (federation singletons), so a remote is published only
 * where the shell satisfies what it needs (remotes/contract.ts); `--force` is for known exceptions.
 */
async function checkContractWithShell(root: string, folder: RemoteFolder, source: string): Promise<void> {
  const shellManifest = path.join(root, 'shell', 'dist', 'mf-manifest.json');
  if (!(await exists(shellManifest))) return;
  const problems = contractProblems(await sharedEntries(path.join(source, 'mf-manifest.json')), await sharedEntries(shellManifest));
  if (problems.length > 0) {
    throw new OpsError(
      `${folder} needs ${problems.join('; and ')}. Deploy a shell that provides it first, or publish with --force ` +
        'if you are sure the remote does not depend on the difference.',
    );
  }
}

/** Copies {root}/{folder}/dist to VAR_DIR/remotes/{folder}/{version}/ and makes it the default. */
export async function publish(root: string, varDir: string, folder: RemoteFolder, options: { force?: boolean } = {}): Promise<string> {
  const source = path.join(root, folder, 'dist');
  if (!(await exists(path.join(source, 'mf-manifest.json')))) {
    throw new OpsError(`${folder} has no build with an mf-manifest.json in ${source}. Run npm run build -w ${folder} first.`);
  }
  if (!options.force) await checkContractWithShell(root, folder, source);
  const { version } = JSON.parse(await fs.readFile(path.join(root, folder, 'package.json'), 'utf8')) as { version?: string };
  if (!version || !versionPattern.test(version)) throw new OpsError(`${folder}/package.json has no usable version.`);

  // Copy beside the target, then swap it in with renames, so a reader never sees half a build.
  const target = remoteDir(varDir, folder, version);
  const suffix = randomBytes(4).toString('hex');
  const incoming = `${target}.incoming-${suffix}`;
  const outgoing = `${target}.outgoing-${suffix}`;
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Source maps stay in dist/ on the build machine; what is published is served to everyone.
  await fs.cp(source, incoming, { recursive: true, filter: (file) => !file.endsWith('.map') });
  const replacing = await exists(target);
  if (replacing) await fs.rename(target, outgoing);
  await fs.rename(incoming, target);
  if (replacing) await fs.rm(outgoing, { recursive: true, force: true });

  const file = await readRemotesFile(varDir);
  file.default[folder] = version;
  record(file, { action: 'publish', folder, version });
  await writeRemotesFile(varDir, file);
  return version;
}

export async function publishAll(root: string, varDir: string): Promise<Array<{ folder: RemoteFolder; version: string }>> {
  const done = [];
  for (const { folder } of remotes) done.push({ folder, version: await publish(root, varDir, folder) });
  return done;
}

/** Points the default set, or one brand, at an already published version. */
export async function pin(varDir: string, folder: RemoteFolder, version: string, brand?: string): Promise<void> {
  if (!versionPattern.test(version)) throw new OpsError(`"${version}" is not a version such as 0.1.0.`);
  if (!(await exists(path.join(remoteDir(varDir, folder, version), 'mf-manifest.json')))) {
    throw new OpsError(`${folder} ${version} has not been published. Published: ${(await publishedVersions(varDir, folder)).join(', ') || 'none'}.`);
  }
  const file = await readRemotesFile(varDir);
  if (brand) (file.brands[brand] ??= {})[folder] = version;
  else file.default[folder] = version;
  record(file, { action: 'pin', folder, version, ...(brand ? { brand } : {}) });
  await writeRemotesFile(varDir, file);
}

/** Removes a brand's pin, so the brand follows the default set again. */
export async function unpin(varDir: string, folder: RemoteFolder, brand: string): Promise<void> {
  const file = await readRemotesFile(varDir);
  if (!file.brands[brand]?.[folder]) throw new OpsError(`${brand} has no pin for ${folder}.`);
  delete file.brands[brand]![folder];
  if (Object.keys(file.brands[brand]!).length === 0) delete file.brands[brand];
  record(file, { action: 'unpin', folder, brand });
  await writeRemotesFile(varDir, file);
}

/**
 * The versions a scope (default set or one brand) has had, as a stack: publish and pin push, rollback
 * pops, unpin empties. The top is the version in force.
 */
function versionStack(file: RemotesFile, folder: RemoteFolder, brand?: string): string[] {
  const stack: string[] = [];
  for (const entry of file.history) {
    if (entry.folder !== folder || entry.brand !== brand) continue;
    if (entry.action === 'rollback') stack.pop();
    else if (entry.action === 'unpin') stack.length = 0;
    else if (entry.version) stack.push(entry.version);
  }
  return stack;
}

/**
 * Goes back to the version in force before the current one. For a brand, rolling back its only pin
 * removes the pin. Returns the version now in force, or undefined when the brand follows the default.
 */
export async function rollback(varDir: string, folder: RemoteFolder, brand?: string): Promise<string | undefined> {
  const file = await readRemotesFile(varDir);
  const stack = versionStack(file, folder, brand);
  stack.pop();
  const previous = stack.at(-1);
  if (!previous && !brand) throw new OpsError(`There is no earlier version of ${folder} to roll back to.`);
  if (!brand && !file.default[folder]) throw new OpsError(`${folder} has not been published.`);
  if (brand && !file.brands[brand]?.[folder]) throw new OpsError(`${brand} has no pin for ${folder} to roll back.`);
  if (previous && !(await exists(remoteDir(varDir, folder, previous)))) {
    throw new OpsError(`${folder} ${previous} is no longer in ${path.join(varDir, 'remotes', folder)}.`);
  }

  if (brand) {
    if (previous) file.brands[brand]![folder] = previous;
    else {
      delete file.brands[brand]![folder];
      if (Object.keys(file.brands[brand]!).length === 0) delete file.brands[brand];
    }
  } else {
    file.default[folder] = previous!;
  }
  record(file, { action: 'rollback', folder, ...(previous ? { version: previous } : {}), ...(brand ? { brand } : {}) });
  await writeRemotesFile(varDir, file);
  return previous;
}

export async function publishedVersions(varDir: string, folder: RemoteFolder): Promise<string[]> {
  const entries = await fs.readdir(path.join(varDir, 'remotes', folder), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory() && versionPattern.test(e.name))
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** One line per remote: the default version, brand pins and what is on disk. */
export async function listRemotes(varDir: string): Promise<string[]> {
  const file = await readRemotesFile(varDir);
  const lines: string[] = [];
  for (const { folder } of remotes) {
    const pins = Object.entries(file.brands)
      .filter(([, set]) => set[folder])
      .map(([brand, set]) => `${brand}=${set[folder]}`);
    const published = await publishedVersions(varDir, folder);
    lines.push(`${folder}: default ${file.default[folder] ?? '(none)'}`
      + `${pins.length ? `; pins ${pins.join(', ')}` : ''}; published ${published.join(', ') || '(none)'}`);
  }
  return lines;
}
