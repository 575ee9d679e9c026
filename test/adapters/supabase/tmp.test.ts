import { SupabaseDb } from './support/pgliteSupabase';
test('migrations apply', async () => {
  const t = Date.now();
  const db = await SupabaseDb.create();
  console.log('ms', Date.now() - t);
  await db.close();
}, 60000);
