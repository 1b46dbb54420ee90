const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'layout', rootDir: __dirname };
