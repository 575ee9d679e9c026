import { missingSettings, readConfig, unsafeSettings } from '../../config/backend';

describe('readConfig', () => {
  test('defaults to the memory backend', () => {
    expect(readConfig({}).backend).toBe('memory');
  });

  test('reads each backend and its public keys', () => {
    const firebase = readConfig({ APP_BACKEND: 'firebase', FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'p' });
    expect(firebase).toMatchObject({ backend: 'firebase', firebase: { apiKey: 'k', projectId: 'p' } });
    const supabase = readConfig({ APP_BACKEND: 'supabase', SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'a' });
    expect(supabase).toEqual({ backend: 'supabase', supabase: { url: 'https://x.supabase.co', anonKey: 'a' } });
  });

  test('carries the chosen backend’s settings only, whatever else the environment holds', () => {
    const everything = {
      FIREBASE_API_KEY: 'k',
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_EMULATORS: '127.0.0.1',
      SUPABASE_URL: 'https://x.supabase.co',
      SUPABASE_ANON_KEY: 'a',
    };
    expect(readConfig(everything)).toEqual({ backend: 'memory' });
    expect(Object.keys(readConfig({ ...everything, APP_BACKEND: 'firebase' })).sort()).toEqual([
      'backend',
      'firebase',
      'firebaseEmulatorHost',
    ]);
    expect(readConfig({ ...everything, APP_BACKEND: 'supabase' })).toEqual({
      backend: 'supabase',
      supabase: { url: 'https://x.supabase.co', anonKey: 'a' },
    });
  });

  test('a Firebase build talks to the local emulators only when FIREBASE_EMULATORS names their host', () => {
    const emulatorHost = (env: Record<string, string>) => {
      const config = readConfig({ APP_BACKEND: 'firebase', ...env });
      return config.backend === 'firebase' ? config.firebaseEmulatorHost : 'not a Firebase build';
    };
    expect(emulatorHost({})).toBeUndefined();
    expect(emulatorHost({ FIREBASE_EMULATORS: ' ' })).toBeUndefined();
    expect(emulatorHost({ FIREBASE_EMULATORS: '127.0.0.1' })).toBe('127.0.0.1');
  });

  test('refuses an unknown backend with a clear message', () => {
    expect(() => readConfig({ APP_BACKEND: 'mongo' })).toThrow(/APP_BACKEND must be one of memory, firebase, supabase/);
  });
});

describe('missingSettings', () => {
  const firebase = {
    APP_BACKEND: 'firebase',
    FIREBASE_API_KEY: 'k',
    FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
    FIREBASE_PROJECT_ID: 'p',
    FIREBASE_STORAGE_BUCKET: 'p.firebasestorage.app',
    FIREBASE_MESSAGING_SENDER_ID: '1',
    FIREBASE_APP_ID: '1:1:web:1',
  };

  test('names each blank variable of the chosen backend, so the build refuses it', () => {
    expect(missingSettings({})).toEqual([]);
    expect(missingSettings(firebase)).toEqual([]);
    expect(missingSettings({ ...firebase, FIREBASE_APPID: 'typo', FIREBASE_APP_ID: undefined })).toEqual(['FIREBASE_APP_ID']);
    expect(missingSettings({ ...firebase, FIREBASE_API_KEY: ' ' })).toEqual(['FIREBASE_API_KEY']);
    expect(missingSettings({ APP_BACKEND: 'supabase', SUPABASE_URL: 'https://x.supabase.co' })).toEqual(['SUPABASE_ANON_KEY']);
  });

  test('a build for the local emulators needs only the key and the project', () => {
    const emulators = { APP_BACKEND: 'firebase', FIREBASE_EMULATORS: '127.0.0.1' };
    expect(missingSettings(emulators)).toEqual(['FIREBASE_API_KEY', 'FIREBASE_PROJECT_ID']);
    expect(missingSettings({ ...emulators, FIREBASE_API_KEY: 'demo', FIREBASE_PROJECT_ID: 'demo-x' })).toEqual([]);
  });
});

