/**
 * QuestionnaireRepository contract: the active questionnaire, ordered questions (a member may
 * get the options without their scores), at most two submissions, scoring by the shared rule
 * (core/scoring) written back asynchronously, results readable by their member only, questions
 * written by admins only.
 */
import { LIMITS } from '../../core/constants';
import { newClientId, type Answer, type Question, type Submission } from '../../core/domain';
import { scoreAnswers } from '../../core/scoring/archetypeScoring';
import type { Backend } from '../../core/ports';
import { CONTRACT_QUESTIONNAIRE, CONTRACT_QUESTIONS, type MakeHarness } from './harness';
import { SIGNED_OUT, expectRejects, newAdmin, newMember, record, withHarness } from './helpers';

/**
 * The listed questions with the scores the harness seeded: a member's listing may leave the
 * options' scores out (the backend scores a submission, and the key is the admins').
 */
function withSeededScores(questions: Question[]): Question[] {
  return questions.map((q) => {
    const seeded = CONTRACT_QUESTIONS.find((c) => c.part === q.part && c.order === q.order);
    if (!seeded) throw new Error(`no seeded question at part ${q.part}, order ${q.order}`);
    return { ...q, options: seeded.options };
  });
}

function answer(questions: Question[], picks: number[]): Answer[] {
  return questions.map((q, i) => ({ questionId: q.id, chosenOptionIndex: picks[i] ?? 0 }));
}

async function waitForResultId(client: Backend, submissionId: string): Promise<string> {
  const rec = record<Submission | null>((cb, err) => client.questionnaire.watchSubmission(submissionId, cb, err));
  try {
    const s = await rec.until((v) => !!v?.resultId);
    return s!.resultId!;
  } finally {
    rec.stop();
  }
}

