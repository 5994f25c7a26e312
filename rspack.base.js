// The one rspack + Module Federation config factory. Each front-end package's rspack.config.mjs is one call,
// createConfig(import.meta.url): what the package is (name, exposes, dev port) comes from its package.json, and
// everything else (TypeScript, CSS, sharing, dev server) is decided here once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import semver from 'semver';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PageChunksPlugin } from './scripts/build/page-chunks-plugin.js';
import { RoutesPlugin, routesOf } from './scripts/build/routes-plugin.js';
import { serverConfig } from './scripts/build/server-config.js';
import { resolveAliases, sharedExportsOf, writeReexportModules } from './scripts/build/shared-exports.js';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootPackage = readJson(path.join(rootDir, 'package.json'));

/**
 * The @cards/shared a package builds against: the one node resolution finds from its folder (the workspace's
 * shared/, or another release of it linked in, as the contract test and the deployment journey do).
 * The shared package is a versioned contract: its semantic version, bumped by the kind of change
 * (shared/CHANGELOG.md). The shell provides that version; a remote requires `^` the version it was built with, so it
 * runs on any later shell of the same major, and the ops CLI refuses to publish it where the live shell is older.
 */
function sharedPackageDir(dir) {
  for (let at = dir; ; at = path.dirname(at)) {
    const found = path.join(at, 'node_modules', '@cards', 'shared');
    if (existsSync(path.join(found, 'package.json'))) return found;
    if (path.dirname(at) === at) return path.join(rootDir, 'shared');
  }
}
const sharedPackageFor = (dir) => readJson(path.join(sharedPackageDir(dir), 'package.json'));

/** The packages a workspace pattern of the root package.json names ('mf-*' is every folder starting mf-). */
function workspaceDirs() {
  return rootPackage.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [path.join(rootDir, pattern)];
    const prefix = pattern.slice(0, -1);
    return readdirSync(rootDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
      .map((entry) => path.join(rootDir, entry.name));
  });
}

/**
 * A front-end package as its own package.json declares it: its name (the federation name is the same with
 * underscores: mf-content → mf_content), what it exposes (its `exports`), its dev-server port (`config.devPort`).
 * This is the one place a remote is described; the shell's list of remotes is @cards/shared/brand remotes.ts.
 */
export function frontEndPackage(dir) {
  const pkg = readJson(path.join(dir, 'package.json'));
  return {
    dir,
    packageName: pkg.name,
    name: pkg.name.replace(/-/g, '_'),
    version: pkg.version,
    exposes: pkg.exports ?? {},
    devPort: pkg.config?.devPort,
    isShell: pkg.name === 'shell',
  };
}

/** The shell and every remote of the workspace: the packages with a dev-server port. */
export function frontEndPackages() {
  return workspaceDirs()
    .filter((dir) => readJson(path.join(dir, 'package.json')).config?.devPort !== undefined)
    .map(frontEndPackage)
    .sort((a, b) => a.devPort - b.devPort);
}

const apiDevUrl = process.env.API_URL || 'http://127.0.0.1:8080';

/**
 * Libraries the shell provides in chunks of their own, loaded by the first import() of them (axios, with the first
 * api call) or with the first page that uses them (the stores with mobx, the domain rules with the draft's schema),
 * rather than with every page (a content page starts without them). Code that runs as the shell starts
 * never imports them statically (it takes the domain's pure helpers by file, @cards/shared/domain/<file>).
 */
function loadedOnUse(sharedVersion) {
  // A shell built against @cards/shared before 1.3.0 makes the root store as it starts and takes the domain rules
  // whole (the contract journey builds one from git history): there they stay in its entry.
  const stores = semver.gte(sharedVersion, '1.3.0')
    ? ['mobx', 'mobx-react-lite', 'mobx-state-tree', '@cards/shared/stores', '@cards/shared/domain', '@cards/shared/validation/formats'] : [];
  return new Set(['axios', ...stores]);
}

/**
 * Shared singletons, generated from the root package.json so the shell and the remotes cannot drift.
 * Subpaths (react/jsx-runtime, react-dom/client, @cards/shared/stores …) are shared too.
 */
export function sharedModules(sharedPackage = sharedPackageFor(rootDir), { eager = false, reexportModules = {} } = {}) {
  const sharedVersion = sharedPackage.version;
  const onUse = loadedOnUse(sharedVersion);
  const shared = {};
  for (const [name, version] of Object.entries(rootPackage.dependencies)) {
    // Any shell with the same major will do (ops publish checks it); the version here is the one built with.
    const entry = { singleton: true, requiredVersion: `^${version}`, strictVersion: false, eager: eager && !onUse.has(name) };
    // The shell provides a tree-shaken library as its module of the exports used (scripts/build/shared-exports.js).
    shared[name] = reexportModules[name] ? { ...entry, import: reexportModules[name], version } : entry;
    shared[`${name}/`] = entry;
  }
  for (const subpath of Object.keys(sharedPackage.exports)) {
    if (subpath.includes('*') || subpath.endsWith('.json') || subpath === './testing') continue;
    const name = `${sharedPackage.name}${subpath.slice(1)}`;
    shared[name] = { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion, eager: eager && !onUse.has(name) };
  }
  return shared;
}

