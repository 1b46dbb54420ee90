// Builds test/fixture with the shell's page plugin and the Node assets plugin, as the apps'
// production builds use them, and prints the emitted files as JSON: { errors, files }. Run in a
// child process by page-plugins.test.ts (the plugins are ES modules that jest's CommonJS transform
// cannot load).
// Usage: node build-fixture.js <out dir> [options as JSON: { template, parts, assets }], where
// `parts` and `assets` are modules of test/fixture (`parts: null`: the page names none).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { NodeAssetsPlugin } from '../node-assets-plugin.js';
import { PagePartsPlugin } from '../page-parts-plugin.js';

const [out, json] = process.argv.slice(2);
const fixture = path.join(import.meta.dirname, 'fixture');
const { template, parts = 'page-parts.js', assets } = JSON.parse(json ?? '{}');
const sharedLib = path.join(fixture, 'shared-lib', 'index.js');

const compiler = webpack({
  mode: 'production',
  context: fixture,
  entry: './src/index.js',
  devtool: false,
  output: {
    path: out,
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    uniqueName: 'fixture',
  },
  resolve: { alias: { 'shared-lib$': sharedLib } },
  optimization: { minimize: false, chunkIds: 'named' },
  plugins: [
    new ModuleFederationPlugin({
      name: 'fixture',
      filename: 'remoteEntry.js',
      shared: { 'shared-lib': { import: sharedLib, singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' } },
      dts: false,
      manifest: false,
    }),
    new HtmlWebpackPlugin({ template: template ?? path.join(fixture, 'public', 'index.html') }),
    new PagePartsPlugin({ splash: true, parts: parts ? { file: path.join(fixture, parts), cwd: fixture } : undefined }),
    assets && new NodeAssetsPlugin({ file: path.join(fixture, assets), cwd: fixture }),
  ].filter(Boolean),
});

compiler.run((error, stats) => {
  const errors = error ? [String(error)] : stats.toJson({ all: false, errors: true }).errors.map((e) => e.message);
  const files = {};
  for (const name of error ? [] : readdirSync(out)) files[name] = readFileSync(path.join(out, name), 'utf8');
  process.stdout.write(JSON.stringify({ errors, files }));
  compiler.close(() => {});
});
