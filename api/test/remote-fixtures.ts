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
