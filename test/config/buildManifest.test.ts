import { readConfig } from '../../config/backend';
import { buildManifest, describeBuild } from '../../config/buildManifest';
import { BENCH_BACKEND_CONFIG } from '../bench/benchBackendConfig';

describe('buildManifest', () => {
  test('names the backend and where it is: a project, the emulators, an address', () => {
    expect(buildManifest(readConfig({}))).toEqual({ backend: 'memory' });
    const firebase = { ...BENCH_BACKEND_CONFIG, APP_BACKEND: 'firebase' };
    expect(buildManifest(readConfig({ ...firebase, FIREBASE_EMULATORS: '' }))).toEqual({
      backend: 'firebase',
      firebaseProject: 'demo-cofounder',
    });
    expect(buildManifest(readConfig(firebase))).toEqual({
      backend: 'firebase',
      firebaseProject: 'demo-cofounder',
      firebaseEmulators: '127.0.0.1',
    });
    expect(buildManifest(readConfig({ ...BENCH_BACKEND_CONFIG, APP_BACKEND: 'supabase' }))).toEqual({
      backend: 'supabase',
      supabaseUrl: 'http://127.0.0.1:54321',
    });
  });

  test('says in the build’s output which backend it built for', () => {
    expect(describeBuild({ backend: 'memory' })).toMatch(/memory backend.*demo/);
    expect(describeBuild({ backend: 'firebase', firebaseProject: 'p', firebaseEmulators: '127.0.0.1' })).toBe(
      'Building for the firebase backend (project p, on the emulators at 127.0.0.1).',
    );
  });
});
