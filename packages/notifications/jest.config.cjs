const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'notifications', rootDir: __dirname };
