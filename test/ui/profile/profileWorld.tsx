/**
 * Home, Resources and Profile tests: the real memory backend with a small seed, the real route
 * table and layout (guard, header, footer) in the app's router (in memory), and a probe of the current path.
 */
import { act, configure, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { when } from 'mobx';
import { useLocation } from 'react-router-dom';
import { AppRouter } from '../../../ui/app/AppRouter';
import { MemoryChannelHub, MemoryKeyValueStore, createMemoryBackend } from '../../../adapters/memory';
import type { MemoryBackend, SeedData, SeedUser } from '../../../adapters/memory';
import type { Banner, Resource, UserProfile } from '../../../core/domain';
import { emptyProfile } from '../../../core/domain';
import { createUseCases } from '../../../src/useCases';
import { jsdomImages } from '../support/jsdomImages';
import type { ImagePreparer } from '../../../core/ports';
import type { UseCases } from '../../../core/usecases';
import { AppProviders } from '../../../ui/app/App';
import { AppRoutes } from '../../../ui/app/routes';
import { SessionStore } from '../../../ui/stores/SessionStore';

// Lazy page chunks load through dynamic import(): give them time when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

export const PASSWORD = 'secret-123';

export function seedMember(
  uid: string,
  name: string,
  createdAt: number,
  patch: Partial<UserProfile> = {},
  phone = '',
): SeedUser {
  return {
    profile: { ...emptyProfile(uid, name, createdAt), role: 'technical', ...patch },
    contact: { email: `${uid}@example.com`, phone },
    password: PASSWORD,
  };
}

export function banner(n: number, patch: Partial<Banner> = {}): Banner {
  return {
    id: `b-${n}`,
    title: `橫幅${n}`,
    linkUrl: `https://example.com/banner-${n}`,
    imageUrl: `/demo/banners/${n}.svg`,
    order: n * 10,
    ...patch,
  };
}

export function resource(n: number, patch: Partial<Resource> = {}): Resource {
  return {
    id: `r-${n}`,
    title: `資源${n}`,
    description: `第 ${n} 項資源的說明`,
    imageUrl: `/demo/resources/${n}.svg`,
    officialUrl: `https://example.com/resource-${n}`,
    category: '補助',
    district: '全國',
    createdAt: 1_000 + n,
    ...patch,
  };
}

export interface World {
  backend: MemoryBackend;
  useCases: UseCases;
  dispose(): void;
}

/**
 * A memory backend on `seed`; signs in `signInUid` (its seeded email and PASSWORD) when given.
 * Pictures are made smaller by `images` (jsdom has no canvas encoder).
 */
export async function makeWorld(seed: SeedData, signInUid?: string, images: ImagePreparer = jsdomImages()): Promise<World> {
  let last = 0;
  const backend = await createMemoryBackend({
    store: new MemoryKeyValueStore(),
    sessionStore: new MemoryKeyValueStore(),
    channel: new MemoryChannelHub().connect(),
    seed: async () => seed,
    now: () => (last = Math.max(Date.now(), last + 1)),
    resultDelayMs: 0,
  });
  if (signInUid) await backend.auth.signIn(`${signInUid}@example.com`, PASSWORD);
  const useCases = createUseCases(backend, { log: () => {}, images });
  return { backend, useCases, dispose: () => backend.dispose() };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface Rendered extends RenderResult {
  session: SessionStore;
  /** The router's current pathname. */
  path: () => string;
}

const mounted: { unmount: () => void; session: SessionStore }[] = [];
afterEach(() => {
  for (const m of mounted.splice(0)) {
    m.unmount();
    m.session.dispose();
  }
  // Each test is a fresh tab: what it kept in sessionStorage (drafts) goes with it.
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});

/** The whole route table (layout, guard, pages) at `path`, once the session is known. */
export async function renderAt(useCases: UseCases, path: string): Promise<Rendered> {
  const session = new SessionStore(useCases, () => {});
  act(() => session.start());
  await act(async () => {
    await when(() => session.ready);
  });
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <AppProviders useCases={useCases} backendName="memory" session={session}>
        <AppRouter kind="memory" initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </AppRouter>
      </AppProviders>,
    );
  });
  mounted.push({ unmount: view.unmount, session });
  return { ...view, session, path: () => view.getByTestId('location').textContent ?? '' };
}

/**
 * jsdom has no layout observers and no matchMedia; embla needs them to exist. `reducedMotion`
 * decides what `(prefers-reduced-motion: reduce)` answers.
 */
export function installObserverStubs(options: { reducedMotion?: boolean } = {}): void {
  class NoopObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  const g = globalThis as Record<string, unknown>;
  if (!g.ResizeObserver) g.ResizeObserver = NoopObserver;
  if (!g.IntersectionObserver) g.IntersectionObserver = NoopObserver;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion') ? options.reducedMotion === true : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
};

/**
 * A File of `size` bytes for upload tests: it starts with the signature of `type` (what a real
 * picture of that type starts with), or with `content` when given.
 */
export function fileOf(name: string, type: string, size: number, content?: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(content !== undefined ? new TextEncoder().encode(content).slice(0, size) : (SIGNATURES[type] ?? []).slice(0, size));
  return new File([bytes], name, { type });
}
