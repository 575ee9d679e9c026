/**
 * The answers a member has picked but not yet submitted, kept in this tab's sessionStorage so
 * an accidental reload loses nothing. Per member and questionnaire; cleared once submitted.
 * Storage failures (private mode, quota) are ignored: the draft is a convenience only.
 */
export interface AnswerDraftStorage {
  load(key: string): Record<string, number> | null;
  save(key: string, answers: Record<string, number>): void;
  clear(key: string): void;
}

const PREFIX = 'cofounder.questionnaireDraft';

export function draftKey(uid: string, questionnaireId: string): string {
  return `${PREFIX}:${uid}:${questionnaireId}`;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): Record<string, number> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const out: Record<string, number> = {};
    for (const [k, v] of Object.entries(value)) if (typeof v === 'number' && Number.isInteger(v) && v >= 0) out[k] = v;
    return out;
  } catch {
    return null;
  }
}

/** The tab's sessionStorage. */
export const sessionAnswerDraft: AnswerDraftStorage = {
  load(key) {
    try {
      return parse(storage()?.getItem(key) ?? null);
    } catch {
      return null;
    }
  },
  save(key, answers) {
    try {
      storage()?.setItem(key, JSON.stringify(answers));
    } catch {
      // ignored: a draft is a convenience
    }
  },
  clear(key) {
    try {
      storage()?.removeItem(key);
    } catch {
      // ignored
    }
  },
};
