import path from 'node:path';
import { remotes, type RemoteFolder } from '@cards/shared/brand';
import { deployedDir, exists, publishedVersions } from '../features/pages/remotes/published.ts';
import { readRemotesFile, versionPattern, writeRemotesFile, type DeployedFolder, type RemotesFile } from '../features/pages/remotes/store.ts';
import {
  problemsOnLiveShell, refuseRemote, refuseShell, remotesBrokenByShell, type PublishContext,
} from './publish.ts';
import { record, type ChangeOptions } from './change-record.ts';
import { OpsError } from './ops-error.ts';

// ops pin, unpin, rollback, list and history. Every change is written to remotes.json atomically and is live on
// the next page load: the server reads remotes.json on each page and /remotes.json request. A change that would
// put a remote on a shell that cannot run it is refused unless forced (features/pages/remotes/contract.ts).

export interface MoveOptions extends ChangeOptions {
  force?: boolean;
}

/**
 * A published version by its full name (0.2.0+1a2b3c4d5e) or by its package version alone (0.2.0) when only one
 * build of it is published.
 */
export async function resolveVersion(varDir: string, folder: DeployedFolder, asked: string): Promise<string> {
  if (!versionPattern.test(asked)) throw new OpsError(`"${asked}" is not a version such as 0.1.0.`);
  const published = await publishedVersions(varDir, folder);
  if (published.includes(asked)) return asked;
  const builds = published.filter((v) => v.startsWith(`${asked}+`));
  if (builds.length === 1) return builds[0]!;
  if (builds.length > 1) throw new OpsError(`${folder} ${asked} has several builds; name one: ${builds.join(', ')}.`);
  throw new OpsError(`${folder} ${asked} has not been published. Published: ${published.join(', ') || 'none'}.`);
}

/** Refuses to put a remote version in force on a shell that cannot run it, or a shell that breaks a remote. */
async function checkMove(ctx: PublishContext, file: RemotesFile, folder: DeployedFolder, version: string, options: MoveOptions) {
  if (options.force) return;
  if (folder === 'shell') {
    const broken = await remotesBrokenByShell(ctx.varDir, file, deployedDir(ctx.varDir, 'shell', version));
    if (broken.length > 0) refuseShell(version, broken);
  } else {
    const problems = await problemsOnLiveShell(ctx, file, deployedDir(ctx.varDir, folder, version));
    if (problems.length > 0) refuseRemote(folder, problems);
  }
}

function setVersion(file: RemotesFile, folder: DeployedFolder, version: string | undefined, brand?: string): void {
  if (folder === 'shell') {
    if (version) file.shell = version;
    else delete file.shell;
  } else if (brand) {
    if (version) (file.brands[brand] ??= {})[folder] = version;
    else {
      delete file.brands[brand]?.[folder];
      if (Object.keys(file.brands[brand] ?? {}).length === 0) delete file.brands[brand];
    }
  } else if (version) {
    file.default[folder] = version;
  } else {
    delete file.default[folder];
  }
}

function currentVersion(file: RemotesFile, folder: DeployedFolder, brand?: string): string | undefined {
  if (folder === 'shell') return file.shell;
  return brand ? file.brands[brand]?.[folder] : file.default[folder];
}

/** Points the default set, or one brand, or the shell at an already published version. */
export async function pin(ctx: PublishContext, folder: DeployedFolder, asked: string, brand?: string, options: MoveOptions = {}): Promise<string> {
  if (folder === 'shell' && brand) throw new OpsError('Every brand runs the same shell: pin shell takes no --brand.');
  const version = await resolveVersion(ctx.varDir, folder, asked);
  const file = await readRemotesFile(ctx.varDir);
  await checkMove(ctx, file, folder, version, options);
  setVersion(file, folder, version, brand);
  record(file, { action: 'pin', folder, version, ...(brand ? { brand } : {}) }, options);
  await writeRemotesFile(ctx.varDir, file);
  return version;
}

/** Removes a brand's pin, so the brand follows the default set again. */
export async function unpin(ctx: PublishContext, folder: RemoteFolder, brand: string, options: MoveOptions = {}): Promise<void> {
  const file = await readRemotesFile(ctx.varDir);
  if (!file.brands[brand]?.[folder]) throw new OpsError(`${brand} has no pin for ${folder}.`);
  const fallback = file.default[folder];
  if (fallback) await checkMove(ctx, file, folder, fallback, options);
  setVersion(file, folder, undefined, brand);
  record(file, { action: 'unpin', folder, brand }, options);
  await writeRemotesFile(ctx.varDir, file);
}

/**
 * The versions a scope (the shell, a remote's default or one brand's pin) has had, as a stack: publish and pin
 * push, rollback pops, unpin empties. The top is the version in force.
 */
function versionStack(file: RemotesFile, folder: DeployedFolder, brand?: string): string[] {
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
 * Goes back to the version in force before the current one. For a brand, rolling back its only pin removes the
 * pin. Returns the version now in force, or undefined when the brand follows the default.
 */
export async function rollback(ctx: PublishContext, folder: DeployedFolder, brand?: string, options: MoveOptions = {}): Promise<string | undefined> {
  if (folder === 'shell' && brand) throw new OpsError('Every brand runs the same shell: rollback shell takes no --brand.');
  const file = await readRemotesFile(ctx.varDir);
  const stack = versionStack(file, folder, brand);
  stack.pop();
  const previous = stack.at(-1);
  if (!currentVersion(file, folder, brand)) {
    throw new OpsError(brand ? `${brand} has no pin for ${folder} to roll back.` : `${folder} has not been published.`);
  }
  if (!previous && !brand) throw new OpsError(`There is no earlier version of ${folder} to roll back to.`);
  if (previous && !(await exists(deployedDir(ctx.varDir, folder, previous)))) {
    throw new OpsError(`${folder} ${previous} is no longer in ${path.dirname(deployedDir(ctx.varDir, folder, previous))}.`);
  }
  const landing = previous ?? (folder === 'shell' ? undefined : file.default[folder as RemoteFolder]);
  if (landing) await checkMove(ctx, file, folder, landing, options);

  setVersion(file, folder, previous, brand);
  record(file, { action: 'rollback', folder, ...(previous ? { version: previous } : {}), ...(brand ? { brand } : {}) }, options);
  await writeRemotesFile(ctx.varDir, file);
  return previous;
}

/** One line for the shell and one per remote: the version in force, brand pins and what is on disk. */
export async function listRemotes(varDir: string): Promise<string[]> {
  const file = await readRemotesFile(varDir);
  const shellPublished = await publishedVersions(varDir, 'shell');
  const lines = [`shell: ${file.shell ?? '(the build in SHELL_DIST)'}; published ${shellPublished.join(', ') || '(none)'}`];
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

/** The newest changes first: when, who, what, to which version and for whom. */
export async function history(varDir: string, filter: { folder?: DeployedFolder; brand?: string; limit?: number } = {}): Promise<string[]> {
  const file = await readRemotesFile(varDir);
  return file.history
    .filter((e) => (!filter.folder || e.folder === filter.folder) && (!filter.brand || e.brand === filter.brand))
    .slice(-(filter.limit ?? 20))
    .reverse()
    .map((e) => [e.at, e.by ?? '(unknown)', e.action, e.folder, e.version ?? '-', e.brand ? `brand ${e.brand}` : 'default'].join('  '));
}
