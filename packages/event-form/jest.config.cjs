const preset = require('@vigia/tooling/jest-preset');

// Lexical 0.52 ships ESM only: let jest transform it like the preset's ESM packages.
const esmPackages = ['ky', 'jose', 'lexical', '@lexical', '@preact'];

module.exports = {
  ...preset.web,
  displayName: 'event-form',
  rootDir: __dirname,
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPackages.join('|')})/)`],
};
