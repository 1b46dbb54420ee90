const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'crew', rootDir: __dirname };
