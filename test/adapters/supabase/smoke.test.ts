import { PGlite } from '@electric-sql/pglite';
test('pglite smoke', async () => {
  const t0 = Date.now();
  const db = await PGlite.create();
  console.log('boot ms', Date.now() - t0);
  const r = await db.query(`select version(), current_user, (select datcollate from pg_database where datname=current_database()) as coll, current_setting('wal_level') as wal`);
  console.log(r.rows);
  await db.exec(`create role anon nologin; create role authenticated nologin; create table t(id int); alter table t enable row level security;
    create policy p on t for select to authenticated using (id = 1); grant select on t to authenticated; insert into t values (1),(2);
    create publication supabase_realtime; alter publication supabase_realtime add table t;`);
  await db.exec(`begin; set local role authenticated; select set_config('request.jwt.claims', '{"sub":"x"}', true);`);
  const r2 = await db.query(`select * from t`);
  const r3 = await db.query(`select current_user, current_setting('request.jwt.claims', true) c`);
  await db.exec('rollback');
  console.log(r2.rows, r3.rows);
  await db.close();
}, 60000);
