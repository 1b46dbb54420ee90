// Runs every workspace's jest project in one go (each uses the shared preset).
module.exports = {
  projects: ['<rootDir>/shell/jest.config.cjs', '<rootDir>/mf-*/jest.config.cjs', '<rootDir>/packages/*/jest.config.cjs'],
};
