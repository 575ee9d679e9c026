import { makeAutoObservable, runInAction } from 'mobx';
import type { Answer, ClientId, Question, Questionnaire, UserProfile } from '../../core/domain';
import { errorCodeOf, isResultNotConfirmed, newClientId } from '../../core/domain';
import { resultPath } from '../../core/rules/questionnaireEligibility';
import type { UseCases } from '../../core/usecases';
import { allAnswered } from '../../core/validation/questionnaire';
import { errorText, inputErrorText } from '../texts';
import { draftKey, sessionAnswerDraft } from './answerDraft';
import type { AnswerDraftStorage } from './answerDraft';
import { questionnaireTexts } from './texts/questionnaire';

const t = questionnaireTexts;

/**
 * Where the page is:
 * checking → (redirect | no-result-found | eligibility-error | loading);
 * loading → (none-active | load-error | ready); ready → waiting → (navigate | timeout | ready with an error).
 */
export type QuestionnairePhase =
  | 'idle'
  | 'checking'
  | 'eligibility-error'
  | 'redirect'
  | 'no-result-found'
  | 'loading'
  | 'none-active'
  | 'load-error'
  | 'ready'
  | 'waiting'
  | 'timeout';

export interface NumberedQuestion {
  question: Question;
  /** 1-based, across every part. */
  number: number;
}

export interface QuestionSection {
  /** 1-based position of the part ("第 1 部分"). */
  index: number;
  /** The stored part value. */
  part: number;
  questions: NumberedQuestion[];
}

export interface QuestionnaireStoreOptions {
  draft?: AnswerDraftStorage;
  /**
   * The waiting state shows at least this long, so it reads as a step rather than a flicker.
   * Tests pass 0.
   */
  minWaitingMs?: number;
  log?: (message: string, error: unknown) => void;
}

function byPartThenOrder(a: Question, b: Question): number {
  return a.part - b.part || a.order - b.order;
}

const defaultLog = (message: string, error: unknown) => console.error(`[questionnaire] ${message}`, error);

/**
 * The assessment page (spec 2 Questionnaire, 4 Questionnaire, 8): eligibility, the active
 * questionnaire, the answers (kept in a session draft), submitting and waiting for the
 * backend's resultId. `destination` is where the page should go (always with replace).
 */
export class QuestionnaireStore {
  phase: QuestionnairePhase = 'idle';
  questionnaire: Questionnaire | null = null;
  questions: Question[] = [];
  /** questionId → chosen option index. */
  answers = new Map<string, number>();
  /** The result page to open (replace), once known. */
  destination: string | null = null;
  loadError: string | null = null;
  submitError: string | null = null;
  /** Message under the timeout panel after 再檢查一次. */
  timeoutNotice: string | null = null;
  checkingAgain = false;
  draftRestored = false;
  /** True when the member already has a result: this is the last chance. */
  isRetake = false;

  private uid: string | null = null;
  private previousResultId: string | null = null;

  /** The member's current result, while they take the assessment again. */
  get currentResultPath(): string | null {
    return this.isRetake && this.previousResultId ? resultPath(this.previousResultId) : null;
  }
  private generation = 0;
  private readonly draft: AnswerDraftStorage;
  private readonly minWaitingMs: number;
  private readonly log: (message: string, error: unknown) => void;
  /**
   * The submission's client id, kept until a submission is stored: 完成評測 again after a lost
   * reply sends the same one, so it never spends a second chance.
   */
  private submissionId: ClientId = newClientId();

  constructor(
    private readonly useCases: UseCases,
    options: QuestionnaireStoreOptions = {},
  ) {
    this.draft = options.draft ?? sessionAnswerDraft;
    this.minWaitingMs = options.minWaitingMs ?? 700;
    this.log = options.log ?? defaultLog;
    makeAutoObservable<
      QuestionnaireStore,
      'useCases' | 'uid' | 'previousResultId' | 'generation' | 'draft' | 'minWaitingMs' | 'log' | 'submissionId'
    >(
      this,
      {
        useCases: false,
        uid: false,
        previousResultId: false,
        generation: false,
        draft: false,
        minWaitingMs: false,
        log: false,
        submissionId: false,
      },
      { autoBind: true },
    );
  }

