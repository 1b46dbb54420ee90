const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'assignments', rootDir: __dirname };
