const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.node, displayName: 'api-server', rootDir: __dirname };
