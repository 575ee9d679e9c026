/**
 * What every port of the Supabase adapter shares: the supabase-js client, the session (the
 * member every call acts as), and live queries (an initial read, then Realtime postgres_changes
 * filtered to the member, each change answered by a fresh read).
 */
import type { RealtimeChannel, User } from '@supabase/supabase-js';
import type { SupabaseClient } from './client';
import { DomainError, type Unsubscribe } from '../../core/domain';
import type { AuthSession } from '../../core/ports';
import { toDomainError } from './errors';

export function sessionOfUser(user: User): AuthSession {
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const name = [meta.name, meta.full_name, meta.display_name].find((v) => typeof v === 'string' && v.trim() !== '');
  return {
    uid: user.id,
    email: (user.email ?? '').toLowerCase(),
    displayName: typeof name === 'string' ? name.trim() : '',
    emailVerified: !!user.email_confirmed_at,
  };
}

/** The signed-in member as last told by GoTrue, readable synchronously. */
/** Where a tab keeps that a reset link signed its member in, so a reload of the page still knows. */
const PASSWORD_RESET_KEY = 'cofounder-supabase/password-reset';

function tabStorage(): Storage | null {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage ?? null;
  } catch {
    return null;
  }
}

export class SessionState {
  private value: AuthSession | null = null;
  private readonly listeners = new Set<(s: AuthSession | null) => void>();

  /** A reset link signed `uid` in (GoTrue's PASSWORD_RECOVERY), to choose a new password. */
  markPasswordReset(uid: string | null): void {
    const storage = tabStorage();
    if (uid) storage?.setItem(PASSWORD_RESET_KEY, uid);
    else storage?.removeItem(PASSWORD_RESET_KEY);
  }

  /** Whether the signed-in member came by a reset link and has not chosen the new password yet. */
  passwordResetPending(): boolean {
    const uid = this.value?.uid;
    return uid !== undefined && tabStorage()?.getItem(PASSWORD_RESET_KEY) === uid;
  }

  get(): AuthSession | null {
    return this.value;
  }

  set(next: AuthSession | null): void {
    if (JSON.stringify(next) === JSON.stringify(this.value)) return;
    this.value = next;
    for (const l of [...this.listeners]) l(next);
  }

  subscribe(listener: (s: AuthSession | null) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export interface ChangeSource {
  table: string;
  /** Realtime filter, e.g. `owner_id=eq.<uid>`; omitted for events that cannot be filtered. */
  filter?: string;
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
}

export interface WatchSpec<T> {
  /** Channel name prefix (a counter makes it unique). */
  name: string;
  sources: ChangeSource[];
  load: () => Promise<T>;
  /** Throws (a DomainError) when the watch is refused before any read, e.g. signed out. */
  precheck?: () => void;
}

export interface SupabaseContext {
  client: SupabaseClient;
  session: SessionState;
  /** The signed-in member's id, or null. */
  uid(): string | null;
  /** The signed-in member's id; throws auth/not-signed-in otherwise. */
  requireUid(): string;
  watch<T>(spec: WatchSpec<T>, callback: (value: T) => void, onError?: (e: unknown) => void): Unsubscribe;
  /** Where OAuth, verification and reset mails return to. */
  redirectTo(): string | undefined;
}

let channelSeq = 0;

export function createContext(
  client: SupabaseClient,
  session: SessionState,
  redirectTo: () => string | undefined,
): SupabaseContext {
  const uid = () => session.get()?.uid ?? null;
  return {
    client,
    session,
    uid,
    requireUid() {
      const id = uid();
      if (!id) throw new DomainError('auth/not-signed-in');
      return id;
    },
    redirectTo,
    watch<T>(spec: WatchSpec<T>, callback: (value: T) => void, onError?: (e: unknown) => void): Unsubscribe {
      return watchLive(client, spec, callback, onError);
    },
  };
}

/**
 * A live query. Reads and subscribes at once; reads again when
 * the channel is joined, so no change before the subscription is lost, and on each change
 * (reads are coalesced), and calls back only when the answer differs from the last one delivered.
 * A failed read stops the watch and reports the domain error; nothing is delivered after
 * unsubscribe.
 */
export function watchLive<T>(
  client: SupabaseClient,
  spec: WatchSpec<T>,
  callback: (value: T) => void,
  onError?: (e: unknown) => void,
): Unsubscribe {
  let stopped = false;
  let channel: RealtimeChannel | null = null;
  let last: string | undefined;
  let loading = false;
  let again = false;
  let warned = false;

  const cleanup = () => {
    if (channel) {
      const c = channel;
      channel = null;
      void client.removeChannel(c);
    }
  };
  const fail = (e: unknown) => {
    if (stopped) return;
    stopped = true;
    cleanup();
    onError?.(toDomainError(e));
  };

  try {
    spec.precheck?.();
  } catch (e) {
    queueMicrotask(() => fail(e));
    return () => {
      stopped = true;
    };
  }

  const reload = () => {
    if (stopped) return;
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    spec
      .load()
      .then((value) => {
        if (stopped) return;
        const key = JSON.stringify(value);
        if (key !== last) {
          last = key;
          callback(value);
        }
      })
      .catch(fail)
      .finally(() => {
        loading = false;
        if (again && !stopped) {
          again = false;
          reload();
        }
      });
  };

  channelSeq += 1;
  const ch = client.channel(`${spec.name}:${channelSeq}`);
  for (const s of spec.sources) {
    ch.on(
      'postgres_changes' as never,
      {
        event: s.event ?? '*',
        schema: 'public',
        table: s.table,
        ...(s.filter ? { filter: s.filter } : {}),
      } as never,
      (() => reload()) as never,
    );
  }
  channel = ch;
  ch.subscribe((status: string) => {
    if (stopped) return;
    if (status === 'SUBSCRIBED') reload();
    else if ((status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') && !warned) {
      // Realtime rejoins by itself; the member still has the last answer. Say so once.
      warned = true;
      onError?.(new DomainError('unavailable', `live updates interrupted (${status})`));
    }
  });
  reload();

  return () => {
    stopped = true;
    cleanup();
  };
}
