import type {
  Answer,
  ClientId,
  Question,
  QuestionInput,
  Questionnaire,
  QuestionnaireResult,
  Submission,
  Unsubscribe,
} from '../../../core/domain';
import { DomainError, ValidationError, assertClientId } from '../../../core/domain';
import { LIMITS } from '../../../core/constants';
import type { QuestionnaireRepository } from '../../../core/ports';
import { cleanQuestionInput } from '../../../core/rules/questionInput';
import { validateAnswers } from '../../../core/validation';
import type { SupabaseContext } from '../context';
import { check, isDuplicateKey, one } from '../errors';
import { isUuid } from '../ids';
import { questionInputRow, toQuestion, toQuestionnaire, toResult, toSubmission } from '../rows';
import { createOnce } from './createOnce';
import { isAdmin } from './projects';

export function createQuestionnaireRepository(ctx: SupabaseContext): QuestionnaireRepository {
  const { client } = ctx;

  const listQuestions = async (questionnaireId: string): Promise<Question[]> => {
    ctx.requireUid();
    if (!isUuid(questionnaireId)) return [];
    // In order (part, then order). A member gets the published questionnaire's only, each option
    // without its scores, which the server keeps to score the submission; an admin gets every
    // questionnaire's, with the scores, for the editor.
    const rows = check(await client.rpc('list_questions', { p_questionnaire_id: questionnaireId }));
    return (rows ?? []).map(toQuestion);
  };

  const countMine = async (): Promise<number> => {
    const me = ctx.requireUid();
    const res = await client.from('submissions').select('id', { count: 'exact', head: true }).eq('user_id', me);
    check(res);
    return res.count ?? 0;
  };

  const noRow = async (): Promise<never> => {
    throw new DomainError((await isAdmin(ctx)) ? 'not-found' : 'permission-denied');
  };

  return {
    async getActiveQuestionnaire(): Promise<Questionnaire | null> {
      ctx.requireUid();
      const rows = check(
        await client
          .from('questionnaires')
          .select('*')
          .eq('is_active', true)
          .order('created_at', { ascending: false })
          .order('id')
          .limit(1),
      );
      return rows[0] ? toQuestionnaire(rows[0]) : null;
    },

    listQuestions,

    countMySubmissions: countMine,

    async latestMySubmission(): Promise<Submission | null> {
      const me = ctx.requireUid();
      const rows = check(
        await client
          .from('submissions')
          .select('*')
          .eq('user_id', me)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(1),
      );
      return rows[0] ? toSubmission(rows[0]) : null;
    },

    /**
     * With a client id, a retry of a submission already stored (its reply was lost) is refused
     * by the database as a duplicate, also when it was the member's last chance; the answer is
     * then the stored submission.
     */
    async submit(questionnaireId: string, answers: Answer[], clientId?: ClientId): Promise<Submission> {
      assertClientId(clientId);
      const me = ctx.requireUid();
      if (!isUuid(questionnaireId)) throw new DomainError('not-found', 'no such questionnaire');
      const stored = async (): Promise<Submission | null> => {
        const row = check(
          await client.from('submissions').select('*').eq('user_id', me).eq('client_id', clientId!).maybeSingle(),
        );
        return row ? toSubmission(row) : null;
      };
      // The limit is the database's (a trigger); asking first spares a useless validation.
      if ((await countMine()) >= LIMITS.QUESTIONNAIRE_MAX_SUBMISSIONS) {
        const again = clientId === undefined ? null : await stored();
        if (again) return again;
        throw new DomainError('resource-exhausted');
      }
      const list = Array.isArray(answers) ? answers : [];
      const code = validateAnswers(await listQuestions(questionnaireId), list);
      if (code) throw new ValidationError({ answers: code });
      const clean = list.map((a) => ({ questionId: a.questionId, chosenOptionIndex: a.chosenOptionIndex }));
      const res = await client
        .from('submissions')
        .insert({
          questionnaire_id: questionnaireId,
          answers: clean,
          ...(clientId === undefined ? {} : { client_id: clientId }),
        })
        .select('*')
        .single();
      if (clientId !== undefined && isDuplicateKey(res.error)) {
        const again = await stored();
        if (again) return again;
      }
      return toSubmission(one(res));
    },

    watchSubmission(id: string, callback: (s: Submission | null) => void, onError?: (e: unknown) => void): Unsubscribe {
      return ctx.watch(
        {
          name: 'submission',
          precheck: () => void ctx.requireUid(),
          sources: isUuid(id) ? [{ table: 'submissions', filter: `id=eq.${id}` }] : [],
          load: async () => {
            if (!isUuid(id)) return null;
            // get_submission tells "another member's" (refused) from "missing" (no row).
            const rows = check(await client.rpc('get_submission', { p_id: id }));
            return rows[0] ? toSubmission(rows[0]) : null;
          },
        },
        callback,
        onError,
      );
    },

    async getResult(resultId: string): Promise<QuestionnaireResult | null> {
      ctx.requireUid();
      if (!isUuid(resultId)) return null;
      const rows = check(await client.rpc('get_result', { p_id: resultId }));
      return rows[0] ? toResult(rows[0]) : null;
    },

    async addQuestion(id: ClientId, input: QuestionInput): Promise<Question> {
      ctx.requireUid();
      const clean = cleanQuestionInput(input);
      if (!isUuid(clean.questionnaireId)) return noRow();
      const row = await createOnce(ctx, 'questions', id, questionInputRow(clean));
      return row ? toQuestion(row) : noRow();
    },

    async updateQuestion(id: string, input: QuestionInput): Promise<Question> {
      ctx.requireUid();
      const clean = cleanQuestionInput(input);
      if (!isUuid(id) || !isUuid(clean.questionnaireId)) return noRow();
      const rows = check(await client.from('questions').update(questionInputRow(clean)).eq('id', id).select('*'));
      if (rows.length === 0) return noRow();
      return toQuestion(rows[0]!);
    },

    async deleteQuestion(id: string): Promise<void> {
      ctx.requireUid();
      const rows = isUuid(id) ? (check(await client.from('questions').delete().eq('id', id).select('id')) ?? []) : [];
      if (rows.length === 0 && !(await isAdmin(ctx))) throw new DomainError('permission-denied');
    },
  };
}
