/**
 * The shared contract suites (test/contract) against the Supabase adapter on a real Supabase
 * stack. They run only when SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are
 * set (e.g. from `supabase status -o env --workdir adapters/supabase` after `supabase start`);
 * otherwise this file says plainly that they were skipped and why.
 */
import { describeAllContracts } from '../../contract';
import { makeSupabaseHarness, supabaseEnv } from './supabaseHarness';

const env = supabaseEnv();

if (env) {
  jest.setTimeout(30_000);
  describeAllContracts('supabase', () => makeSupabaseHarness(env));
} else {
  const why =
    'SKIPPED: the Supabase contract suites need a running Supabase stack. Set SUPABASE_URL, SUPABASE_ANON_KEY and ' +
    'SUPABASE_SERVICE_ROLE_KEY (supabase start --workdir adapters/supabase; supabase status -o env) to run them. ' +
    'The SQL side is verified on embedded Postgres and the client at the HTTP boundary in this folder instead.';
  console.log(why);
  describe('Supabase contract suites', () => {
    it.skip(`skipped: no SUPABASE_URL / SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY in the environment`, () => {});
  });
}
