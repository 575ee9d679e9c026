/**
 * A Postgres database dressed as a Supabase database (support/supabase-stand-in.sql: the roles
 * anon, authenticated and service_role, the auth schema, a storage stand-in, the realtime
 * publication and Supabase's default privileges), then every file of
 * adapters/supabase/supabase/migrations applied in name order, as `supabase db push` applies
 * them. Two engines run the same test files:
 *
 * - embedded PGlite (one connection), what `npm test` uses;
 * - a throwaway PostgreSQL 15 server (postgres/cluster.ts), chosen when the environment names it
 *   (SUPABASE_TEST_ENGINE=postgres and SUPABASE_TEST_PG, set by postgres/globalSetup.ts). Each
 *   SupabaseDb is then a database of its own, copied from the migrated template, and
 *   `db.connect()` opens more connections to it, for members acting at the same moment.
 *
 * Acting as a member is what PostgREST does per request:
 *   set local role authenticated; set_config('request.jwt.claims', '{"sub": uid, "role": ...}', true)
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIGRATIONS_DIR = join(process.cwd(), 'adapters/supabase/supabase/migrations');
export const STAND_IN_FILE = join(process.cwd(), 'test/adapters/supabase/support/supabase-stand-in.sql');

export function standInSql(): string {
  return readFileSync(STAND_IN_FILE, 'utf8');
}

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/** A member's session names the address that issued it (iss); `iss: null` is a token without one. */
export type Actor =
  { role: 'anon' } | { role: 'authenticated'; uid: string; iss?: string | null } | { role: 'service_role' };

/** The project the stand-in's sessions come from: a member's token names it as its issuer (iss). */
export const PROJECT_URL = 'https://x.supabase.co';

export const anon: Actor = { role: 'anon' };
export const service: Actor = { role: 'service_role' };
export function member(uid: string, iss: string | null = `${PROJECT_URL}/auth/v1`): Actor {
  return { role: 'authenticated', uid, iss };
}

export interface SqlError {
  code: string;
  message: string;
}

export type Outcome<R = Record<string, unknown>> =
  { ok: true; rows: R[]; affected: number } | { ok: false; error: SqlError };

function claimsOf(actor: Actor): string {
  if (actor.role === 'authenticated')
    return JSON.stringify({
      sub: actor.uid,
      role: 'authenticated',
      aud: 'authenticated',
      ...(actor.iss === null ? {} : { iss: actor.iss ?? `${PROJECT_URL}/auth/v1` }),
    });
  return JSON.stringify({ role: actor.role });
}

function asSqlError(e: unknown): SqlError {
  const err = e as { code?: string; message?: string };
  return { code: err.code ?? 'unknown', message: err.message ?? String(e) };
}

/** One connection: statements in the simple protocol (`exec`, several at once) or one with parameters. */
export interface Connection {
  exec(sql: string): Promise<void>;
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affected: number }>;
  close(): Promise<void>;
}

export type EngineName = 'PGlite' | 'PostgreSQL';

/** Where the throwaway server listens and which database holds the migrated schema to copy. */
export interface ServerAddress {
  host: string;
  port: number;
  user: string;
  template: string;
}

/**
 * The engine the environment asks for. SUPABASE_TEST_ENGINE=postgres without an address is an
 * error, never a quiet run on PGlite: a suite meant for the server must not pass without it.
 */
export function chosenEngine(env: NodeJS.ProcessEnv = process.env): { name: EngineName; server?: ServerAddress } {
  const wanted = env.SUPABASE_TEST_ENGINE?.trim() ?? '';
  if (wanted === '' || wanted === 'pglite') return { name: 'PGlite' };
  if (wanted !== 'postgres') throw new Error(`SUPABASE_TEST_ENGINE must be pglite or postgres, not ${wanted}`);
  const raw = env.SUPABASE_TEST_PG;
  if (!raw) throw new Error('SUPABASE_TEST_ENGINE=postgres needs SUPABASE_TEST_PG (postgres/globalSetup.ts sets it)');
  return { name: 'PostgreSQL', server: JSON.parse(raw) as ServerAddress };
}

