const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'dashboard', rootDir: __dirname };
