import { LIMITS } from '../../../core/constants';
import type { QuestionInput } from '../../../core/domain';
import { normalizeQuestionInput, validateQuestion, type QuestionDraft } from '../../../core/validation/question';

const zero = { overall: 0, skill: 0, execution: 0, teamwork: 0, risk: 0 };

const draft: QuestionDraft = {
  questionnaireId: 'qn1',
  part: 1,
  order: 20,
  text: ' 你如何面對風險？ ',
  type: 'single_choice',
  options: [
    { text: ' 勇往直前 ', scores: { overall: 5, risk: '3', skill: '' } },
    { text: '   ', scores: { overall: 9 } },
    { text: '先觀察', scores: { overall: null, execution: undefined } },
    { text: '請教別人' },
  ],
};

describe('normalizeQuestionInput', () => {
  it('drops blank options, trims texts and defaults scores to 0', () => {
    expect(normalizeQuestionInput(draft)).toEqual({
      questionnaireId: 'qn1',
      part: 1,
      order: 20,
      text: '你如何面對風險？',
      type: 'single_choice',
      options: [
        { text: '勇往直前', scores: { ...zero, overall: 5, risk: 3 } },
        { text: '先觀察', scores: zero },
        { text: '請教別人', scores: zero },
      ],
    });
  });

  it.each([undefined, null, '', '  '])('uses the default order for %p', (order) => {
    expect(LIMITS.QUESTION_DEFAULT_ORDER).toBe(10);
    expect(normalizeQuestionInput({ ...draft, order }).order).toBe(10);
  });

  it('parses numeric strings, keeps order 0, and leaves a blank part NaN for validation', () => {
    const q = normalizeQuestionInput({ ...draft, part: '2', order: '0' });
    expect(q.part).toBe(2);
    expect(q.order).toBe(0);
    expect(normalizeQuestionInput({ ...draft, part: '' }).part).toBeNaN();
    expect(normalizeQuestionInput({ ...draft, order: 'abc' }).order).toBeNaN();
  });

  it('turns non-numeric scores into 0 and defaults the type', () => {
    const q = normalizeQuestionInput({ ...draft, type: undefined, options: [{ text: 'a', scores: { skill: 'x' } }] });
    expect(q.type).toBe('single_choice');
    expect(q.options[0]?.scores).toEqual(zero);
  });
});

describe('validateQuestion', () => {
  const ok: QuestionInput = normalizeQuestionInput(draft);
  it('accepts a normalised question', () => {
    expect(validateQuestion(ok)).toEqual({});
    expect(validateQuestion({ ...ok, type: 'multiple_choice', order: -1.5 })).toEqual({});
  });
  it.each([
    [{ part: 0 }, { part: 'number_invalid' }],
    [{ part: -1 }, { part: 'number_invalid' }],
    [{ part: 1.5 }, { part: 'number_invalid' }],
    [{ part: Number.NaN }, { part: 'number_invalid' }],
    [{ order: Number.NaN }, { order: 'number_invalid' }],
    [{ order: Infinity }, { order: 'number_invalid' }],
    [{ text: '' }, { text: 'required' }],
    [{ text: 'a'.repeat(501) }, { text: 'too_long' }],
    [{ options: [] }, { options: 'options_too_few' }],
    [{ options: [{ text: '只有一個', scores: zero }] }, { options: 'options_too_few' }],
    [{ options: Array.from({ length: LIMITS.QUESTION_MAX_OPTIONS + 1 }, (_, i) => ({ text: `選項${i}`, scores: zero })) }, { options: 'options_too_many' }],
    [{ options: [{ text: ' ', scores: zero }, { text: 'b', scores: zero }] }, { options: 'required' }],
    [{ options: [{ text: 'a'.repeat(201), scores: zero }, { text: 'b', scores: zero }] }, { options: 'too_long' }],
    [{ options: [{ text: 'a', scores: { ...zero, risk: Number.NaN } }, { text: 'b', scores: zero }] }, { options: 'number_invalid' }],
    [{ type: 'essay' }, { type: 'value_invalid' }],
    [{ questionnaireId: '' }, { questionnaireId: 'required' }],
  ])('%j → %j', (change, errors) => expect(validateQuestion({ ...ok, ...change } as QuestionInput)).toEqual(errors));

  it('flags a draft whose options were all blank', () => {
    expect(validateQuestion(normalizeQuestionInput({ ...draft, options: [{ text: '' }, { text: ' ' }] }))).toEqual({
      options: 'options_too_few',
    });
    expect(validateQuestion(normalizeQuestionInput({ ...draft, options: [{ text: '唯一' }, { text: ' ' }] }))).toEqual({
      options: 'options_too_few',
    });
  });
});
