/**
 * What a member typed but has not yet saved or sent, kept in this tab's sessionStorage so an
 * accidental reload loses nothing. A draft's key names its kind, the member and what it is about
 * (a chat partner, a project), so a member signing in on the same tab never sees another's.
 * Storage failures (private mode, quota) are ignored: a draft is a convenience only.
 */
export interface DraftStorage {
  /** The stored value, parsed, or null when there is none (or it cannot be read). */
  load(key: string): unknown;
  save(key: string, value: unknown): void;
  clear(key: string): void;
}

export function draftKey(kind: string, uid: string, subject = ''): string {
  return `cofounder.${kind}Draft:${uid}:${subject}`;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The tab's sessionStorage. */
export const sessionDrafts: DraftStorage = {
  load(key) {
    try {
      const raw = storage()?.getItem(key);
      return raw ? (JSON.parse(raw) as unknown) : null;
    } catch {
      return null;
    }
  },
  save(key, value) {
    try {
      storage()?.setItem(key, JSON.stringify(value));
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

/** One form's draft: its key, and how to tell a stored value is whole before using it. */
export interface FormDraft<T> {
  load(): T | null;
  save(values: T): void;
  clear(): void;
}

type DraftValue = string | readonly string[];

/**
 * A stored value shaped exactly like `template` (same keys, each a string or a list of strings
 * as there), or null: a draft is used whole or not at all, never half applied.
 */
export function sameShape<T extends { [K in keyof T]: DraftValue }>(value: unknown, template: T): T | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  for (const [key, sample] of Object.entries(template) as [string, DraftValue][]) {
    const v = record[key];
    if (typeof sample === 'string' ? typeof v !== 'string' : !Array.isArray(v) || v.some((x) => typeof x !== 'string'))
      return null;
  }
  const out: Record<string, DraftValue> = {};
  for (const key of Object.keys(template)) out[key] = record[key] as DraftValue;
  return out as unknown as T;
}

/** A form's draft under `key` in `store` (the tab's sessionStorage unless a test gives another). */
export function formDraft<T>(
  key: string,
  read: (value: unknown) => T | null,
  store: DraftStorage = sessionDrafts,
): FormDraft<T> {
  return {
    load: () => read(store.load(key)),
    save: (values) => store.save(key, values),
    clear: () => store.clear(key),
  };
}
