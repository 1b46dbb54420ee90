// One webpack + Module Federation config for all seven apps.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import { createShared } from './federation-shared.js';

const require = createRequire(import.meta.url);

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (import.meta.dirname of its webpack.config.js)
 * @param {string} options.name       federation name, an identifier (`mf_driver`)
 * @param {number} options.port       dev-server port
 * @param {Record<string,string>} [options.exposes]
 * @param {string} [options.title]    page title when the app has its own index.html
 * @param {string} [options.publicPath] '/' for the shell; remotes resolve chunks from their entry ('auto')
 */
export function createConfig({ dir, name, port, exposes, title, publicPath = 'auto' }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const swcOptions = {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    };
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // Area remotes have no page of their own: the federation plugin adds remoteEntry.js.
      entry: title ? './src/index.ts' : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions },
          },
          { test: /\.(png|jpe?g|svg|webp|ico|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: createShared(dir),
          dts: false,
          manifest: true,
        }),
        title &&
          new HtmlWebpackPlugin({
            template: path.join(dir, 'public/index.html'),
            title,
            favicon: path.join(import.meta.dirname, 'favicon.svg'),
          }),
        // Pre-compressed copies, served by the API server's static plugin (preCompressed).
        ...(production
          ? [
              new CompressionPlugin({ test: /\.(js|html|json|svg)$/, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, minRatio: 0.9 }),
              new CompressionPlugin({
                test: /\.(js|html|json|svg)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                minRatio: 0.9,
              }),
            ]
          : []),
      ].filter(Boolean),
      optimization: {
        // Readable chunk names: the network log and bench:size show which library each file is.
        chunkIds: 'named',
        minimize: production,
        minimizer: [
          new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true } }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://localhost:${process.env.API_PORT ?? 8080}` }],
        static: { directory: path.join(dir, 'public'), publicPath: '/' },
      },
    };
  };
}
