const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'design-system', rootDir: __dirname };
