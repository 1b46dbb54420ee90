const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'reports', rootDir: __dirname };
