import { jest } from '@jest/globals';
import path from 'node:path';
import webpack from 'webpack';
import { BENCH_BACKEND_CONFIG } from './bench/benchBackendConfig';
import configFactory from '../webpack.config';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('webpack.config.ts', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it.each(['memory', 'firebase', 'supabase'])(
    'writes the %s build to dist/, the folder firebase.json and the nginx setup serve',
    (backend) => {
      process.env = { ...saved, ...BENCH_BACKEND_CONFIG, APP_BACKEND: backend };
      const config = configFactory({}, { mode: 'production' });
      expect(config.output?.path).toBe(path.join(ROOT, 'dist'));
    },
  );

  /** What the build writes into the browser's scripts as `__APP_CONFIG__`. */
  const inlinedConfig = (env: Record<string, string>) => {
    process.env = { ...saved, ...env };
    if (!env.APP_BACKEND) delete process.env.APP_BACKEND;
    const plugins = configFactory({}, { mode: 'production' }).plugins ?? [];
    const define = plugins.find((p): p is webpack.DefinePlugin => p instanceof webpack.DefinePlugin);
    return String(define?.definitions.__APP_CONFIG__);
  };
  const SUPABASE_VALUES = ['https://abcd.supabase.co', 'sb_publishable_abc123'];
  const everything = {
    ...BENCH_BACKEND_CONFIG,
    FIREBASE_EMULATORS: '',
    FIREBASE_PROJECT_ID: 'co-tw',
    FIREBASE_STORAGE_BUCKET: 'co-tw.appspot.com',
    SUPABASE_URL: SUPABASE_VALUES[0]!,
    SUPABASE_ANON_KEY: SUPABASE_VALUES[1]!,
  };

  it('ships none of Supabase’s settings in a Firebase build made where they are set', () => {
    const inlined = inlinedConfig({ ...everything, APP_BACKEND: 'firebase' });
    expect(JSON.parse(inlined)).toMatchObject({ backend: 'firebase', firebase: { projectId: 'co-tw' } });
    expect(inlined).not.toMatch(/supabase/i);
    for (const value of SUPABASE_VALUES) expect(inlined).not.toContain(value);
  });

  it('ships no cloud settings in a memory build', () => {
    for (const backend of ['memory', undefined]) {
      const env: Record<string, string> = backend ? { ...everything, APP_BACKEND: backend } : everything;
      expect(JSON.parse(inlinedConfig(env))).toEqual({ backend: 'memory' });
    }
  });

  it('refuses a secret key in the environment of a build for another backend', () => {
    process.env = { ...saved, ...everything, APP_BACKEND: 'firebase', SUPABASE_ANON_KEY: 'sb_secret_abc' };
    expect(() => configFactory({}, { mode: 'production' })).toThrow(/SUPABASE_ANON_KEY is a secret key/);
  });

  it('says a production build without APP_BACKEND is the in-browser demo, and how to choose a cloud backend', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const warned = (env: Record<string, string>, mode: 'production' | 'development' = 'production') => {
        process.env = { ...saved, ...env };
        if (!env.APP_BACKEND) delete process.env.APP_BACKEND;
        warn.mockClear();
        configFactory({}, { mode });
        return warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('APP_BACKEND'));
      };
      expect(warned({})).toEqual([
        expect.stringMatching(
          /^APP_BACKEND is not set: this is the in-browser demo .*APP_BACKEND=firebase or APP_BACKEND=supabase/,
        ),
      ]);
      expect(warned({}, 'development')).toEqual([]);
      expect(warned({ APP_BACKEND: 'memory' })).toEqual([]);
      expect(warned({ ...BENCH_BACKEND_CONFIG, APP_BACKEND: 'firebase' })).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses an unknown backend, naming the ones there are', () => {
    process.env = { ...saved, APP_BACKEND: 'firestore' };
    expect(() => configFactory({}, { mode: 'production' })).toThrow(
      /APP_BACKEND must be one of memory, firebase, supabase/,
    );
  });

  it('refuses a cloud build without its settings, naming them', () => {
    process.env = { ...saved, APP_BACKEND: 'supabase', SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: '' };
    expect(() => configFactory({}, { mode: 'production' })).toThrow(/APP_BACKEND=supabase needs SUPABASE_ANON_KEY/);
  });

  it('refuses to ship a secret key to the browser', () => {
    process.env = {
      ...saved,
      APP_BACKEND: 'supabase',
      SUPABASE_URL: 'https://x.supabase.co',
      SUPABASE_ANON_KEY: 'sb_secret_abc',
    };
    expect(() => configFactory({}, { mode: 'production' })).toThrow(/SUPABASE_ANON_KEY is a secret key/);
  });
});
