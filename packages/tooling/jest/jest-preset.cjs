// The one jest preset. Web packages use the jsdom project, the server the node project.
const path = require('node:path');

// ESM-only packages that jest must transform (pnpm puts them under node_modules/.pnpm/<id>/node_modules).
const esmPackages = [
  'ky',
  'jose',
  'content-disposition',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  '@electric-sql/pglite',
  'cookie',
  'lexical',
  '@lexical',
  '@preact',
  'exifr',
];
const transformIgnorePatterns = [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPackages.join('|')})/)`];

const transform = {
  '^.+\\.[cm]?[jt]sx?$': [
    require.resolve('@swc/jest'),
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const common = {
  transform,
  transformIgnorePatterns,
  moduleFileExtensions: ['tsx', 'ts', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-server/', '\\.e2e\\.'],
  moduleNameMapper: { '\\.(png|jpe?g|svg|webp)$': path.join(__dirname, 'file-stub.cjs') },
};

module.exports = {
  web: {
    ...common,
    testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs'), path.join(__dirname, 'setup-testing-library.cjs')],
  },
  node: {
    ...common,
    testEnvironment: 'node',
    // A server test starts a real database and the app in its test or hook: on a busy 2-core
    // machine that alone can outlast jest's 5 s. What a test measures it asserts itself.
    testTimeout: 30_000,
  },
};
