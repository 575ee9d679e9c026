import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface CommandResult {
  /** The exit code; 1 when the command could not start. */
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `command` in the repository's root with `env` as its whole environment, and collects what it prints. */
export function runCommand(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (error) => resolve({ code: 1, stdout, stderr: `${stderr}${String(error)}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