  /* ---------- derived ---------- */

  /** Questions by part, then order. */
  get orderedQuestions(): Question[] {
    return [...this.questions].sort(byPartThenOrder);
  }

  /** Numbered questions grouped by part. */
  get sections(): QuestionSection[] {
    const out: QuestionSection[] = [];
    this.orderedQuestions.forEach((question, i) => {
      let section = out[out.length - 1];
      if (!section || section.part !== question.part) {
        section = { index: out.length + 1, part: question.part, questions: [] };
        out.push(section);
      }
      section.questions.push({ question, number: i + 1 });
    });
    return out;
  }

  get total(): number {
    return this.questions.length;
  }

  get answerList(): Answer[] {
    return this.orderedQuestions
      .filter((q) => this.answers.has(q.id))
      .map((q) => ({ questionId: q.id, chosenOptionIndex: this.answers.get(q.id) as number }));
  }

  get answeredCount(): number {
    return this.answerList.length;
  }

  get remaining(): number {
    return Math.max(0, this.total - this.answeredCount);
  }

  /** Spec 5: "Finish assessment" only when every question is answered (core rule). */
  get canFinish(): boolean {
    return this.phase === 'ready' && allAnswered(this.questions, this.answerList);
  }

  get firstUnansweredId(): string | null {
    return this.orderedQuestions.find((q) => !this.answers.has(q.id))?.id ?? null;
  }

  chosen(questionId: string): number | null {
    return this.answers.get(questionId) ?? null;
  }

  /* ---------- actions ---------- */

  /** Eligibility first, then the active questionnaire. Called on mount and by 重試. */
  async start(profile: UserProfile | null, uid: string | null): Promise<void> {
    const gen = ++this.generation;
    this.uid = uid;
    this.isRetake = !!profile?.archetypeResult;
    this.previousResultId = profile?.archetypeResult?.resultId ?? null;
    this.destination = null;
    this.phase = 'checking';
    try {
      const eligibility = await this.useCases.questionnaire.eligibility(profile);
      if (gen !== this.generation) return;
      if (eligibility.kind === 'redirect') {
        runInAction(() => {
          this.phase = 'redirect';
          this.destination = resultPath(eligibility.resultId);
        });
        return;
      }
      if (eligibility.kind === 'no-result-found') {
        runInAction(() => {
          this.phase = 'no-result-found';
        });
        return;
      }
    } catch (error) {
      if (gen !== this.generation) return;
      this.log('the eligibility check failed', error);
      runInAction(() => {
        this.phase = 'eligibility-error';
      });
      return;
    }
    await this.load(gen);
  }

  /** Loads the active questionnaire again (after a load failure). */
  retryLoad(): Promise<void> {
    return this.load(++this.generation);
  }

  private async load(gen: number): Promise<void> {
    this.phase = 'loading';
    this.loadError = null;
    try {
      const loaded = await this.useCases.questionnaire.loadActive();
      if (gen !== this.generation) return;
      runInAction(() => {
        if (!loaded) {
          this.phase = 'none-active';
          return;
        }
        this.questionnaire = loaded.questionnaire;
        this.questions = loaded.questions;
        this.restoreDraft();
        this.phase = 'ready';
      });
    } catch (error) {
      if (gen !== this.generation) return;
      this.log('loading the questionnaire failed', error);
      runInAction(() => {
        this.loadError = errorText(error);
        this.phase = 'load-error';
      });
    }
  }

  choose(questionId: string, optionIndex: number): void {
    if (this.phase !== 'ready') return;
    const question = this.questions.find((q) => q.id === questionId);
    if (!question || optionIndex < 0 || optionIndex >= question.options.length) return;
    this.answers.set(questionId, optionIndex);
    this.saveDraft();
  }