describe('unsafeSettings', () => {
  /** A Supabase API key of the given role, shaped as the dashboard gives it (a JWT). */
  const jwt = (role: string) =>
    ['{"alg":"HS256","typ":"JWT"}', JSON.stringify({ iss: 'supabase', ref: 'abcd', role })]
      .map((part) => Buffer.from(part).toString('base64url'))
      .concat('signature')
      .join('.');
  const supabase = (url: string, key: string) => ({ APP_BACKEND: 'supabase', SUPABASE_URL: url, SUPABASE_ANON_KEY: key });

  test('takes the anon or publishable key at the project’s https address, or a local stack’s', () => {
    expect(unsafeSettings(supabase('https://abcd.supabase.co', jwt('anon')))).toEqual([]);
    expect(unsafeSettings(supabase('https://abcd.supabase.co', 'sb_publishable_abc123'))).toEqual([]);
    expect(unsafeSettings(supabase('http://127.0.0.1:54321', jwt('anon')))).toEqual([]);
    expect(unsafeSettings(supabase('http://localhost:54321', jwt('anon')))).toEqual([]);
    expect(unsafeSettings({})).toEqual([]);
  });

  test('refuses a secret key in any variable a build reads, whichever backend it is for', () => {
    const firebase = {
      APP_BACKEND: 'firebase',
      FIREBASE_PROJECT_ID: 'co-tw',
      FIREBASE_STORAGE_BUCKET: 'co-tw.appspot.com',
    };
    for (const env of [
      { ...firebase, SUPABASE_ANON_KEY: 'sb_secret_abc123' },
      { ...firebase, SUPABASE_ANON_KEY: jwt('service_role') },
      { SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'sb_secret_abc123' },
      { APP_BACKEND: 'memory', SUPABASE_ANON_KEY: jwt('service_role') },
    ]) {
      expect(unsafeSettings(env)).toEqual([expect.stringMatching(/^SUPABASE_ANON_KEY is a secret key/)]);
    }
    expect(unsafeSettings({ ...firebase, FIREBASE_API_KEY: 'sb_secret_abc123' })).toEqual([
      expect.stringMatching(/^FIREBASE_API_KEY is a secret key/),
    ]);
    expect(unsafeSettings({ ...firebase, SUPABASE_ANON_KEY: jwt('anon') })).toEqual([]);
  });

  test('refuses a secret key, which would give every visitor the whole database', () => {
    expect(unsafeSettings(supabase('https://abcd.supabase.co', jwt('service_role')))).toEqual([
      expect.stringContaining('SUPABASE_ANON_KEY'),
    ]);
    expect(unsafeSettings(supabase('https://abcd.supabase.co', 'sb_secret_abc123'))).toEqual([
      expect.stringContaining('SUPABASE_ANON_KEY'),
    ]);
  });

  test('refuses a key that is neither a publishable key nor an anon JWT, naming both shapes', () => {
    for (const key of ['demo-anon-key', 'eyJhbGciOiJIUzI1NiJ9', jwt('authenticated'), 'sb_publishable', ' ']) {
      expect(unsafeSettings(supabase('https://abcd.supabase.co', key))).toEqual([
        expect.stringMatching(/^SUPABASE_ANON_KEY must be the project’s publishable key \(sb_publishable_…\) or its anon key/),
      ]);
    }
  });

  test('refuses an address that is not the project’s https:// one', () => {
    const urls = ['abcd.supabase.co', 'http://abcd.supabase.co', 'https://', 'ftp://abcd.supabase.co', 'http://10.0.0.5:54321'];
    for (const url of urls) {
      expect(unsafeSettings(supabase(url, jwt('anon')))).toEqual([expect.stringContaining('SUPABASE_URL')]);
    }
  });

  describe('a Firebase build', () => {
    const firebase = (bucket: string, extra: Record<string, string> = {}) => ({
      APP_BACKEND: 'firebase',
      FIREBASE_PROJECT_ID: 'co-tw',
      FIREBASE_STORAGE_BUCKET: bucket,
      ...extra,
    });

    test('takes the project’s default bucket, where the rules take a member’s photo', () => {
      expect(unsafeSettings(firebase('co-tw.firebasestorage.app'))).toEqual([]);
      expect(unsafeSettings(firebase('co-tw.appspot.com'))).toEqual([]);
      expect(unsafeSettings(firebase('gs://co-tw.appspot.com'))).toEqual([]);
      expect(unsafeSettings(firebase('', { FIREBASE_EMULATORS: '127.0.0.1' }))).toEqual([]);
    });

    test('refuses another bucket, whose photos no profile could save', () => {
      for (const bucket of ['gs://photos-co-tw', 'photos-co-tw', 'other.appspot.com', 'co-tw.appspot.com.evil']) {
        expect(unsafeSettings(firebase(bucket))).toEqual([expect.stringContaining('FIREBASE_STORAGE_BUCKET')]);
      }
    });
  });
});
