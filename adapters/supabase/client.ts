/**
 * The Supabase client, assembled from supabase-js's own parts so that a first visit downloads
 * only what the first screen needs: auth-js (who is signed in) and postgrest-js (reads and
 * writes). Realtime, Storage and Edge Functions are chunks of their own, loaded on first use
 * (a live list, an upload, a feedback message), which a visitor reading Home never needs.
 *
 * It wires the parts the way supabase-js 2.119's `SupabaseClient` does: every REST, Storage and
 * Functions request carries `apikey` and `Authorization: Bearer <the member's access token, else
 * the anon key>` (never a new-format key to Functions); Realtime gets the same token and is told
 * whenever it changes.
 */
import { GoTrueClient as AuthClient, type AuthChangeEvent, type SupportedStorage } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { RealtimeChannel, RealtimeClient, RealtimeClientOptions } from '@supabase/realtime-js';
import type { StorageClient } from '@supabase/storage-js';
import type { FunctionsClient } from '@supabase/functions-js';

type Fetch = typeof fetch;

export interface SupabaseClientOptions {
  auth?: {
    persistSession?: boolean;
    autoRefreshToken?: boolean;
    detectSessionInUrl?: boolean;
    flowType?: 'implicit' | 'pkce';
    storageKey?: string;
    storage?: SupportedStorage;
  };
  /** RealtimeClient options (tests: the heartbeat interval). */
  realtime?: Partial<RealtimeClientOptions>;
  /** PostgREST: retry idempotent reads on network errors (supabase-js's default: yes). */
  db?: { retry?: boolean; timeout?: number };
  global?: { fetch?: Fetch; headers?: Record<string, string> };
}

/** What supabase-js sends as X-Client-Info, so the operator's logs see which client called. */
const CLIENT_INFO = 'supabase-js-web/2.119.1 cofounder-match-tw';

export class SupabaseClient {
  readonly auth: AuthClient;
  private readonly rest: PostgrestClient;
  private readonly headers: Record<string, string>;
  private readonly authedFetch: Fetch;
  private readonly functionsFetch: Fetch;
  private readonly baseUrl: URL;
  private realtimeClient: RealtimeClient | null = null;
  private realtimeLoading: Promise<RealtimeClient> | null = null;
  private storageLoading: Promise<StorageClient> | null = null;
  private functionsLoading: Promise<FunctionsClient> | null = null;
  private lastToken: string | undefined;

  constructor(
    url: string,
    private readonly anonKey: string,
    private readonly options: SupabaseClientOptions = {},
  ) {
    this.baseUrl = new URL(url.endsWith('/') ? url : `${url}/`);
    if (!/^https?:$/.test(this.baseUrl.protocol)) throw new Error('SUPABASE_URL must be an http(s) address.');
    if (!anonKey) throw new Error('The Supabase anon key is required.');
    this.headers = { 'X-Client-Info': CLIENT_INFO, ...options.global?.headers };
    const baseFetch: Fetch = options.global?.fetch ?? ((...args) => fetch(...args));

    const auth = options.auth ?? {};
    this.auth = new AuthClient({
      url: new URL('auth/v1', this.baseUrl).href,
      headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey, ...this.headers },
      storageKey: auth.storageKey ?? `sb-${this.baseUrl.hostname.split('.')[0]}-auth-token`,
      autoRefreshToken: auth.autoRefreshToken ?? true,
      persistSession: auth.persistSession ?? true,
      detectSessionInUrl: auth.detectSessionInUrl ?? true,
      flowType: auth.flowType ?? 'implicit',
      storage: auth.storage,
      fetch: options.global?.fetch,
    });

