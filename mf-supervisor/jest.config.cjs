const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'mf-supervisor', rootDir: __dirname };
