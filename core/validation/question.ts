import { LIMITS } from '../constants';
import {
  QUESTION_TYPES,
  SCORE_DIMENSIONS,
  isOneOf,
  type DimensionScores,
  type QuestionInput,
  type QuestionType,
  type ScoreDimension,
} from '../domain';
import type { FieldErrors } from './codes';
import { TEXT_LIMITS } from './limits';
import { isBlank, isTooLong, trimmed, trimText } from './text';

/** A number field as a form may hand it over: a number, a numeric string, blank or missing. */
export type NumberLike = number | string | null | undefined;

export interface QuestionOptionDraft {
  text: string;
  scores?: Partial<Record<ScoreDimension, NumberLike>> | null;
}

/** The question editor's raw values, before normalisation. */
export interface QuestionDraft {
  questionnaireId: string;
  part: NumberLike;
  order?: NumberLike;
  text: string;
  type?: QuestionType | null;
  options: readonly QuestionOptionDraft[];
}

export type QuestionField = keyof QuestionInput;

function isBlankNumber(v: NumberLike): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

function toNumber(v: NumberLike): number {
  if (isBlankNumber(v)) return Number.NaN;
  return typeof v === 'number' ? v : Number((v as string).trim());
}

function score(v: NumberLike): number {
  const n = toNumber(v);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Question editor (spec 5): options with blank text are dropped; missing, blank (or non-numeric)
 * scores become 0; a blank order becomes LIMITS.QUESTION_DEFAULT_ORDER; texts are trimmed; the
 * type defaults to single_choice. A blank or non-numeric part stays NaN for validateQuestion.
 */
export function normalizeQuestionInput(draft: QuestionDraft): QuestionInput {
  return {
    questionnaireId: trimmed(draft.questionnaireId),
    part: toNumber(draft.part),
    order: isBlankNumber(draft.order) ? LIMITS.QUESTION_DEFAULT_ORDER : toNumber(draft.order),
    text: trimmed(draft.text),
    type: draft.type ?? 'single_choice',
    options: (draft.options ?? [])
      .filter((o) => !isBlank(o.text))
      .map((o) => {
        const scores = {} as DimensionScores;
        for (const d of SCORE_DIMENSIONS) scores[d] = score(o.scores?.[d]);
        return { text: trimText(o.text), scores };
      }),
  };
}

/**
 * Question (spec 5): part a positive integer, order a finite number ('number_invalid'), text
 * required, at least LIMITS.QUESTION_MIN_OPTIONS options ('options_too_few': one option is no
 * choice) and at most LIMITS.QUESTION_MAX_OPTIONS ('options_too_many'), every option with text
 * and finite scores, the type a QUESTION_TYPES code, the questionnaireId present.
 */
export function validateQuestion(input: QuestionInput): FieldErrors<QuestionField> {
  const errors: FieldErrors<QuestionField> = {};
  if (isBlank(input.questionnaireId)) errors.questionnaireId = 'required';
  if (typeof input.part !== 'number' || !Number.isInteger(input.part) || input.part < 1) errors.part = 'number_invalid';
  if (typeof input.order !== 'number' || !Number.isFinite(input.order)) errors.order = 'number_invalid';
  if (isBlank(input.text)) errors.text = 'required';
  else if (isTooLong(input.text, TEXT_LIMITS.QUESTION_TEXT)) errors.text = 'too_long';
  if (!isOneOf(QUESTION_TYPES, input.type)) errors.type = 'value_invalid';
  const options = Array.isArray(input.options) ? input.options : [];
  if (options.length < LIMITS.QUESTION_MIN_OPTIONS) errors.options = 'options_too_few';
  else if (options.length > LIMITS.QUESTION_MAX_OPTIONS) errors.options = 'options_too_many';
  else if (options.some((o) => isBlank(o.text))) errors.options = 'required';
  else if (options.some((o) => isTooLong(o.text, TEXT_LIMITS.OPTION_TEXT))) errors.options = 'too_long';
  else if (
    options.some((o) =>
      SCORE_DIMENSIONS.some((d) => typeof o.scores?.[d] !== 'number' || !Number.isFinite(o.scores[d])),
    )
  ) {
    errors.options = 'number_invalid';
  }
  return errors;
}
