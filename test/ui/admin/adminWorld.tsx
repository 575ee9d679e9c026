/**
 * The admin screens' test harness: the real route table and layout on the real memory backend
 * (in-memory store and channel, a small seed), signed in as a seeded admin (or any member), with
 * a SessionStore started the way App starts it. `operator` writes straight into the store like
 * an operator with database access (adapters/memory/operator.ts), e.g. to take rights away.
 */
import { act, render, screen, within } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRouter } from '../../../ui/app/AppRouter';
import { createMemoryBackend, MemoryChannelHub, MemoryKeyValueStore } from '../../../adapters/memory';
import type { MemoryBackend, OperatorTarget, SeedData, SeedUser } from '../../../adapters/memory';
import { emptyProfile } from '../../../core/domain';
import type { Banner, Project, Question, Questionnaire, Resource, Role, UserProfile } from '../../../core/domain';
import type { Backend } from '../../../core/ports';
import { createUseCases } from '../../../src/useCases';
import { jsdomImages } from '../support/jsdomImages';
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
  city?: string;
  createdAt: number;
}

const DAY = 86_400_000;
/** 2026-09-01 12:00 in Taipei. */
const BASE = Date.UTC(2026, 8, 1, 4, 0);

export const ADMIN: Member = {
  uid: 'u-admin',
  email: 'admin@example.com',
  password: 'secret123',
  name: '黃站長',
  role: 'operations',
  isAdmin: true,
  city: '臺北市',
  createdAt: BASE,
};
export const MEMBER: Member = {
  uid: 'u-member',
  email: 'member@example.com',
  password: 'secret123',
  name: '林小美',
  role: 'technical',
  city: '臺中市',
  createdAt: BASE + 1 * DAY,
};
export const MEMBER_TWO: Member = {
  uid: 'u-member-two',
  email: 'two@example.com',
  password: 'secret123',
  name: '林大同',
  role: 'idea_holder',
  createdAt: BASE + 2 * DAY,
};

/** Twelve more members (陳會員01 … 陳會員12), newest last: 15 members in all. */
export const CROWD: Member[] = Array.from({ length: 12 }, (_, i) => ({
  uid: `u-crowd-${String(i + 1).padStart(2, '0')}`,
  email: `crowd${i + 1}@example.com`,
  password: 'secret123',
  name: `陳會員${String(i + 1).padStart(2, '0')}`,
  role: 'technical' as Role,
  createdAt: BASE + (10 + i) * DAY,
}));

export const MEMBERS: Member[] = [ADMIN, MEMBER, MEMBER_TWO, ...CROWD];

export function project(owner: Member, projectName: string, createdAt: number): Project {
  return {
    id: owner.uid,
    projectName,
    headline: `${projectName}的一句話介紹`,
    description: '專案描述',
    stage: 'concept',
    partnersWanted: ['technical'],
    skillsRequired: ['React'],
    ownerId: owner.uid,
    ownerName: owner.name,
    ownerAvatar: '',
    createdAt,
  };
}

export const PROJECTS: Project[] = [
  project(MEMBER, '照護橋', BASE + 3 * DAY),
  project(MEMBER_TWO, '農機共享', BASE + 4 * DAY),
  project(CROWD[0] as Member, '手語通', BASE + 5 * DAY),
];

export const BANNERS: Banner[] = [
  { id: 'b-1', title: '加入新創社群', linkUrl: 'https://example.com/community', imageUrl: '/demo/banners/04-community.svg', order: 20 },
  { id: 'b-2', title: '政府創業資源一次看', linkUrl: 'https://example.com/resources', imageUrl: '/demo/banners/01-resources.svg', order: 10 },
];

export const RESOURCES: Resource[] = [
  {
    id: 'r-1',
    title: '青年創業及啟動金貸款',
    description: '提供青年創業者準備金與週轉金的優惠貸款。',
    imageUrl: '/demo/resources/youth-loan.svg',
    officialUrl: 'https://example.com/youth-loan',
    category: '貸款',
    district: '全國',
    createdAt: BASE,
  },
];