    const withAuth =
      (keyAsBearer: boolean): Fetch =>
      async (input, init) => {
        const headers = new Headers(init?.headers);
        if (!headers.has('apikey')) headers.set('apikey', anonKey);
        if (!headers.has('Authorization')) {
          const bearer = (await this.accessToken()) ?? (keyAsBearer ? anonKey : null);
          if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
        }
        return baseFetch(input, { ...init, headers });
      };
    this.authedFetch = withAuth(true);
    // As supabase-js: a new-format key (sb_publishable_/sb_secret_) is no JWT, and Edge Functions
    // would refuse it as a Bearer token (or take it for a broken session); it goes as apikey only.
    this.functionsFetch = withAuth(!/^sb_(publishable|secret)_/.test(anonKey));

    this.rest = new PostgrestClient(new URL('rest/v1', this.baseUrl).href, {
      headers: this.headers,
      schema: 'public',
      fetch: this.authedFetch,
      timeout: options.db?.timeout,
      retry: options.db?.retry,
    });

    this.auth.onAuthStateChange((event, session) => this.tokenChanged(event, session?.access_token));
  }

  from(relation: string) {
    return this.rest.from(relation);
  }

  rpc(fn: string, args: Record<string, unknown> = {}, options?: { head?: boolean; get?: boolean; count?: 'exact' }) {
    return this.rest.rpc(fn, args, options);
  }

  /** Realtime, loaded and connected on first use. */
  realtime(): Promise<RealtimeClient> {
    this.realtimeLoading ??= import(/* webpackChunkName: "supabase-realtime" */ '@supabase/realtime-js').then(
      async ({ RealtimeClient }) => {
        const wsUrl = new URL('realtime/v1', this.baseUrl);
        wsUrl.protocol = wsUrl.protocol.replace('http', 'ws');
        const client = new RealtimeClient(wsUrl.href, {
          headers: this.headers,
          accessToken: async () => (await this.accessToken()) ?? this.anonKey,
          ...this.options.realtime,
          params: { apikey: this.anonKey, ...this.options.realtime?.params },
        });
        // Told of every token change from now on (realtime-js keeps the latest setAuth), so a
        // sign-out or refresh while the token below is being read is not lost.
        this.realtimeClient = client;
        // Loaded after sign-in, it never heard SIGNED_IN: give it the token now, or the first
        // channels would join with none and row-level security would treat them as a visitor's.
        await client.setAuth();
        return client;
      },
    );
    return this.realtimeLoading;
  }

  /** The Realtime client if it has been loaded, else null (nothing to close). */
  loadedRealtime(): RealtimeClient | null {
    return this.realtimeClient;
  }

  /** A Realtime channel once Realtime is loaded. */
  async channel(name: string): Promise<RealtimeChannel> {
    return (await this.realtime()).channel(name);
  }

  storage(): Promise<StorageClient> {
    this.storageLoading ??= import(/* webpackChunkName: "supabase-storage" */ '@supabase/storage-js').then(
      ({ StorageClient }) =>
        new StorageClient(new URL('storage/v1', this.baseUrl).href, this.headers, this.authedFetch),
    );
    return this.storageLoading;
  }

  functions(): Promise<FunctionsClient> {
    this.functionsLoading ??= import(/* webpackChunkName: "supabase-functions" */ '@supabase/functions-js').then(
      ({ FunctionsClient }) =>
        new FunctionsClient(new URL('functions/v1', this.baseUrl).href, {
          headers: this.headers,
          customFetch: this.functionsFetch,
        }),
    );
    return this.functionsLoading;
  }

  private async accessToken(): Promise<string | null> {
    const { data } = await this.auth.getSession();
    return data.session?.access_token ?? null;
  }

  /** As supabase-js: Realtime hears of every new token, and of signing out. */
  private tokenChanged(event: AuthChangeEvent, token: string | undefined): void {
    if (event === 'SIGNED_OUT') {
      this.lastToken = undefined;
      void this.realtimeClient?.setAuth();
    } else if (
      (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN' || event === 'INITIAL_SESSION') &&
      token !== this.lastToken
    ) {
      this.lastToken = token;
      void this.realtimeClient?.setAuth(token);
    }
  }
}
