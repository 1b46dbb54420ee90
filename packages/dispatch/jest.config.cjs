const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'dispatch', rootDir: __dirname };
