// The server build of a front-end package, for pages pre-rendered at publish time. Beside the browser's
// build, in dist/server/main.cjs, published with it: the shell's renders a page (shell/src/server.tsx); a remote's
// is its exposed pages (src/server.ts when the remote has one, to name the paths of its pages with parameters).
// One CommonJS file with no federation: the shared libraries are the api's own copies (`require`), and a remote
// takes @cards/shared from the shell's server build, as the browser's share scope gives it the shell's copy.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const buildDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {object} input
 * @param {string} input.dir the package's folder
 * @param {string} input.distDir where the browser's build goes (dist/); this one goes in its server/ folder
 * @param {boolean} input.isShell
 * @param {Record<string, string>} input.exposes the package's `exports`
 * @param {string} input.version
 * @param {string[]} input.sharedPackages the singletons the page shares (the root package's dependencies)
 * @param {import('@rspack/core').RuleSetRule[]} input.rules the browser build's rules for TypeScript and content
 * @returns {import('@rspack/core').Configuration | undefined} none for a package without a server entry
 */
export function serverConfig({ dir, distDir, isShell, exposes, version, sharedPackages, rules }) {
  const entry = isShell ? './src/server.tsx' : existsSync(path.join(dir, 'src', 'server.ts')) ? './src/server.ts' : exposes['./routes'];
  // A shell from before pre-rendering (the contract journey builds one from git history) has no server entry: it is
  // built for the browser only, and its pages are not pre-rendered.
  if (!entry || !existsSync(path.join(dir, entry))) return undefined;
  const external = [...sharedPackages, ...(isShell ? [] : ['@cards/shared'])];
  return {
    name: 'server',
    // After the browser's build: its clean walks dist/ while this one's empties dist/server, and run together the
    // two raced (ENOENT on main.cjs).
    dependencies: ['browser'],
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { main: entry },
    output: {
      path: path.join(distDir, 'server'),
      filename: 'main.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [({ request }, callback) => {
      // A file of @cards/shared/domain (pure helpers, imported by file) is no singleton: it is built in.
      const shared = request && !request.startsWith('@cards/shared/domain/')
        && external.some((name) => request === name || request.startsWith(`${name}/`));
      callback(undefined, shared ? `commonjs ${request}` : undefined);
    }],
    devtool: false,
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      byDependency: { url: { conditionNames: ['import', 'browser', 'default'] } },
    },
    module: {
      rules: [
        ...rules,
        { test: /\.css$/i, loader: path.join(buildDir, 'empty-module-loader.cjs'), type: 'javascript/auto' },
        // Never run on the server (the captcha's workers): a file's URL is all a module gets.
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/i, type: 'asset/inline' },
      ],
    },
    // Readable when a pre-render fails; it is never sent to a browser.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      // Lazy pages are inlined: one file, which the pre-renderer runs with its own require.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version) }),
    ],
  };
}
