import { readdirSync } from 'node:fs';

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
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
const transformIgnorePatterns = [
  '/node_modules/(?!(\\.pnpm/)?(jose|@faker-js|@electric-sql|@x0k|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit))',
];
// TEST_NOW runs the suite as if it were that date (see scripts/testClock.cjs).
// Every area folder (mf-*) is tested; a new area needs no line here.
const areaFolders = readdirSync(import.meta.dirname).filter((name) => /^mf-[a-z-]+$/.test(name));
const setupFiles = ['<rootDir>/scripts/testClock.cjs'];

export default {
  projects: [
    {
      // The rules both sides import: tested once, in Node.
      displayName: 'contracts',
      testEnvironment: 'node',
      roots: ['<rootDir>/contracts/src'],
      setupFiles,
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/src'],
      moduleNameMapper: { '^@fastify/static$': '<rootDir>/server/src/testing/noStaticFiles.ts' },
      setupFiles,
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'controller-sim',
      testEnvironment: 'node',
      roots: ['<rootDir>/controller-sim/src'],
      setupFiles,
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      // A chat contract test runs the portal server itself (in a node environment).
      moduleNameMapper: { '^@fastify/static$': '<rootDir>/server/src/testing/noStaticFiles.ts' },
      roots: [
        '<rootDir>/shared/src',
        '<rootDir>/shell/src',
        '<rootDir>/login/src',
        ...areaFolders.map((folder) => `<rootDir>/${folder}/src`),
      ],
      setupFiles,
      setupFilesAfterEnv: ['<rootDir>/shared/jest.setup.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};
