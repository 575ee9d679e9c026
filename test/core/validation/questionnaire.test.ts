import type { Answer } from '../../../core/domain';
import { allAnswered, validateAnswers } from '../../../core/validation/questionnaire';

const opt = { text: 'x', scores: { overall: 0, skill: 0, execution: 0, teamwork: 0, risk: 0 } };
const questions = [
  { id: 'q1', options: [opt, opt] },
  { id: 'q2', options: [opt, opt, opt] },
];
const a = (questionId: string, chosenOptionIndex: number): Answer => ({ questionId, chosenOptionIndex });

describe('validateAnswers', () => {
  it('accepts every question answered once, in any order', () => {
    expect(validateAnswers(questions, [a('q1', 0), a('q2', 2)])).toBeNull();
    expect(validateAnswers(questions, [a('q2', 0), a('q1', 1)])).toBeNull();
    expect(allAnswered(questions, [a('q1', 0), a('q2', 2)])).toBe(true);
  });
  it.each([
    ['none', []],
    ['one missing', [a('q1', 0)]],
    ['answered twice', [a('q1', 0), a('q1', 1)]],
    ['twice plus the other', [a('q1', 0), a('q1', 1), a('q2', 0)]],
    ['unknown question', [a('q1', 0), a('zz', 0)]],
    ['extra unknown question', [a('q1', 0), a('q2', 0), a('zz', 0)]],
    ['index too high', [a('q1', 2), a('q2', 0)]],
    ['negative index', [a('q1', -1), a('q2', 0)]],
    ['fractional index', [a('q1', 0.5), a('q2', 0)]],
    ['NaN index', [a('q1', Number.NaN), a('q2', 0)]],
    ['an over-long question id', [a('q1', 0), a('q'.repeat(129), 0)]],
    ['a question id that is not text', [a('q1', 0), { questionId: 7, chosenOptionIndex: 0 } as unknown as Answer]],
  ])('%s → answers_incomplete', (_label, answers) => {
    expect(validateAnswers(questions, answers)).toBe('answers_incomplete');
    expect(allAnswered(questions, answers)).toBe(false);
  });
  it('refuses an empty questionnaire and a question without options', () => {
    expect(validateAnswers([], [])).toBe('answers_incomplete');
    expect(validateAnswers([{ id: 'q', options: [] }], [a('q', 0)])).toBe('answers_incomplete');
  });
});

describe('validateAnswers bounds', () => {
  it('refuses more answers than any questionnaire has, before looking at the questions', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ id: `q${i}`, options: [opt] }));
    expect(validateAnswers(many, many.map((q) => a(q.id, 0)))).toBe('answers_incomplete');
    expect(validateAnswers(many.slice(0, 100), many.slice(0, 100).map((q) => a(q.id, 0)))).toBeNull();
  });
});