export function describeQuestionnaireContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: QuestionnaireRepository contract`, () => {
    const harness = withHarness(makeHarness);

    it('finds the active questionnaire and its questions by part, then order', async () => {
      const h = harness.get();
      const id = await h.seedActiveQuestionnaire();
      const a = await newMember(h, 'A', { role: 'technical' });
      const q = await a.client.questionnaire.getActiveQuestionnaire();
      expect(q).toMatchObject({ id, isActive: true, ...CONTRACT_QUESTIONNAIRE });
      const questions = await a.client.questionnaire.listQuestions(id);
      expect(questions.map((x) => [x.part, x.order])).toEqual([
        [1, 10],
        [1, 20],
        [2, 10],
      ]);
      expect(questions.every((x) => x.questionnaireId === id)).toBe(true);
      expect(questions[0]?.options.map((o) => o.text)).toEqual(CONTRACT_QUESTIONS[2]?.options.map((o) => o.text));
      expect(await a.client.questionnaire.listQuestions('no-such-questionnaire')).toEqual([]);
    });

    it('with no active questionnaire there is none', async () => {
      const a = await newMember(harness.get(), 'A');
      expect(await a.client.questionnaire.getActiveQuestionnaire()).toBeNull();
    });

    it('scores a submission by the shared rule and writes the result back (twice at most)', async () => {
      const h = harness.get();
      const qid = await h.seedActiveQuestionnaire();
      const a = await newMember(h, 'A', { role: 'technical' });
      const questions = await a.client.questionnaire.listQuestions(qid);
      expect(await a.client.questionnaire.countMySubmissions()).toBe(0);
      expect(await a.client.questionnaire.latestMySubmission()).toBeNull();

      const answers1 = answer(questions, [0, 0, 0]);
      const s1 = await a.client.questionnaire.submit(qid, answers1);
      expect(s1).toMatchObject({ userId: a.uid, questionnaireId: qid, answers: answers1 });
      const r1id = await waitForResultId(a.client, s1.id);
      const r1 = await a.client.questionnaire.getResult(r1id);
      const expected1 = scoreAnswers(withSeededScores(questions), answers1);
      expect(r1).toMatchObject({
        id: r1id,
        userId: a.uid,
        submissionId: s1.id,
        retakeCount: 0,
        overallScore: expected1.overallScore,
        archetype: expected1.archetype,
        dimensionScores: expected1.dimensionScores,
      });
      await h.settle();
      expect((await a.client.users.getUser(a.uid))?.archetypeResult).toEqual({
        archetype: expected1.archetype,
        overallScore: expected1.overallScore,
        resultId: r1id,
        retakeCount: 0,
      });
      expect(await a.client.questionnaire.countMySubmissions()).toBe(1);

      const answers2 = answer(questions, [1, 2, 1]);
      const s2 = await a.client.questionnaire.submit(qid, answers2);
      const r2id = await waitForResultId(a.client, s2.id);
      expect(r2id).not.toBe(r1id);
      const expected2 = scoreAnswers(withSeededScores(questions), answers2);
      expect(await a.client.questionnaire.getResult(r2id)).toMatchObject({
        retakeCount: 1,
        overallScore: expected2.overallScore,
        archetype: expected2.archetype,
      });
      await h.settle();
      expect((await a.client.users.getUser(a.uid))?.archetypeResult).toMatchObject({ resultId: r2id, retakeCount: 1 });
      expect(await a.client.questionnaire.countMySubmissions()).toBe(2);
      expect((await a.client.questionnaire.latestMySubmission())?.id).toBe(s2.id);

      await expectRejects(a.client.questionnaire.submit(qid, answers1), 'resource-exhausted');
      expect(await a.client.questionnaire.countMySubmissions()).toBe(2);
    });

    it('refuses incomplete answers and signed-out submissions', async () => {
      const h = harness.get();
      const qid = await h.seedActiveQuestionnaire();
      const a = await newMember(h, 'A', { role: 'technical' });
      const questions = await a.client.questionnaire.listQuestions(qid);
      const partial = answer(questions, [0, 0, 0]).slice(0, 2);
      const e = await expectRejects(a.client.questionnaire.submit(qid, partial), 'invalid-argument');
      expect((e as { details: string[] }).details).toContain('answers_incomplete');
      const outOfRange = answer(questions, [0, 0, 9]);
      await expectRejects(a.client.questionnaire.submit(qid, outOfRange), 'invalid-argument');
      expect(await a.client.questionnaire.countMySubmissions()).toBe(0);

      const visitor = await h.newClient();
      await expectRejects(visitor.questionnaire.submit(qid, answer(questions, [0, 0, 0])), SIGNED_OUT);
      await expectRejects(visitor.questionnaire.countMySubmissions(), SIGNED_OUT);
    });

    it('refuses answers that do not answer each question exactly once with one of its options', async () => {
      const h = harness.get();
      const qid = await h.seedActiveQuestionnaire();
      const a = await newMember(h, 'A', { role: 'technical' });
      const questions = await a.client.questionnaire.listQuestions(qid);
      const full = answer(questions, [0, 0, 0]);
      const [first, second] = full as [Answer, Answer, Answer];
      const refused: Answer[][] = [
        [],
        [first, second, first],
        [...full, first],
        [...full, { questionId: 'no-such-question', chosenOptionIndex: 0 }],
        [first, second, { questionId: 'no-such-question', chosenOptionIndex: 0 }],
        full.map((x, i) => (i === 0 ? { ...x, chosenOptionIndex: -1 } : x)),
        full.map((x, i) => (i === 0 ? { ...x, chosenOptionIndex: 0.5 } : x)),
        full.map((x, i) => (i === 0 ? { ...x, chosenOptionIndex: '0' as unknown as number } : x)),
        Array.from({ length: 101 }, (_, i) => ({ questionId: `q${i}`, chosenOptionIndex: 0 })),
      ];
      for (const answers of refused) {
        await expectRejects(a.client.questionnaire.submit(qid, answers), 'invalid-argument');
      }
      expect(await a.client.questionnaire.countMySubmissions()).toBe(0);
      expect((await a.client.users.getUser(a.uid))?.archetypeResult ?? null).toBeNull();
    });

    it('a member cannot read another member’s result or submission; an admin reads the result only', async () => {
      const h = harness.get();
      const qid = await h.seedActiveQuestionnaire();
      const a = await newMember(h, 'A', { role: 'technical' });
      const b = await newMember(h, 'B', { role: 'operations' });
      const questions = await a.client.questionnaire.listQuestions(qid);
      const s = await a.client.questionnaire.submit(qid, answer(questions, [0, 1, 0]));
      const resultId = await waitForResultId(a.client, s.id);

      await expectRejects(b.client.questionnaire.getResult(resultId), 'permission-denied');
      const snoop = record<Submission | null>((cb, err) => b.client.questionnaire.watchSubmission(s.id, cb, err));
      await snoop.untilError();
      expect(snoop.values).toEqual([]);
      snoop.stop();
      expect(await b.client.questionnaire.countMySubmissions()).toBe(0);
      expect(await b.client.questionnaire.getResult('no-such-result')).toBeNull();

      // Admins read the result (the score the profile shows), never the answers.
      const admin = await newAdmin(h);
      expect((await admin.client.questionnaire.getResult(resultId))?.userId).toBe(a.uid);
      const adminSnoop = record<Submission | null>((cb, err) =>
        admin.client.questionnaire.watchSubmission(s.id, cb, err),
      );
      await adminSnoop.untilError();
      expect(adminSnoop.values).toEqual([]);
      adminSnoop.stop();
    });

    it('only admins add, update and delete questions', async () => {
      const h = harness.get();
      const qid = await h.seedActiveQuestionnaire();
      const a = await newMember(h, 'A', { role: 'technical' });
      const input = {
        questionnaireId: qid,
        part: 3,
        order: 10,
        text: '你如何看待失敗？',
        type: 'single_choice' as const,
        options: [
          { text: '學習的機會', scores: { overall: 2, skill: 0, execution: 1, teamwork: 0, risk: 2 } },
          { text: '盡量避免', scores: { overall: 0, skill: 0, execution: 0, teamwork: 0, risk: 0 } },
        ],
      };
      await expectRejects(a.client.questionnaire.addQuestion(newClientId(), input), 'permission-denied');
      const existing = (await a.client.questionnaire.listQuestions(qid))[0]!;
      await expectRejects(
        a.client.questionnaire.updateQuestion(existing.id, { ...existing, text: '偷改' }),
        'permission-denied',
      );
      await expectRejects(a.client.questionnaire.deleteQuestion(existing.id), 'permission-denied');
      expect(await a.client.questionnaire.listQuestions(qid)).toHaveLength(3);

      const admin = await newAdmin(h);
      const addedId = newClientId();
      await admin.client.questionnaire.addQuestion(addedId, { ...input, text: '第一次送出' });
      // A second try under the same id (the first reply lost) saves onto the first: one question.
      const added = await admin.client.questionnaire.addQuestion(addedId, input);
      expect(added).toMatchObject({ ...input, id: addedId });
      expect(await a.client.questionnaire.listQuestions(qid)).toHaveLength(4);
      await expectRejects(admin.client.questionnaire.addQuestion('q-1', input), 'invalid-argument');
      const updated = await admin.client.questionnaire.updateQuestion(added.id, {
        ...input,
        part: 1,
        order: 5,
        text: '改過的題目',
      });
      expect(updated).toMatchObject({ id: added.id, part: 1, order: 5, text: '改過的題目' });
      const list = await a.client.questionnaire.listQuestions(qid);
      expect(list.map((q) => q.id)[0]).toBe(added.id);
      const bad = await expectRejects(
        admin.client.questionnaire.addQuestion(newClientId(), { ...input, text: ' ' }),
        'invalid-argument',
      );
      expect((bad as { details: string[] }).details).toContain('required');
      const single = await expectRejects(
        admin.client.questionnaire.addQuestion(newClientId(), { ...input, options: input.options.slice(0, 1) }),
        'invalid-argument',
      );
      expect((single as { details: string[] }).details).toContain('options_too_few');
      const many = await expectRejects(
        admin.client.questionnaire.addQuestion(newClientId(), {
          ...input,
          options: Array.from({ length: LIMITS.QUESTION_MAX_OPTIONS + 1 }, (_, i) => ({
            ...input.options[0]!,
            text: `選項 ${i + 1}`,
          })),
        }),
        'invalid-argument',
      );
      expect((many as { details: string[] }).details).toContain('options_too_many');
      await admin.client.questionnaire.deleteQuestion(added.id);
      expect(await a.client.questionnaire.listQuestions(qid)).toHaveLength(3);
    });
  });
}
