import { emptyProfile, type ArchetypeResultRef, type UserProfile } from '../../../core/domain';
import {
  assessmentLinkTarget,
  canRetake,
  canTakeQuestionnaire,
  resultRedirect,
  retakesLeft,
} from '../../../core/rules/questionnaireEligibility';

const profile = (archetypeResult: ArchetypeResultRef | null): UserProfile => ({
  ...emptyProfile('u', 'n', 0),
  archetypeResult,
});
const result = (retakeCount: number, resultId = 'r1'): ArchetypeResultRef => ({
  archetype: 'pioneer',
  overallScore: 70,
  resultId,
  retakeCount,
});

describe('canTakeQuestionnaire', () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [5, false],
  ])('%i submissions → %p', (n, ok) => expect(canTakeQuestionnaire(n)).toBe(ok));
});

describe('canRetake / retakesLeft', () => {
  it.each([
    [0, true, 1],
    [1, false, 0],
    [2, false, 0],
  ])('retakeCount %i → %p, %i left', (n, ok, left) => {
    expect(canRetake(n)).toBe(ok);
    expect(retakesLeft(n)).toBe(left);
  });
});

describe('assessmentLinkTarget', () => {
  it.each<[string, UserProfile | null, string]>([
    ['signed out', null, '/questionnaire'],
    ['no result', profile(null), '/questionnaire'],
    ['first result, retake left', profile(result(0)), '/questionnaire'],
    ['after the retake', profile(result(1)), '/questionnaire/result/r1'],
    ['retakeCount above 1', profile(result(2, 'abc')), '/questionnaire/result/abc'],
    ['retakeCount 1 but no resultId', profile(result(1, '')), '/questionnaire'],
  ])('%s', (_l, p, target) => expect(assessmentLinkTarget(p)).toBe(target));
});

describe('resultRedirect', () => {
  it.each<[string, UserProfile | null, { resultId: string | null } | null, unknown]>([
    ['profile result first', profile(result(0, 'fromProfile')), { resultId: 'fromSub' }, { resultId: 'fromProfile' }],
    ['else latest submission', profile(null), { resultId: 'fromSub' }, { resultId: 'fromSub' }],
    ['profile without resultId', profile(result(0, '')), { resultId: 'fromSub' }, { resultId: 'fromSub' }],
    ['no profile', null, { resultId: 'fromSub' }, { resultId: 'fromSub' }],
    ['submission not scored yet', profile(null), { resultId: null }, { error: 'no_result_found' }],
    ['nothing at all', null, null, { error: 'no_result_found' }],
  ])('%s', (_l, p, latest, expected) => expect(resultRedirect(p, latest)).toEqual(expected));
});
