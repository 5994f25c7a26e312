import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** Writes {root}/{folder}/package.json and a dist with an mf-manifest.json, as a remote's build leaves them. */
export async function fakeRemoteBuild(root: string, folder: string, version: string): Promise<void> {
  const dist = path.join(root, folder, 'dist');
  await fs.mkdir(path.join(dist, 'static', 'js'), { recursive: true });
  await fs.writeFile(path.join(root, folder, 'package.json'), JSON.stringify({ name: folder, version }));
  await fs.writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: folder, metaData: { buildInfo: { buildVersion: version } } }));
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), `/* ${folder} ${version} */`);
  const routes = `/* ${folder} ${version} routes */`;
  await fs.writeFile(path.join(dist, 'static', 'js', 'routes.0badc0de.js'), routes);
  // The build writes compressed copies beside each file (rspack.base.js PrecompressPlugin).
  await fs.writeFile(path.join(dist, 'static', 'js', 'routes.0badc0de.js.br'), brotliCompressSync(routes));
  // Small files get no compressed copy; every file gets a source map, which is never published.
  await fs.writeFile(path.join(dist, 'static', 'js', 'small.1234abcd.js'), `/* ${folder} ${version} small */`);
  await fs.writeFile(path.join(dist, 'static', 'js', 'routes.0badc0de.js.map'), '{"sources":["src/secret.ts"]}');
}

type Shared = Array<{ name: string; version: string; requiredVersion?: string }>;

/** Sets what a build's mf-manifest.json says it provides (the shell) or needs (a remote). */
export async function setManifestShared(root: string, folder: string, shared: Shared): Promise<void> {
  const file = path.join(root, folder, 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
  await fs.writeFile(file, JSON.stringify({ ...manifest, shared }));
}

/** Writes {root}/shell/package.json and a dist as the shell's build leaves it, providing `shared`. */
export async function fakeShellBuild(root: string, version: string, shared: Shared, html = `<!doctype html><title>shell ${version}</title>`): Promise<void> {
  const dist = path.join(root, 'shell', 'dist');
  await fs.rm(dist, { recursive: true, force: true });
  await fs.mkdir(dist, { recursive: true });
  await fs.writeFile(path.join(root, 'shell', 'package.json'), JSON.stringify({ name: 'shell', version }));
  await fs.writeFile(path.join(dist, 'index.html'), html);
  await fs.writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared }));
  // Each shell build has its own hashed main script; files in public/ keep their names.
  const hash = Buffer.from(version).toString('hex').padEnd(10, '0').slice(0, 10);
  await fs.writeFile(path.join(dist, `main.${hash}.js`), `/* shell ${version} */`);
  await fs.writeFile(path.join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><title>${version}</title></svg>`);
}

/** What a build provides or needs of @cards/shared and react. */
export const sharedOf = (shared: string, react = '19.3.1'): Shared => [
  { name: '@cards/shared/domain', version: shared, requiredVersion: `^${shared}` },
  { name: 'react', version: react, requiredVersion: `^${react}` },
];

async function setMetaData(root: string, folder: string, metaData: Record<string, unknown>): Promise<void> {
  const file = path.join(root, folder, 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as { metaData?: Record<string, unknown> };
  await fs.writeFile(file, JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, ...metaData } }));
}

/** Sets how a build gets its federation runtime, as rspack.base.js writes it into mf-manifest.json. */
export async function setFederationRuntime(root: string, folder: string, kind: 'external' | 'provided', version = '2.9.2'): Promise<void> {
  await setMetaData(root, folder, { federationRuntime: kind, pluginVersion: version });
}

/** Sets the exports of tree-shaken singletons a build provides or imports, as rspack.base.js writes them. */
export async function setSharedExports(root: string, folder: string, sharedExports: Record<string, string[]>): Promise<void> {
  await setMetaData(root, folder, { sharedExports });
}
