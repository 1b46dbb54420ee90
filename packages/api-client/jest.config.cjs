const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'api-client', rootDir: __dirname };
