const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j)sx?$': swc };
const transformIgnorePatterns = [
  '/node_modules/(?!(\\.pnpm/)?(jose|@faker-js|@electric-sql|@x0k))',
];
// TEST_NOW runs the suite as if it were that date (see scripts/testClock.cjs).
const setupFiles = ['<rootDir>/scripts/testClock.cjs'];

export default {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/src'],
      setupFiles,
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared/src',
        '<rootDir>/shell/src',
        '<rootDir>/login/src',
        '<rootDir>/mf-feed/src',
        '<rootDir>/mf-events/src',
        '<rootDir>/mf-dining/src',
        '<rootDir>/mf-directory/src',
        '<rootDir>/mf-chat/src',
        '<rootDir>/mf-calls/src',
        '<rootDir>/mf-controls/src',
        '<rootDir>/mf-wellness/src',
        '<rootDir>/mf-profile/src',
      ],
      setupFiles,
      setupFilesAfterEnv: ['<rootDir>/shared/jest.setup.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};
