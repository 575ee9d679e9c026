import { draftKey as sharedDraftKey, sessionDrafts } from '../stores/sessionDrafts';

/**
 * The answers a member has picked but not yet submitted, kept in this tab's sessionStorage so
 * an accidental reload loses nothing. Per member and questionnaire; cleared once submitted.
 * The tab's shared draft store (ui/stores/sessionDrafts.ts) keeps them.
 */
export interface AnswerDraftStorage {
  load(key: string): Record<string, number> | null;
  save(key: string, answers: Record<string, number>): void;
  clear(key: string): void;
}

export function draftKey(uid: string, questionnaireId: string): string {
  return sharedDraftKey('questionnaire', uid, questionnaireId);
}

function parse(value: unknown): Record<string, number> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'number' && Number.isInteger(v) && v >= 0) out[k] = v;
  return out;
}

/** The tab's sessionStorage. */
export const sessionAnswerDraft: AnswerDraftStorage = {
  load: (key) => parse(sessionDrafts.load(key)),
  save: (key, answers) => sessionDrafts.save(key, answers),
  clear: (key) => sessionDrafts.clear(key),
};
