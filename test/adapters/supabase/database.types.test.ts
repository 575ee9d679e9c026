/**
 * adapters/supabase/database.types.ts against the catalogue of the migrated database: a
 * migration that adds, drops, renames or retypes a column, changes its nullability or default,
 * or changes a function's arguments fails here until the type says the same. PGlite in
 * `npm test`, the PostgreSQL server in run-postgres.sh.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { databaseTypes } from './support/databaseTypes';
import { engineName, SupabaseDb } from './support/supabaseDb';

const TYPES_FILE = join(process.cwd(), 'adapters/supabase/database.types.ts');

let db: SupabaseDb;

beforeAll(async () => {
  db = await SupabaseDb.create();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

it(`database.types.ts describes the migrated schema on ${engineName()} (UPDATE_DATABASE_TYPES=1 rewrites it)`, async () => {
  const fromCatalogue = await databaseTypes(db);
  if (process.env.UPDATE_DATABASE_TYPES === '1') writeFileSync(TYPES_FILE, fromCatalogue);
  expect(readFileSync(TYPES_FILE, 'utf8')).toBe(fromCatalogue);
});