/** The engine's name for test titles, e.g. "on PGlite". */
export function engineName(): EngineName {
  return chosenEngine().name;
}

class PgliteConnection implements Connection {
  constructor(private readonly db: PGlite) {}
  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }
  async query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affected: number }> {
    const r = await this.db.query<R>(sql, params);
    return { rows: r.rows, affected: r.affectedRows ?? r.rows.length };
  }
  close(): Promise<void> {
    return this.db.close();
  }
}

// bigint as a JavaScript number, as PGlite gives it, so that both engines answer alike.
const INT8 = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

class ServerConnection implements Connection {
  private constructor(private readonly client: pg.Client) {}

  static async open(server: ServerAddress, database: string): Promise<ServerConnection> {
    const client = new pg.Client({ host: server.host, port: server.port, user: server.user, database, types: pgTypes });
    await client.connect();
    // A connection whose statement failed is still usable; its errors come back as rejections.
    client.on('error', () => undefined);
    return new ServerConnection(client);
  }
  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }
  async query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affected: number }> {
    const r = await this.client.query(sql, params);
    return { rows: r.rows as R[], affected: r.rowCount ?? r.rows.length };
  }
  close(): Promise<void> {
    return this.client.end();
  }
}

/** Opens a connection as the owner (the migrations' role) to a database of the server. */
export function connectToServer(server: ServerAddress, database: string): Promise<Connection> {
  return ServerConnection.open(server, database);
}

/** Statements as an actor, or as the owner, on one connection. */
export class SupabaseSession {
  constructor(readonly conn: Connection) {}

  /** Statements in the simple protocol as the owner (no RLS), e.g. `set …; analyze`. */
  exec(sql: string): Promise<void> {
    return this.conn.exec(sql);
  }

  /** As the database owner (migrations role): no RLS. */
  async sys<R = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<R[]> {
    return (await this.conn.query<R>(sql, params)).rows;
  }

  /** One statement as `actor`, in its own committed transaction (rolled back on error). */
  async as<R = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome<R>> {
    await this.conn.exec('begin');
    try {
      await this.setActor(actor);
      const r = await this.conn.query<R>(sql, params);
      await this.conn.exec('reset role; commit');
      return { ok: true, rows: r.rows, affected: r.affected };
    } catch (e) {
      await this.conn.exec('rollback');
      return { ok: false, error: asSqlError(e) };
    }
  }

  /** Like `as` but throws on error and returns the rows. */
  async must<R = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<R[]> {
    const out = await this.as<R>(actor, sql, params);
    if (!out.ok) throw new Error(`${sql} failed: ${out.error.code} ${out.error.message}`);
    return out.rows;
  }

  close(): Promise<void> {
    return this.conn.close();
  }

  protected async setActor(actor: Actor): Promise<void> {
    await this.conn.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      actor.role,
      claimsOf(actor),
    ]);
  }
}

/** One database per test file: boot (or copy the migrated template), stand-ins, migrations. */
export class SupabaseDb extends SupabaseSession {
  private readonly sessions: SupabaseSession[] = [];

  private constructor(
    conn: Connection,
    readonly engine: EngineName,
    private readonly server?: { address: ServerAddress; database: string },
  ) {
    super(conn);
  }

  static async create(): Promise<SupabaseDb> {
    const engine = chosenEngine();
    if (engine.server) {
      const address = engine.server;
      const database = `test_${randomBytes(6).toString('hex')}`;
      const admin = await connectToServer(address, 'postgres');
      try {
        await admin.exec(`create database ${database} template ${address.template}`);
      } finally {
        await admin.close();
      }
      return new SupabaseDb(await connectToServer(address, database), 'PostgreSQL', { address, database });
    }
    const conn = new PgliteConnection(await PGlite.create());
    await applySupabaseSchema(conn);
    return new SupabaseDb(conn, 'PGlite');
  }

