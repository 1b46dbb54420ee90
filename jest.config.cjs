// Runs every workspace's jest project in one go (each uses the shared preset).
module.exports = {
  // A global option (ignored inside projects): PGlite and Chakra tests can take seconds on 2 busy cores.
  testTimeout: 30_000,
  projects: ['<rootDir>/shell/jest.config.cjs', '<rootDir>/mf-*/jest.config.cjs', '<rootDir>/packages/*/jest.config.cjs'],
};
