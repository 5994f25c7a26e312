import { createRequire } from 'node:module';
import type { Brand, RouteDef } from '@cards/shared/brand';
import fs from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import type { IdleConfig } from '@cards/shared/domain';
import { exists } from './remotes/published.ts';

// A front-end package's server build (scripts/build/server-config.js): one CommonJS file, run here with a require
// of our own. The shell's takes the shared libraries (react, react-router, the MobX packages) from the api's
// node_modules; a remote's takes them too, and @cards/shared from the shell's build, so that the page has one copy
// of each store and context, as the federation share scope gives the browser.


const nodeRequire = createRequire(import.meta.url);

/** What the shell's server build exports (shell/src/server.tsx). */
export interface ShellServerBuild {
  renderPage(input: {
    url: string;
    brand: string;
    /** Taken by shells from @cards/shared 1.12: the data of a brand from a folder. */
    brandData?: Brand;
    /** Taken by shells from @cards/shared 1.13: the routes of the brand's remotes in force. */
    routes?: readonly RouteDef[];
    remote?: RemoteServerBuild;
    date: string;
    banner: string | null;
    idle?: IdleConfig;
  }): Promise<string>;
  sharedModules: Record<string, unknown>;
}

/** What a remote's server build exports (its src/server.ts, else its exposed ./routes). */
export interface RemoteServerBuild {
  default: Record<string, unknown>;
  prerenderPaths?: () => Record<string, string[] | undefined>;
}

export const serverBuildFile = (dir: string) => path.join(dir, 'server', 'main.cjs');

async function run(file: string, requireFor: (id: string) => unknown): Promise<unknown> {
  const code = await fs.readFile(file, 'utf8');
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file }) as
    (exports: unknown, require: (id: string) => unknown, module: { exports: unknown }, filename: string, dirname: string) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, requireFor, module, file, path.dirname(file));
  return module.exports;
}

/** The shell build's server copy, or undefined when the build has none (an older build). */
export async function loadShellServerBuild(dir: string): Promise<ShellServerBuild | undefined> {
  const file = serverBuildFile(dir);
  if (!(await exists(file))) return undefined;
  const build = (await run(file, nodeRequire)) as Partial<ShellServerBuild>;
  if (typeof build.renderPage !== 'function' || typeof build.sharedModules !== 'object') {
    throw new Error(`${file} is not a shell server build: it exports no renderPage.`);
  }
  return build as ShellServerBuild;
}

/** A remote build's server copy, with @cards/shared from the shell's; undefined when the build has none. */
export async function loadRemoteServerBuild(dir: string, shell: ShellServerBuild): Promise<RemoteServerBuild | undefined> {
  const file = serverBuildFile(dir);
  if (!(await exists(file))) return undefined;
  const build = (await run(file, (id) => {
    if (id === '@cards/shared' || id.startsWith('@cards/shared/')) {
      const shared = shell.sharedModules[id];
      if (!shared) throw new Error(`The shell's server build provides no ${id}.`);
      return shared;
    }
    return nodeRequire(id);
  })) as Partial<RemoteServerBuild>;
  if (typeof build.default !== 'object' || build.default === null) throw new Error(`${file} exports no pages.`);
  return build as RemoteServerBuild;
}
