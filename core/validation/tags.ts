import { trimmed } from './text';

export type AddTagResult = { ok: true; list: string[] } | { ok: false; code: 'tag_duplicate' | 'required' };

function key(tag: string): string {
  return tag.trim().toLocaleLowerCase();
}

/**
 * Tag inputs (spec 5): Enter adds the trimmed text. Blank text gives `required` (the caller just
 * ignores it); text already in the list, compared case-insensitively, gives `tag_duplicate`
 * ("This item already exists!"). The list passed in is never changed.
 */
export function addTag(list: readonly string[], raw: string): AddTagResult {
  const tag = trimmed(raw);
  if (tag === '') return { ok: false, code: 'required' };
  const k = key(tag);
  if (list.some((t) => key(t) === k)) return { ok: false, code: 'tag_duplicate' };
  return { ok: true, list: [...list, tag] };
}

/** Trims every tag and drops blanks and (case-insensitive) duplicates, keeping the first. */
export function normalizeTags(list: readonly unknown[] | null | undefined): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of list ?? []) {
    const tag = trimmed(raw);
    if (tag === '') continue;
    const k = key(tag);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(tag);
  }
  return out;
}

/** Whether a list holds two tags equal after trimming and ignoring case. */
export function hasDuplicateTags(list: readonly string[]): boolean {
  const keys = list.map(key);
  return new Set(keys).size !== keys.length;
}
