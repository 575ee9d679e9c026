/**
 * Fills the running Firebase emulators for the bench's audits of the Firebase build's member
 * pages: the operator's content seed (`npm run firebase:seed`: banners, resources, the
 * assessment) and the demo's members and projects (./firebaseDemo.ts, through the adapter).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BENCH_BACKEND_CONFIG } from './benchBackendConfig.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The Auth and Firestore emulators this process was started beside (firebase emulators:exec sets these). */
export function firebaseEmulatorsRunning(): boolean {
  return !!(process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FIRESTORE_EMULATOR_HOST);
}

function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited with ${code}:\n${err || out}`)),
    );
  });
}

/**
 * Seeds the emulators; `assetOrigin` serves the build's demo pictures. Resolves to the Firebase
 * uid of each demo uid (a project's id is its owner's uid).
 */
export async function seedFirebaseEmulators(assetOrigin: string): Promise<Record<string, string>> {
  const project = BENCH_BACKEND_CONFIG.FIREBASE_PROJECT_ID as string;
  await run('npm', ['run', 'firebase:seed'], { GOOGLE_CLOUD_PROJECT: project });
  const out = await run(
    process.execPath,
    ['--import', './test/bench/extensionlessImports.ts', 'test/bench/firebaseDemo.ts'],
    { DEMO_ASSET_ORIGIN: assetOrigin },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
}