  /** 完成評測: submit, then wait for the backend's resultId (spec 4). */
  async submit(): Promise<void> {
    if (!this.canFinish || !this.questionnaire) return;
    const gen = this.generation;
    const startedAt = Date.now();
    this.phase = 'waiting';
    this.submitError = null;
    this.timeoutNotice = null;
    try {
      const resultId = await this.useCases.questionnaire.submitAndWaitForResult(
        this.questionnaire.id,
        this.orderedQuestions,
        this.answerList,
        this.submissionId,
      );
      this.submissionId = newClientId();
      const rest = this.minWaitingMs - (Date.now() - startedAt);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      if (gen !== this.generation) return;
      this.clearDraft();
      runInAction(() => {
        this.destination = resultPath(resultId);
      });
    } catch (error) {
      if (gen !== this.generation) return;
      const code = errorCodeOf(error);
      if (isResultNotConfirmed(error)) {
        // The submission exists; only its result is late or unconfirmed. Sending again would
        // spend a chance, so the member checks again instead.
        if (code !== 'deadline-exceeded') this.log('waiting for the questionnaire result failed', error);
        this.submissionId = newClientId();
        this.clearDraft();
        runInAction(() => {
          this.phase = 'timeout';
          this.timeoutNotice = code === 'deadline-exceeded' ? null : t.timeout.waitFailed;
        });
        return;
      }
      if (code === 'resource-exhausted') {
        // No chances left (e.g. submitted from another tab): eligibility sends to the result.
        this.clearDraft();
        const profile = await this.freshProfile().catch(() => null);
        await this.start(profile, this.uid);
        return;
      }
      this.log('submitting the questionnaire failed', error);
      runInAction(() => {
        this.submitError = inputErrorText(error, t.form.submitFailed);
        this.phase = 'ready';
      });
    }
  }

  /** 再檢查一次 after a timeout: has the member's profile got a new result? */
  async checkAgain(): Promise<void> {
    if (this.phase !== 'timeout' || this.checkingAgain) return;
    const gen = this.generation;
    this.checkingAgain = true;
    this.timeoutNotice = null;
    try {
      const profile = await this.freshProfile();
      if (gen !== this.generation) return;
      runInAction(() => {
        if (!this.acceptProfile(profile)) this.timeoutNotice = t.timeout.stillWaiting;
      });
    } catch (error) {
      if (gen !== this.generation) return;
      this.log('checking for the result failed', error);
      runInAction(() => {
        this.timeoutNotice = t.timeout.checkFailed;
      });
    } finally {
      runInAction(() => {
        this.checkingAgain = false;
      });
    }
  }

  /**
   * The live profile changed (the backend writes the new result onto it): after a timeout,
   * go to the result as soon as it exists.
   */
  observeProfile(profile: UserProfile | null): void {
    if (this.phase === 'timeout') this.acceptProfile(profile);
  }

  /** Ignores every pending answer; the store can be started again. */
  dispose(): void {
    this.generation += 1;
  }

  /* ---------- helpers ---------- */

  private acceptProfile(profile: UserProfile | null): boolean {
    const id = profile?.archetypeResult?.resultId;
    if (!id || id === this.previousResultId) return false;
    this.destination = resultPath(id);
    return true;
  }

  private async freshProfile(): Promise<UserProfile | null> {
    return this.uid ? this.useCases.profiles.getUser(this.uid) : null;
  }

  private key(): string | null {
    return this.uid && this.questionnaire ? draftKey(this.uid, this.questionnaire.id) : null;
  }

  private restoreDraft(): void {
    const key = this.key();
    const saved = key ? this.draft.load(key) : null;
    const answers = new Map<string, number>();
    // Answers already picked in this page stay (e.g. after a retry); the draft fills the rest.
    for (const [id, index] of this.answers) answers.set(id, index);
    let restored = 0;
    for (const q of this.questions) {
      const index = saved?.[q.id];
      if (answers.has(q.id) || index === undefined || index >= q.options.length) continue;
      answers.set(q.id, index);
      restored += 1;
    }
    for (const id of [...answers.keys()]) if (!this.questions.some((q) => q.id === id)) answers.delete(id);
    this.answers = answers;
    this.draftRestored = restored > 0;
  }

  private saveDraft(): void {
    const key = this.key();
    if (key) this.draft.save(key, Object.fromEntries(this.answers));
  }

  private clearDraft(): void {
    const key = this.key();
    if (key) this.draft.clear(key);
  }
}
