import { describe, expect, it } from 'vitest';
import { contractProblems, exportProblems, runtimeProblems, type FederationRuntime, type SharedEntry, type SharedExports } from '../../src/features/pages/remotes/contract.ts';

// The shared package is a versioned contract: a remote goes live only on a shell that satisfies the
// @cards/shared range it was built for, and shares the major of react, react-dom, react-router, mobx,
// mobx-react-lite and mobx-state-tree.

const shell: SharedEntry[] = [
  { name: '@cards/shared/domain', version: '1.2.0' },
  { name: '@cards/shared/ui', version: '1.2.0' },
  { name: 'react', version: '19.3.1' },
  { name: 'react/jsx-runtime', version: '19.3.1' },
  { name: 'mobx-state-tree', version: '9.0.0' },
  { name: 'axios', version: '1.13.0' },
];

describe('a remote on the live shell', () => {
  it.each<[string, SharedEntry, string[]]>([
    ['built with the same shared', { name: '@cards/shared/domain', version: '1.2.0', requiredVersion: '^1.2.0' }, []],
    ['built with an older minor: the shell has all it needs', { name: '@cards/shared/domain', version: '1.0.0', requiredVersion: '^1.0.0' }, []],
    ['built with a newer minor: it may call what the shell lacks', { name: '@cards/shared/domain', version: '1.3.0', requiredVersion: '^1.3.0' },
      ['@cards/shared ^1.3.0, but the shell provides 1.2.0']],
    ['built with another major', { name: '@cards/shared/ui', version: '2.0.0', requiredVersion: '^2.0.0' }, ['@cards/shared ^2.0.0, but the shell provides 1.2.0']],
    ['a shared subpath the shell does not load: judged by the shell\'s shared version', { name: '@cards/shared/validation', version: '1.2.0', requiredVersion: '^1.2.0' }, []],
    ['and refused by it too', { name: '@cards/shared/validation', version: '1.3.0', requiredVersion: '^1.3.0' },
      ['@cards/shared ^1.3.0, but the shell provides 1.2.0']],
    ['no range recorded: the version built with, as a caret', { name: '@cards/shared/domain', version: '1.4.0' }, ['@cards/shared ^1.4.0, but the shell provides 1.2.0']],
    ['react of the same major', { name: 'react', version: '19.1.0', requiredVersion: '^19.1.0' }, []],
    ['react of another major', { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' }, ['react ^18.3.1 (major 18), but the shell provides 19.3.1']],
    ['a react subpath of another major', { name: 'react/jsx-runtime', version: '18.3.1', requiredVersion: '^18.3.1' },
      ['react/jsx-runtime ^18.3.1 (major 18), but the shell provides 19.3.1']],
    ['mobx-state-tree of another major', { name: 'mobx-state-tree', version: '7.0.2', requiredVersion: '^7.0.2' },
      ['mobx-state-tree ^7.0.2 (major 7), but the shell provides 9.0.0']],
    ['a contract library the shell lacks', { name: 'react-router', version: '7.18.5', requiredVersion: '^7.18.5' },
      ['react-router ^7.18.5 (major 7), but the shell provides none']],
    ['a library outside the contract', { name: 'axios', version: '0.27.0', requiredVersion: '^0.27.0' }, []],
    ['a range that is not semver', { name: '@cards/shared/domain', version: '1.2.0', requiredVersion: 'latest!' },
      ['@cards/shared latest!, but the shell provides 1.2.0']],
  ])('%s', (_what, entry, problems) => {
    expect(contractProblems([entry], shell)).toEqual(problems);
  });

  it('a shell without @cards/shared at all provides none of it', () => {
    expect(contractProblems([{ name: '@cards/shared/domain', version: '1.0.0', requiredVersion: '^1.0.0' }], [{ name: 'react', version: '19.3.1' }]))
      .toEqual(['@cards/shared ^1.0.0, which the shell does not provide at all']);
  });

  it('says a problem of @cards/shared once for the package, however many subpaths need it', () => {
    expect(contractProblems(['domain', 'ui', 'stores'].map((sub) => ({ name: `@cards/shared/${sub}`, version: '1.3.0', requiredVersion: '^1.3.0' })), shell))
      .toEqual(['@cards/shared ^1.3.0, but the shell provides 1.2.0']);
  });

  it('lists every problem of a remote, in its manifest\'s order', () => {
    expect(contractProblems([
      { name: 'react', version: '18.0.0', requiredVersion: '^18.0.0' },
      { name: '@cards/shared/domain', version: '1.5.0', requiredVersion: '^1.5.0' },
    ], shell)).toHaveLength(2);
  });
});

// One federation runtime provided by the shell: a remote built with externalRuntime runs only under a
// shell that provides the runtime, of a version its own satisfies.
describe('the federation runtime', () => {
  const provided: FederationRuntime = { kind: 'provided', version: '2.9.2' };
  it.each<[string, FederationRuntime, FederationRuntime, string[]]>([
    ['a remote that takes the shell\'s, on a shell that provides it', { kind: 'external', version: '2.9.2' }, provided, []],
    ['the shell\'s is a newer minor', { kind: 'external', version: '2.8.0' }, provided, []],
    ['the shell provides none (it bundles its own)', { kind: 'external', version: '2.9.2' }, { kind: 'bundled', version: '2.9.2' },
      ['the federation runtime ^2.9.2 from the shell, which this shell does not provide']],
    ['the shell\'s is older', { kind: 'external', version: '2.10.0' }, provided,
      ['the federation runtime ^2.10.0 from the shell, but the shell provides 2.9.2']],
    ['the shell\'s is another major', { kind: 'external', version: '3.0.0' }, provided,
      ['the federation runtime ^3.0.0 from the shell, but the shell provides 2.9.2']],
    ['a remote with its own runtime runs on any shell', { kind: 'bundled', version: '2.9.2' }, { kind: 'bundled' }, []],
  ])('%s', (_what, remote, shell, problems) => {
    expect(runtimeProblems(remote, shell)).toEqual(problems);
  });
});

// Tree-shaking of the shared singletons only with an explicit list of used exports, checked at publish:
// the shell provides of react-router only what the workspace imports; a remote that imports more cannot run on it.
describe('the exports of a tree-shaken singleton', () => {
  const shellProvides: SharedExports = { 'react-router': ['Link', 'Navigate', 'useNavigate', 'useParams'] };
  it.each<[string, SharedExports, SharedExports, string[]]>([
    ['a remote importing some of what the shell provides', { 'react-router': ['Link', 'useParams'] }, shellProvides, []],
    ['a remote importing nothing of it', { 'react-router': [] }, shellProvides, []],
    ['a remote importing exports the shell left out', { 'react-router': ['Link', 'useBlocker', 'useRevalidator'] }, shellProvides,
      ['react-router\'s useBlocker, useRevalidator, which the shell does not provide (build the shell with this remote in its workspace)']],
    ['a shell with no list provides the library whole', { 'react-router': ['useBlocker'] }, {}, []],
    ['a remote built before the lists records none', {}, shellProvides, []],
  ])('%s', (_what, remote, shell, problems) => {
    expect(exportProblems(remote, shell)).toEqual(problems);
  });
});