/**
 * Writes .br and .gz copies beside every text asset, so the api sends them precompressed
 * (@fastify/static preCompressed) instead of compressing on each request.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!/\.(js|css|json|svg|html)$/.test(name) || name.endsWith('index.html')) continue;
            const buffer = asset.buffer();
            if (buffer.length < 1024) continue;
            const brotli = brotliCompressSync(buffer, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  }
}

// What the api renders into the shell page per brand in production; in development the default brand's values
// stand in.
const shellTemplateTokens = {
  title: '__CARDS_TITLE__',
  description: '__CARDS_DESCRIPTION__',
  nonce: '__CARDS_NONCE__',
  theme: '__CARDS_THEME__',
  siteData: '__CARDS_SITE_DATA__',
  logo: '__CARDS_LOGO__',
  logoAlt: '__CARDS_LOGO_ALT__',
  logoWidth: '__CARDS_LOGO_WIDTH__',
  brand: '__CARDS_BRAND__',
  version: '__CARDS_VERSION__',
  // The api writes the page's styles, preloads and scripts here (page-chunks.json), and puts a pre-rendered page in
  // place of the loading frame between the two frame tokens when it has one.
  pageHead: '__CARDS_PAGE_HEAD__',
  frameStart: '__CARDS_FRAME_START__',
  frameEnd: '__CARDS_FRAME_END__',
};
const shellDevValues = {
  title: 'Secure Card Services (development)',
  description: 'Apply for, renew, track and activate your ASIC or MSIC online.',
  nonce: '',
  theme: '',
  siteData: '{}',
  logo: '/brand/default/logo.svg',
  logoAlt: 'Secure Card Services',
  logoWidth: '240',
  brand: 'default',
  version: 'development',
  pageHead: '',
  frameStart: '',
  frameEnd: '',
};

/** In development no api writes the page: its routes are the workspace remotes' own, as their dev servers serve them. */
function devRoutesScript() {
  const routes = frontEndPackages().filter((p) => !p.isShell)
    .flatMap((remote) => (routesOf(remote.dir) ?? []).map((route) => ({ ...route, owner: remote.name })));
  return `<script type="application/json" id="routes">${JSON.stringify(routes).replace(/</g, '\\u003c')}</script>`;
}

/** How the browser's and the server's builds read TypeScript and content files. */
function sourceRules(dev) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            useDefineForClassFields: false,
            react: { runtime: 'automatic', development: dev, refresh: false },
          },
          target: 'es2022',
        },
      },
      type: 'javascript/auto',
    },
    // Content files (mf-content): Markdown with front matter becomes a module of HTML at build time.
    { test: /\.(md|collection)$/i, loader: path.join(rootDir, 'scripts', 'content', 'markdown-loader.cjs'), type: 'javascript/auto' },
  ];
}

/**
 * The rspack config of one front-end package, from its own package.json (frontEndPackage): each package's
 * rspack.config.mjs is `createConfig(import.meta.url)`.
 * @param {string} configUrl import.meta.url of the package's rspack.config.mjs
 */
