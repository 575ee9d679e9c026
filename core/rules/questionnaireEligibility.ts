import { LIMITS } from '../constants';
import type { Submission, UserProfile } from '../domain';

/** Spec 4: a member with fewer than 2 submissions may take the questionnaire. */
export function canTakeQuestionnaire(submissionCount: number): boolean {
  return submissionCount < LIMITS.QUESTIONNAIRE_MAX_SUBMISSIONS;
}

/** Spec 4: retake allowed only while retakeCount is below 1. */
export function canRetake(retakeCount: number): boolean {
  return retakeCount < LIMITS.QUESTIONNAIRE_MAX_RETAKES;
}

/** How many retakes are left, for "Re-assess (1 chance left)". Never below 0. */
export function retakesLeft(retakeCount: number): number {
  return Math.max(0, LIMITS.QUESTIONNAIRE_MAX_RETAKES - retakeCount);
}

export function resultPath(resultId: string): string {
  return `/questionnaire/result/${encodeURIComponent(resultId)}`;
}

/**
 * Spec 2, header: the Startup assessment link goes to the result page when the member's result
 * exists with retakeCount of at least 1 and a resultId; otherwise to the questionnaire.
 */
export function assessmentLinkTarget(profile: Pick<UserProfile, 'archetypeResult'> | null): string {
  const r = profile?.archetypeResult;
  if (r && r.retakeCount >= 1 && typeof r.resultId === 'string' && r.resultId !== '') return resultPath(r.resultId);
  return '/questionnaire';
}

export type ResultRedirect = { resultId: string } | { error: 'no_result_found' };

/**
 * Spec 4: with 2 or more submissions the member is sent to the result: the profile's resultId,
 * else the latest submission's, else an error ("...cannot find your last result record...").
 */
export function resultRedirect(
  profile: Pick<UserProfile, 'archetypeResult'> | null,
  latest: Pick<Submission, 'resultId'> | null,
): ResultRedirect {
  const fromProfile = profile?.archetypeResult?.resultId;
  if (typeof fromProfile === 'string' && fromProfile !== '') return { resultId: fromProfile };
  const fromSubmission = latest?.resultId;
  if (typeof fromSubmission === 'string' && fromSubmission !== '') return { resultId: fromSubmission };
  return { error: 'no_result_found' };
}
