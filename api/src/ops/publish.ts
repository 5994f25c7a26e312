import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { remotes, type RemoteFolder } from '@cards/shared/brand';
import {
  buildProblems, contentDigest, deployedDir, differingFiles, exists, isPublishedFile, liveShellDir,
} from '../features/pages/remotes/published.ts';
import { readRemotesFile, versionPattern, writeRemotesFile, type DeployedFolder, type RemotesFile } from '../features/pages/remotes/store.ts';
import { record, type ChangeOptions } from './change-record.ts';
import { routeFileProblems } from '../features/pages/route-schema.ts';
import { ROUTES_FILE } from '../features/pages/routes-in-force.ts';
import { OpsError } from './ops-error.ts';

// ops publish: a build becomes VAR_DIR/{remotes/<folder>|shell}/<version>/, where the version is the package's
// plus the commit it was built from. A published version never changes: publishing it again with the same files
// only makes it the one in force; with other files it is refused.

export interface PublishOptions extends ChangeOptions {
  /** Publish even where the contract check fails (a known exception). */
  force?: boolean;
  /** The folder holding package.json and dist/ (default: {root}/{folder}); a build made elsewhere. */
  from?: string;
  /** The commit the build came from; default: git in root, with `.dirty` when the work tree has changes. */
  commit?: string;
}

export interface PublishContext {
  root: string;
  varDir: string;
  /** The shell build the api serves when none is published (SHELL_DIST). */
  shellDist: string;
}

/** The commit of root's work tree: the short hash, plus `.dirty` when tracked files changed; none outside git. */
export function workTreeCommit(root: string): string | undefined {
  if (process.env.PUBLISH_COMMIT) return process.env.PUBLISH_COMMIT;
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const commit = git('rev-parse', '--short=10', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${commit}.dirty` : commit;
  } catch {
    return undefined;
  }
}

/**
 * The version a build is published as. A dirty work tree's builds differ without a new commit, so they also carry
 * the start of their content digest: each is its own version, and a clean commit's version stays immutable.
 */
export function publishedVersion(packageVersion: string, commit: string | undefined, digest: string): string {
  if (!commit) return packageVersion;
  const metadata = commit.endsWith('.dirty') ? `${commit}.${digest.slice(0, 8)}` : commit;
  return `${packageVersion}+${metadata.replace(/[^0-9A-Za-z.-]/g, '-')}`;
}

/** The manifest of the shell in force: the published one, else SHELL_DIST's; none when no shell is built. */
async function liveShellManifest(ctx: PublishContext, file: RemotesFile): Promise<string | undefined> {
  const manifest = path.join(liveShellDir(ctx.varDir, file, ctx.shellDist), 'mf-manifest.json');
  return (await exists(manifest)) ? manifest : undefined;
}

/** Why a remote build cannot run on the live shell (features/pages/remotes/contract.ts); none when it can, or no shell is built. */
export async function problemsOnLiveShell(ctx: PublishContext, file: RemotesFile, remoteDir: string): Promise<string[]> {
  const shell = await liveShellManifest(ctx, file);
  if (!shell) return [];
  return buildProblems(path.join(remoteDir, 'mf-manifest.json'), shell);
}

/**
 * Every remote version in force (the default set and each brand's pins) that a shell build would break, in
 * words: 'mf-content 0.1.0+1a2b (pinned for bne) needs …'.
 */
export async function remotesBrokenByShell(varDir: string, file: RemotesFile, shellDir: string): Promise<string[]> {
  const shellManifest = path.join(shellDir, 'mf-manifest.json');
  const inForce: Array<{ folder: RemoteFolder; version: string; scope: string }> = [];
  for (const { folder } of remotes) {
    if (file.default[folder]) inForce.push({ folder, version: file.default[folder]!, scope: 'the default' });
    for (const [brand, set] of Object.entries(file.brands)) {
      if (set[folder]) inForce.push({ folder, version: set[folder]!, scope: `pinned for ${brand}` });
    }
  }
  const broken: string[] = [];
  for (const { folder, version, scope } of inForce) {
    const manifest = path.join(deployedDir(varDir, folder, version), 'mf-manifest.json');
    if (!(await exists(manifest))) continue;
    const problems = await buildProblems(manifest, shellManifest);
    if (problems.length > 0) broken.push(`${folder} ${version} (${scope}) needs ${problems.join('; and ')}`);
  }
  return broken;
}

export function refuseRemote(folder: RemoteFolder, problems: string[]): never {
  throw new OpsError(
    `${folder} needs ${problems.join('; and ')}. Deploy a shell that provides it first, or publish with --force ` +
      'if you are sure the remote does not depend on the difference.',
  );
}

export function refuseShell(version: string, broken: string[]): never {
  throw new OpsError(
    `The shell ${version} would break ${broken.join('; ')}. Move those pins to versions built for this shell first `
      + '(ops pin, unpin or publish), or use --force if you are sure they do not depend on the difference.',
  );
}

/** Copies the build beside the target, then renames it into place: a reader never sees half a build. */
async function copyInto(source: string, target: string): Promise<void> {
  const incoming = `${target}.incoming-${randomBytes(4).toString('hex')}`;
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.cp(source, incoming, { recursive: true, filter: isPublishedFile });
  try {
    await fs.rename(incoming, target);
  } catch (err) {
    // Another publish of the same version got there first; the digest check below decides.
    await fs.rm(incoming, { recursive: true, force: true });
    if (!(await exists(target))) throw err;
  }
}

/** A remote's routes (routes.json in its build) must be ones the api can serve: never published otherwise. */
async function checkRouteFile(folder: DeployedFolder, source: string): Promise<void> {
  const file = path.join(source, ROUTES_FILE);
  if (folder === 'shell' || !(await exists(file))) return;
  let problems: string[];
  try {
    problems = routeFileProblems(JSON.parse(await fs.readFile(file, 'utf8')));
  } catch {
    problems = ['it is not JSON'];
  }
  if (problems.length > 0) throw new OpsError(`${folder}'s routes.json cannot be served: ${problems.join('; ')}. Mend ${folder}/routes.json, build and publish again.`);
}

/**
 * Publishes {from}/dist as the next version of a remote or of the shell and puts it in force (the default set for
 * a remote). Returns the version.
 */
export async function publish(ctx: PublishContext, folder: DeployedFolder, options: PublishOptions = {}): Promise<string> {
  const packageDir = options.from ? path.resolve(options.from) : path.join(ctx.root, folder);
  const source = path.join(packageDir, 'dist');
  const required = folder === 'shell' ? ['mf-manifest.json', 'index.html'] : ['mf-manifest.json'];
  for (const name of required) {
    if (!(await exists(path.join(source, name)))) {
      throw new OpsError(`${folder} has no build with an ${name} in ${source}. Run npm run build -w ${folder} first.`);
    }
  }
  await checkRouteFile(folder, source);
  const { version: packageVersion } = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version?: string };
  if (!packageVersion || !versionPattern.test(packageVersion) || packageVersion.includes('+')) {
    throw new OpsError(`${folder}/package.json has no usable version.`);
  }
  const digest = await contentDigest(source);
  const version = publishedVersion(packageVersion, options.commit ?? workTreeCommit(ctx.root), digest);
  if (!versionPattern.test(version)) throw new OpsError(`"${version}" is not a usable version.`);

  const file = await readRemotesFile(ctx.varDir);
  if (!options.force) {
    if (folder === 'shell') {
      const broken = await remotesBrokenByShell(ctx.varDir, file, source);
      if (broken.length > 0) refuseShell(version, broken);
    } else {
      const problems = await problemsOnLiveShell(ctx, file, source);
      if (problems.length > 0) refuseRemote(folder, problems);
    }
  }

  const target = deployedDir(ctx.varDir, folder, version);
  if (!(await exists(target))) await copyInto(source, target);
  if ((await contentDigest(target)) !== digest) {
    const differ = await differingFiles(target, source);
    const named = differ.length > 10 ? `${differ.slice(0, 10).join(', ')} and ${differ.length - 10} more` : differ.join(', ');
    throw new OpsError(
      `${folder} ${version} is already published with other files, and a published version never changes `
        + `(files that differ: ${named}). `
        + `Commit the change or raise the version in ${folder}/package.json, build, and publish again.`,
    );
  }

  const current = folder === 'shell' ? file.shell : file.default[folder];
  if (current !== version) {
    if (folder === 'shell') file.shell = version;
    else file.default[folder] = version;
    record(file, { action: 'publish', folder, version }, options);
    await writeRemotesFile(ctx.varDir, file);
  }
  return version;
}

