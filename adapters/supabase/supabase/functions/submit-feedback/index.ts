// Supabase Edge Function (Deno): `supabase functions deploy submit-feedback --workdir adapters/supabase`.
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform. The feedback table
// is closed to every API role; this function writes it with the service role, for the member
// the request's bearer token names.
import { createClient } from 'jsr:@supabase/supabase-js@2';
import { handleFeedback } from './handler.ts';

const url = Deno.env.get('SUPABASE_URL') ?? '';
const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const admin = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });

Deno.serve((request: Request) =>
  handleFeedback(request, {
    // The feedback table's trigger refuses a sixth message an hour with CF429 (the error's code).
    async store(row) {
      const { error } = await admin.from('feedback').insert(row);
      if (error) throw error;
    },
    async userIdOf(req) {
      const token = (req.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
      if (!token) return null;
      const { data, error } = await admin.auth.getUser(token);
      // A token GoTrue refuses names nobody; GoTrue out of reach is a failure, not a visitor.
      if (error && (typeof error.status !== 'number' || error.status >= 500)) throw error;
      return data.user?.id ?? null;
    },
    log: (message, error) => console.error(message, error),
  }),
);
