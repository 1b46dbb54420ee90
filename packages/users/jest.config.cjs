const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'users', rootDir: __dirname };
