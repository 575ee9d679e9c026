import type {
  Answer,
  ClientId,
  Question,
  QuestionInput,
  Questionnaire,
  QuestionnaireResult,
  Submission,
  Uid,
  Unsubscribe,
} from '../../core/domain';
import { DomainError, ValidationError, assertClientId, assertNewItemId } from '../../core/domain';
import {
  canManageContent,
  canReadResult,
  canReadSubmission,
  canSubmitQuestionnaire,
} from '../../core/policies/permissions';
import type { QuestionnaireRepository } from '../../core/ports';
import { scoreAnswers } from '../../core/scoring/archetypeScoring';
import { loadQuestionRule, loadValidation } from './validation';
import { clone, type MemoryContext } from './context';
import { newId } from './crypto';
import type { DbData } from './database';
import { JobQueue } from './jobQueue';
import { isPlainObject } from './records';

function byPartThenOrder(a: Question, b: Question): number {
  return a.part - b.part || a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function questionsOf(d: DbData, questionnaireId: string): Question[] {
  return Object.values(d.questions)
    .filter((q) => q.questionnaireId === questionnaireId)
    .sort(byPartThenOrder);
}

function submissionsOf(d: DbData, uid: Uid): Submission[] {
  return Object.values(d.submissions)
    .filter((s) => s.userId === uid)
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/**
 * The backend's half of a submission: score it (core/scoring), write the result, then its id
 * onto the submission and the member's archetypeResult. Runs after a delay, like a trigger.
 */
export function scoreSubmission(d: DbData, submissionId: string, retakeCount: number, now: number): string | null {
  const s = d.submissions[submissionId];
  if (!s || s.resultId) return s?.resultId ?? null;
  const scored = scoreAnswers(questionsOf(d, s.questionnaireId), s.answers);
  const result: QuestionnaireResult = {
    id: newId(),
    userId: s.userId,
    submissionId: s.id,
    overallScore: scored.overallScore,
    archetype: scored.archetype,
    retakeCount,
    dimensionScores: scored.dimensionScores,
    createdAt: now,
  };
  d.results[result.id] = result;
  s.resultId = result.id;
  const u = d.users[s.userId];
  if (u) {
    u.archetypeResult = {
      archetype: result.archetype,
      overallScore: result.overallScore,
      resultId: result.id,
      retakeCount,
    };
  }
  return result.id;
}

export function createQuestionnaireRepository(ctx: MemoryContext): QuestionnaireRepository {
  const requireContentAdmin = (d: DbData) => {
    if (!canManageContent(ctx.requireActor(d))) throw new DomainError('permission-denied');
  };

  return {
    async getActiveQuestionnaire(): Promise<Questionnaire | null> {
      return ctx.readAsMember((d) => {
        const active = Object.values(d.questionnaires)
          .filter((q) => q.isActive)
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        return clone(active[0] ?? null);
      });
    },

    async listQuestions(questionnaireId: string): Promise<Question[]> {
      return ctx.readAsMember((d) => clone(questionsOf(d, questionnaireId)));
    },

    async countMySubmissions(): Promise<number> {
      return ctx.readAsMember((d, actor) => submissionsOf(d, actor.uid).length);
    },

    async latestMySubmission(): Promise<Submission | null> {
      return ctx.readAsMember((d, actor) => clone(submissionsOf(d, actor.uid)[0] ?? null));
    },

    /** The client id, when given, is the submission's id: a retry finds the one it stored. */
    async submit(questionnaireId: string, answers: Answer[], clientId?: ClientId): Promise<Submission> {
      assertClientId(clientId);
      const { validateAnswers } = await loadValidation();
      const written = await ctx.writeAsMember(['submissions'], (d, actor) => {
        const stored = clientId === undefined ? undefined : d.submissions[clientId];
        if (stored) {
          if (stored.userId !== actor.uid) throw new DomainError('already-exists', 'another member’s submission id');
          return { submission: clone(stored), retakeCount: -1, replay: true };
        }
        const earlier = submissionsOf(d, actor.uid).length;
        if (!canSubmitQuestionnaire(actor, earlier)) {
          throw new DomainError('resource-exhausted', 'no assessment chances left');
        }
        const questionnaire = d.questionnaires[questionnaireId];
        if (!questionnaire) throw new DomainError('not-found', 'no such questionnaire');
        // Only the questionnaire members are shown is scored: an earlier one's questions may differ.
        if (!questionnaire.isActive) throw new DomainError('failed-precondition', 'the questionnaire is not active');
        const list: Answer[] = Array.isArray(answers) && answers.every(isPlainObject) ? answers : [];
        const code = validateAnswers(questionsOf(d, questionnaireId), list);
        if (code) throw new ValidationError({ answers: code });
        const s: Submission = {
          id: clientId ?? newId(),
          userId: actor.uid,
          questionnaireId,
          answers: list.map((a) => ({ questionId: a.questionId, chosenOptionIndex: a.chosenOptionIndex })),
          createdAt: ctx.now(),
          resultId: null,
        };
        d.submissions[s.id] = s;
        return { submission: clone(s), retakeCount: earlier, replay: false };
      });
      const { submission, retakeCount, replay } = written;
      if (replay) return submission;
      (ctx.jobs ??= new JobQueue()).schedule(ctx.resultDelayMs(), () =>
        ctx.db.write(['results', 'submissions', 'users'], (d) =>
          scoreSubmission(d, submission.id, retakeCount, ctx.now()),
        ),
      );
      return submission;
    },

    watchSubmission(id: string, callback: (s: Submission | null) => void, onError?: (e: unknown) => void): Unsubscribe {
      return ctx.watchAsMember(
        ['submissions'],
        (d, actor) => {
          const s = d.submissions[id] ?? null;
          if (s && !canReadSubmission(actor, s)) throw new DomainError('permission-denied');
          return s;
        },
        callback,
        onError,
      );
    },

    async getResult(resultId: string): Promise<QuestionnaireResult | null> {
      return ctx.readAsMember((d, actor) => {
        const r = d.results[resultId];
        if (!r) return null;
        if (!canReadResult(actor, r)) throw new DomainError('permission-denied');
        return clone(r);
      });
    },

    async addQuestion(id: ClientId, input: QuestionInput): Promise<Question> {
      const { cleanQuestionInput } = await loadQuestionRule();
      return ctx.db.write(['questions'], (d) => {
        requireContentAdmin(d);
        assertNewItemId(id);
        const clean = cleanQuestionInput(input);
        if (!d.questionnaires[clean.questionnaireId]) throw new DomainError('not-found', 'no such questionnaire');
        const q: Question = { id, ...clean };
        d.questions[q.id] = q;
        return clone(q);
      });
    },

    async updateQuestion(id: string, input: QuestionInput): Promise<Question> {
      const { cleanQuestionInput } = await loadQuestionRule();
      return ctx.db.write(['questions'], (d) => {
        requireContentAdmin(d);
        if (!d.questions[id]) throw new DomainError('not-found');
        const clean = cleanQuestionInput(input);
        if (!d.questionnaires[clean.questionnaireId]) throw new DomainError('not-found', 'no such questionnaire');
        const q: Question = { id, ...clean };
        d.questions[id] = q;
        return clone(q);
      });
    },

    async deleteQuestion(id: string): Promise<void> {
      await ctx.db.write(['questions'], (d) => {
        requireContentAdmin(d);
        delete d.questions[id];
      });
    },
  };
}
