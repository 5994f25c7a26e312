// The one rspack + Module Federation config factory. Each front-end package's rspack.config.mjs only names
// itself and what it exposes; everything else (TypeScript, CSS, sharing, dev server) is decided here once.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootPackage = readJson(path.join(rootDir, 'package.json'));
const sharedPackage = readJson(path.join(rootDir, 'shared', 'package.json'));

/**
 * The shared package's version for federation: its package version plus a digest of its source, so a remote built
 * against different shared code than the shell is told apart (the ops CLI refuses to publish it).
 */
function sharedContentVersion() {
  const hash = createHash('sha256');
  const testingDir = path.join(rootDir, 'shared', 'src', 'testing');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      // Tests and the test helpers (@cards/shared/testing) never reach a page.
      if (entry.isDirectory()) {
        if (full !== testingDir) walk(full);
      } else if (!/\.test\.tsx?$/.test(entry.name)) hash.update(path.relative(rootDir, full)).update(readFileSync(full));
    }
  };
  walk(path.join(rootDir, 'shared', 'src'));
  return `${sharedPackage.version}-c${hash.digest('hex').slice(0, 10)}`;
}
const sharedVersion = sharedContentVersion();

/** Dev-server ports: the shell, then each remote. */
export const devPorts = {
  shell: 3000,
  mf_content: 3001,
  mf_application: 3002,
  mf_track_status: 3003,
  mf_induction: 3004,
  mf_opneed_signature: 3005,
};
const apiDevUrl = process.env.API_URL || 'http://127.0.0.1:8080';

/**
 * Shared singletons, generated from the root package.json so the shell and the remotes cannot drift.
 * Subpaths (react/jsx-runtime, react-dom/client, @cards/shared/stores …) are shared too.
 */
export function sharedModules() {
  const shared = {};
  for (const [name, version] of Object.entries(rootPackage.dependencies)) {
    const entry = { singleton: true, requiredVersion: version, strictVersion: false };
    shared[name] = entry;
    shared[`${name}/`] = entry;
  }
  for (const subpath of Object.keys(sharedPackage.exports)) {
    if (subpath.includes('*') || subpath.endsWith('.json') || subpath === './testing') continue;
    shared[`${sharedPackage.name}${subpath.slice(1)}`] = {
      singleton: true,
      requiredVersion: sharedVersion,
      version: sharedVersion,
    };
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

/**
 * @param {object} options
 * @param {string} options.name federation name (shell, mf_content …)
 * @param {string} options.dirname the package folder
 * @param {Record<string,string>} [options.exposes] what a remote exposes (./routes)
 * @param {boolean} [options.isShell]
 * @param {object} [options.htmlParameters] values for the shell's index.html template in development
 */
export function createConfig({ name, dirname, exposes, isShell = false, htmlParameters = {} }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const dev = mode === 'development';
    const pkg = readJson(path.join(dirname, 'package.json'));

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      mode,
      context: dirname,
      // The async boundary: index.ts only imports bootstrap, so shared modules are negotiated first.
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dirname, 'dist'),
        // Remotes are served from a versioned folder that is not known at build time.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
        cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
        clean: true,
      },
      // Production maps are 'hidden': no bundle points at them and the api never serves them (they stay in dist/).
      devtool: dev ? 'cheap-module-source-map' : 'hidden-source-map',
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
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
          { test: /\.css$/i, type: 'css/auto' },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedModules(),
          manifest: true,
          dts: false,
          ...(isShell ? { shareStrategy: 'loaded-first' } : {}),
        }),
        new rspack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(pkg.version),
        }),
        ...(dev ? [] : [new PrecompressPlugin()]),
      ],
      optimization: {
        // A runtime chunk breaks federation (RUNTIME-002).
        runtimeChunk: false,
      },
      performance: { hints: false },
      devServer: {
        port: devPorts[name],
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isShell,
        client: { overlay: { warnings: false } },
      },
    };

    if (isShell) {
      config.plugins.push(
        new rspack.HtmlRspackPlugin({
          template: './public/index.html',
          inject: 'body',
          scriptLoading: 'defer',
          // In production the api fills these per brand; in development the default brand's values stand in.
          templateParameters: dev
            ? htmlParameters
            : {
                title: '__CARDS_TITLE__',
                description: '__CARDS_DESCRIPTION__',
                nonce: '__CARDS_NONCE__',
                theme: '__CARDS_THEME__',
                siteData: '__CARDS_SITE_DATA__',
                logo: '__CARDS_LOGO__',
                logoAlt: '__CARDS_LOGO_ALT__',
                brand: '__CARDS_BRAND__',
              },
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
            const remotesList = Object.entries(devPorts)
              .filter(([remote]) => remote !== 'shell')
              .map(([remote, port]) => ({
                name: remote,
                entry: `http://127.0.0.1:${port}/mf-manifest.json`,
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
    return config;
  };
}
