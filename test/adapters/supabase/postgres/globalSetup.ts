/**
 * Jest globalSetup of the PostgreSQL run (postgres/jest.config.ts): starts the throwaway server
 * with the migrated template and tells every test file where it is. If the server cannot
 * start, the run fails here; nothing falls back to PGlite.
 */
import { startCluster, type RunningCluster } from './cluster';

declare global {
  var supabasePostgresCluster: RunningCluster | undefined;
}

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const cluster = await startCluster();
  globalThis.supabasePostgresCluster = cluster;
  // Also when the run ends without its teardown (stop is safe to call twice).
  process.once('exit', () => cluster.stop());
  process.env.SUPABASE_TEST_ENGINE = 'postgres';
  process.env.SUPABASE_TEST_PG = JSON.stringify(cluster.address);
  console.log(
    `\nPostgreSQL ${cluster.version} on unix socket ${cluster.address.host} (no TCP); stand-ins and migrations in ` +
      `template ${cluster.address.template}; ready in ${Date.now() - started} ms`,
  );
}
