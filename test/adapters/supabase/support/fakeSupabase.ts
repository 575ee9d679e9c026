/**
 * The Supabase HTTP and Realtime boundary, faked with msw: GoTrue (/auth/v1), PostgREST
 * (/rest/v1), Storage (/storage/v1), Edge Functions (/functions/v1) and the Realtime WebSocket
 * (Phoenix protocol, serializer 2.0.0: [join_ref, ref, topic, event, payload]).
 * Every request the adapter makes is recorded, so tests can check paths, filters, order,
 * limits and cursors.
 */
import { http, HttpResponse, ws } from 'msw';
import type { SetupServer } from 'msw/node';
import { createSupabaseBackend, type SupabaseBackend } from '../../../../adapters/supabase/createSupabaseBackend';

export const SUPABASE_URL = 'http://supabase.test';
export const ANON_KEY = 'anon-key-for-tests';
export const REALTIME_URL = 'ws://supabase.test/realtime/v1/websocket';

export const UID_A = '11111111-1111-4111-8111-111111111111';
export const UID_B = '22222222-2222-4222-8222-222222222222';
export const UID_C = '33333333-3333-4333-8333-333333333333';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  /** Resolves once the body has been read. */
  bodyRead: Promise<void>;
}

function b64url(s: string): string {
  return Buffer.from(s).toString('base64url');
}

