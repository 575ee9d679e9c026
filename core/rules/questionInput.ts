import { ValidationError, type QuestionInput } from '../domain';
import { hasErrors } from '../validation/codes';
import { validateQuestion } from '../validation/question';

/**
 * A questionnaire question as every backend stores it: checked by core's rule (a ValidationError
 * otherwise), its texts trimmed and each option's scores limited to the five dimensions, so a
 * stored question holds nothing the scoring does not read.
 */
export function cleanQuestionInput(input: QuestionInput): QuestionInput {
  const errors = validateQuestion(input);
  if (hasErrors(errors)) throw new ValidationError(errors);
  return {
    questionnaireId: input.questionnaireId.trim(),
    part: input.part,
    order: input.order,
    text: input.text.trim(),
    type: input.type,
    options: input.options.map((o) => ({
      text: o.text.trim(),
      scores: {
        overall: o.scores.overall,
        skill: o.scores.skill,
        execution: o.scores.execution,
        teamwork: o.scores.teamwork,
        risk: o.scores.risk,
      },
    })),
  };
}
