import { makeAutoObservable, runInAction } from 'mobx';
import { LIMITS } from '../../core/constants';
import { SCORE_DIMENSIONS, isValidationError, newClientId } from '../../core/domain';
import type { ClientId, Question, QuestionType, ScoreDimension } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { editTarget } from '../../core/usecases/editTarget';
import { hasErrors, normalizeQuestionInput, validateQuestion } from '../../core/validation';
import type { FieldErrors, QuestionDraft, QuestionField } from '../../core/validation';
import { inputErrorText } from '../texts';
import { adminTexts } from './texts/common';

export interface OptionDraft {
  /** Stable React key. */
  key: number;
  text: string;
  scores: Record<ScoreDimension, string>;
}

export type QuestionSaveOutcome = { ok: true; question: Question; created: boolean } | { ok: false };

/** Options a new question starts with (the demo questions have four). */
export const NEW_QUESTION_OPTIONS = 4;

const blankScores = (): Record<ScoreDimension, string> =>
  Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, ''])) as Record<ScoreDimension, string>;

/**
 * The question form (spec 5 Question editor): part (a positive integer), order (a number, blank
 * is 10) and text required; options with text and five scores each. On save, core's
 * normalizeQuestionInput drops options without text and turns blank scores into 0; its
 * validateQuestion reports what is missing. Nothing typed is lost on an error.
 */
export class QuestionFormStore {
  open = false;
  editing: Question | null = null;
  questionnaireId = '';
  part = '';
  order = String(LIMITS.QUESTION_DEFAULT_ORDER);
  text = '';
  type: QuestionType = 'single_choice';
  options: OptionDraft[] = [];
  errors: FieldErrors<QuestionField> = {};
  attempted = false;
  saving = false;
  failure: string | null = null;
  private nextKey = 1;
  private opened = '';
  /** The id a new question is created under, kept across tries of this form. */
  private newId: ClientId = newClientId();

  constructor(private readonly useCases: UseCases) {
    makeAutoObservable<QuestionFormStore, 'useCases' | 'nextKey'>(
      this,
      { useCases: false, nextKey: false },
      { autoBind: true },
    );
  }

  /** Opens the form: a new question of `questionnaireId` (part prefilled when given), or `question`. */
  start(questionnaireId: string, question: Question | null, part?: number): void {
    this.open = true;
    this.newId = newClientId();
    this.editing = question;
    this.questionnaireId = question?.questionnaireId ?? questionnaireId;
    this.part = question ? String(question.part) : part !== undefined ? String(part) : '';
    this.order = String(question?.order ?? LIMITS.QUESTION_DEFAULT_ORDER);
    this.text = question?.text ?? '';
    this.type = question?.type ?? 'single_choice';
    this.options = question
      ? question.options.map((o) => ({
          key: this.nextKey++,
          text: o.text,
          scores: Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, String(o.scores?.[d] ?? 0)])) as Record<
            ScoreDimension,
            string
          >,
        }))
      : Array.from({ length: NEW_QUESTION_OPTIONS }, () => this.blankOption());
    if (this.options.length === 0) this.options.push(this.blankOption());
    this.errors = {};
    this.attempted = false;
    this.saving = false;
    this.failure = null;
    this.opened = this.typed;
  }

  /** What the admin typed, to tell an edit from the form as opened. */
  private get typed(): string {
    return JSON.stringify([this.part, this.order, this.text, this.type, this.options.map((o) => [o.text, o.scores])]);
  }

  /** Something was typed since the form opened: closing it asks first. */
  get dirty(): boolean {
    return this.open && this.typed !== this.opened;
  }

  close(): void {
    if (this.saving) return;
    this.open = false;
  }

  set(field: 'part' | 'order' | 'text', value: string): void {
    this[field] = value;
    if (this.attempted) this.validate();
  }

  setOptionText(key: number, value: string): void {
    const option = this.options.find((o) => o.key === key);
    if (option) option.text = value;
    if (this.attempted) this.validate();
  }

  setScore(key: number, dimension: ScoreDimension, value: string): void {
    const option = this.options.find((o) => o.key === key);
    if (option) option.scores[dimension] = value;
    if (this.attempted) this.validate();
  }

  /** Another option fits: a question has at most LIMITS.QUESTION_MAX_OPTIONS. */
  get canAddOption(): boolean {
    return this.options.length < LIMITS.QUESTION_MAX_OPTIONS;
  }

  /** Adds a blank option and returns its key (the view focuses it); null when none fits. */
  addOption(): number | null {
    if (!this.canAddOption) return null;
    const option = this.blankOption();
    this.options.push(option);
    return option.key;
  }

  removeOption(key: number): void {
    if (this.options.length <= 1) return;
    this.options = this.options.filter((o) => o.key !== key);
    if (this.attempted) this.validate();
  }

  /** What the use case receives: raw values; core normalises them. */
  get draft(): QuestionDraft {
    return {
      questionnaireId: this.questionnaireId,
      part: this.part,
      order: this.order,
      text: this.text,
      type: this.type,
      options: this.options.map((o) => ({ text: o.text, scores: { ...o.scores } })),
    };
  }

  validate(): boolean {
    this.errors = validateQuestion(normalizeQuestionInput(this.draft));
    return !hasErrors(this.errors);
  }

  async submit(): Promise<QuestionSaveOutcome> {
    if (this.saving) return { ok: false };
    this.attempted = true;
    this.failure = null;
    if (!this.validate()) return { ok: false };
    this.saving = true;
    const target = editTarget(this.editing, this.newId);
    try {
      const question = await this.useCases.admin.saveQuestion(target, this.draft);
      runInAction(() => {
        this.saving = false;
        this.open = false;
      });
      return { ok: true, question, created: target.isNew };
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        if (isValidationError(error)) this.errors = error.fields as FieldErrors<QuestionField>;
        else this.failure = inputErrorText(error, adminTexts.failures.save);
      });
      return { ok: false };
    }
  }

  private blankOption(): OptionDraft {
    return { key: this.nextKey++, text: '', scores: blankScores() };
  }
}
