/**
 * Backend configuration, read at build time from the environment (webpack DefinePlugin).
 *
 *   APP_BACKEND=memory     (default) in-browser backend with demo data; needs nothing else.
 *   APP_BACKEND=firebase   FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID,
 *                          FIREBASE_STORAGE_BUCKET, FIREBASE_MESSAGING_SENDER_ID, FIREBASE_APP_ID
 *   APP_BACKEND=supabase   SUPABASE_URL, SUPABASE_ANON_KEY
 *
 *   FIREBASE_EMULATORS     a host (127.0.0.1): the Firebase build talks to the local emulators
 *                          there, at firebase.json's ports, instead of the project (development
 *                          and the bench). A deployed build leaves it unset.
 *
 * These are public keys (they ship to the browser); security comes from the backend's rules.
 */
export type BackendName = 'memory' | 'firebase' | 'supabase';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
}

export interface SupabaseWebConfig {
  url: string;
  anonKey: string;
}

export interface AppConfig {
  backend: BackendName;
  firebase: FirebaseWebConfig;
  /** The host of the local Firebase emulators, when the build uses them. */
  firebaseEmulatorHost?: string;
  supabase: SupabaseWebConfig;
}

declare const __APP_CONFIG__: AppConfig;

export const BACKEND_NAMES: readonly BackendName[] = ['memory', 'firebase', 'supabase'];

export function readConfig(env: Record<string, string | undefined>): AppConfig {
  const backend = (env.APP_BACKEND ?? 'memory').trim() as BackendName;
  if (!BACKEND_NAMES.includes(backend)) {
    throw new Error(`APP_BACKEND must be one of ${BACKEND_NAMES.join(', ')} (got "${backend}")`);
  }
  return {
    backend,
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? '',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? '',
      projectId: env.FIREBASE_PROJECT_ID ?? '',
      storageBucket: env.FIREBASE_STORAGE_BUCKET ?? '',
      messagingSenderId: env.FIREBASE_MESSAGING_SENDER_ID ?? '',
      appId: env.FIREBASE_APP_ID ?? '',
    },
    ...(env.FIREBASE_EMULATORS?.trim() ? { firebaseEmulatorHost: env.FIREBASE_EMULATORS.trim() } : {}),
    supabase: { url: env.SUPABASE_URL ?? '', anonKey: env.SUPABASE_ANON_KEY ?? '' },
  };
}

const FIREBASE_SETTINGS = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_STORAGE_BUCKET',
  'FIREBASE_MESSAGING_SENDER_ID',
  'FIREBASE_APP_ID',
] as const;
/** What the SDK needs to reach the local emulators, which ignore the rest. */
const FIREBASE_EMULATOR_SETTINGS = ['FIREBASE_API_KEY', 'FIREBASE_PROJECT_ID'] as const;
const SUPABASE_SETTINGS = ['SUPABASE_URL', 'SUPABASE_ANON_KEY'] as const;

/**
 * The variables the chosen backend needs that are blank: a build without them would start, then
 * fail in every member's browser, so the build refuses instead (webpack.config.ts).
 */
export function missingSettings(env: Record<string, string | undefined>): string[] {
  const { backend, firebaseEmulatorHost } = readConfig(env);
  const needed =
    backend === 'firebase'
      ? firebaseEmulatorHost
        ? FIREBASE_EMULATOR_SETTINGS
        : FIREBASE_SETTINGS
      : backend === 'supabase'
        ? SUPABASE_SETTINGS
        : [];
  return needed.filter((name) => !env[name]?.trim());
}

/** The role a Supabase API key grants, read from its JWT payload; '' when it is not a JWT. */
function supabaseKeyRole(key: string): string {
  try {
    const payload = key.split('.')[1] ?? '';
    const role: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).role;
    return typeof role === 'string' ? role : '';
  } catch {
    return '';
  }
}

/** A local Supabase stack (`supabase start`) answers on plain http. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Settings the build must not ship, each with why: every value here reaches every visitor's
 * browser, so a secret key would give them the whole database past its rules; an address that
 * is not the project's https:// one would fail in every member's browser (webpack.config.ts refuses).
 */
export function unsafeSettings(env: Record<string, string | undefined>): string[] {
  const { backend, supabase, firebase, firebaseEmulatorHost } = readConfig(env);
  if (backend === 'firebase') return firebaseEmulatorHost ? [] : unsafeFirebaseSettings(firebase);
  if (backend !== 'supabase') return [];
  const problems: string[] = [];
  const key = supabase.anonKey.trim();
  if (key.startsWith('sb_secret_') || supabaseKeyRole(key) === 'service_role')
    problems.push(
      'SUPABASE_ANON_KEY is a secret key (service_role): it would give every visitor the whole database. Use the project’s anon or publishable key (Project Settings → API).',
    );
  const url = URL.canParse(supabase.url.trim()) ? new URL(supabase.url.trim()) : null;
  const https = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!url || !https || !url.hostname)
    problems.push(
      `SUPABASE_URL must be the project’s https:// address, such as https://abcd.supabase.co (got "${supabase.url}").`,
    );
  return problems;
}

/**
 * A member's photo is saved only from the project's default bucket (firestore.rules
 * ownAvatarUrl, and firebase:backfill takes off the rest), so a build with another bucket would
 * upload photos no profile could keep.
 */
function unsafeFirebaseSettings({ projectId, storageBucket }: FirebaseWebConfig): string[] {
  const project = projectId.trim();
  // The SDK takes the bucket with or without its gs:// scheme (Location.makeFromBucketSpec).
  const bucket = storageBucket.trim().replace(/^gs:\/\//, '');
  if (bucket === `${project}.firebasestorage.app` || bucket === `${project}.appspot.com`) return [];
  return [
    `FIREBASE_STORAGE_BUCKET must be the project’s default bucket, ${project}.firebasestorage.app or ${project}.appspot.com, as the console’s web app config names it (got "${storageBucket}"): the rules take a member’s photo only from there.`,
  ];
}

/** The configuration baked into this build. */
export function buildConfig(): AppConfig {
  return __APP_CONFIG__;
}
