import semver from 'semver';

// The contract between the shell and a remote: the shell provides one copy of each shared package (a
// federation singleton); a remote's build records the range of each it needs (`requiredVersion` in its
// mf-manifest.json). A remote may go live only on a shell that satisfies it: @cards/shared by its semantic range,
// and the libraries every page shares by their major, since a remote built for React 19 cannot run on React 18.

/** The libraries whose major a remote and the shell must share (ARCHITECTURE 'Module Federation'). */
export const CONTRACT_LIBRARIES = ['react', 'react-dom', 'react-router', 'mobx', 'mobx-react-lite', 'mobx-state-tree'] as const;

/** A shared entry of an mf-manifest.json. */
export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string;
}

const isSharedPackage = (name: string) => name === '@cards/shared' || name.startsWith('@cards/shared/');

/** 'react/jsx-runtime' → 'react'; '@scope/name/sub' → '@scope/name'. */
function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * What stops a remote that needs `remote` from running on a shell that provides `shell`, in words for the person
 * publishing ('@cards/shared ^1.3.0, but the shell provides 1.2.0'); none when it fits.
 */
export function contractProblems(remote: readonly SharedEntry[], shell: readonly SharedEntry[]): string[] {
  const provided = new Map(shell.map((entry) => [entry.name, entry.version]));
  // A subpath the shell does not load itself is the remote's own copy at run time, but of the shell's package
  // version: that version must still satisfy the remote.
  const sharedVersion = shell.find((entry) => isSharedPackage(entry.name))?.version;
  const problems: string[] = [];
  // Every subpath of @cards/shared carries the package's one version: a problem is said once for the package.
  const said = new Set<string>();
  const add = (problem: string) => {
    if (!said.has(problem)) problems.push(problem);
    said.add(problem);
  };
  for (const entry of remote) {
    const range = entry.requiredVersion || `^${entry.version}`;
    const library = packageOf(entry.name);
    if (isSharedPackage(entry.name)) {
      const version = provided.get(entry.name) ?? sharedVersion;
      if (version === undefined) {
        add(`${library} ${range}, which the shell does not provide at all`);
      } else if (!semver.validRange(range) || !semver.valid(version) || !semver.satisfies(version, range)) {
        add(`${library} ${range}, but the shell provides ${version}`);
      }
    } else if ((CONTRACT_LIBRARIES as readonly string[]).includes(library)) {
      const version = provided.get(entry.name) ?? provided.get(library);
      const needed = semver.validRange(range) ? semver.minVersion(range) : null;
      if (version === undefined || !needed || !semver.valid(version) || semver.major(version) !== needed.major) {
        add(`${entry.name} ${range} (major ${needed?.major ?? '?'}), but the shell provides ${version ?? 'none'}`);
      }
    }
  }
  return problems;
}

/**
 * How a build gets its federation runtime: a remote built with `externalRuntime` uses the one the shell
 * provides (`provideExternalRuntime`); an older build bundles its own and runs on any shell.
 */
export interface FederationRuntime {
  kind: 'external' | 'provided' | 'bundled';
  /** The @module-federation version it was built with (the manifest's pluginVersion). */
  version?: string;
}

/** What stops a remote that takes the shell's federation runtime from running on `shell`; none when it fits. */
export function runtimeProblems(remote: FederationRuntime, shell: FederationRuntime): string[] {
  if (remote.kind !== 'external') return [];
  const range = `^${remote.version ?? '0.0.0'}`;
  if (shell.kind !== 'provided') return [`the federation runtime ${range} from the shell, which this shell does not provide`];
  if (!shell.version || !semver.valid(shell.version) || !semver.validRange(range) || !semver.satisfies(shell.version, range)) {
    return [`the federation runtime ${range} from the shell, but the shell provides ${shell.version ?? 'an unknown version'}`];
  }
  return [];
}

/**
 * What each tree-shaken singleton's exports a build names (scripts/build/shared-exports.js): those the
 * shell provides, or those a remote imports. A library the shell has no list for, it provides whole.
 */
export type SharedExports = Record<string, readonly string[]>;

/** The exports a remote imports that the shell leaves out of what it provides; none when it fits. */
export function exportProblems(remote: SharedExports, shell: SharedExports): string[] {
  const problems: string[] = [];
  for (const [library, names] of Object.entries(remote)) {
    const provided = shell[library];
    if (!provided) continue;
    const missing = names.filter((name) => !provided.includes(name));
    if (missing.length > 0) {
      problems.push(`${library}'s ${missing.join(', ')}, which the shell does not provide (build the shell with this remote in its workspace)`);
    }
  }
  return problems;
}
