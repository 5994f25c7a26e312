import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/ops/cli.ts';
import { readRemotesFile } from '../../src/features/pages/remotes/store.ts';
import { makeTempDir } from '../helpers.ts';
import { fakeRemoteBuild } from '../remote-fixtures.ts';

let root: string;
let varDir: string;
let output: string[];

beforeEach(async () => {
  root = await makeTempDir('cards-ops-');
  varDir = path.join(root, 'var');
  output = [];
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const ops = (...args: string[]) => runCli(args, { root, varDir, out: (line) => output.push(line) });

describe('ARCHITECTURE Module Federation: ops publish', () => {
  it('copies the build to VAR_DIR/remotes/{folder}/{version}/ and makes it the default', async () => {
    await fakeRemoteBuild(root, 'mf-content', '0.1.0');
    expect(await ops('publish', 'mf-content')).toBe(0);
    expect(await fs.readFile(path.join(varDir, 'remotes', 'mf-content', '0.1.0', 'remoteEntry.js'), 'utf8')).toContain('0.1.0');
    const file = await readRemotesFile(varDir);
    expect(file.default).toEqual({ 'mf-content': '0.1.0' });
    expect(file.history).toEqual([expect.objectContaining({ action: 'publish', folder: 'mf-content', version: '0.1.0' })]);
    // The write is atomic: no temporary file is left beside remotes.json.
    expect((await fs.readdir(varDir)).sort()).toEqual(['remotes', 'remotes.json']);
  });

  it('never changes a published version: the same files again are a no-op, other files are refused', async () => {
    await fakeRemoteBuild(root, 'mf-content', '0.1.0');
    await ops('publish', 'mf-content');
    expect(await ops('publish', 'mf-content')).toBe(0);
    expect((await readRemotesFile(varDir)).history).toHaveLength(1);

    await fs.writeFile(path.join(root, 'mf-content', 'dist', 'remoteEntry.js'), 'rebuilt');
    expect(await ops('publish', 'mf-content')).toBe(1);
    expect(output.at(-1)).toBe('Error: mf-content 0.1.0 is already published with other files, and a published version never '
      + 'changes (files that differ: remoteEntry.js). Commit the change or raise the version in mf-content/package.json, build, and publish again.');
    expect(await fs.readFile(path.join(varDir, 'remotes', 'mf-content', '0.1.0', 'remoteEntry.js'), 'utf8')).toContain('0.1.0');
    expect(await fs.readdir(path.join(varDir, 'remotes', 'mf-content'))).toEqual(['0.1.0']);
  });

  it('publishes all six remotes with publish-all', async () => {
    for (const folder of ['mf-content', 'mf-application', 'mf-track-status', 'mf-induction', 'mf-opneed-signature', 'mf-staff']) {
      await fakeRemoteBuild(root, folder, '0.1.0');
    }
    expect(await ops('publish-all')).toBe(0);
    expect(Object.keys((await readRemotesFile(varDir)).default)).toHaveLength(6);
  });

  it('refuses a remote the live shell does not satisfy, naming the package, the range and the shell\'s version, unless forced', async () => {
    const provides = (shared: string, react: string) => ({ shared: [{ name: '@cards/shared/domain', version: shared }, { name: 'react', version: react }] });
    const needs = (shared: string, react: string) => ({
      shared: [{ name: '@cards/shared/domain', version: shared, requiredVersion: `^${shared}` }, { name: 'react', version: react, requiredVersion: `^${react}` }],
    });
    await fs.mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
    await fs.writeFile(path.join(root, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify(provides('1.2.0', '19.3.1')));
    await fakeRemoteBuild(root, 'mf-content', '0.1.0');
    const manifest = path.join(root, 'mf-content', 'dist', 'mf-manifest.json');

    await fs.writeFile(manifest, JSON.stringify({ name: 'mf-content', ...needs('1.3.0', '19.3.1') }));
    expect(await ops('publish', 'mf-content')).toBe(1);
    expect(output.at(-1)).toBe('Error: mf-content needs @cards/shared ^1.3.0, but the shell provides 1.2.0. Deploy a shell that '
      + 'provides it first, or publish with --force if you are sure the remote does not depend on the difference.');
    expect((await readRemotesFile(varDir)).default).toEqual({});

    await fs.writeFile(manifest, JSON.stringify({ name: 'mf-content', ...needs('1.1.0', '18.3.1') }));
    expect(await ops('publish', 'mf-content')).toBe(1);
    expect(output.at(-1)).toMatch(/needs react \^18\.3\.1 \(major 18\), but the shell provides 19\.3\.1\./);
    expect(await ops('publish', 'mf-content', '--force')).toBe(0);

    // Built against an older shared of the same major: the shell has everything it needs.
    await fakeRemoteBuild(root, 'mf-content', '0.1.1');
    await fs.writeFile(manifest, JSON.stringify({ name: 'mf-content', ...needs('1.1.0', '19.0.0') }));
    expect(await ops('publish', 'mf-content')).toBe(0);
  });

  it('refuses a folder without a build, or an unknown folder', async () => {
    expect(await ops('publish', 'mf-content')).toBe(1);
    expect(output.at(-1)).toMatch(/npm run build -w mf-content/);
    expect(await ops('publish', 'shell')).toBe(1);
    expect(await fs.access(path.join(varDir, 'remotes.json')).then(() => true, () => false)).toBe(false);
  });
});

describe('ARCHITECTURE Module Federation: ops pin, rollback, unpin and list', () => {
  beforeEach(async () => {
    for (const version of ['0.1.0', '0.2.0', '0.3.0']) {
      await fakeRemoteBuild(root, 'mf-content', version);
      await ops('publish', 'mf-content');
    }
  });

  it('rolls the default back one version at a time, then stops', async () => {
    expect(await ops('rollback', 'mf-content')).toBe(0);
    expect((await readRemotesFile(varDir)).default['mf-content']).toBe('0.2.0');
    expect(await ops('rollback', 'mf-content')).toBe(0);
    expect((await readRemotesFile(varDir)).default['mf-content']).toBe('0.1.0');
    expect(await ops('rollback', 'mf-content')).toBe(1);
    expect(output.at(-1)).toMatch(/no earlier version/);
  });

  it('pins a brand to a published version and rolls the pin back', async () => {
    expect(await ops('pin', 'mf-content', '0.1.0', '--brand', 'bne')).toBe(0);
    expect(await ops('pin', 'mf-content', '0.2.0', '--brand', 'bne')).toBe(0);
    let file = await readRemotesFile(varDir);
    expect(file.brands).toEqual({ bne: { 'mf-content': '0.2.0' } });
    expect(file.default['mf-content']).toBe('0.3.0');

    expect(await ops('rollback', 'mf-content', '--brand', 'bne')).toBe(0);
    expect((await readRemotesFile(varDir)).brands.bne?.['mf-content']).toBe('0.1.0');
    // Rolling back the brand's first pin removes it: the brand follows the default again.
    expect(await ops('rollback', 'mf-content', '--brand', 'bne')).toBe(0);
    file = await readRemotesFile(varDir);
    expect(file.brands).toEqual({});
    expect(output.at(-1)).toMatch(/follows the default/);
  });

  it('pins the default set without --brand, and unpins a brand', async () => {
    expect(await ops('pin', 'mf-content', '0.1.0')).toBe(0);
    expect((await readRemotesFile(varDir)).default['mf-content']).toBe('0.1.0');
    expect(await ops('rollback', 'mf-content')).toBe(0);
    expect((await readRemotesFile(varDir)).default['mf-content']).toBe('0.3.0');
    await ops('pin', 'mf-content', '0.2.0', '--brand', 'adg');
    expect(await ops('unpin', 'mf-content', '--brand', 'adg')).toBe(0);
    expect((await readRemotesFile(varDir)).brands).toEqual({});
  });

  it('refuses unpublished versions, unknown brands and bad versions', async () => {
    expect(await ops('pin', 'mf-content', '9.9.9')).toBe(1);
    expect(output.at(-1)).toMatch(/has not been published/);
    expect(await ops('pin', 'mf-content', '0.1.0', '--brand', 'nobody')).toBe(1);
    expect(await ops('pin', 'mf-content', '../../etc')).toBe(1);
    expect(await ops('rollback', 'mf-content', '--brand', 'bne')).toBe(1);
    expect(await ops('frobnicate')).toBe(1);
    expect((await readRemotesFile(varDir)).default['mf-content']).toBe('0.3.0');
  });

  it('lists default versions, pins and published versions', async () => {
    await ops('pin', 'mf-content', '0.2.0', '--brand', 'bne');
    output = [];
    expect(await ops('list')).toBe(0);
    expect(output[0]).toBe('shell: (the build in SHELL_DIST); published (none)');
    expect(output[1]).toBe('mf-content: default 0.3.0; pins bne=0.2.0; published 0.1.0, 0.2.0, 0.3.0');
    expect(output).toHaveLength(7);
  });
});