/**
 * The shell and the remotes as one release (npm start): the shell first, so the remotes are checked against
 * the shell they will run on. The default set is replaced together, so only brand pins must still fit the new shell.
 */
export async function publishAll(ctx: PublishContext, options: PublishOptions = {}): Promise<Array<{ folder: DeployedFolder; version: string }>> {
  const { from: _from, ...rest } = options;
  const shellDist = path.join(ctx.root, 'shell', 'dist');
  const hasShell = await exists(path.join(shellDist, 'index.html'));
  if (hasShell && !rest.force) {
    const file = await readRemotesFile(ctx.varDir);
    const broken = await remotesBrokenByShell(ctx.varDir, { ...file, default: {} }, shellDist);
    if (broken.length > 0) refuseShell('built in shell/dist', broken);
    const release = { ...ctx, shellDist };
    for (const { folder } of remotes) {
      const dist = path.join(ctx.root, folder, 'dist');
      if (!(await exists(path.join(dist, 'mf-manifest.json')))) continue;
      const problems = await problemsOnLiveShell(release, { default: {}, brands: {}, history: [] }, dist);
      if (problems.length > 0) refuseRemote(folder, problems);
    }
  }
  const done: Array<{ folder: DeployedFolder; version: string }> = [];
  // Checked above as one release; one by one, the new shell would be checked against the remotes it replaces.
  if (hasShell) done.push({ folder: 'shell', version: await publish(ctx, 'shell', { ...rest, force: true }) });
  for (const { folder } of remotes) done.push({ folder, version: await publish(ctx, folder, { ...rest, force: hasShell || rest.force }) });
  return done;
}
