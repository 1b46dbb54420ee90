const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.node, displayName: 'remote-contract', rootDir: __dirname };
