/** Jest globalTeardown of the PostgreSQL run: stops the server and removes its folder. */
export default async function globalTeardown(): Promise<void> {
  globalThis.supabasePostgresCluster?.stop();
  globalThis.supabasePostgresCluster = undefined;
}
