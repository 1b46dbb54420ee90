const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'works', rootDir: __dirname };
