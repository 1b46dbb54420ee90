const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'event-form', rootDir: __dirname };
