import type { Config } from 'jest';
import { resolve } from 'node:path';
import base from '../../../../jest.config.ts';

/**
 * The Supabase suites that run SQL, on a throwaway PostgreSQL 15 server instead of PGlite:
 * the same files as `npm test` runs (security matrix, server-side effects, query plans at
 * scale), plus the suites that need many connections at once (`postgres/*.pgtest.ts`, which
 * `npm test` does not match).
 * Run by test/adapters/supabase/run-postgres.sh.
 */
const config: Config = {
  ...base,
  rootDir: resolve(import.meta.dirname, '../../../..'),
  roots: ['<rootDir>/test/adapters/supabase'],
  testMatch: [
    '<rootDir>/test/adapters/supabase/security.test.ts',
    '<rootDir>/test/adapters/supabase/effects.test.ts',
    '<rootDir>/test/adapters/supabase/explain.test.ts',
    '<rootDir>/test/adapters/supabase/seed.test.ts',
    '<rootDir>/test/adapters/supabase/database.types.test.ts',
    '<rootDir>/test/adapters/supabase/deleteAccount.test.ts',
    '<rootDir>/test/adapters/supabase/profilePhoto.test.ts',
    '<rootDir>/test/adapters/supabase/recommendations.test.ts',
    '<rootDir>/test/adapters/supabase/safety.test.ts',
    '<rootDir>/test/adapters/supabase/questionnaireKey.test.ts',
    '<rootDir>/test/adapters/supabase/suspendedAccount.test.ts',
    '<rootDir>/test/adapters/supabase/postgres/**/*.pgtest.ts',
  ],
  globalSetup: '<rootDir>/test/adapters/supabase/postgres/globalSetup.ts',
  globalTeardown: '<rootDir>/test/adapters/supabase/postgres/globalTeardown.ts',
};
export default config;
