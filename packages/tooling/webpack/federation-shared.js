// The one list of shared singletons for the host and every remote (why so few: docs/decisions/008).
// A shared module is loaded whole (not tree-shaken), so a library that only one shared workspace
// package imports is not listed: it is bundled, tree-shaken, inside that package's one instance.
// @chakra-ui/react and @emotion/react reach the browser only through the design system; i18next
// and react-i18next only through the i18n package; @tanstack/react-query only through the API
// client's query entry (one cache and one context for every app). react-router-dom is our narrow
// facade (react-router-dom.js), and nothing imports react-router itself.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const libraries = ['react', 'react/', 'react-dom', 'react-dom/', 'react-router-dom'];

// Workspace packages (and their entry points) that hold context (session, api client, theme, i18n)
// must be one instance. Such a package says so in its own package.json, `federation.singletons`
// (its entries to share: ".", "./query"); an app shares those of its dependencies that do. The
// design system's entries share Chakra's modules only inside one build, so they must all come from
// the shell's container: the host provides every entry, used by its own code or not (an absolute
// `import` is provided unconditionally), and with the 'loaded-first' strategy the first provider
// registered, the shell, is the one every remote gets.
function workspaceSingletons(appDir) {
  const { dependencies = {} } = require(path.join(appDir, 'package.json'));
  const entries = [];
  for (const [name, version] of Object.entries(dependencies)) {
    if (!version.startsWith('workspace:')) continue;
    const manifest = require(require.resolve(`${name}/package.json`, { paths: [appDir] }));
    for (const entry of manifest.federation?.singletons ?? []) entries.push(entry === '.' ? name : `${name}/${entry.replace(/^\.\//, '')}`);
  }
  return entries;
}

/** `@scope/name` of `@scope/name/entry`. */
const packageOf = (entry) => entry.split('/').slice(0, 2).join('/');

function versionOf(name, fromDir) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return require(pkgPath).version;
}

/**
 * @param {string} appDir
 * @param {{ host?: boolean }} [options] the host provides every workspace entry, even one only the
 *   remotes import (say the design system's `./controls`), so no remote provides its own copy.
 */
export function createShared(appDir, { host = false } = {}) {
  const shared = {};
  // A remote takes each shared module from the host, which provides them all, so it is built
  // without a copy of its own to fall back on (`import: false`): no fallback chunks, and its
  // remoteEntry.js lists no provides. A prefix (`react/`) keeps its fallback: the host provides
  // only the files under it that its own code imports.
  const remoteOf = (name) => (host || name.endsWith('/') ? {} : { import: false });
  for (const name of libraries) {
    const base = name.endsWith('/') ? name.slice(0, -1) : name;
    const version = versionOf(base, appDir);
    // `version` is explicit: the router facade's own package.json is not react-router-dom's.
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, ...remoteOf(name) };
  }
  for (const name of workspaceSingletons(appDir)) {
    const version = versionOf(packageOf(name), appDir);
    const entry = host ? { import: require.resolve(name, { paths: [appDir] }), shareKey: name } : remoteOf(name);
    shared[name] = { singleton: true, requiredVersion: version, version, ...entry };
  }
  return shared;
}

export const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
