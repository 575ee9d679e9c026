/**
 * The real route table and layout on the real memory backend (in-memory store and channel, a
 * small seed), signed in as a seeded member: the assessment screens' test harness.
 */
import { act, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRouter } from '../../../ui/app/AppRouter';
import { createMemoryBackend, MemoryChannelHub, MemoryKeyValueStore } from '../../../adapters/memory';
import type { MemoryBackend, SeedData, SeedUser } from '../../../adapters/memory';
import { emptyProfile } from '../../../core/domain';
import type { Question, QuestionOption, Questionnaire } from '../../../core/domain';
import { createUseCases } from '../../../src/useCases';
import type { UseCases } from '../../../core/usecases';
import { AppProviders } from '../../../ui/app/App';
import { AppRoutes } from '../../../ui/app/routes';
import { SessionStore } from '../../../ui/stores/SessionStore';

export const MEMBER = { uid: 'u-member', email: 'member@example.com', password: 'secret123', name: '陳思妤' };
export const OTHER = { uid: 'u-other', email: 'other@example.com', password: 'secret123', name: '王大明' };

function seedUser(a: typeof MEMBER): SeedUser {
  return {
    profile: { ...emptyProfile(a.uid, a.name, 1_700_000_000_000), role: 'technical' },
    contact: { email: a.email, phone: '' },
    password: a.password,
  };
}

function o(
  text: string,
  overall: number,
  skill: number,
  execution: number,
  teamwork: number,
  risk: number,
): QuestionOption {
  return { text, scores: { overall, skill, execution, teamwork, risk } };
}

export const QUESTIONNAIRE: Questionnaire = {
  id: 'qn-test',
  title: '創業潛力小測驗',
  description: '幾個情境題，看看你的創業傾向。',
  isActive: true,
};

const options = (prefix: string) => [
  o(`${prefix}：訂好期限，一步步完成`, 5, 1, 5, 1, 1),
  o(`${prefix}：先衝了再說`, 5, 1, 1, 1, 5),
  o(`${prefix}：還沒想清楚`, 0, 0, 0, 0, 0),
  o(`${prefix}：專心打磨專業`, 4, 5, 1, 2, 1),
];

/**
 * Stored out of order on purpose: by part then order they are
 * 題目甲 (1/10), 題目乙 (1/20), 題目丙 (2/1), 題目丁 (2/5).
 */
export const QUESTIONS: Question[] = [
  {
    id: 'q-d',
    questionnaireId: QUESTIONNAIRE.id,
    part: 2,
    order: 5,
    text: '題目丁',
    type: 'single_choice',
    options: options('丁'),
  },
  {
    id: 'q-b',
    questionnaireId: QUESTIONNAIRE.id,
    part: 1,
    order: 20,
    text: '題目乙',
    type: 'single_choice',
    options: options('乙'),
  },
  {
    id: 'q-c',
    questionnaireId: QUESTIONNAIRE.id,
    part: 2,
    order: 1,
    text: '題目丙',
    type: 'single_choice',
    options: options('丙'),
  },
  {
    id: 'q-a',
    questionnaireId: QUESTIONNAIRE.id,
    part: 1,
    order: 10,
    text: '題目甲',
    type: 'single_choice',
    options: options('甲'),
  },
];

export const ORDERED_TEXTS = ['題目甲', '題目乙', '題目丙', '題目丁'];

export interface WorldOptions {
  /** How long the backend takes to score (ms). Default 5. */
  resultDelayMs?: number;
  /** How long the use case waits for the resultId (ms). Default the product's. */
  resultWaitMs?: number;
  /** Seed without any questionnaire. */
  noQuestionnaire?: boolean;
}

export interface World {
  backend: MemoryBackend;
  useCases: UseCases;
  session: SessionStore;
  /** A second browser (own session) on the same data. */
  otherClient(): Promise<{ backend: MemoryBackend; useCases: UseCases }>;
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

/** A memory backend with MEMBER signed in (and OTHER seeded), plus a started SessionStore. */
export async function makeWorld(options: WorldOptions = {}): Promise<World> {
  const seed: SeedData = {
    users: [seedUser(MEMBER), seedUser(OTHER)],
    questionnaire: options.noQuestionnaire ? null : QUESTIONNAIRE,
    questions: options.noQuestionnaire ? [] : QUESTIONS,
  };
  const store = new MemoryKeyValueStore();
  const hub = new MemoryChannelHub();
  const backends: MemoryBackend[] = [];
  const client = async () => {
    const backend = await createMemoryBackend({
      store,
      sessionStore: new MemoryKeyValueStore(),
      channel: hub.connect(),
      seed: async () => seed,
      now,
      resultDelayMs: options.resultDelayMs ?? 5,
    });
    backends.push(backend);
    return { backend, useCases: createUseCases(backend, { log: () => {}, resultWaitMs: options.resultWaitMs }) };
  };
  const { backend, useCases } = await client();
  await useCases.auth.login(MEMBER.email, MEMBER.password);
  const session = new SessionStore(useCases, () => {});
  act(() => session.start());
  await act(() => session.whenSignedIn(MEMBER.uid, 3000));
  const world: World = {
    backend,
    useCases,
    session,
    otherClient: client,
    dispose() {
      session.dispose();
      for (const b of backends) b.dispose();
    },
  };
  worlds.push(world);
  return world;
}

/** Every question answered with option `index` (0 navigator, 1 pioneer, 2 dreamer, 3 artisan). */
export function answersAll(index = 0) {
  return QUESTIONS.map((q) => ({ questionId: q.id, chosenOptionIndex: index }));
}

/** Submits through the use case and waits for the result id (as a finished assessment). */
export async function completeAssessment(useCases: UseCases, index = 0): Promise<string> {
  return useCases.questionnaire.submitAndWaitForResult(QUESTIONNAIRE.id, QUESTIONS, answersAll(index));
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderedWorld extends RenderResult {
  path: () => string;
}

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
