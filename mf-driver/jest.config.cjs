const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'mf-driver', rootDir: __dirname };
