import path from 'node:path';
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
