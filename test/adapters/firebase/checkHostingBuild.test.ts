import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildManifest } from '../../../config/buildManifest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCRIPT = path.join(ROOT, 'adapters/firebase/checkHostingBuild.mjs');
const dir = mkdtempSync(path.join(os.tmpdir(), 'hosting-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the predeploy check on a build made for `manifest` (none: no build), deploying to `project`. */
function check(manifest: BuildManifest | null, project = 'cofounder-tw') {
  const file = path.join(dir, `${Math.random()}.json`);
  if (manifest) writeFileSync(file, JSON.stringify(manifest));
  const run = spawnSync(process.execPath, [SCRIPT, file], {
    env: { ...process.env, GCLOUD_PROJECT: project },
    encoding: 'utf8',
  });
  return { ok: run.status === 0, said: run.stdout + run.stderr };
}

describe('the Firebase hosting predeploy check', () => {
  test('runs before every hosting deploy', () => {
    const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'adapters/firebase/firebase.json'), 'utf8'));
    expect(firebaseJson.hosting.predeploy).toEqual(['node "$PROJECT_DIR/checkHostingBuild.mjs"']);
  });

  test('lets through a build for the project being deployed to', () => {
    expect(check({ backend: 'firebase', firebaseProject: 'cofounder-tw' })).toEqual({
      ok: true,
      said: expect.stringContaining('cofounder-tw'),
    });
  });

  test('refuses the demo, another backend, the emulators, another project, or no build', () => {
    const refused = [
      check({ backend: 'memory' }),
      check({ backend: 'supabase', supabaseUrl: 'https://abcd.supabase.co' }),
      check({ backend: 'firebase', firebaseProject: 'cofounder-tw', firebaseEmulators: '127.0.0.1' }),
      check({ backend: 'firebase', firebaseProject: 'cofounder-staging' }),
      check(null),
    ];
    expect(refused.map((r) => r.ok)).toEqual([false, false, false, false, false]);
    expect(refused.map((r) => r.said)).toEqual([
      expect.stringContaining('memory backend'),
      expect.stringContaining('supabase backend'),
      expect.stringContaining('emulators'),
      expect.stringContaining('"cofounder-staging", not "cofounder-tw"'),
      expect.stringContaining('no production build'),
    ]);
  });

  test('a refusal points at a section and a step the README has', () => {
    const readme = readFileSync(path.join(ROOT, 'adapters/firebase/README.md'), 'utf8');
    const [, section, step, words] =
      /README\.md, "([^"]+)", step (\d+) "([^"]+)"/.exec(check({ backend: 'memory' }).said) ?? [];
    expect(readme.split('\n')).toEqual(expect.arrayContaining([`## ${section}`]));
    const steps = readme.slice(readme.indexOf(`## ${section}\n`)).split('\n## ')[0]!;
    expect(steps).toMatch(new RegExp(`^${step}\\. ${words}`, 'm'));
  });
});
