/**
 * Chat and notification screens on the real memory backend: one shared store and channel (one
 * browser), several clients with their own session (tabs), each signed in as a seeded member.
 * A tab can be rendered (the real route table and layout in the app's router, in memory) or used directly
 * through its use cases, as the other member would.
 */
import { act, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppRouter } from '../../../ui/app/AppRouter';
import { createMemoryBackend, MemoryChannelHub, MemoryKeyValueStore } from '../../../adapters/memory';
import type { MemoryBackend, SeedData, SeedUser } from '../../../adapters/memory';
import { DomainError, emptyProfile } from '../../../core/domain';
import type { Backend } from '../../../core/ports';
import { createUseCases } from '../../../src/useCases';
import type { UseCases } from '../../../core/usecases';
import { AppProviders } from '../../../ui/app/App';
import { AppRoutes } from '../../../ui/app/routes';
import { SessionStore } from '../../../ui/stores/SessionStore';

export interface Account {
  uid: string;
  email: string;
  password: string;
  name: string;
}

export const ANN: Account = { uid: 'u-ann', email: 'ann@example.com', password: 'secret123', name: '陳怡君' };
export const BEN: Account = { uid: 'u-ben', email: 'ben@example.com', password: 'secret123', name: '林志豪' };
export const CAT: Account = { uid: 'u-cat', email: 'cat@example.com', password: 'secret123', name: '黃雅婷' };

function seedUser(a: Account, createdAt: number): SeedUser {
  return {
    profile: { ...emptyProfile(a.uid, a.name, createdAt), role: 'technical', headline: `${a.name}的一句話介紹` },
    contact: { email: a.email, phone: '' },
    password: a.password,
  };
}

export const SEED: SeedData = { users: [seedUser(ANN, 3_000), seedUser(BEN, 2_000), seedUser(CAT, 1_000)] };

export interface Tab {
  account: Account;
  backend: MemoryBackend;
  useCases: UseCases;
}

export interface RenderedTab extends RenderResult {
  session: SessionStore;
  /** The router's current pathname. */
  path: () => string;
}

export interface Browser {
  /** A client signed in as `account`; `wrap` can replace ports (e.g. a failing one). */
  tab(account: Account, wrap?: (backend: Backend) => Backend): Promise<Tab>;
  /** Lets every client deliver pending changes to its listeners. */
  settle(): Promise<void>;
  dispose(): void;
}

/**
 * One browser's worth of memory backend. `now` is the backend's clock (timestamps of messages
 * and notifications): default Date.now, strictly increasing.
 */
export function memoryBrowser(seed: SeedData = SEED, now?: () => number): Browser {
  const store = new MemoryKeyValueStore();
  const hub = new MemoryChannelHub();
  const clients: MemoryBackend[] = [];
  let last = 0;
  const clock = now ?? (() => (last = Math.max(Date.now(), last + 1)));
  return {
    async tab(account, wrap) {
      const backend = await createMemoryBackend({
        store,
        sessionStore: new MemoryKeyValueStore(),
        channel: hub.connect(),
        seed: async () => seed,
        now: clock,
        resultDelayMs: 0,
      });
      clients.push(backend);
      await backend.auth.signIn(account.email, account.password);
      const ports = wrap ? wrap(backend) : backend;
      return { account, backend, useCases: createUseCases(ports, { log: () => {} }) };
    },
    async settle() {
      await act(async () => {
        for (let i = 0; i < 3; i += 1) {
          await Promise.all(clients.map((c) => c.settle()));
          await new Promise((r) => setTimeout(r, 0));
        }
      });
    },
    dispose() {
      for (const c of clients.splice(0)) c.dispose();
    },
  };
}

const sessions: SessionStore[] = [];
afterEach(() => {
  for (const s of sessions.splice(0)) s.dispose();
  // Each test is a fresh browser: what the tabs kept in sessionStorage (drafts) goes with it.
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The app (real routes and layout) for a tab, at `path`; `strict` adds React's StrictMode (as the app has). */
export function renderTab(tab: Tab, path: string, { strict = false }: { strict?: boolean } = {}): RenderedTab {
  const session = new SessionStore(tab.useCases, () => {});
  act(() => session.start());
  sessions.push(session);
  const app = (
    <AppProviders useCases={tab.useCases} backendName="memory" session={session}>
      <AppRouter kind="memory" initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </AppRouter>
    </AppProviders>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, session, path: () => result.getByTestId('location').textContent ?? '' };
}

/** The member's bell count as the backend has it. */
export async function bellOf(tab: Tab): Promise<number> {
  const u = await tab.useCases.profiles.getUser(tab.account.uid);
  return u?.unreadNotifications ?? -1;
}

/** A copy of the backend whose chat.sendMessage rejects the first `times` calls (offline). */
export function failingSend(times = 1, error: unknown = new DomainError('unavailable')) {
  let left = times;
  return (backend: Backend): Backend => ({
    ...backend,
    chat: {
      ...backend.chat,
      sendMessage: (receiverId, text) => {
        if (left > 0) {
          left -= 1;
          return Promise.reject(error);
        }
        return backend.chat.sendMessage(receiverId, text);
      },
    },
  });
}

/** A copy of the backend whose chat.markChatRead rejects the first `times` calls (offline). */
export function failingMarkRead(times = 1, error: unknown = new DomainError('unavailable')) {
  let left = times;
  return (backend: Backend): Backend => ({
    ...backend,
    chat: {
      ...backend.chat,
      markChatRead: (otherId) => {
        if (left > 0) {
          left -= 1;
          return Promise.reject(error);
        }
        return backend.chat.markChatRead(otherId);
      },
    },
  });
}
