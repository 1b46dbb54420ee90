const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'settings', rootDir: __dirname };
