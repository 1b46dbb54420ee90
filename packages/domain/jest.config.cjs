const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.node, displayName: 'domain', rootDir: __dirname };
