// The one list of shared singletons for the host and every remote (see TOOLCHAIN.md).
// @chakra-ui/react is deliberately absent: it reaches the browser only through
// @vigia/design-system, which imports just the components we use.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const libraries = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@emotion/react',
  'i18next',
  'react-i18next',
];

// Workspace packages that hold context (session, api client, theme, i18n) must be one instance.
const workspacePackages = [
  '@vigia/design-system',
  '@vigia/api-client',
  '@vigia/i18n',
  '@vigia/auth',
  '@vigia/domain',
];

function versionOf(name, fromDir) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return require(pkgPath).version;
}

export function createShared(appDir) {
  const shared = {};
  for (const name of libraries) {
    const base = name.endsWith('/') ? name.slice(0, -1) : name;
    shared[name] = {
      singleton: true,
      requiredVersion: `^${versionOf(base, appDir)}`,
    };
  }
  for (const name of workspacePackages) {
    let version;
    try {
      version = versionOf(name, appDir);
    } catch {
      continue; // not a dependency of this app
    }
    shared[name] = { singleton: true, requiredVersion: version, version };
  }
  return shared;
}

export const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
