const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'shell', rootDir: __dirname };
