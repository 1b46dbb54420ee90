// One webpack + Module Federation config for all seven apps.
import path from 'node:path';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { CopyFilesPlugin } from './copy-files-plugin.js';
import { createShared } from './federation-shared.js';
import { NodeAssetsPlugin } from './node-assets-plugin.js';
import { PagePartsPlugin } from './page-parts-plugin.js';
import { pureJsxTransformer } from './pure-jsx-transformer.cjs';

const require = createRequire(import.meta.url);

// The bundler runtime enhanced's federation entry imports (its FederationRuntimePlugin resolves it
// through runtime-tools the same way): a remote gets the host's instead (decision 024).
const bundlerRuntimeEntry = createRequire(
  createRequire(require.resolve('@module-federation/enhanced')).resolve('@module-federation/runtime-tools/bundler'),
).resolve('@module-federation/webpack-bundler-runtime/bundler');
const BUNDLER_RUNTIME_FROM_HOST = path.join(import.meta.dirname, 'federation', 'bundler-runtime-from-host.js');
// The runtime's error texts, the ES module the host's runtime core bundles: the host hands them to
// the remotes with its bundler runtime, and a remote's build takes them from there (decision 024).
const errorCodesEntry = path.join(
  path.dirname(
    createRequire(createRequire(bundlerRuntimeEntry).resolve('@module-federation/runtime')).resolve('@module-federation/error-codes'),
  ),
  'index.mjs',
);
const ERROR_CODES_FROM_HOST = path.join(import.meta.dirname, 'federation', 'error-codes-from-host.js');
// The compiler ts-loader runs (its peer dependency), for the transformer it is given.
const typescript = require(require.resolve('typescript', { paths: [path.dirname(require.resolve('ts-loader'))] }));

/**
 * The export condition of a module's variant for a page that holds the CSS already: every page
 * this factory builds gets it inline (PagePartsPlugin, which fails the build without it), and a
 * remote runs in the shell's page.
 */
export const CSS_IN_PAGE_CONDITION = 'vigia-css-in-page';

/**
 * react-router's own package exports only its development build; production gets the production
 * build (no dev warnings). Resolved through the app's react-router-dom, whose folder holds it.
 */
function reactRouterEntry(appDir, production) {
  const dom = path.dirname(realpathSync(require.resolve('react-router-dom/package.json', { paths: [appDir] })));
  const router = realpathSync(path.join(dom, '..', 'react-router'));
  return path.join(router, 'dist', production ? 'production' : 'development', 'index.mjs');
}

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (import.meta.dirname of its webpack.config.js)
 * @param {string} options.name       federation name, an identifier (`mf_driver`)
 * @param {number} options.port       dev-server port
 * @param {Record<string,string>} [options.exposes]
 * @param {string} [options.title]    page title when the app has its own index.html
 * @param {string} [options.publicPath] '/' for the shell; remotes resolve chunks from their entry ('auto')
 * @param {string} [options.standalone] entry of the app's own page, built a second time without
 *   federation (it hosts nobody, so it needs no runtime or shared modules, and is tree-shaken
 *   whole); its files go to dist/standalone/ and its page to dist/index.html
 * @param {string} [options.pagePath] where the production server serves the standalone page's folder
 *   (`/remotes/public/`): the page's script and icon URLs start with it
 * @param {string} [options.serverRender] module that renders the standalone page in Node, built
 *   as one CommonJS file into dist-server/ (outside dist/, which is served as is)
 * @param {string} [options.pageParts] for an app with a page: the module (a package specifier,
 *   resolved from the app) whose `pageParts()` gives the page's CSS, splash screen and theme script,
 *   run in Node at build time (PagePartsPlugin)
 * @param {string} [options.firstPaint] for an area's remote: the app's module whose default export
 *   returns its first paint's files, run in Node at production builds (NodeAssetsPlugin)
 * @param {object} [options.serviceWorker] the standalone page's service worker (production builds):
 *   `swSrc`, a Workbox InjectManifest source compiled to dist/sw.js with the page's files as its
 *   precache list (URLs under pagePath); `exclude`, files left out of it; `manifest`, the web app
 *   manifest written to dist/manifest.webmanifest
 * @param {Record<string, string>} [options.copyFiles] files copied as they are next to the app's
 *   chunks (output name → absolute source path), in the remote's build and, under standalone/, in
 *   the standalone page's (so they resolve from each build's public path, and the page's service
 *   worker precaches them)
 * @param {string} [options.federationRuntime] the host's (the app that exposes nothing): the federation
 *   runtime plugin (a package specifier, resolved from the app) that hands its runtime to the remotes,
 *   built with `externalRuntime` (decision 017); a host without it fails the build
 */
