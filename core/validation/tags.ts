import type { ValidationCode } from './codes';
import { TEXT_LIMITS } from './limits';
import { isBlank, isTooLong, trimmed, trimText } from './text';

/**
 * Why a tag was not added. `tag_too_long` and `too_many_tags` are the save's own bounds
 * (TEXT_LIMITS.TAG and TEXT_LIMITS.TAGS), checked as the tag is added so the list never holds
 * what the save would refuse.
 */
export type AddTagCode = 'tag_duplicate' | 'required' | 'tag_too_long' | 'too_many_tags';

export type AddTagResult = { ok: true; list: string[] } | { ok: false; code: AddTagCode };

function key(tag: string): string {
  return trimText(tag).toLocaleLowerCase();
}

/**
 * Tag inputs (spec 5): Enter adds the trimmed text. Blank text gives `required` (the caller just
 * ignores it); a tag over TEXT_LIMITS.TAG code points gives `tag_too_long`; text already in the
 * list, compared case-insensitively, gives `tag_duplicate` ("This item already exists!"); a list
 * that already holds TEXT_LIMITS.TAGS tags gives `too_many_tags`. The list passed in is never
 * changed.
 */
export function addTag(list: readonly string[], raw: string): AddTagResult {
  const tag = trimmed(raw);
  if (tag === '') return { ok: false, code: 'required' };
  if (isTooLong(tag, TEXT_LIMITS.TAG)) return { ok: false, code: 'tag_too_long' };
  const k = key(tag);
  if (list.some((t) => key(t) === k)) return { ok: false, code: 'tag_duplicate' };
  if (list.length >= TEXT_LIMITS.TAGS) return { ok: false, code: 'too_many_tags' };
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

/**
 * A saved tag list (skills, interests, …): absent, or at most TEXT_LIMITS.TAGS tags, none blank,
 * none over TEXT_LIMITS.TAG, no two the same (compared as addTag compares).
 */
export function tagListError(list: unknown): ValidationCode | null {
  if (list === undefined || list === null) return null;
  if (!Array.isArray(list)) return 'value_invalid';
  if (list.length > TEXT_LIMITS.TAGS) return 'too_long';
  for (const tag of list) {
    if (isBlank(tag)) return 'required';
    if (isTooLong(tag, TEXT_LIMITS.TAG)) return 'too_long';
  }
  return hasDuplicateTags(list as string[]) ? 'tag_duplicate' : null;
}
