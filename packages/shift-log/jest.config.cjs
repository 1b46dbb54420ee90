const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'shift-log', rootDir: __dirname };
