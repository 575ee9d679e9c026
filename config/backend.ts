/**
 * Backend configuration, read at build time from the environment (webpack DefinePlugin).
 *
 *   APP_BACKEND=memory     (default) in-browser backend with demo data; needs nothing else.
 *                          A production build that leaves APP_BACKEND unset says it is the demo.
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

/**
 * What a build carries into the browser: the chosen backend and its settings only, so a build
 * made where another backend's variables are set ships none of them.
 */
export type AppConfig =
  | { backend: 'memory' }
  | {
      backend: 'firebase';
      firebase: FirebaseWebConfig;
      /** The host of the local Firebase emulators, when the build uses them. */
      firebaseEmulatorHost?: string;
    }
  | { backend: 'supabase'; supabase: SupabaseWebConfig };

declare const __APP_CONFIG__: AppConfig;

export const BACKEND_NAMES: readonly BackendName[] = ['memory', 'firebase', 'supabase'];

export function readConfig(env: Record<string, string | undefined>): AppConfig {
  const backend = (env.APP_BACKEND ?? 'memory').trim() as BackendName;
  if (!BACKEND_NAMES.includes(backend)) {
    throw new Error(`APP_BACKEND must be one of ${BACKEND_NAMES.join(', ')} (got "${backend}")`);
  }
  switch (backend) {
    case 'memory':
      return { backend };
    case 'firebase':
      return {
        backend,
        firebase: readFirebaseConfig(env),
        ...(env.FIREBASE_EMULATORS?.trim() ? { firebaseEmulatorHost: env.FIREBASE_EMULATORS.trim() } : {}),
      };
    case 'supabase':
      return { backend, supabase: { url: env.SUPABASE_URL ?? '', anonKey: env.SUPABASE_ANON_KEY ?? '' } };
  }
}

export function readFirebaseConfig(env: Record<string, string | undefined>): FirebaseWebConfig {
  return {
    apiKey: env.FIREBASE_API_KEY ?? '',
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? '',
    projectId: env.FIREBASE_PROJECT_ID ?? '',
    storageBucket: env.FIREBASE_STORAGE_BUCKET ?? '',
    messagingSenderId: env.FIREBASE_MESSAGING_SENDER_ID ?? '',
    appId: env.FIREBASE_APP_ID ?? '',
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
  const config = readConfig(env);
  const needed =
    config.backend === 'firebase'
      ? config.firebaseEmulatorHost
        ? FIREBASE_EMULATOR_SETTINGS
        : FIREBASE_SETTINGS
      : config.backend === 'supabase'
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
 * A secret key is refused in any of the variables a build reads, whichever backend it is for:
 * those variables are meant for the browser, and the next build for that backend would ship it.
 */
export function unsafeSettings(env: Record<string, string | undefined>): string[] {
  const secrets = [...FIREBASE_SETTINGS, ...SUPABASE_SETTINGS].filter((name) => isSecretKey(env[name]?.trim() ?? ''));
  const problems = secrets.map(
    (name) =>
      `${name} is a secret key (service_role): a build ships this variable to every visitor’s browser, which would give them the whole database. Use the project’s anon or publishable key (Supabase: Project Settings → API), and keep the secret key out of the build’s environment.`,
  );
  const config = readConfig(env);
  if (config.backend === 'firebase' && !config.firebaseEmulatorHost)
    problems.push(...unsafeFirebaseSettings(config.firebase));
  if (config.backend === 'supabase')
    problems.push(...unsafeSupabaseSettings(config.supabase, secrets.includes('SUPABASE_ANON_KEY')));
  return problems;
}

function isSecretKey(value: string): boolean {
  return value.startsWith('sb_secret_') || supabaseKeyRole(value) === 'service_role';
}

/**
 * The key must be one the browser may hold: a publishable key, or a legacy anon JWT. Anything
 * else (a typo, the JWT secret, another service's token) would fail every request at run time.
 */
function unsafeSupabaseSettings({ url: address, anonKey }: SupabaseWebConfig, keyIsSecret: boolean): string[] {
  const problems: string[] = [];
  const key = anonKey.trim();
  if (!keyIsSecret && !key.startsWith('sb_publishable_') && supabaseKeyRole(key) !== 'anon')
    problems.push(
      'SUPABASE_ANON_KEY must be the project’s publishable key (sb_publishable_…) or its anon key (a JWT whose role is anon), as Project Settings → API names them: the value given is neither.',
    );
  const url = URL.canParse(address.trim()) ? new URL(address.trim()) : null;
  const https = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!url || !https || !url.hostname)
    problems.push(
      `SUPABASE_URL must be the project’s https:// address, such as https://abcd.supabase.co, or a local stack’s http://127.0.0.1 or http://localhost (got "${address}").`,
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
