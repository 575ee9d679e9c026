/**
 * Which engine the SQL suites run on. A run meant for the PostgreSQL server must never pass on
 * PGlite instead, so asking for the server without its address is an error, not a fallback.
 */
import { chosenEngine } from './support/supabaseDb';

describe('the SQL suites’ engine', () => {
  const address = { host: '/tmp/sbpg-x', port: 54329, user: 'postgres', template: 'supabase_template' };

  it('is PGlite unless the environment names the server', () => {
    expect(chosenEngine({})).toEqual({ name: 'PGlite' });
    expect(chosenEngine({ SUPABASE_TEST_ENGINE: 'pglite' })).toEqual({ name: 'PGlite' });
  });

  it('is the server at the address run-postgres.sh gives', () => {
    expect(chosenEngine({ SUPABASE_TEST_ENGINE: 'postgres', SUPABASE_TEST_PG: JSON.stringify(address) })).toEqual({
      name: 'PostgreSQL',
      server: address,
    });
  });

  it('refuses to run when the server is asked for but not there, or the engine is unknown', () => {
    expect(() => chosenEngine({ SUPABASE_TEST_ENGINE: 'postgres' })).toThrow(/SUPABASE_TEST_PG/);
    expect(() => chosenEngine({ SUPABASE_TEST_ENGINE: 'mysql' })).toThrow(/pglite or postgres/);
  });
});
