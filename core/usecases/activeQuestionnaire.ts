import type { Question, Questionnaire } from '../domain';
import type { QuestionnaireRepository } from '../ports';

export interface LoadedQuestionnaire {
  questionnaire: Questionnaire;
  questions: Question[];
}

/**
 * The active questionnaire and its questions (part, then order); null when none is active.
 * Members take it (QuestionnaireUseCases), admins edit it (AdminUseCases): each group of use
 * cases loads on its own, so both call this rather than each other.
 */
export async function loadActiveQuestionnaire(
  repository: QuestionnaireRepository,
): Promise<LoadedQuestionnaire | null> {
  const questionnaire = await repository.getActiveQuestionnaire();
  if (!questionnaire) return null;
  const questions = await repository.listQuestions(questionnaire.id);
  return { questionnaire, questions };
}
