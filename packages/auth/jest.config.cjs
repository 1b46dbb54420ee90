const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'auth', rootDir: __dirname };
