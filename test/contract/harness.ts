/**
 * What a backend adapter provides to run the contract suites (test/contract/*.contract.ts).
 * Written once, run against every adapter: memory everywhere, Supabase and Firebase where their
 * engines or emulators can run.
 *
 * A harness starts EMPTY: no members, no projects, no content, no questionnaire. Every suite
 * registers its members through the ports (auth.register + users.createUser), exactly as the app
 * does. The privileged methods stand for what an operator does outside the app.
 */
import type { Question, Questionnaire } from '../../core/domain';
import type { Backend } from '../../core/ports';

export interface ContractHarness {
  /** A new client, signed out, like a new browser tab (its own session). */
  newClient(): Promise<Backend>;
  /** Privileged: make uid an admin, as an operator would. */
  promoteToAdmin(uid: string): Promise<void>;
  /** Privileged: set a member's lastActiveAt, as if they last opened the app at `at` (epoch ms). */
  setLastActive(uid: string, at: number): Promise<void>;
  /** Wait until async backend effects settled (triggers, scoring, listener delivery). */
  settle(): Promise<void>;
  /**
   * Privileged: store CONTRACT_QUESTIONNAIRE as the one active questionnaire with
   * CONTRACT_QUESTIONS (question ids are the backend's); returns the questionnaire id.
   */
  seedActiveQuestionnaire(): Promise<string>;
  /**
   * Privileged: every stored record (row, document, file, account) that names `uid` anywhere,
   * found by going over every table or collection the backend has, not a list of known ones.
   * Each is classed: a chat message, another member's summary of their chat with `uid`, or other.
   */
  recordsNaming(uid: string): Promise<NamingRecord[]>;
  /**
   * The address the backend's file storage answers when `member` uploads a photo (memory
   * uploads one; where Storage cannot run here, the address Storage gives for avatars/{uid}).
   */
  photoUrlOf(member: { client: Backend; uid: string }): Promise<string>;
  /** Optional teardown after each test (close clients, stop timers). */
  dispose?(): Promise<void>;
}

export interface NamingRecord {
  kind: 'message' | 'partner-chat-summary' | 'other';
  /** Where it is: table and key, or document path. */
  where: string;
}

export type MakeHarness = () => Promise<ContractHarness>;

export const CONTRACT_QUESTIONNAIRE: Pick<Questionnaire, 'title' | 'description'> = {
  title: '創業潛力評測（測試）',
  description: '契約測試用的問卷',
};

const s = (overall: number, skill: number, execution: number, teamwork: number, risk: number) => ({
  overall,
  skill,
  execution,
  teamwork,
  risk,
});

/**
 * Three questions, deliberately stored out of order (part 2 first, then part 1 with orders
 * 20 and 10), so "ordered by part, then order" is visible.
 */
export const CONTRACT_QUESTIONS: readonly Omit<Question, 'id' | 'questionnaireId'>[] = [
  {
    part: 2,
    order: 10,
    text: '面對不確定的市場，你會？',
    type: 'single_choice',
    options: [
      { text: '先小規模測試', scores: s(3, 1, 2, 0, 3) },
      { text: '等待更多資訊', scores: s(1, 0, 0, 1, 0) },
    ],
  },
  {
    part: 1,
    order: 20,
    text: '你最擅長的是？',
    type: 'single_choice',
    options: [
      { text: '寫程式與做產品', scores: s(3, 3, 1, 0, 0) },
      { text: '帶領團隊', scores: s(2, 0, 1, 3, 0) },
      { text: '還在摸索', scores: s(0, 0, 0, 0, 0) },
    ],
  },
  {
    part: 1,
    order: 10,
    text: '一週能投入多少時間？',
    type: 'single_choice',
    options: [
      { text: '全職', scores: s(3, 0, 3, 1, 2) },
      { text: '週末', scores: s(1, 0, 1, 0, 1) },
    ],
  },
];
