/**
 * The cloud builds are configured as an operator's are (config/backend.ts), for a Firebase
 * `demo-` project and a Supabase on this machine, so they start and show their signed-out pages.
 * The Firebase build talks to the local emulators: where the bench runs inside them
 * (run-emulators.sh --run), Lighthouse audits its member pages too (./lighthouse.ts). An
 * operator's own values differ from these by a few bytes.
 */
export const BENCH_BACKEND_CONFIG: Record<string, string> = {
  FIREBASE_API_KEY: 'demo-api-key',
  FIREBASE_AUTH_DOMAIN: 'demo-cofounder.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'demo-cofounder',
  FIREBASE_STORAGE_BUCKET: 'demo-cofounder.appspot.com',
  FIREBASE_MESSAGING_SENDER_ID: '0',
  FIREBASE_APP_ID: '1:0:web:0',
  FIREBASE_EMULATORS: '127.0.0.1',
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: 'sb_publishable_demo-anon-key',
};