export function createConfig(configUrl) {
  const { dir: dirname, name, exposes, devPort, isShell } = frontEndPackage(path.dirname(fileURLToPath(configUrl)));
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const dev = mode === 'development';
    const pkg = readJson(path.join(dirname, 'package.json'));
    // BUILD_DIST_DIR: the build elsewhere than dist/ (a test that builds one commit twice).
    const distDir = process.env.BUILD_DIST_DIR ? path.resolve(process.env.BUILD_DIST_DIR) : path.join(dirname, 'dist');
    // What this build takes from the tree-shaken singletons: the shell provides what it and any package of the
    // workspace imports (a shell built outside the workspace, as the contract journey does, adds its own); a remote
    // records what it imports, for ops publish to check against the live shell.
    const sourcesOf = (dir) => path.join(dir, 'src');
    const sharedExports = sharedExportsOf([...new Set([
      sourcesOf(dirname),
      ...(isShell ? frontEndPackages().map((p) => sourcesOf(p.dir)) : []),
      sourcesOf(sharedPackageDir(dirname)),
    ])]);
    const reexportModules = isShell && !dev ? writeReexportModules(sharedExports, path.join(dirname, 'node_modules', '.cache', 'shared-exports')) : {};

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      name: 'browser',
      mode,
      context: dirname,
      // The async boundary: index.ts only imports bootstrap, so shared modules are negotiated first.
      entry: { main: './src/index.ts' },
      output: {
        path: distDir,
        // Remotes are served from a versioned folder that is not known at build time.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
        cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
        // dist/server is the server build's, made beside this one.
        clean: { keep: (file) => path.relative(distDir, file).split(path.sep)[0] === 'server' },
      },
      // Production maps are 'hidden': no bundle points at them and the api never serves them (they stay in dist/).
      devtool: dev ? 'cheap-module-source-map' : 'hidden-source-map',
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        // `new URL('pkg/file', import.meta.url)` names a file of a package by its exports, as an import would.
        byDependency: { url: { conditionNames: ['import', 'browser', 'default'] } },
        alias: resolveAliases(),
      },
      module: {
        rules: [
          ...sourceRules(dev),
          { test: /\.css$/i, type: 'css/auto' },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          // The shell provides the singletons eagerly (those loadedOnUse names aside): those it uses go into its entry chunk, so
          // a page's first load is a few files its HTML can name, not main.js asking for twenty shared
          // chunks in turn.
          shared: sharedModules(sharedPackageFor(dirname), { eager: isShell, reexportModules }),
          // One federation runtime for the page, the shell's (each remoteEntry.js from 34 to 17 KB gzip). The
          // manifest says which side a build is on, and ops publish checks that a remote's shell provides it.
          // These builds run in browsers only (the pre-renderer has its own server build): the 'web' target drops the
          // runtime's node loaders, whose code also kept the minifier from dropping what the bundle never uses
          // (react-router's data router and framework parts): the shell's main.js 194 to 180 KB brotli.
          manifest: {
            additionalData: ({ stats }) => {
              stats.metaData.federationRuntime = isShell ? 'provided' : 'external';
              stats.metaData.sharedExports = sharedExports;
              return stats;
            },
          },
          dts: false,
          ...(isShell ? { shareStrategy: 'loaded-first' } : {}),
          experiments: { ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
        }),
        new rspack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(pkg.version),
        }),
        new RoutesPlugin({ dir: dirname, isShell, remotes: frontEndPackages().filter((p) => !p.isShell) }),
        ...(dev ? [] : [new PrecompressPlugin(), new PageChunksPlugin({ loadedOnUse: isShell ? [...loadedOnUse(sharedPackageFor(dirname).version)] : [] })]),
      ],
      optimization: {
        // A runtime chunk breaks federation (RUNTIME-002).
        runtimeChunk: false,
        // REACT_DEVELOPMENT=1: a production build with React's development build, whose checks report any
        // difference between a pre-rendered page and its hydration (the hydration journey builds the shell so).
        ...(process.env.REACT_DEVELOPMENT === '1' ? { nodeEnv: 'development' } : {}),
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isShell,
        client: { overlay: { warnings: false } },
      },
    };

    if (isShell) {
      // In production the api names the files itself in the template's page-head slot, so that it can inline the
      // styles and preload what the route needs; a template without the slot (an older shell's, which
      // the contract journey builds) gets its tags as it always did.
      const hasPageHead = readFileSync(path.join(dirname, 'public', 'index.html'), 'utf8').includes('pageHead');
      config.plugins.push(
        new rspack.HtmlRspackPlugin({
          template: './public/index.html',
          inject: dev || !hasPageHead ? 'body' : false,
          // The api's slots are HTML comments, which a minifier would drop.
          minify: false,
          scriptLoading: 'defer',
          // In production the api fills these per brand; in development the default brand's values stand in.
          templateParameters: dev ? { ...shellDevValues, pageHead: devRoutesScript() } : shellTemplateTokens,
        }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      );
      // In development the shell's dev server answers the remote manifest itself, pointing at the remotes'
      // dev servers, and passes everything the api owns through to it.
      config.devServer.setupMiddlewares = (middlewares) => {
        middlewares.unshift({
          name: 'dev-remotes-manifest',
          path: '/remotes.json',
          middleware: (req, res) => {
            const company = new URL(req.url ?? '/', 'http://dev').searchParams.get('company') || 'default';
            const remotesList = frontEndPackages()
              .filter((remote) => !remote.isShell)
              .map((remote) => ({
                name: remote.name,
                entry: `http://127.0.0.1:${remote.devPort}/mf-manifest.json`,
                version: 'dev',
              }));
            res.setHeader('content-type', 'application/json');
            res.setHeader('cache-control', 'no-store');
            res.end(JSON.stringify({ company, remotes: remotesList }));
          },
        });
        return middlewares;
      };
      config.devServer.proxy = [
        { context: ['/api', '/shared/data', '/404', '/banners'], target: apiDevUrl, changeOrigin: true },
      ];
    }
    if (dev) return config;
    // Production also builds the server's copy, for pre-rendering at publish time.
    const server = serverConfig({
      dir: dirname, distDir, isShell, exposes, version: pkg.version, sharedPackages: Object.keys(rootPackage.dependencies), rules: sourceRules(false),
    });
    return server ? [config, server] : config;
  };
}
