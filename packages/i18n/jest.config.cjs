const preset = require('@vigia/tooling/jest-preset');

module.exports = { ...preset.web, displayName: 'i18n', rootDir: __dirname };
