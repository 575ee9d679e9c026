/** Submitting the assessment and waiting for its result (spec 4 Questionnaire, 8). */
import { jest } from '@jest/globals';
import type { Answer, Question, Submission } from '../../../core/domain';
import { DomainError, isResultNotConfirmed } from '../../../core/domain';
import type { QuestionnaireRepository } from '../../../core/ports';
import { QuestionnaireUseCases } from '../../../core/usecases/QuestionnaireUseCases';

const scores = { overall: 1, skill: 1, execution: 1, teamwork: 1, risk: 1 };
const QUESTIONS: Question[] = [
  {
    id: 'q1',
    questionnaireId: 'qn',
    part: 1,
    order: 10,
    text: '一',
    type: 'single_choice',
    options: [{ text: '甲', scores }],
  },
];
const ANSWERS: Answer[] = [{ questionId: 'q1', chosenOptionIndex: 0 }];

/** A repository whose submission watch the test drives by hand. */
function repository(submit: () => Promise<Submission>) {
  let listener: { callback: (s: Submission | null) => void; onError?: (e: unknown) => void } | null = null;
  const unsubscribed = jest.fn();
  const repo = {
    submit: jest.fn(submit),
    watchSubmission: jest.fn(
      (_id: string, callback: (s: Submission | null) => void, onError?: (e: unknown) => void) => {
        listener = { callback, onError };
        return unsubscribed;
      },
    ),
  } as unknown as QuestionnaireRepository;
  return {
    repo,
    unsubscribed,
    /** Lets the use case run (validate, submit) until it watches the submission. */
    async watching(): Promise<void> {
      for (let i = 0; i < 50 && !listener; i += 1) await Promise.resolve();
      if (!listener) throw new Error('the use case never watched the submission');
    },
    emit: (s: Submission | null) => listener?.callback(s),
    fail: (e: unknown) => listener?.onError?.(e),
  };
}

const stored = (resultId: string | null = null): Submission => ({
  id: 's1',
  userId: 'u1',
  questionnaireId: 'qn',
  answers: ANSWERS,
  createdAt: 1,
  resultId,
});

afterEach(() => jest.useRealTimers());

describe('QuestionnaireUseCases.submitAndWaitForResult', () => {
  it('resolves with the resultId the backend writes, then stops watching', async () => {
    const r = repository(async () => stored());
    const pending = new QuestionnaireUseCases(r.repo, 5_000).submitAndWaitForResult('qn', QUESTIONS, ANSWERS);
    await r.watching();
    r.emit(stored(null));
    r.emit(stored('r-9'));
    await expect(pending).resolves.toBe('r-9');
    await Promise.resolve();
    expect(r.unsubscribed).toHaveBeenCalled();
  });

  it('a result that does not arrive in time: not confirmed (deadline-exceeded), the submission stands', async () => {
    jest.useFakeTimers();
    const r = repository(async () => stored());
    const pending = new QuestionnaireUseCases(r.repo, 1_000).submitAndWaitForResult('qn', QUESTIONS, ANSWERS);
    const outcome = pending.catch((e: unknown) => e);
    await r.watching();
    jest.advanceTimersByTime(1_000);
    const error = await outcome;
    expect(isResultNotConfirmed(error)).toBe(true);
    expect((error as DomainError).code).toBe('deadline-exceeded');
  });

  it('a watch that fails after the submission is stored: not confirmed either, with the watch’s code', async () => {
    const r = repository(async () => stored());
    const outcome = new QuestionnaireUseCases(r.repo, 5_000)
      .submitAndWaitForResult('qn', QUESTIONS, ANSWERS)
      .catch((e: unknown) => e);
    await r.watching();
    r.fail(new DomainError('unavailable'));
    const error = await outcome;
    expect(isResultNotConfirmed(error)).toBe(true);
    expect((error as DomainError).code).toBe('unavailable');
  });

  it('a submission the backend refuses is a plain error: nothing was stored, sending again is right', async () => {
    const r = repository(async () => {
      throw new DomainError('unavailable');
    });
    const error = await new QuestionnaireUseCases(r.repo, 5_000)
      .submitAndWaitForResult('qn', QUESTIONS, ANSWERS)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(isResultNotConfirmed(error)).toBe(false);
    expect(r.repo.watchSubmission).not.toHaveBeenCalled();
  });
});
