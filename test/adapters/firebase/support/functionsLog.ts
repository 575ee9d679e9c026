/**
 * When the Cloud Functions triggers have settled, read from the Functions emulator's own output:
 * run-emulators.sh keeps the output of `firebase emulators:exec` in the file named by
 * FIREBASE_EMULATOR_LOG, where the emulator writes `Beginning execution of "<fn>"` and
 * `Finished "<fn>"` for each run. Settled means every run that began has finished and nothing
 * new was written for a short while (a write's trigger begins within it). This waits as long as
 * the triggers take on a busy machine, and no longer than that on an idle one.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';

/**
 * No output for this long, with every run finished: the triggers of the writes before have run
 * (the emulator dispatches a trigger well within it, even on a busy machine).
 */
const QUIET_MS = 600;
/** A trigger that runs longer than this is a failure, not a slow machine. */
const GIVE_UP_MS = 30_000;

export interface FunctionsLog {
  settled(): Promise<void>;
}

export function functionsLog(path: string): FunctionsLog {
  let offset = 0;
  let begun = 0;
  let finished = 0;
  let partial = '';

  function readNew(): boolean {
    const size = statSync(path).size;
    if (size <= offset) return false;
    const fd = openSync(path, 'r');
    try {
      const buffer = Buffer.alloc(size - offset);
      readSync(fd, buffer, 0, buffer.length, offset);
      offset = size;
      const lines = (partial + buffer.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('functions: Beginning execution of')) begun += 1;
        else if (/functions: Finished "/.test(line)) finished += 1;
      }
    } finally {
      closeSync(fd);
    }
    return true;
  }

  return {
    async settled() {
      const start = Date.now();
      let quietSince = Date.now();
      for (;;) {
        if (readNew()) quietSince = Date.now();
        else if (begun === finished && Date.now() - quietSince >= QUIET_MS) return;
        if (Date.now() - start > GIVE_UP_MS) {
          throw new Error(`Cloud Functions still running after ${GIVE_UP_MS} ms (${begun} began, ${finished} finished)`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}
