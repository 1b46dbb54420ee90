// The one list of shared singletons for the host and every remote (why so few: docs/decisions/008).
// A shared module is loaded whole (not tree-shaken), so a library that only one shared workspace
// package imports is not listed: it is bundled, tree-shaken, inside that package's one instance.
// @chakra-ui/react and @emotion/react reach the browser only through @vigia/design-system;
// i18next and react-i18next only through @vigia/i18n; @tanstack/react-query only through
// @vigia/api-client/query (one cache and one context for every app). react-router-dom is our narrow facade
// (react-router-dom.js), and nothing imports react-router itself.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const libraries = ['react', 'react/', 'react-dom', 'react-dom/', 'react-router-dom'];

// Workspace packages (and their entry points) that hold context (session, api client, theme, i18n)
// must be one instance. The design system's entries share Chakra's modules only inside one build,
// so they must all come from the shell's container: the host provides every entry, used by its own
// code or not (an absolute `import` is provided unconditionally), and with the 'loaded-first'
// strategy the first provider registered, the shell, is the one every remote gets.
const workspacePackages = [
  '@vigia/design-system',
  '@vigia/design-system/overlays',
  '@vigia/design-system/controls',
  '@vigia/api-client',
  '@vigia/api-client/query',
  '@vigia/i18n',
  '@vigia/auth',
  '@vigia/domain',
];

/** `@scope/name` of `@scope/name/entry`. */
const packageOf = (entry) => entry.split('/').slice(0, 2).join('/');

function versionOf(name, fromDir) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return require(pkgPath).version;
}

/**
 * @param {string} appDir
 * @param {{ host?: boolean }} [options] the host provides every workspace entry, even one only the
 *   remotes import (say `@vigia/design-system/controls`), so no remote provides its own copy.
 */
export function createShared(appDir, { host = false } = {}) {
  const shared = {};
  for (const name of libraries) {
    const base = name.endsWith('/') ? name.slice(0, -1) : name;
    const version = versionOf(base, appDir);
    // `version` is explicit: the router facade's own package.json is not react-router-dom's.
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const name of workspacePackages) {
    let version;
    try {
      version = versionOf(packageOf(name), appDir);
    } catch {
      continue; // not a dependency of this app
    }
    const entry = host ? { import: require.resolve(name, { paths: [appDir] }), shareKey: name } : {};
    shared[name] = { singleton: true, requiredVersion: version, version, ...entry };
  }
  return shared;
}

export const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
