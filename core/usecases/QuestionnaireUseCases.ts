import type { Answer, ClientId, Question, QuestionnaireResult, Uid, UserProfile } from '../domain';
import { DomainError, ResultNotConfirmedError, ValidationError, isDomainError } from '../domain';
import { RESULT_WAIT_TIMEOUT_MS } from '../constants';
import type { QuestionnaireRepository } from '../ports';
import { canTakeQuestionnaire, resultRedirect } from '../rules/questionnaireEligibility';
import { validateAnswers } from '../validation/questionnaire';
import { loadActiveQuestionnaire, type LoadedQuestionnaire } from './activeQuestionnaire';

export type Eligibility =
  | { kind: 'may-take' }
  | { kind: 'redirect'; resultId: string }
  /** Spec 8: chances used up and no result record can be found. */
  | { kind: 'no-result-found' };

export type ResultLookup =
  { kind: 'found'; result: QuestionnaireResult } | { kind: 'missing' } | { kind: 'other-member' };

/** The founder-potential assessment (spec 2 Questionnaire, 4 Questionnaire). */
export class QuestionnaireUseCases {
  constructor(
    private readonly questionnaire: QuestionnaireRepository,
    private readonly resultWaitMs: number = RESULT_WAIT_TIMEOUT_MS,
  ) {}

  /** The active questionnaire and its questions (part, then order); null when none is active. */
  loadActive(): Promise<LoadedQuestionnaire | null> {
    return loadActiveQuestionnaire(this.questionnaire);
  }

  /** Fewer than 2 submissions may take it; otherwise go to the result, or report none found. */
  async eligibility(profile: UserProfile | null): Promise<Eligibility> {
    const count = await this.questionnaire.countMySubmissions();
    if (canTakeQuestionnaire(count)) return { kind: 'may-take' };
    const latest = profile?.archetypeResult?.resultId ? null : await this.questionnaire.latestMySubmission();
    const target = resultRedirect(profile, latest);
    return 'resultId' in target ? { kind: 'redirect', resultId: target.resultId } : { kind: 'no-result-found' };
  }

  /**
   * Submits, then waits for the backend to write the resultId onto the submission.
   * Once the submission is stored, a result that does not arrive in time or a watch that fails
   * rejects with ResultNotConfirmedError ('deadline-exceeded', or the watch's error code).
   * A retry of the same submission passes the same `clientId`, so it is never counted twice.
   */
  async submitAndWaitForResult(
    questionnaireId: string,
    questions: Question[],
    answers: Answer[],
    clientId?: ClientId,
  ): Promise<string> {
    const code = validateAnswers(questions, answers);
    if (code) throw new ValidationError({ answers: code });
    const submission = await this.questionnaire.submit(questionnaireId, answers, clientId);
    if (submission.resultId) return submission.resultId;
    return new Promise<string>((resolve, reject) => {
      let settled = false;
      let unsubscribe: (() => void) | null = null;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
        queueMicrotask(() => unsubscribe?.());
      };
      const timer = setTimeout(
        () => finish(() => reject(new ResultNotConfirmedError('deadline-exceeded'))),
        this.resultWaitMs,
      );
      unsubscribe = this.questionnaire.watchSubmission(
        submission.id,
        (s) => {
          if (s?.resultId) {
            const id = s.resultId;
            finish(() => resolve(id));
          }
        },
        (e) => finish(() => reject(new ResultNotConfirmedError(isDomainError(e) ? e.code : 'unknown'))),
      );
      if (settled) unsubscribe();
    });
  }

  /** The result page: found, missing, or belonging to another member (spec 8). */
  async lookupResult(resultId: string, ownUid: Uid): Promise<ResultLookup> {
    let result: QuestionnaireResult | null;
    try {
      result = await this.questionnaire.getResult(resultId);
    } catch (e) {
      if (e instanceof DomainError && e.code === 'permission-denied') return { kind: 'other-member' };
      throw e;
    }
    if (!result) return { kind: 'missing' };
    if (result.userId !== ownUid) return { kind: 'other-member' };
    return { kind: 'found', result };
  }
}
