/** What the memory backend's questionnaire repository refuses, as a server would. */
import { LIMITS } from '../../../core/constants';
import type { Answer, Question } from '../../../core/domain';
import { expectRejects, newMember, type Member } from '../../contract/helpers';
import { makeMemoryHarness, type MemoryHarness } from './memoryHarness';

function complete(questions: readonly Question[]): Answer[] {
  return questions.map((q) => ({ questionId: q.id, chosenOptionIndex: 0 }));
}

describe('memory questionnaire repository: submissions', () => {
  let h: MemoryHarness;
  let a: Member;

  beforeEach(async () => {
    h = await makeMemoryHarness();
    a = await newMember(h, '安妮', { role: 'technical' });
  });

  afterEach(async () => {
    await h.dispose?.();
  });

  it('refuses a complete submission to a questionnaire that is no longer active', async () => {
    const old = await h.seedActiveQuestionnaire();
    const oldQuestions = await a.client.questionnaire.listQuestions(old);
    const current = await h.seedActiveQuestionnaire();
    expect((await a.client.questionnaire.getActiveQuestionnaire())?.id).toBe(current);

    await expectRejects(a.client.questionnaire.submit(old, complete(oldQuestions)), 'failed-precondition');
    expect(await a.client.questionnaire.countMySubmissions()).toBe(0);
    const s = await a.client.questionnaire.submit(
      current,
      complete(await a.client.questionnaire.listQuestions(current)),
    );
    expect(s.questionnaireId).toBe(current);
  });

  it('refuses a submission to a questionnaire that does not exist', async () => {
    await h.seedActiveQuestionnaire();
    await expectRejects(a.client.questionnaire.submit('no-such-questionnaire', []), 'not-found');
  });

  it('refuses answers that are not a list of answers, without looking further', async () => {
    const qid = await h.seedActiveQuestionnaire();
    const questions = await a.client.questionnaire.listQuestions(qid);
    const full = complete(questions);
    const malformed: unknown[] = [
      null,
      'answers',
      { 0: full[0] },
      [null, ...full.slice(1)],
      [...full.slice(0, 2), 'q'],
      full.map((x, i) => (i === 0 ? { chosenOptionIndex: 0 } : x)),
      full.map((x, i) => (i === 0 ? { ...x, questionId: 7 } : x)),
      full.map((x, i) => (i === 0 ? { ...x, questionId: 'q'.repeat(LIMITS.QUESTION_ID_MAX_LENGTH + 1) } : x)),
      Array.from({ length: LIMITS.QUESTIONNAIRE_MAX_ANSWERS + 1 }, () => full[0]),
    ];
    for (const answers of malformed) {
      const e = await expectRejects(a.client.questionnaire.submit(qid, answers as Answer[]), 'invalid-argument');
      expect((e as { details: string[] }).details).toEqual(['answers_incomplete']);
    }
    expect(await a.client.questionnaire.countMySubmissions()).toBe(0);
  });

  it('keeps only the question and the option of each answer', async () => {
    const qid = await h.seedActiveQuestionnaire();
    const questions = await a.client.questionnaire.listQuestions(qid);
    const padded = complete(questions).map((x) => ({ ...x, score: 100, note: 'x'.repeat(10_000) }));
    const s = await a.client.questionnaire.submit(qid, padded);
    expect(s.answers).toEqual(complete(questions));
    expect(await a.client.questionnaire.latestMySubmission()).toMatchObject({ answers: complete(questions) });
  });
});
