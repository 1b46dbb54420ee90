const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'remote-loader', rootDir: __dirname };
