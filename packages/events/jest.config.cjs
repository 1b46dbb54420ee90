const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'events', rootDir: __dirname };
