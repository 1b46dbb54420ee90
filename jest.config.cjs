// Runs every workspace's jest project in one go (each uses the shared preset).
const os = require('node:os');

module.exports = {
  // A global option (ignored inside projects): PGlite and Chakra tests can take seconds on 2 busy cores.
  testTimeout: 30_000,
  // At least two workers: on CI's 2 cores jest's default (cores − 1) is one, and the server's files
  // mostly wait (timers, sockets, PGlite's I/O). A subset took 189 s with one, 123 s with two. The
  // files that time answers run alone (scripts/test.ts).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: ['<rootDir>/shell/jest.config.cjs', '<rootDir>/mf-*/jest.config.cjs', '<rootDir>/packages/*/jest.config.cjs'],
};
