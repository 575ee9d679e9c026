import { missingSettings, readConfig } from '../../config/backend';

describe('readConfig', () => {
  test('defaults to the memory backend', () => {
    expect(readConfig({}).backend).toBe('memory');
  });

  test('reads each backend and its public keys', () => {
    const firebase = readConfig({ APP_BACKEND: 'firebase', FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'p' });
    expect(firebase.backend).toBe('firebase');
    expect(firebase.firebase.apiKey).toBe('k');
    expect(firebase.firebase.projectId).toBe('p');
    const supabase = readConfig({ APP_BACKEND: 'supabase', SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'a' });
    expect(supabase.supabase).toEqual({ url: 'https://x.supabase.co', anonKey: 'a' });
  });

  test('a Firebase build talks to the local emulators only when FIREBASE_EMULATORS names their host', () => {
    expect(readConfig({ APP_BACKEND: 'firebase' }).firebaseEmulatorHost).toBeUndefined();
    expect(readConfig({ APP_BACKEND: 'firebase', FIREBASE_EMULATORS: ' ' }).firebaseEmulatorHost).toBeUndefined();
    expect(readConfig({ APP_BACKEND: 'firebase', FIREBASE_EMULATORS: '127.0.0.1' }).firebaseEmulatorHost).toBe('127.0.0.1');
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
