import { LIMITS } from '../constants';
import type { Answer, Question } from '../domain';

/**
 * Spec 5, Questionnaire: all questions answered. Valid when every question is answered exactly
 * once with an integer option index inside its options, and no answer names an unknown
 * question. Otherwise 'answers_incomplete'. More answers than any questionnaire has, or a question
 * id longer than any, is refused before the questions are looked at (LIMITS).
 */
export function validateAnswers(
  questions: readonly { readonly id: Question['id']; readonly options: readonly unknown[] }[],
  answers: readonly Answer[],
): 'answers_incomplete' | null {
  if (answers.length > LIMITS.QUESTIONNAIRE_MAX_ANSWERS) return 'answers_incomplete';
  if (questions.length === 0 || answers.length !== questions.length) return 'answers_incomplete';
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answered = new Set<string>();
  for (const a of answers) {
    if (typeof a.questionId !== 'string' || a.questionId.length > LIMITS.QUESTION_ID_MAX_LENGTH) return 'answers_incomplete';
    const q = byId.get(a.questionId);
    if (!q || answered.has(a.questionId)) return 'answers_incomplete';
    const i = a.chosenOptionIndex;
    if (!Number.isInteger(i) || i < 0 || i >= q.options.length) return 'answers_incomplete';
    answered.add(a.questionId);
  }
  return answered.size === byId.size ? null : 'answers_incomplete';
}

/** Whether the "Finish assessment" button is enabled. */
export function allAnswered(
  questions: readonly Pick<Question, 'id' | 'options'>[],
  answers: readonly Answer[],
): boolean {
  return validateAnswers(questions, answers) === null;
}
