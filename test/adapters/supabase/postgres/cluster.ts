/**
 * A throwaway PostgreSQL 15 server for the Supabase suites: `initdb` in a temporary folder, a
 * server that listens on a unix socket in that folder only (no TCP), then a template database
 * holding the Supabase stand-ins and every migration in name order. Each test file copies the
 * template into a database of its own (support/supabaseDb.ts), so files run side by side.
 *
 * The binaries come from PG_BIN (default /usr/lib/postgresql/15/bin). PostgreSQL refuses to run
 * as root, so under root the server runs as the `postgres` system user. Durability is switched
 * off (fsync, synchronous_commit, full_page_writes): the data dies with the folder anyway.
 */
import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applySupabaseSchema, connectToServer, type ServerAddress } from '../support/supabaseDb';

export const TEMPLATE_DATABASE = 'supabase_template';
const PORT = 54329;

export interface RunningCluster {
  readonly address: ServerAddress;
  readonly dir: string;
  readonly version: string;
  stop(): void;
}

function binDir(): string {
  return process.env.PG_BIN?.trim() || '/usr/lib/postgresql/15/bin';
}

/** Runs as the postgres system user when we are root, as ourselves otherwise. */
function runAs(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function run(tool: string, args: string[], user: { uid: number; gid: number } | null): string {
  const options: SpawnSyncOptions = { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } };
  if (user) Object.assign(options, user);
  const r = spawnSync(join(binDir(), tool), args, options);
  if (r.error) throw new Error(`${tool} could not start: ${r.error.message}`, { cause: r.error });
  if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return String(r.stdout);
}

export async function startCluster(): Promise<RunningCluster> {
  if (!existsSync(join(binDir(), 'initdb'))) {
    throw new Error(`no PostgreSQL server binaries in ${binDir()} (install postgresql-15 or set PG_BIN)`);
  }
  const user = runAs();
  // Short: a unix socket path must stay under about 100 bytes.
  const dir = mkdtempSync(join(tmpdir().length <= 60 ? tmpdir() : '/tmp', 'sbpg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], user);
      } catch {
        // Already gone; the folder goes next either way.
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '-N'], user);
    const options = [
      `-k ${dir}`,
      `-p ${PORT}`,
      `-c listen_addresses=''`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
      '-c shared_buffers=64MB',
    ].join(' ');
    try {
      run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start'], user);
    } catch (e) {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
      throw new Error(`the PostgreSQL server did not start:\n${tail}`, { cause: e });
    }
    started = true;
    const address: ServerAddress = { host: dir, port: PORT, user: 'postgres', template: TEMPLATE_DATABASE };
    const admin = await connectToServer(address, 'postgres');
    let version = '';
    try {
      version = (await admin.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!.v;
      await admin.exec(`create database ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.close();
    }
    const template = await connectToServer(address, TEMPLATE_DATABASE);
    try {
      await applySupabaseSchema(template);
    } finally {
      await template.close();
    }
    return { address, dir, version, stop };
  } catch (e) {
    stop();
    throw e;
  }
}