export function createConfig({
  dir,
  name,
  port,
  exposes,
  title,
  publicPath = 'auto',
  standalone,
  pagePath,
  serverRender,
  pageParts,
  firstPaint,
  serviceWorker,
  copyFiles,
  federationRuntime,
}) {
  const parts = pageParts && { file: require.resolve(pageParts, { paths: [dir] }), cwd: dir };
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const remote = {
      ...common(dir, production),
      // Area remotes have no page of their own: the federation plugin adds remoteEntry.js.
      entry: title && !standalone ? './src/index.ts' : {},
      output: {
        ...output(dir, production, ''),
        publicPath,
        uniqueName: name,
        // The standalone build writes into the same folder.
        clean: standalone ? { keep: isStandaloneFile } : true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          // The shell is the one app that exposes nothing: the host.
          shared: createShared(dir, { host: !exposes }),
          // A shared module is taken from the containers already loaded. 'version-first' would first
          // fetch every registered remote's entry, so one remote that is down (its manifest
          // refused or garbled) broke every later shared load, such as the lazily fetched menus.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // Browser-only runtime. A remote never loads remotes (only the shell does; mf-public's own
          // page is the standalone build), so its runtime leaves out that part. No runtime reads
          // manifests (the snapshot plugin): the host's loader reads them and registers each
          // remote by its entry script (decision 024).
          experiments: {
            optimization: exposes
              ? { target: 'web', disableRemote: true, disableSnapshot: true }
              : { target: 'web', disableSnapshot: true },
            // One runtime per page: the remotes use the shell's (options.federationRuntime, decision 017).
            ...(exposes ? { externalRuntime: true } : {}),
          },
          ...(exposes
            ? {}
            : {
                runtimePlugins: [
                  hostRuntime(federationRuntime, dir),
                  path.join(import.meta.dirname, 'federation', 'provide-bundler-runtime.js'),
                ],
              }),
        }),
        ...(exposes ? bundlerRuntimeFromHost() : [errorCodesForRemotes()]),
        // The shell's page: it also gets the splash screen, the theme script and page.json (PagePartsPlugin).
        ...(title && !standalone ? htmlPage(dir, title, parts, { splash: true }) : []),
        production && firstPaint && new NodeAssetsPlugin({ file: path.resolve(dir, firstPaint), cwd: dir }),
        copyFiles && new CopyFilesPlugin(copyFiles),
        ...compression(production),
      ].filter(Boolean),
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://localhost:${process.env.API_PORT ?? 8080}` }],
        static: { directory: path.join(dir, 'public'), publicPath: '/' },
      },
    };
    if (!standalone) return remote;
    const page = {
      ...common(dir, production),
      name: 'standalone',
      entry: { main: standalone },
      output: {
        ...output(dir, production, 'standalone/'),
        publicPath: 'auto',
        uniqueName: `${name}_standalone`,
        clean: { keep: (file) => !isStandaloneFile(file) },
      },
      plugins: [
        // Production: served at several paths (pagePath, /event/form, …), so its files are absolute.
        ...htmlPage(dir, title ?? 'Vigía', parts, { publicPath: production ? pagePath : undefined }),
        copyFiles &&
          new CopyFilesPlugin(Object.fromEntries(Object.entries(copyFiles).map(([name, source]) => [`standalone/${name}`, source]))),
        ...(production && serviceWorker ? pwa(serviceWorker, pagePath ?? '/') : []),
        ...compression(production),
      ].filter(Boolean),
      optimization: { ...common(dir, production).optimization, splitChunks: { chunks: 'all' } },
    };
    // The dev server serves the browser builds; the server render is for the production build only.
    return serverRender && production ? [remote, page, serverBundle(dir, production, serverRender)] : [remote, page];
  };
}

