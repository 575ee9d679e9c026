import { ValidationError, type QuestionInput } from '../../../core/domain';
import { cleanQuestionInput } from '../../../core/rules/questionInput';

const scores = { overall: 1, skill: 2, execution: 3, teamwork: 4, risk: 5 };

const input = (over: Partial<QuestionInput> = {}): QuestionInput => ({
  questionnaireId: 'qn-1',
  part: 1,
  order: 2,
  text: '你偏好的工作節奏？',
  type: 'single_choice',
  options: [
    { text: '快速', scores },
    { text: '穩定', scores },
  ],
  ...over,
});

describe('cleanQuestionInput', () => {
  it('keeps a valid question as it is', () => {
    expect(cleanQuestionInput(input())).toEqual(input());
  });

  it('trims the questionnaire id, the text and every option text', () => {
    const clean = cleanQuestionInput(
      input({ questionnaireId: ' qn-1 ', text: '  你偏好的工作節奏？\n', options: [{ text: ' 快速 ', scores }, { text: '\u3000穩定', scores }] }),
    );
    expect(clean.questionnaireId).toBe('qn-1');
    expect(clean.text).toBe('你偏好的工作節奏？');
    expect(clean.options.map((o) => o.text)).toEqual(['快速', '穩定']);
  });

  it('keeps only the five score dimensions of an option', () => {
    const extra = { ...scores, bonus: 9 } as typeof scores;
    const clean = cleanQuestionInput(input({ options: [{ text: 'A', scores: extra }, { text: 'B', scores }] }));
    expect(clean.options[0]?.scores).toEqual(scores);
  });

  it('returns a new object: the input is not changed', () => {
    const original = input({ text: ' 題目 ' });
    cleanQuestionInput(original);
    expect(original.text).toBe(' 題目 ');
  });

  it.each<[string, Partial<QuestionInput>, string]>([
    ['a blank text', { text: '   ' }, 'text'],
    ['no questionnaire', { questionnaireId: '' }, 'questionnaireId'],
    ['a part below 1', { part: 0 }, 'part'],
    ['an unknown type', { type: 'essay' as QuestionInput['type'] }, 'type'],
    ['a single option', { options: [{ text: '唯一', scores }] }, 'options'],
  ])('refuses %s with a ValidationError on that field', (_, over, field) => {
    let error: unknown;
    try {
      cleanQuestionInput(input(over));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toHaveProperty(field);
  });
});
