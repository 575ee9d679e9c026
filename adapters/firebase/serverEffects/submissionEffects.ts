/**
 * A questionnaire submission → scored with core's archetype scoring, the result written to
 * questionnaire_results/{submissionId}, its id written back to the submission and, for the
 * member's newest assessment, to the member's archetypeResult. A submission that does not answer
 * each question of its questionnaire exactly once with one of its options (core's
 * validateAnswers, the law here: firestore.rules cannot read the questions) is refused instead:
 * never scored, and marked with the reason, which the client's watch reports as an error.
 */
import type { Answer, Uid } from '../../../core/domain';
import { scoreAnswers, type ScorableQuestion, type ScoredAnswers } from '../../../core/scoring/archetypeScoring';
import { validateAnswers } from '../../../core/validation/questionnaire';
import { SUBMISSION_REFUSED_FIELD } from '../mapping';
import { docPaths } from '../paths';
import type { Write } from './writes';

export interface SubmissionCreated {
  submissionId: string;
  userId: Uid;
  questionnaireId: string;
  answers: Answer[];
  createdAtMs: number;
  resultId: string | null;
}

export interface SubmissionState {
  /** The questions of the submission's questionnaire. */
  questions: ScorableQuestion[];
  /** Every submission of the member (this one included or not); refused ones are not assessments. */
  memberSubmissions: { id: string; createdAtMs: number; refused?: boolean }[];
  /** The member's current archetypeResult.retakeCount; null when none (or no user document). */
  currentRetakeCount: number | null;
  userExists: boolean;
}

export interface SubmissionPlan {
  resultId: string;
  retakeCount: number;
  scored: ScoredAnswers;
  writes: Write[];
}

export interface SubmissionRefusal {
  refused: 'answers_incomplete';
  writes: Write[];
}

function earlier(a: { id: string; createdAtMs: number }, b: { id: string; createdAtMs: number }): boolean {
  return a.createdAtMs < b.createdAtMs || (a.createdAtMs === b.createdAtMs && a.id < b.id);
}

/** null when the submission already has its result (a retried trigger) or names no member. */
export function planSubmissionScoring(
  s: SubmissionCreated,
  state: SubmissionState,
  nowMs: number,
): SubmissionPlan | SubmissionRefusal | null {
  if (s.resultId || !s.userId) return null;
  const invalid = validateAnswers(state.questions, s.answers);
  if (invalid) {
    return { refused: invalid, writes: [{ op: 'update', path: docPaths.submission(s.submissionId), data: { [SUBMISSION_REFUSED_FIELD]: invalid } }] };
  }
  const self = { id: s.submissionId, createdAtMs: s.createdAtMs };
  const retakeCount = state.memberSubmissions.filter((o) => !o.refused && o.id !== s.submissionId && earlier(o, self)).length;
  const scored = scoreAnswers(state.questions, s.answers);
  const resultId = s.submissionId;
  const writes: Write[] = [
    {
      op: 'set',
      path: docPaths.result(resultId),
      data: {
        userId: s.userId,
        submissionId: s.submissionId,
        questionnaireId: s.questionnaireId,
        overallScore: scored.overallScore,
        archetype: scored.archetype,
        retakeCount,
        dimensionScores: scored.dimensionScores,
        createdAt: new Date(nowMs),
      },
    },
    { op: 'update', path: docPaths.submission(s.submissionId), data: { resultId } },
  ];
  if (state.userExists && (state.currentRetakeCount === null || retakeCount >= state.currentRetakeCount)) {
    writes.push({
      op: 'update',
      path: docPaths.user(s.userId),
      data: { archetypeResult: { archetype: scored.archetype, overallScore: scored.overallScore, resultId, retakeCount } },
    });
  }
  return { resultId, retakeCount, scored, writes };
}