/**
 * A remote's federation entry takes the bundler runtime from the host (federation/, decision 024):
 * its import of the package is replaced, and a build where that import was not found fails (an
 * upgrade of @module-federation/enhanced that moved it), rather than shipping the copy again.
 */
function bundlerRuntimeFromHost() {
  const own = path.join(path.dirname(bundlerRuntimeEntry), 'initContainerEntry.js');
  return [
    new webpack.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(bundlerRuntimeEntry)}$`), BUNDLER_RUNTIME_FROM_HOST),
    // Matched on the request, before it is resolved: the replacement's own imports resolve from its folder.
    new webpack.NormalModuleReplacementPlugin(/^@module-federation\/error-codes$/, ERROR_CODES_FROM_HOST),
    {
      apply(compiler) {
        // The replacement imports the one part a host is built without, by this exact path.
        compiler.options.resolve.alias = {
          ...compiler.options.resolve.alias,
          '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js$': own,
        };
        compiler.hooks.thisCompilation.tap('BundlerRuntimeFromHost', (compilation) => {
          compilation.hooks.finishModules.tap('BundlerRuntimeFromHost', (modules) => {
            if (![...modules].some((module) => module.resource === BUNDLER_RUNTIME_FROM_HOST)) {
              compilation.errors.push(
                new webpack.WebpackError(`BundlerRuntimeFromHost: the federation entry no longer imports ${bundlerRuntimeEntry}`),
              );
            }
          });
        });
      },
    },
  ];
}

/**
 * The host's provide-bundler-runtime.js imports the runtime's error texts by name, as the file its
 * runtime core already bundles (one copy); a remote's imports of them get the host's.
 */
function errorCodesForRemotes() {
  return {
    apply(compiler) {
      compiler.options.resolve.alias = { ...compiler.options.resolve.alias, '@module-federation/error-codes$': errorCodesEntry };
    },
  };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The host's runtime plugin that provides the remotes' federation runtime: required, as they have none. */
function hostRuntime(federationRuntime, dir) {
  if (!federationRuntime) {
    throw new Error('createConfig: the host (no exposes) must name its federationRuntime plugin: the remotes are built without one');
  }
  return require.resolve(federationRuntime, { paths: [dir] });
}

function serverBundle(dir, production, entry) {
  const base = common(dir, production);
  return {
    ...base,
    name: 'server',
    target: 'node22',
    entry: { 'server-render': entry },
    devtool: false,
    output: { path: path.join(dir, 'dist-server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    // Run once per process and never downloaded: no minifying, no chunks to load lazily.
    optimization: { ...base.optimization, minimize: false, splitChunks: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

const STANDALONE_ROOT_FILES = ['index.html', 'favicon.svg', 'sw.js', 'manifest.webmanifest'];
const isStandaloneFile = (file) => file.startsWith('standalone/') || STANDALONE_ROOT_FILES.some((name) => file.startsWith(name));

/** The service worker and the web app manifest of a standalone page (see createConfig). */
function pwa({ swSrc, exclude = [], manifest }, pagePath) {
  const plugins = [
    new InjectManifest({
      swSrc,
      swDest: 'sw.js',
      // The page's files are served under pagePath (its scripts load from there, not from the worker's folder).
      modifyURLPrefix: { '': pagePath },
      exclude,
      // The photo compressor and the form's chunks are well under this; a larger file is left to the network.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    }),
  ];
  if (manifest) {
    plugins.push({
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('WebAppManifest', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'WebAppManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
            () => {
              compilation.emitAsset('manifest.webmanifest', new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
            },
          );
        });
      },
    });
  }
  return plugins;
}

function output(dir, production, prefix) {
  return {
    path: path.join(dir, 'dist'),
    filename: production ? `${prefix}[name].[contenthash:10].js` : `${prefix}[name].js`,
    chunkFilename: production ? `${prefix}[name].[contenthash:10].js` : `${prefix}[name].js`,
    assetModuleFilename: `${prefix}assets/[name].[contenthash:10][ext]`,
  };
}

function htmlPage(dir, title, parts, { splash = false, publicPath } = {}) {
  return [
    new HtmlWebpackPlugin({
      template: path.join(dir, 'public/index.html'),
      title,
      favicon: path.join(import.meta.dirname, 'favicon.svg'),
      ...(publicPath ? { publicPath } : {}),
    }),
    new PagePartsPlugin({ parts, splash }),
  ];
}

// Pre-compressed copies, served by the API server's static plugin (preCompressed).
function compression(production) {
  if (!production) return [];
  return [
    new CompressionPlugin({
      test: /\.(js|html|json|svg)$/,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test: /\.(js|html|json|svg)$/,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      minRatio: 0.9,
    }),
  ];
}

function common(dir, production) {
  // ts-loader, as the design card asks, without its type check (`tsc -b` checks the types once for
  // the whole repo): each file is transpiled alone with the app's tsconfig.json. swc minifies.
  // Why and what it costs: docs/decisions/010-fetch-instead-of-ky.md.
  const tsOptions = {
    transpileOnly: true,
    configFile: path.join(dir, 'tsconfig.json'),
    compilerOptions: { jsx: production ? 'react-jsx' : 'react-jsxdev', sourceMap: true },
    // Marks the JSX calls pure, as swc did: unused elements and what they import are dropped.
    getCustomTransformers: () => ({ after: [pureJsxTransformer(typescript)] }),
  };
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: [CSS_IN_PAGE_CONDITION, '...'],
      alias: {
        'react-router-dom$': path.join(import.meta.dirname, 'react-router-dom.js'),
        'react-router$': reactRouterEntry(dir, production),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('ts-loader'), options: tsOptions },
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          use: { loader: path.join(import.meta.dirname, 'pure-chakra-theme-loader.cjs') },
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]native-select\.js$/,
          use: { loader: path.join(import.meta.dirname, 'native-select-recipe-loader.cjs') },
        },
        { test: /\.(png|jpe?g|svg|webp|ico|woff2?)$/i, type: 'asset/resource' },
        // Only emotion's withTheme, which we never call, uses it, but its package does not say it
        // has no side effects, so emotion's bare import of it kept it (and react-is) in every first
        // load: 0.9 KB gzip.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    optimization: {
      // Development: readable chunk names in the network log. Production: short numeric ids. A
      // named id is repeated in the runtime's file map, each chunk's header and every load of it,
      // 2.8 KB gzip of a dashboard's first load (decision 018); chunks named in an import() keep
      // their name in the file's name, and bench/front.ts reads the source maps to tell libraries.
      chunkIds: production ? 'deterministic' : 'named',
      splitChunks: {
        cacheGroups: {
          // Webpack's vendors group, but TanStack Query stays in the chunk of the API client's query
          // entry, the one module that imports it: concatenated with it there, it is smaller than in
          // a vendors chunk of its own. ky keeps its own chunk ("ky"), fetched with the first API call
          // (api-client/src/http.ts), so a page that makes none before its user acts leaves it out.
          defaultVendors: {
            idHint: 'vendors',
            reuseExistingChunk: true,
            priority: -10,
            test: (module) =>
              /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '') &&
              !/[\\/](@tanstack|ky)[\\/]/.test(module.nameForCondition() ?? ''),
          },
        },
      },
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