  /**
   * Another connection to the same database, on the real server only (PGlite has one). Each
   * session runs its statements as whichever actor it is given, so N sessions are N members
   * (or visitors) acting at the same moment: `Promise.all(sessions.map((s, i) =>
   * s.as(member(uids[i]), sql, params)))`. Closed with the database.
   */
  async connect(): Promise<SupabaseSession> {
    if (!this.server) throw new Error('PGlite is one connection; concurrent sessions need the PostgreSQL server');
    const session = new SupabaseSession(await connectToServer(this.server.address, this.server.database));
    this.sessions.push(session);
    return session;
  }

  /** `n` more connections (see `connect`). */
  async connectMany(n: number): Promise<SupabaseSession[]> {
    const out: SupabaseSession[] = [];
    for (let i = 0; i < n; i++) out.push(await this.connect());
    return out;
  }

  override async close(): Promise<void> {
    for (const s of this.sessions.splice(0)) await s.close();
    await this.conn.close();
    if (this.server) {
      const admin = await connectToServer(this.server.address, 'postgres');
      try {
        await admin.exec(`drop database if exists ${this.server.database} with (force)`);
      } finally {
        await admin.close();
      }
    }
  }

  /**
   * Runs `fn` in a transaction that is always rolled back: whatever it does leaves no trace.
   * `tx.try` runs one statement as an actor inside a savepoint and reports the outcome;
   * `tx.sys` reads as the owner inside the same transaction.
   */
  async scratch<T>(fn: (tx: ScratchTx) => Promise<T>): Promise<T> {
    await this.conn.exec('begin');
    try {
      return await fn({
        try: async <R = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []) => {
          await this.conn.exec('savepoint attempt');
          try {
            await this.setActor(actor);
            const r = await this.conn.query<R>(sql, params);
            await this.conn.exec('reset role; release savepoint attempt');
            return { ok: true, rows: r.rows, affected: r.affected } as Outcome<R>;
          } catch (e) {
            await this.conn.exec('rollback to savepoint attempt; reset role');
            return { ok: false, error: asSqlError(e) } as Outcome<R>;
          }
        },
        sys: async <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => {
          await this.conn.exec('reset role');
          return (await this.conn.query<R>(sql, params)).rows;
        },
      });
    } finally {
      await this.conn.exec('rollback');
    }
  }

  /**
   * A registered member, as the client adapter makes one: the auth user (GoTrue's part), then
   * createUser's two inserts made as that member through RLS.
   */
  async createAuthUser(email: string, name: string): Promise<string> {
    const rows = await this.sys<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data) values ($1, jsonb_build_object('name', $2::text)) returning id`,
      [email, name],
    );
    const uid = rows[0]!.id;
    await this.must(member(uid), `insert into public.profiles (uid, name) values ($1, $2)`, [uid, name]);
    await this.must(member(uid), `insert into public.contacts (uid, email, phone) values ($1, $2, '')`, [uid, email]);
    return uid;
  }

  /** A registered member under an address no other member of any suite has. */
  newMember(name: string): Promise<string> {
    return this.createAuthUser(`member-${randomUUID()}@example.com`, name);
  }
}

export interface ScratchTx {
  try<R = Record<string, unknown>>(actor: Actor, sql: string, params?: unknown[]): Promise<Outcome<R>>;
  sys<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

/** The stand-ins, then each migration file as one simple-protocol batch (one transaction each). */
export async function applySupabaseSchema(conn: Connection): Promise<void> {
  await conn.exec(standInSql());
  for (const file of migrationFiles()) {
    try {
      await conn.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
    } catch (e) {
      throw new Error(`migration ${file} failed: ${asSqlError(e).message}`, { cause: e });
    }
  }
}
