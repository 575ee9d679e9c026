/**
 * Fills the running Firebase emulators for the bench's audits of the Firebase build's member
 * pages: the operator's content seed (`npm run firebase:seed`: banners, resources, the
 * assessment) and the demo's members and projects (./firebaseDemo.ts, through the adapter).
 */
import { BENCH_BACKEND_CONFIG } from './benchBackendConfig.ts';
import { runCommand } from './command.ts';

/** The Auth and Firestore emulators this process was started beside (firebase emulators:exec sets these). */
export function firebaseEmulatorsRunning(): boolean {
  return !!(process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FIRESTORE_EMULATOR_HOST);
}

/** Runs a step of the seed; its standard output, or an error with what it printed. */
async function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  const { code, stdout, stderr } = await runCommand(command, args, { ...process.env, ...env });
  if (code !== 0) throw new Error(`${args.join(' ')} exited with ${code}:\n${stderr || stdout}`);
  return stdout;
}

/** Seeds the emulators. Resolves to the Firebase uid of each demo uid (a project's id is its owner's uid). */
export async function seedFirebaseEmulators(): Promise<Record<string, string>> {
  const project = BENCH_BACKEND_CONFIG.FIREBASE_PROJECT_ID as string;
  await run('npm', ['run', 'firebase:seed'], { GOOGLE_CLOUD_PROJECT: project });
  const out = await run(
    process.execPath,
    ['--import', './test/bench/extensionlessImports.ts', 'test/bench/firebaseDemo.ts'],
    {},
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
}
