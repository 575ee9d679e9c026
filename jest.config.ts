import type { Config } from 'jest';

/**
 * Run through `npm run jest` (NODE_OPTIONS=--experimental-vm-modules) so the ESM-only
 * inversify 8 and msw 3 load. UI suites opt into the DOM with a `@jest-environment` docblock.
 */
const config: Config = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The same Reflect metadata polyfill as the browser build (webpack.config.ts).
    '^reflect-metadata(/lite)?$': '@abraham/reflection',
    '\\.(png|jpe?g|svg|webp)$': '<rootDir>/test/support/fileStub.ts',
  },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
  },
  setupFiles: ['<rootDir>/test/support/setup.ts'],
  // Whole-app UI tests take seconds on a loaded CI machine; a test's time is never what it checks.
  testTimeout: 30_000,
};
export default config;
