// Publishes a front-end package's routes with its build. A remote's routes.json (the pages it renders, beside its
// package.json) goes into its dist as it is; the shell's build gets remote-routes.json, each workspace remote's
// routes by federation name, which the api uses for a remote build published without routes of its own. The api
// checks each file against its schema (api/src/features/pages/route-schema.ts) when ops publish it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A package's routes.json, parsed; undefined when it has none. */
export function routesOf(dir) {
  const file = path.join(dir, 'routes.json');
  if (!existsSync(file)) return undefined;
  const routes = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(routes)) throw new Error(`${file} must be a list of routes`);
  return routes;
}

export class RoutesPlugin {
  /** @param {{ dir: string, isShell: boolean, remotes: Array<{ dir: string, name: string }> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const { dir, isShell, remotes } = this.options;
    compiler.hooks.thisCompilation.tap('RoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const emit = (name, value) => compilation.emitAsset(name, new sources.RawSource(`${JSON.stringify(value, null, 2)}\n`));
        if (isShell) {
          emit('remote-routes.json', Object.fromEntries(remotes.flatMap((remote) => {
            const routes = routesOf(remote.dir);
            return routes ? [[remote.name, routes]] : [];
          })));
          return;
        }
        const routes = routesOf(dir);
        if (routes) emit('routes.json', routes);
      });
    });
    // A change to a routes.json is a change to the build.
    compiler.hooks.afterCompile.tap('RoutesPlugin', (compilation) => {
      for (const remote of isShell ? remotes : [{ dir }]) compilation.fileDependencies.add(path.join(remote.dir, 'routes.json'));
    });
  }
}
