import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './tests/api-server.ts';

/** Where the bundled ops command is written: inside the repository, so its packages resolve from node_modules. */
export const opsBundlePath = path.join(repoRoot, 'e2e', '.cache', 'ops-cli.mjs');

/** Every installed package the api and @cards/shared name: loaded from node_modules, not bundled. */
function installedPackages(): string[] {
  const names = new Set<string>();
  for (const file of ['package.json', 'api/package.json', 'shared/package.json']) {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies })) {
      if (!name.startsWith('@cards/')) names.add(name);
    }
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

const entry = path.join(repoRoot, 'api', 'src', 'ops', 'cli.ts');

/**
 * Each module keeps its own `import.meta.url`, as it has under tsx: folders beside a module and packages required
 * from it are found from where it lives. The entry keeps the bundle's, by which it knows it was run.
 */
const ownModuleUrls: Plugin = {
  name: 'own-module-urls',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      const loader = file.endsWith('x') ? 'tsx' : 'ts';
      if (file === entry || file.includes(`${path.sep}node_modules${path.sep}`)) return { contents: source, loader };
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)), loader };
    });
  },
};

/**
 * The ops command as one file, made once per run. Through tsx each call spent two seconds loading and compiling
 * hundreds of modules, and the journeys make dozens of calls; the code run is the same.
 */
export async function bundleOps(): Promise<string> {
  await build({
    entryPoints: [entry],
    plugins: [ownModuleUrls],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    external: installedPackages(),
    outfile: opsBundlePath,
    logLevel: 'warning',
  });
  return opsBundlePath;
}