export const QUESTIONNAIRE: Questionnaire = { id: 'qn-admin', title: '創業潛力評測', description: '幾個情境題。', isActive: true };

const scores = (overall: number) => ({ overall, skill: 1, execution: 2, teamwork: 3, risk: 4 });

export const QUESTIONS: Question[] = [
  {
    id: 'q-2-5',
    questionnaireId: QUESTIONNAIRE.id,
    part: 2,
    order: 5,
    text: '第二部分的題目',
    type: 'single_choice',
    options: [
      { text: '選項甲', scores: scores(3) },
      { text: '選項乙', scores: scores(1) },
    ],
  },
  {
    id: 'q-1-20',
    questionnaireId: QUESTIONNAIRE.id,
    part: 1,
    order: 20,
    text: '第一部分的第二題',
    type: 'single_choice',
    options: [{ text: '是', scores: scores(5) }, { text: '否', scores: scores(0) }],
  },
  {
    id: 'q-1-10',
    questionnaireId: QUESTIONNAIRE.id,
    part: 1,
    order: 10,
    text: '第一部分的第一題',
    type: 'single_choice',
    options: [{ text: '好', scores: scores(2) }, { text: '不好', scores: scores(0) }],
  },
];

function seedUser(m: Member): SeedUser {
  const profile: UserProfile = {
    ...emptyProfile(m.uid, m.name, m.createdAt),
    role: m.role,
    isAdmin: m.isAdmin === true,
    address: { city: m.city ?? '', district: '' },
  };
  return { profile, contact: { email: m.email, phone: '' }, password: m.password };
}

export interface WorldOptions {
  /** Who is signed in (default ADMIN). */
  as?: Member;
  projects?: Project[];
  banners?: Banner[];
  resources?: Resource[];
  /** Seed without any questionnaire. */
  noQuestionnaire?: boolean;
  /** Replaces ports of the signed-in member's backend (e.g. a failing admin gateway). */
  override?: (backend: MemoryBackend) => Partial<Backend>;
}

export interface World {
  backend: MemoryBackend;
  useCases: UseCases;
  session: SessionStore;
  /** Privileged writes into the shared store (tells every client). */
  operator: OperatorTarget;
  /** Another member on their own client (another browser) on the same data. */
  clientFor(member: Member): Promise<UseCases>;
  dispose(): void;
}

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
  const me = options.as ?? ADMIN;
  const seed: SeedData = {
    users: MEMBERS.map(seedUser),
    projects: options.projects ?? PROJECTS,
    banners: options.banners ?? BANNERS,
    resources: options.resources ?? RESOURCES,
    questionnaire: options.noQuestionnaire ? null : QUESTIONNAIRE,
    questions: options.noQuestionnaire ? [] : QUESTIONS,
  };
  const store = new MemoryKeyValueStore();
  const hub = new MemoryChannelHub();
  const operatorChannel = hub.connect();
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
  const useCases = createUseCases({ ...backend, ...options.override?.(backend) }, { log: () => {}, images: jsdomImages() });
  await useCases.auth.login(me.email, me.password);
  const session = new SessionStore(useCases, () => {});
  act(() => session.start());
  await act(() => session.whenSignedIn(me.uid, 3000));
  const world: World = {
    backend,
    useCases,
    session,
    operator: { store, channel: operatorChannel },
    async clientFor(member) {
      const other = createUseCases(await open(), { log: () => {}, images: jsdomImages() });
      await other.auth.login(member.email, member.password);
      return other;
    },
    dispose() {
      session.dispose();
      for (const b of backends) b.dispose();
      operatorChannel.close();
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

/** Waits for the admin page's h1. */
export function findPageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
}

/** The body rows of the table named `caption` (the header row left out). */
export function bodyRows(caption: string): HTMLElement[] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0);
}

/** The body row containing `text`. */
export function rowWith(caption: string, text: string): HTMLElement {
  const row = bodyRows(caption).find((r) => within(r).queryByText(text) !== null);
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

/** The open confirmation (alertdialog). */
export function confirmDialog(): Promise<HTMLElement> {
  return screen.findByRole('alertdialog');
}
