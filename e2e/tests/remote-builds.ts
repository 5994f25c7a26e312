import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './api-server.ts';

// Real production builds of a front-end package as another squad or another release would make it: a copy of the
// package under var/builds/ (inside the repository, so node resolution still finds the workspace's libraries),
// with its own changes, and optionally its own @cards/shared linked in (rspack.base.js builds against the shared
// that node resolution finds from the package's folder).

const run = promisify(execFile);

export interface Build {
  /** The folder holding package.json and dist/: what `ops publish <folder> --from` takes. */
  packageDir: string;
  remove(): Promise<void>;
}

export interface BuildOptions {
  /** The package.json version of this build. */
  version?: string;
  /** Text changes to the source: [file under the package, text, replacement]. */
  changes?: Array<[string, string, string]>;
  /** New files: [file under the package, its text]. */
  files?: Array<[string, string]>;
  /** Build against another @cards/shared: the workspace's with another version, or a release from git history. */
  shared?: { version: string; fromGit?: boolean };
  /** Build the package's own source as it was at this release of @cards/shared (git history), not today's. */
  sourceAtSharedRelease?: string;
  /** Settings of the build (REACT_DEVELOPMENT=1: React's development build, for the hydration journey). */
  env?: Record<string, string>;
}

const skipped = new Set(['node_modules', 'dist']);

/** Writes a folder of the repository as it was at a commit into dir/folder. */
function extractFromGit(commit: string, folder: string, dir: string): void {
  const tar = execFileSync('git', ['-C', repoRoot, 'archive', '--format=tar', commit, folder], { maxBuffer: 64 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
}

/** Copies the workspace's shared package, or extracts the last commit of it with `version` from git. */
async function placeShared(target: string, shared: NonNullable<BuildOptions['shared']>): Promise<void> {
  if (shared.fromGit) {
    extractFromGit(commitOfSharedRelease(shared.version), 'shared', path.dirname(target));
    return;
  }
  await fs.cp(path.join(repoRoot, 'shared'), target, { recursive: true, filter: (file) => !skipped.has(path.basename(file)) });
  const manifest = path.join(target, 'package.json');
  const pkg = JSON.parse(await fs.readFile(manifest, 'utf8')) as { version: string };
  await fs.writeFile(manifest, JSON.stringify({ ...pkg, version: shared.version }, null, 2));
}

/**
 * The commit that released `version` of @cards/shared: the first whose shared/package.json carries it (later
 * commits under the same number are the next release's unreleased changes).
 */
export function commitOfSharedRelease(version: string): string {
  const git = (...args: string[]) => execFileSync('git', ['-C', repoRoot, ...args], { encoding: 'utf8' });
  const commits = git('log', '--reverse', '--format=%H', '--', 'shared/package.json').split('\n').filter(Boolean);
  for (const commit of commits) {
    const pkg = JSON.parse(git('show', `${commit}:shared/package.json`)) as { version?: string };
    if (pkg.version === version) return commit;
  }
  throw new Error(`No commit has @cards/shared ${version}; the contract test needs the repository's history.`);
}

/** The released versions of @cards/shared in git history, newest first. */
export function sharedReleases(): string[] {
  const git = (...args: string[]) => execFileSync('git', ['-C', repoRoot, ...args], { encoding: 'utf8' });
  const versions = new Set<string>();
  for (const commit of git('log', '--format=%H', '--', 'shared/package.json').split('\n').filter(Boolean)) {
    const { version } = JSON.parse(git('show', `${commit}:shared/package.json`)) as { version?: string };
    if (version) versions.add(version);
  }
  return [...versions];
}

/** Builds `folder` (shell or a remote) with `options` in production mode; resolves when dist/ is written. */
export async function buildPackage(folder: string, options: BuildOptions = {}): Promise<Build> {
  await fs.mkdir(path.join(repoRoot, 'var', 'builds'), { recursive: true });
  const dir = await fs.mkdtemp(path.join(repoRoot, 'var', 'builds', `${folder}-`));
  const remove = () => fs.rm(dir, { recursive: true, force: true });
  try {
    const packageDir = path.join(dir, folder);
    if (options.sourceAtSharedRelease) extractFromGit(commitOfSharedRelease(options.sourceAtSharedRelease), folder, dir);
    else await fs.cp(path.join(repoRoot, folder), packageDir, { recursive: true, filter: (file) => !skipped.has(path.basename(file)) });
    // The package's config imports ../rspack.base.js, and its content types ../../../scripts.
    await fs.symlink(path.join(repoRoot, 'rspack.base.js'), path.join(dir, 'rspack.base.js'));
    await fs.symlink(path.join(repoRoot, 'scripts'), path.join(dir, 'scripts'));
    if (options.shared) {
      await placeShared(path.join(dir, 'shared'), options.shared);
      await fs.mkdir(path.join(dir, 'node_modules', '@cards'), { recursive: true });
      await fs.symlink(path.join(dir, 'shared'), path.join(dir, 'node_modules', '@cards', 'shared'));
    }
    if (options.version) {
      const manifest = path.join(packageDir, 'package.json');
      const pkg = JSON.parse(await fs.readFile(manifest, 'utf8')) as Record<string, unknown>;
      await fs.writeFile(manifest, JSON.stringify({ ...pkg, version: options.version }, null, 2));
    }
    for (const [file, text] of options.files ?? []) {
      const target = path.join(packageDir, file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, text, { flag: 'wx' });
    }
    for (const [file, text, replacement] of options.changes ?? []) {
      const source = path.join(packageDir, file);
      const before = await fs.readFile(source, 'utf8');
      if (!before.includes(text)) throw new Error(`${folder}/${file} no longer contains "${text}"`);
      await fs.writeFile(source, before.replace(text, replacement));
    }
    await run('npx', ['rspack', 'build', '--mode', 'production'], { cwd: packageDir, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...options.env } });
    return { packageDir, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}
