const preset = require('./jest/jest-preset.cjs');

module.exports = { ...preset.node, displayName: 'tooling', rootDir: __dirname };
