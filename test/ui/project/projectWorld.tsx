/**
 * The project, editor and contact screens' test harness: the real route table and layout on the
 * real memory backend (in-memory store and channel, a small seed), signed in as one seeded
 * member, with a SessionStore started the way App starts it. Other members act through their
 * own clients on the same data (another browser).
 */
import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRouter } from '../../../ui/app/AppRouter';
import { createMemoryBackend, MemoryChannelHub, MemoryKeyValueStore } from '../../../adapters/memory';
import type { MemoryBackend, SeedData, SeedUser } from '../../../adapters/memory';
import { emptyProfile } from '../../../core/domain';
import type { Application, Project, Role, UserProfile } from '../../../core/domain';
import type { Backend } from '../../../core/ports';
import { createUseCases } from '../../../src/useCases';
import type { UseCases } from '../../../core/usecases';
import { AppProviders } from '../../../ui/app/App';
import { AppRoutes } from '../../../ui/app/routes';
import { SessionStore } from '../../../ui/stores/SessionStore';

export interface Member {
  uid: string;
  email: string;
  password: string;
  name: string;
  role: Role | null;
  isAdmin?: boolean;
  headline?: string;
}

export const OWNER: Member = { uid: 'u-owner', email: 'owner@example.com', password: 'secret123', name: '林創辦', role: 'idea_holder', headline: '想讓長照更輕鬆' };
export const APPLICANT: Member = { uid: 'u-applicant', email: 'applicant@example.com', password: 'secret123', name: '陳工程', role: 'technical', headline: '後端工程師，熟悉金流串接' };
export const SECOND: Member = { uid: 'u-second', email: 'second@example.com', password: 'secret123', name: '黃行銷', role: 'operations' };
export const ADMIN: Member = { uid: 'u-admin', email: 'admin@example.com', password: 'secret123', name: '站長', role: 'operations', isAdmin: true };
export const NEWBIE: Member = { uid: 'u-newbie', email: 'newbie@example.com', password: 'secret123', name: '新朋友', role: 'idea_holder' };

export const MEMBERS = [OWNER, APPLICANT, SECOND, ADMIN, NEWBIE];

/** 2026-09-23 22:10 in Taipei. */
export const PUBLISHED_AT = Date.UTC(2026, 8, 23, 14, 10);

export const PROJECT: Project = {
  id: OWNER.uid,
  projectName: '照護橋',
  headline: '讓長照家庭三天內找到合適的照服員',
  description: '第一段：長照家庭常常只有幾天可以安排人力。\n第二段：我們媒合合格的居家照服員。',
  stage: 'prototype',
  partnersWanted: ['technical', 'operations'],
  skillsRequired: ['React Native', '長照服務流程'],
  ownerId: OWNER.uid,
  ownerName: OWNER.name,
  ownerAvatar: '',
  createdAt: PUBLISHED_AT,
};

export function application(applicant: Member, status: Application['status'], createdAt: number): Application {
  return { projectId: PROJECT.id, applicantId: applicant.uid, applicantName: applicant.name, applicantAvatar: '', status, createdAt };
}

function seedUser(m: Member, extra: Partial<UserProfile> = {}): SeedUser {
  return {
    profile: { ...emptyProfile(m.uid, m.name, 1_700_000_000_000), role: m.role, isAdmin: m.isAdmin === true, headline: m.headline ?? '', ...extra },
    contact: { email: m.email, phone: '' },
    password: m.password,
  };
}

export interface WorldOptions {
  /** Who is signed in (default OWNER). */
  as?: Member;
  projects?: Project[];
  applications?: Application[];
  /** Extra profile fields per uid. */
  profiles?: Record<string, Partial<UserProfile>>;
  /** Replaces ports of the signed-in member's backend (e.g. a failing feedback service). */
  override?: (backend: MemoryBackend) => Partial<Backend>;
}

export interface World {
  backend: MemoryBackend;
  useCases: UseCases;
  session: SessionStore;
  /** Another member, signed in on their own client (another browser) on the same data. */
  clientFor(member: Member): Promise<UseCases>;
  /** Lets background work and live listeners catch up. */
  settle(): Promise<void>;
  dispose(): void;
}

/** Whole-app renders with typing take a few seconds; a loaded machine must not fail them. */
jest.setTimeout(20_000);

const worlds: World[] = [];
afterEach(() => {
  for (const w of worlds.splice(0)) w.dispose();
  window.sessionStorage.clear();
});

let clock = 0;
const now = () => {
  clock = Math.max(Date.now(), clock + 1);
  return clock;
};

export async function makeWorld(options: WorldOptions = {}): Promise<World> {
  const me = options.as ?? OWNER;
  const seed: SeedData = {
    users: MEMBERS.map((m) => seedUser(m, options.profiles?.[m.uid])),
    projects: options.projects ?? [PROJECT],
    applications: options.applications ?? [],
  };
  const store = new MemoryKeyValueStore();
  const hub = new MemoryChannelHub();
  const backends: MemoryBackend[] = [];
  const open = async () => {
    const backend = await createMemoryBackend({
      store,
      sessionStore: new MemoryKeyValueStore(),
      channel: hub.connect(),
      seed: async () => seed,
      now,
      resultDelayMs: 5,
    });
    backends.push(backend);
    return backend;
  };
  const backend = await open();
  const useCases = createUseCases({ ...backend, ...options.override?.(backend) }, { log: () => {} });
  await useCases.auth.login(me.email, me.password);
  const session = new SessionStore(useCases, () => {});
  act(() => session.start());
  await act(() => session.whenSignedIn(me.uid, 3000));
  const world: World = {
    backend,
    useCases,
    session,
    async clientFor(member) {
      const other = createUseCases(await open(), { log: () => {} });
      await other.auth.login(member.email, member.password);
      return other;
    },
    async settle() {
      await act(async () => {
        for (let i = 0; i < 3; i += 1) {
          await Promise.all(backends.map((b) => b.settle()));
          await new Promise((r) => setTimeout(r, 0));
        }
      });
    },
    dispose() {
      session.dispose();
      for (const b of backends) b.dispose();
    },
  };
  worlds.push(world);
  return world;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderedWorld extends RenderResult {
  /** The router's current pathname. */
  path: () => string;
}

/** The real routes and layout at `path`, on the world's use cases and session. */
export function renderAt(world: World, path: string): RenderedWorld {
  const result = render(
    <AppProviders useCases={world.useCases} backendName="memory" session={world.session}>
      <AppRouter kind="memory" initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </AppRouter>
    </AppProviders>,
  );
  return { ...result, path: () => result.getByTestId('location').textContent ?? '' };
}
