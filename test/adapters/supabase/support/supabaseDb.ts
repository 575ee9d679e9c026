/**
 * An embedded Postgres (PGlite) dressed as a Supabase database: the roles anon, authenticated
 * and service_role, the auth schema (auth.users, auth.uid(), auth.role(), auth.jwt() as Supabase
 * defines them), a storage schema stand-in (buckets, objects with RLS), the supabase_realtime
 * publication and Supabase's default privileges (every API role gets everything on new public
 * tables and functions, so our migrations must take away what members may not do).
 * Then every file of adapters/supabase/supabase/migrations is applied in name order.
 *
 * Acting as a member is what PostgREST does per request:
 *   set local role authenticated; set_config('request.jwt.claims', '{"sub": uid, "role": ...}', true)
 */
import { PGlite } from '@electric-sql/pglite';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIGRATIONS_DIR = join(process.cwd(), 'adapters/supabase/supabase/migrations');

const SUPABASE_STAND_IN = `
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;
create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  email_confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- As in Supabase (auth schema migrations).
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
grant execute on all functions in schema auth to anon, authenticated, service_role;

create schema storage;
grant usage on schema storage to anon, authenticated, service_role;
create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid default auth.uid(),
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  unique (bucket_id, name)
);
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;
grant all on storage.objects, storage.buckets to anon, authenticated, service_role;

create publication supabase_realtime;
`;

export type Actor = { role: 'anon' } | { role: 'authenticated'; uid: string } | { role: 'service_role' };

export const anon: Actor = { role: 'anon' };
export const service: Actor = { role: 'service_role' };
export function member(uid: string): Actor {
  return { role: 'authenticated', uid };
}

export interface SqlError {
  code: string;
  message: string;
}

export type Outcome<R = Record<string, unknown>> =
  { ok: true; rows: R[]; affected: number } | { ok: false; error: SqlError };

function claimsOf(actor: Actor): string {
  if (actor.role === 'authenticated')
    return JSON.stringify({ sub: actor.uid, role: 'authenticated', aud: 'authenticated' });
  return JSON.stringify({ role: actor.role });
}

function asSqlError(e: unknown): SqlError {
  const err = e as { code?: string; message?: string };
  return { code: err.code ?? 'unknown', message: err.message ?? String(e) };
}

/** One database per test file: boot, stand-ins, migrations. */
export class SupabaseDb {
  private constructor(readonly pg: PGlite) {}

  static async create(): Promise<SupabaseDb> {
    const pg = await PGlite.create();
    await pg.exec(SUPABASE_STAND_IN);
    for (const file of migrationFiles()) {
      try {
        await pg.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      } catch (e) {
        throw new Error(`migration ${file} failed: ${asSqlError(e).message}`, { cause: e });
      }
    }
    return new SupabaseDb(pg);
  }

  close(): Promise<void> {
    return this.pg.close();
  }

  /** As the database owner (migrations role): no RLS. */
  async sys<R = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<R[]> {
    const r = await this.pg.query<R>(sql, params);
    return r.rows;
  }

  /** One statement as `actor`, in its own committed transaction (rolled back on error). */
  async as<R = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome<R>> {
    await this.pg.exec('begin');
    try {
      await this.setActor(actor);
      const r = await this.pg.query<R>(sql, params);
      await this.pg.exec('reset role; commit');
      return { ok: true, rows: r.rows, affected: r.affectedRows ?? r.rows.length };
    } catch (e) {
      await this.pg.exec('rollback');
      return { ok: false, error: asSqlError(e) };
    }
  }

  /** Like `as` but throws on error and returns the rows. */
  async must<R = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<R[]> {
    const out = await this.as<R>(actor, sql, params);
    if (!out.ok) throw new Error(`${sql} failed: ${out.error.code} ${out.error.message}`);
    return out.rows;
  }

  /**
   * Runs `fn` in a transaction that is always rolled back: whatever it does leaves no trace.
   * `tx.try` runs one statement as an actor inside a savepoint and reports the outcome;
   * `tx.sys` reads as the owner inside the same transaction.
   */
  async scratch<T>(fn: (tx: ScratchTx) => Promise<T>): Promise<T> {
    await this.pg.exec('begin');
    try {
      return await fn({
        try: async <R = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []) => {
          await this.pg.exec('savepoint attempt');
          try {
            await this.setActor(actor);
            const r = await this.pg.query<R>(sql, params);
            await this.pg.exec('reset role; release savepoint attempt');
            return { ok: true, rows: r.rows, affected: r.affectedRows ?? r.rows.length } as Outcome<R>;
          } catch (e) {
            await this.pg.exec('rollback to savepoint attempt; reset role');
            return { ok: false, error: asSqlError(e) } as Outcome<R>;
          }
        },
        sys: async <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => {
          await this.pg.exec('reset role');
          return (await this.pg.query<R>(sql, params)).rows;
        },
      });
    } finally {
      await this.pg.exec('rollback');
    }
  }

  private async setActor(actor: Actor): Promise<void> {
    await this.pg.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      actor.role,
      claimsOf(actor),
    ]);
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
}

export interface ScratchTx {
  try<R = Record<string, unknown>>(actor: Actor, sql: string, params?: unknown[]): Promise<Outcome<R>>;
  sys<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}
