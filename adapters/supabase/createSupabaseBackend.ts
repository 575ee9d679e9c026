/**
 * The Supabase backend: every port on the supabase-js client (client.ts), with the database
 * (migrations in supabase/migrations) enforcing every permission and doing every side effect.
 *
 *   const backend = await createSupabaseBackend({ url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY });
 */
import type { Backend } from '../../core/ports';
import { createSupabaseClient, type SupabaseClient, type SupabaseClientOptions } from './client';
import { createContext, SessionState, sessionOfUser } from './context';
import { createAdminGateway } from './ports/admin';
import { createApplicationRepository } from './ports/applications';
import { createAuthProvider, POPUP_NAME, type AuthOptions } from './ports/auth';
import { createChatGateway } from './ports/chat';
import { createBlockRepository } from './ports/blocks';
import { createBannerRepository, createResourceRepository } from './ports/content';
import { createFeedbackService } from './ports/feedback';
import { createMyDataGateway } from './ports/myData';
import { createNotificationRepository } from './ports/notifications';
import { createProjectRepository } from './ports/projects';
import { createQuestionnaireRepository } from './ports/questionnaire';
import { createReportRepository } from './ports/reports';
import { createFileStorage } from './ports/storage';
import { createUserRepository } from './ports/users';

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

export interface SupabaseBackendOptions {
  /** Where OAuth, verification and reset mails return to; default: the page's origin. */
  redirectTo?: string;
  /** supabase-js client options (tests: in-memory auth storage, a fetch, realtime params). */
  client?: SupabaseClientOptions;
  auth?: AuthOptions;
  now?: () => number;
}

export interface SupabaseBackend extends Backend {
  /** The underlying client (for the operator's tools and tests; the UI never sees it). */
  readonly client: SupabaseClient;
  /** Stops the session listener and every Realtime channel. */
  dispose(): Promise<void>;
}

function defaultRedirect(): string | undefined {
  const loc = (globalThis as { location?: { origin?: string } }).location;
  return typeof loc?.origin === 'string' && loc.origin !== 'null' ? `${loc.origin}/` : undefined;
}

/** Builds every port on an existing client; resolves once the stored session (if any) is known. */
export async function createSupabaseBackendFromClient(
  client: SupabaseClient,
  options: SupabaseBackendOptions = {},
): Promise<SupabaseBackend> {
  const session = new SessionState();
  const { data: listener } = client.auth.onAuthStateChange((event, s) => {
    if (event === 'PASSWORD_RECOVERY') session.markPasswordReset(s?.user.id ?? null);
    if (event === 'SIGNED_OUT') session.markPasswordReset(null);
    session.set(s?.user ? sessionOfUser(s.user) : null);
  });
  const { data } = await client.auth.getSession();
  session.set(data.session?.user ? sessionOfUser(data.session.user) : null);
  // A reset link's session is announced a task after it is stored: wait for it, so the first
  // screen already knows (/reset-password).
  await new Promise((resolve) => setTimeout(resolve, 0));

  // This window is the OAuth popup, back from the provider with a session: its opener has it too.
  const w = (globalThis as { window?: { name?: string; opener?: unknown; close?: () => void } }).window;
  if (w && w.name === POPUP_NAME && w.opener && data.session) setTimeout(() => w.close?.(), 50);

  const ctx = createContext(client, session, () => options.redirectTo ?? defaultRedirect());
  return {
    client,
    auth: createAuthProvider(ctx, options.auth),
    users: createUserRepository(ctx),
    projects: createProjectRepository(ctx),
    applications: createApplicationRepository(ctx),
    chat: createChatGateway(ctx),
    blocks: createBlockRepository(ctx),
    notifications: createNotificationRepository(ctx),
    banners: createBannerRepository(ctx),
    resources: createResourceRepository(ctx),
    questionnaire: createQuestionnaireRepository(ctx),
    storage: createFileStorage(ctx, options.now),
    feedback: createFeedbackService(ctx),
    admin: createAdminGateway(ctx),
    reports: createReportRepository(ctx),
    myData: createMyDataGateway(ctx),
    async dispose() {
      listener.subscription.unsubscribe();
      const { realtime } = client;
      for (const channel of realtime.getChannels()) await realtime.removeChannel(channel);
      // realtime-js 2.119: removeAllChannels()/disconnect() leave a 10 s watchdog timer running
      // (and an emptied client schedules a deferred disconnect); close the socket directly.
      const rt = realtime as unknown as {
        _cancelPendingDisconnect?: () => void;
        socketAdapter?: { socket?: { disconnect?: (cb?: () => void) => void } };
      };
      rt._cancelPendingDisconnect?.();
      const socket = rt.socketAdapter?.socket;
      if (typeof socket?.disconnect === 'function') socket.disconnect();
      else await realtime.disconnect();
    },
  };
}

export async function createSupabaseBackend(
  config: SupabaseConfig,
  options: SupabaseBackendOptions = {},
): Promise<SupabaseBackend> {
  const url = (config?.url ?? '').trim();
  const anonKey = (config?.anonKey ?? '').trim();
  if (!url || !anonKey) throw new Error('The Supabase backend needs SUPABASE_URL and SUPABASE_ANON_KEY.');
  const client = createSupabaseClient(url, anonKey, {
    ...options.client,
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'pkce',
      ...options.client?.auth,
    },
  });
  return createSupabaseBackendFromClient(client, options);
}