/** A JWT-shaped access token (GoTrue's are checked by the server, not by supabase-js). */
export function fakeJwt(sub: string): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify({ sub, role: 'authenticated', aud: 'authenticated', exp: now + 3600, iat: now }))}.c2ln`;
}

export function gotrueUser(uid: string, email: string, name = '王小明', confirmed = true) {
  return {
    id: uid,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: confirmed ? '2026-11-20T00:00:00Z' : null,
    user_metadata: { name },
    app_metadata: { provider: 'email', providers: ['email'] },
    identities: [{ id: uid, provider: 'email', identity_id: uid, user_id: uid, identity_data: { email } }],
    created_at: '2026-11-20T00:00:00Z',
    updated_at: '2026-11-20T00:00:00Z',
  };
}

export function tokenResponse(uid: string, email: string, name = '王小明') {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: fakeJwt(uid),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: `refresh-${uid}`,
    user: gotrueUser(uid, email, name),
  };
}

/** A GoTrue error body, as the server sends it. */
export function gotrueError(status: number, code: string, msg: string) {
  return HttpResponse.json({ code: status, error_code: code, msg }, { status });
}

/** A PostgREST error body. */
export function postgrestError(status: number, code: string, message: string, details: string | null = null) {
  return HttpResponse.json({ code, message, details, hint: null }, { status });
}

export class RequestLog {
  readonly all: Recorded[] = [];
  attach(server: SetupServer): void {
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.protocol.startsWith('ws')) return;
      // Recorded at once (in request order); the body is filled in as soon as it is read.
      const entry: Recorded = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: undefined,
        bodyRead: Promise.resolve(),
      };
      this.all.push(entry);
      const type = request.headers.get('content-type') ?? '';
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const read: Promise<unknown> = type.includes('json') ? request.clone().json() : request.clone().arrayBuffer();
      entry.bodyRead = read.then(
        (body) => {
          entry.body = body;
        },
        () => undefined,
      );
    });
  }
  /** The body of the last request to a path, once read. */
  async lastBody(path: string, method?: string): Promise<unknown> {
    const r = this.last(path, method);
    await r.bodyRead;
    return r.body;
  }
  clear(): void {
    this.all.length = 0;
  }
  /** Requests to a path (e.g. /rest/v1/profiles), in order. */
  to(path: string, method?: string): Recorded[] {
    return this.all.filter((r) => r.path === path && (!method || r.method === method));
  }
  last(path: string, method?: string): Recorded {
    const list = this.to(path, method);
    const r = list[list.length - 1];
    if (!r)
      throw new Error(
        `no ${method ?? ''} request to ${path}; saw ${this.all.map((x) => `${x.method} ${x.path}`).join(', ')}`,
      );
    return r;
  }
}

interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string;
  filter?: string;
}

/**
 * The Realtime server: answers joins (assigning ids to each postgres_changes binding, as the
 * server does), heartbeats and access tokens, and lets a test push a change to every channel
 * whose binding matches it.
 */
export class FakeRealtime {
  private readonly channels = new Map<string, { joinRef: string; bindings: Binding[]; send: (m: unknown[]) => void }>();
  private nextId = 1;
  readonly joins: { topic: string; bindings: Binding[]; accessToken?: string }[] = [];
  readonly leaves: string[] = [];
  readonly handler;

  constructor() {
    const link = ws.link(REALTIME_URL);
    this.handler = link.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        const [joinRef, ref, topic, evt, payload] = JSON.parse(String(event.data)) as [
          string,
          string,
          string,
          string,
          Record<string, unknown>,
        ];
        const reply = (response: unknown) =>
          client.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]));
        if (evt === 'phx_join') {
          const config = (payload.config ?? {}) as { postgres_changes?: Omit<Binding, 'id'>[] };
          const bindings = (config.postgres_changes ?? []).map((b) => ({ ...b, id: this.nextId++ }));
          this.channels.set(topic, { joinRef, bindings, send: (m) => client.send(JSON.stringify(m)) });
          this.joins.push({ topic, bindings, accessToken: payload.access_token as string | undefined });
          reply({ postgres_changes: bindings });
        } else if (evt === 'phx_leave') {
          this.channels.delete(topic);
          this.leaves.push(topic);
          reply({});
        } else {
          reply({});
        }
      });
    });
  }

  /** Topics currently joined. */
  topics(): string[] {
    return [...this.channels.keys()];
  }

  /** Pushes a postgres change to the channels whose bindings match (table, event, eq filter). */
  emit(
    table: string,
    type: 'INSERT' | 'UPDATE' | 'DELETE',
    record: Record<string, unknown>,
    oldRecord: Record<string, unknown> = {},
  ): number {
    let delivered = 0;
    for (const [topic, ch] of this.channels) {
      const ids = ch.bindings
        .filter((b) => b.table === table && (b.event === '*' || b.event === type))
        .filter((b) => {
          if (!b.filter) return true;
          const m = /^(\w+)=eq\.(.*)$/.exec(b.filter);
          const row = type === 'DELETE' ? oldRecord : record;
          return !!m && String(row[m[1]!]) === m[2];
        })
        .map((b) => b.id);
      if (ids.length === 0) continue;
      delivered += 1;
      ch.send([
        null,
        null,
        topic,
        'postgres_changes',
        {
          ids,
          data: {
            type,
            schema: 'public',
            table,
            commit_timestamp: new Date().toISOString(),
            columns: [],
            errors: null,
            record,
            old_record: oldRecord,
          },
        },
      ]);
    }
    return delivered;
  }
}

/** A backend on the fake, with its own in-memory auth storage (one per "browser tab"). */
export async function newTestBackend(now: () => number = () => 1_763_600_000_000): Promise<SupabaseBackend> {
  const store = new Map<string, string>();
  return createSupabaseBackend(
    { url: SUPABASE_URL, anonKey: ANON_KEY },
    {
      redirectTo: 'https://app.example.tw/',
      now,
      client: {
        auth: {
          persistSession: true,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          storageKey: `sb-test-${Math.random().toString(36).slice(2)}`,
          storage: {
            getItem: (k: string) => store.get(k) ?? null,
            setItem: (k: string, v: string) => void store.set(k, v),
            removeItem: (k: string) => void store.delete(k),
          },
        },
        realtime: { heartbeatIntervalMs: 60_000 },
        // supabase-js retries idempotent reads on network errors with 1-4 s backoff; the tests
        // check the mapping of the final error, not supabase-js's retries.
        db: { retry: false },
      },
    },
  );
}

/** GoTrue answering a password sign-in for `uid`. */
export function signInHandler(uid: string, email: string, name = '王小明') {
  return http.post(`${SUPABASE_URL}/auth/v1/token`, () => HttpResponse.json(tokenResponse(uid, email, name)));
}

export async function signedIn(
  server: SetupServer,
  uid = UID_A,
  email = 'a@example.com',
  name = '王小明',
): Promise<SupabaseBackend> {
  server.use(signInHandler(uid, email, name));
  const b = await newTestBackend();
  await b.auth.signIn(email, 'secret-123');
  return b;
}
