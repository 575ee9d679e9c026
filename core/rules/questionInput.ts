import { ValidationError, type QuestionInput } from '../domain';
import { hasErrors } from '../validation/codes';
import { validateQuestion } from '../validation/question';
import { trimText } from '../validation/text';

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
    text: trimText(input.text),
    type: input.type,
    options: input.options.map((o) => ({
      text: trimText(o.text),
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
