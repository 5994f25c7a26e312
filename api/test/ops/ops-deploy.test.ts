import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/ops/cli.ts';
import { publishedVersion } from '../../src/ops/publish.ts';
import { readRemotesFile } from '../../src/features/pages/remotes/store.ts';
import { makeTempDir } from '../helpers.ts';
import { fakeRemoteBuild, fakeShellBuild, setFederationRuntime, setManifestShared, setSharedExports, sharedOf } from '../remote-fixtures.ts';

// Publishing, pins and rollback: versions carry the commit, published builds never change, every change
// is in the history with who and when, and the shell is deployed, pinned and rolled back like a remote, never onto
// a remote in force that it cannot run.

let root: string;
let varDir: string;
let output: string[];
let commit: string | undefined;

beforeEach(async () => {
  root = await makeTempDir('cards-deploy-');
  varDir = path.join(root, 'var');
  output = [];
  commit = '1a2b3c4d5e';
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const ops = (...args: string[]) => runCli(args, { root, varDir, commit, out: (line) => output.push(line) });
const remotesFile = () => readRemotesFile(varDir);

describe('the version of a published build', () => {
  it('is the package version plus the commit, as semantic-version build metadata', async () => {
    await fakeRemoteBuild(root, 'mf-content', '0.2.0');
    expect(await ops('publish', 'mf-content')).toBe(0);
    expect(output.at(-1)).toBe('Published mf-content 0.2.0+1a2b3c4d5e; it is now the default.');
    expect(await fs.readdir(path.join(varDir, 'remotes', 'mf-content'))).toEqual(['0.2.0+1a2b3c4d5e']);
    expect((await remotesFile()).default['mf-content']).toBe('0.2.0+1a2b3c4d5e');
  });

  it.each([
    ['0.2.0', undefined, '0.2.0'],
    ['0.2.0', '1a2b3c4d5e', '0.2.0+1a2b3c4d5e'],
    // A dirty work tree's builds differ without a new commit: each carries the start of its content digest.
    ['0.2.0', '1a2b3c4d5e.dirty', '0.2.0+1a2b3c4d5e.dirty.deadbeef'],
    ['1.0.0-rc.1', 'abc_def', '1.0.0-rc.1+abc-def'],
  ])('%s built at %s is published as %s', (version, at, expected) => {
    expect(publishedVersion(version, at, 'deadbeef0123')).toBe(expected);
  });

  it('gives two builds from one dirty work tree two versions, so neither is refused', async () => {
    commit = '1a2b3c4d5e.dirty';
    await fakeRemoteBuild(root, 'mf-content', '0.2.0');
    await ops('publish', 'mf-content');
    await fs.writeFile(path.join(root, 'mf-content', 'dist', 'remoteEntry.js'), 'changed, not committed');
    expect(await ops('publish', 'mf-content')).toBe(0);
    const published = await fs.readdir(path.join(varDir, 'remotes', 'mf-content'));
    expect(published).toHaveLength(2);
    for (const version of published) expect(version).toMatch(/^0\.2\.0\+1a2b3c4d5e\.dirty\.[0-9a-f]{8}$/);
  });

  it('refuses the same version and commit with other files, and leaves the published one as it was', async () => {
    await fakeRemoteBuild(root, 'mf-content', '0.2.0');
    await ops('publish', 'mf-content');
    await fs.writeFile(path.join(root, 'mf-content', 'dist', 'remoteEntry.js'), 'other');
    expect(await ops('publish', 'mf-content')).toBe(1);
    expect(output.at(-1)).toMatch(/^Error: mf-content 0\.2\.0\+1a2b3c4d5e is already published with other files/);
    const entry = path.join(varDir, 'remotes', 'mf-content', '0.2.0+1a2b3c4d5e', 'remoteEntry.js');
    expect(await fs.readFile(entry, 'utf8')).toBe('/* mf-content 0.2.0 */');
  });

  it('pins by the package version alone when one build of it is published, and asks which when several are', async () => {
    await fakeRemoteBuild(root, 'mf-content', '0.1.0');
    await ops('publish', 'mf-content');
    commit = '9f8e7d6c5b';
    await fakeRemoteBuild(root, 'mf-content', '0.2.0');
    await ops('publish', 'mf-content');
    expect(await ops('pin', 'mf-content', '0.1.0', '--brand', 'bne')).toBe(0);
    expect(output.at(-1)).toBe('brand bne now gets mf-content 0.1.0+1a2b3c4d5e.');

    await fs.writeFile(path.join(root, 'mf-content', 'dist', 'remoteEntry.js'), 'same version, later commit');
    commit = '0000000001';
    await ops('publish', 'mf-content');
    expect(await ops('pin', 'mf-content', '0.2.0')).toBe(1);
    expect(output.at(-1)).toBe('Error: mf-content 0.2.0 has several builds; name one: 0.2.0+0000000001, 0.2.0+9f8e7d6c5b.');
    expect(await ops('pin', 'mf-content', '0.2.0+9f8e7d6c5b')).toBe(0);
  });
});

describe('the history says who changed what, and when', () => {
  it('records --by, else OPS_USER, on every change, and lists the newest first', async () => {
    await fakeRemoteBuild(root, 'mf-content', '0.1.0');
    await ops('publish', 'mf-content', '--by', 'Priya Raman');
    commit = '2222222222';
    await fakeRemoteBuild(root, 'mf-content', '0.2.0');
    process.env.OPS_USER = 'release-bot';
    try {
      await ops('publish', 'mf-content');
    } finally {
      delete process.env.OPS_USER;
    }
    await ops('pin', 'mf-content', '0.1.0', '--brand', 'bne', '--by', 'Sam Lee');
    await ops('rollback', 'mf-content', '--brand', 'bne', '--by', 'Sam Lee');

    const { history } = await remotesFile();
    expect(history.map((e) => [e.by, e.action, e.brand ?? 'default'])).toEqual([
      ['Priya Raman', 'publish', 'default'],
      ['release-bot', 'publish', 'default'],
      ['Sam Lee', 'pin', 'bne'],
      ['Sam Lee', 'rollback', 'bne'],
    ]);
    for (const entry of history) expect(Date.parse(entry.at)).not.toBeNaN();

    output = [];
    expect(await ops('history', 'mf-content', '--limit', '2')).toBe(0);
    expect(output).toHaveLength(2);
    expect(output[0]).toMatch(/^\S+ {2}Sam Lee {2}rollback {2}mf-content {2}- {2}brand bne$/);
    expect(output[1]).toMatch(/^\S+ {2}Sam Lee {2}pin {2}mf-content {2}0\.1\.0\+1a2b3c4d5e {2}brand bne$/);
    output = [];
    await ops('history', 'shell');
    expect(output).toEqual(['No changes yet.']);
  });
});

describe('ops publish shell, pin shell and rollback shell', () => {
  beforeEach(async () => {
    await fakeShellBuild(root, '0.1.0', sharedOf('1.0.0'));
  });

  it('publishes the shell under VAR_DIR/shell/{version}/ and makes it live', async () => {
    expect(await ops('publish', 'shell')).toBe(0);
    expect(output.at(-1)).toBe('Published the shell 0.1.0+1a2b3c4d5e; it is live.');
    expect(await fs.readFile(path.join(varDir, 'shell', '0.1.0+1a2b3c4d5e', 'index.html'), 'utf8')).toContain('shell 0.1.0');
    const file = await remotesFile();
    expect(file.shell).toBe('0.1.0+1a2b3c4d5e');
    expect(file.history).toEqual([expect.objectContaining({ action: 'publish', folder: 'shell', version: '0.1.0+1a2b3c4d5e' })]);
  });

  it('refuses a shell that would break a remote in force until that pin is moved, then rolls back', async () => {
    await ops('publish', 'shell');
    await fakeRemoteBuild(root, 'mf-content', '0.1.0');
    await setManifestShared(root, 'mf-content', sharedOf('1.0.0'));
    await ops('publish', 'mf-content');
    await ops('pin', 'mf-content', '0.1.0', '--brand', 'bne');
    await fakeRemoteBuild(root, 'mf-content', '0.2.0');
    await setManifestShared(root, 'mf-content', sharedOf('2.0.0'));
    // A remote built for shared 2 waits for a shell that provides it.
    expect(await ops('publish', 'mf-content')).toBe(1);
    expect(output.at(-1)).toMatch(/^Error: mf-content needs @cards\/shared \^2\.0\.0, but the shell provides 1\.0\.0\./);

    // Shell 0.2.0 provides shared 2.0.0: every remote still on shared 1 is in the way, named with its scope.
    commit = '3333333333';
    await fakeShellBuild(root, '0.2.0', sharedOf('2.0.0'));
    expect(await ops('publish', 'shell')).toBe(1);
    expect(output.at(-1)).toBe('Error: The shell 0.2.0+3333333333 would break mf-content 0.1.0+1a2b3c4d5e (the default) needs '
      + '@cards/shared ^1.0.0, but the shell provides 2.0.0; mf-content 0.1.0+1a2b3c4d5e (pinned for bne) needs '
      + '@cards/shared ^1.0.0, but the shell provides 2.0.0. Move those pins to versions built for this shell first '
      + '(ops pin, unpin or publish), or use --force if you are sure they do not depend on the difference.');
    expect((await remotesFile()).shell).toBe('0.1.0+1a2b3c4d5e');

    // Release the shared-2 remote and the shell together (force, as publish-all does), then bne's pin is in the way.
    expect(await ops('publish', 'mf-content', '--force')).toBe(0);
    expect(await ops('publish', 'shell')).toBe(1);
    expect(output.at(-1)).toMatch(/would break mf-content 0\.1\.0\+1a2b3c4d5e \(pinned for bne\)/);
    expect(output.at(-1)).not.toMatch(/\(the default\)/);
    await ops('unpin', 'mf-content', '--brand', 'bne', '--force');
    expect(await ops('publish', 'shell')).toBe(0);
    expect((await remotesFile()).shell).toBe('0.2.0+3333333333');

    // Rolling the shell back would strand the default remote built for shared 2: refused, unless forced.
    expect(await ops('rollback', 'shell')).toBe(1);
    expect(output.at(-1)).toMatch(/^Error: The shell 0\.1\.0\+1a2b3c4d5e would break mf-content 0\.2\.0\+3333333333 \(the default\)/);
    expect(await ops('rollback', 'mf-content')).toBe(1);
    expect(await ops('rollback', 'shell', '--force')).toBe(0);
    expect(output.at(-1)).toBe('Every brand is back on the shell 0.1.0+1a2b3c4d5e.');
    expect((await remotesFile()).shell).toBe('0.1.0+1a2b3c4d5e');
  });

  it('puts a remote that takes the shell\'s federation runtime only on a shell that provides it', async () => {
    await ops('publish', 'shell');
    await fakeRemoteBuild(root, 'mf-content', '0.1.0');
    await setManifestShared(root, 'mf-content', sharedOf('1.0.0'));
    await setFederationRuntime(root, 'mf-content', 'external');
    expect(await ops('publish', 'mf-content')).toBe(1);
    expect(output.at(-1)).toMatch(/^Error: mf-content needs the federation runtime \^2\.9\.2 from the shell, which this shell does not provide\./);

    commit = '7777777777';
    await fakeShellBuild(root, '0.1.1', sharedOf('1.0.0'));
    await setFederationRuntime(root, 'shell', 'provided');
    expect(await ops('publish', 'shell')).toBe(0);
    expect(await ops('publish', 'mf-content')).toBe(0);
    // Back to the shell without it would strand the remote: refused, naming why.
    expect(await ops('rollback', 'shell')).toBe(1);
    expect(output.at(-1)).toMatch(/would break mf-content 0\.1\.0\+7777777777 \(the default\) needs the federation runtime \^2\.9\.2 from the shell/);
  });

  it('puts a remote only on a shell that provides every export it imports of a tree-shaken library', async () => {
    await fakeShellBuild(root, '0.1.0', sharedOf('1.0.0'));
    await setSharedExports(root, 'shell', { 'react-router': ['Link', 'useNavigate', 'useParams'] });
    await ops('publish', 'shell');
    await fakeRemoteBuild(root, 'mf-content', '0.1.0');
    await setManifestShared(root, 'mf-content', sharedOf('1.0.0'));
    await setSharedExports(root, 'mf-content', { 'react-router': ['Link', 'useBlocker', 'useParams'] });
    expect(await ops('publish', 'mf-content')).toBe(1);
    expect(output.at(-1)).toMatch(/^Error: mf-content needs react-router's useBlocker, which the shell does not provide \(build the shell with this remote in its workspace\)/);

    // A shell built with the remote in its workspace provides it.
    commit = '7777777777';
    await fakeShellBuild(root, '0.1.1', sharedOf('1.0.0'));
    await setSharedExports(root, 'shell', { 'react-router': ['Link', 'useBlocker', 'useNavigate', 'useParams'] });
    expect(await ops('publish', 'shell')).toBe(0);
    expect(await ops('publish', 'mf-content')).toBe(0);
    expect(await ops('rollback', 'shell')).toBe(1);
    expect(output.at(-1)).toMatch(/would break mf-content 0\.1\.0\+7777777777 \(the default\) needs react-router's useBlocker/);
  });

  it('pins a published shell for every brand, never for one', async () => {
    await ops('publish', 'shell');
    commit = '4444444444';
    await fakeShellBuild(root, '0.1.1', sharedOf('1.0.1'));
    await ops('publish', 'shell');
    expect(await ops('pin', 'shell', '0.1.0')).toBe(0);
    expect((await remotesFile()).shell).toBe('0.1.0+1a2b3c4d5e');
    expect(await ops('pin', 'shell', '0.1.1', '--brand', 'bne')).toBe(1);
    expect(output.at(-1)).toMatch(/Every brand runs the same shell/);
    expect(await ops('rollback', 'shell')).toBe(0);
    expect((await remotesFile()).shell).toBe('0.1.1+4444444444');
  });

  it('publish-all releases the shell first and the remotes it can run, as one release', async () => {
    for (const folder of ['mf-content', 'mf-application', 'mf-track-status', 'mf-induction', 'mf-opneed-signature', 'mf-staff']) {
      await fakeRemoteBuild(root, folder, '0.1.0');
      await setManifestShared(root, folder, sharedOf('1.0.0'));
    }
    expect(await ops('publish-all')).toBe(0);
    expect(output[0]).toBe('Published shell 0.1.0+1a2b3c4d5e.');
    expect(output).toHaveLength(7);

    // The next release moves shared to 2 everywhere at once: allowed, though each alone would be refused.
    commit = '5555555555';
    await fakeShellBuild(root, '0.2.0', sharedOf('2.0.0'));
    for (const folder of ['mf-content', 'mf-application', 'mf-track-status', 'mf-induction', 'mf-opneed-signature', 'mf-staff']) {
      await fakeRemoteBuild(root, folder, '0.2.0');
      await setManifestShared(root, folder, sharedOf('2.0.0'));
    }
    expect(await ops('publish-all')).toBe(0);
    const file = await remotesFile();
    expect(file.shell).toBe('0.2.0+5555555555');
    expect(file.default['mf-induction']).toBe('0.2.0+5555555555');

    // A release with one remote the new shell cannot run publishes nothing.
    commit = '6666666666';
    await fakeShellBuild(root, '0.3.0', sharedOf('2.1.0'));
    await setManifestShared(root, 'mf-induction', sharedOf('2.2.0'));
    expect(await ops('publish-all')).toBe(1);
    expect(output.at(-1)).toMatch(/^Error: mf-induction needs @cards\/shared \^2\.2\.0, but the shell provides 2\.1\.0\./);
    expect((await remotesFile()).shell).toBe('0.2.0+5555555555');
  });
});
