const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'follow-up', rootDir: __dirname };
