import { makeAutoObservable, runInAction } from 'mobx';
import type { QuestionnaireResult, UserProfile } from '../../core/domain';
import { canRetake, retakesLeft } from '../../core/rules/questionnaireEligibility';
import type { UseCases } from '../../core/usecases';
import { errorText } from '../texts';
import { resultTexts } from './texts/result';

export type ResultStatus = 'idle' | 'loading' | 'found' | 'missing' | 'other-member' | 'error';

export interface RetakeState {
  allowed: boolean;
  /** Chances left, for 重新評測（剩 N 次機會）. */
  left: number;
}

const defaultLog = (message: string, error: unknown) => console.error(`[questionnaire result] ${message}`, error);

/** The result page (spec 2 Result, 4, 8): found, missing, another member's, or a load error. */
export class ResultStore {
  status: ResultStatus = 'idle';
  result: QuestionnaireResult | null = null;
  error: string | null = null;

  private generation = 0;
  private request: { resultId: string; uid: string } | null = null;

  constructor(
    private readonly useCases: UseCases,
    private readonly log: (message: string, error: unknown) => void = defaultLog,
  ) {
    makeAutoObservable<ResultStore, 'useCases' | 'log' | 'generation' | 'request'>(
      this,
      { useCases: false, log: false, generation: false, request: false },
      { autoBind: true, deep: false },
    );
  }

  async load(resultId: string, uid: string): Promise<void> {
    const gen = ++this.generation;
    this.request = { resultId, uid };
    this.status = 'loading';
    this.error = null;
    try {
      const lookup = await this.useCases.questionnaire.lookupResult(resultId, uid);
      if (gen !== this.generation) return;
      runInAction(() => {
        this.result = lookup.kind === 'found' ? lookup.result : null;
        this.status = lookup.kind;
      });
    } catch (error) {
      if (gen !== this.generation) return;
      this.log('reading the result failed', error);
      runInAction(() => {
        this.result = null;
        this.error = errorText(error, resultTexts.loadFailed);
        this.status = 'error';
      });
    }
  }

  /** 重試: the same lookup again. */
  retry(): Promise<void> {
    return this.request ? this.load(this.request.resultId, this.request.uid) : Promise.resolve();
  }

  /**
   * Spec 4: retake only while retakeCount is below 1. The member's own latest count also
   * counts, so an older result never offers a chance that is already spent.
   */
  retake(profile: UserProfile | null): RetakeState {
    const own =
      profile && this.result && profile.uid === this.result.userId ? (profile.archetypeResult?.retakeCount ?? 0) : 0;
    const count = Math.max(this.result?.retakeCount ?? 0, own);
    return { allowed: canRetake(count), left: retakesLeft(count) };
  }

  dispose(): void {
    this.generation += 1;
  }
}
