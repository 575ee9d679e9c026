import vectorsFile from '../../../core/scoring/archetype-vectors.json';
import {
  archetypeFor,
  normalizeOptionScores,
  percentOf,
  roundHalfUp,
  scoreAnswers,
  type ScorableQuestion,
} from '../../../core/scoring/archetypeScoring';
import {
  ARCHETYPES,
  SCORE_DIMENSIONS,
  type Answer,
  type Archetype,
  type DimensionScores,
  type Question,
} from '../../../core/domain';

interface Vector {
  name: string;
  questions: ScorableQuestion[];
  answers: Answer[];
  expected: { overallScore: number; archetype: Archetype; dimensionScores: DimensionScores };
}

const vectors = (vectorsFile as unknown as { vectors: Vector[] }).vectors;

describe('archetype-vectors.json', () => {
  it('holds at least 12 vectors with unique names, covering every archetype', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(12);
    expect(new Set(vectors.map((v) => v.name)).size).toBe(vectors.length);
    const covered = new Set(vectors.map((v) => v.expected.archetype));
    for (const a of ARCHETYPES) expect(covered).toContain(a);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    expect(Object.keys(v.expected.dimensionScores).sort()).toEqual([...SCORE_DIMENSIONS].sort());
    expect(scoreAnswers(v.questions, v.answers)).toEqual(v.expected);
  });
});

describe('normalizeOptionScores', () => {
  it('fills missing dimensions with 0', () => {
    expect(normalizeOptionScores({ scores: { risk: 2 } })).toEqual({
      overall: 0,
      skill: 0,
      execution: 0,
      teamwork: 0,
      risk: 2,
    });
  });
  it('counts a legacy value for overall only', () => {
    expect(normalizeOptionScores({ value: 7 })).toEqual({ overall: 7, skill: 0, execution: 0, teamwork: 0, risk: 0 });
  });
  it('prefers scores over a value', () => {
    expect(normalizeOptionScores({ scores: { skill: 1 }, value: 9 })).toEqual({
      overall: 0,
      skill: 1,
      execution: 0,
      teamwork: 0,
      risk: 0,
    });
  });
  it('uses the value when scores is null', () => {
    expect(normalizeOptionScores({ scores: null, value: 3 }).overall).toBe(3);
  });
  it('turns non-finite numbers into 0', () => {
    expect(
      normalizeOptionScores({ scores: { overall: Number.NaN, skill: Infinity, risk: 'x' as unknown as number } }),
    ).toEqual({
      overall: 0,
      skill: 0,
      execution: 0,
      teamwork: 0,
      risk: 0,
    });
    expect(normalizeOptionScores({ value: Number.NaN }).overall).toBe(0);
    expect(normalizeOptionScores({})).toEqual({ overall: 0, skill: 0, execution: 0, teamwork: 0, risk: 0 });
  });
});

describe('rounding and percent', () => {
  it.each([
    [12.5, 13],
    [12.4999, 12],
    [39.5, 40],
    [0.5, 1],
    [99.5, 100],
    [-0.5, 0],
  ])('roundHalfUp(%p) = %p', (x, r) => expect(roundHalfUp(x)).toBe(r));

  it.each([
    [1, 8, 13],
    [3, 8, 38],
    [1, 3, 33],
    [2, 3, 67],
    [5, 0, 0],
    [5, -2, 0],
    [-1, 4, 0],
    [4, 4, 100],
  ])('percentOf(%p, %p) = %p', (n, d, p) => expect(percentOf(n, d)).toBe(p));
});

describe('archetypeFor', () => {
  const s = (overall: number, execution: number, risk: number, skill: number, teamwork: number): DimensionScores => ({
    overall,
    execution,
    risk,
    skill,
    teamwork,
  });
  it.each([
    [s(39, 100, 0, 0, 0), 'dreamer'],
    [s(40, 90, 0, 0, 0), 'navigator'],
    [s(40, 10, 90, 0, 0), 'pioneer'],
    [s(40, 10, 0, 90, 0), 'artisan'],
    [s(40, 10, 0, 0, 90), 'collaborator'],
    [s(80, 50, 50, 50, 50), 'navigator'],
    [s(80, 10, 50, 50, 50), 'pioneer'],
    [s(80, 10, 20, 50, 50), 'artisan'],
  ] as const)('%j → %s', (scores, archetype) => expect(archetypeFor(scores)).toBe(archetype));
});

describe('scoreAnswers with domain Questions', () => {
  it('accepts Question objects as stored and ignores answers for unknown questions', () => {
    const q: Question = {
      id: 'a',
      questionnaireId: 'qn',
      part: 1,
      order: 10,
      text: '？',
      type: 'single_choice',
      options: [
        { text: '甲', scores: { overall: 1, skill: 0, execution: 2, teamwork: 0, risk: 0 } },
        { text: '乙', scores: { overall: 2, skill: 0, execution: 0, teamwork: 0, risk: 0 } },
      ],
    };
    const r = scoreAnswers(
      [q],
      [
        { questionId: 'a', chosenOptionIndex: 1 },
        { questionId: 'zzz', chosenOptionIndex: 0 },
      ],
    );
    expect(r).toEqual({
      overallScore: 100,
      archetype: 'navigator',
      dimensionScores: { overall: 100, skill: 0, execution: 0, teamwork: 0, risk: 0 },
    });
  });

  it('uses the first of two questions sharing an id', () => {
    const r = scoreAnswers(
      [
        { id: 'x', options: [{ value: 1 }, { value: 2 }] },
        { id: 'x', options: [{ value: 1 }, { value: 100 }] },
      ],
      [{ questionId: 'x', chosenOptionIndex: 0 }],
    );
    expect(r.overallScore).toBe(50);
  });
});
