/** Small text helpers shared by the validators. */

/** Length in Unicode code points (what a person counts, and SQL `char_length`). */
export function textLength(value: string): number {
  return [...value].length;
}

/** `undefined`, `null`, non-strings and whitespace-only strings are blank. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** The trimmed string, or '' for anything that is not a string. */
export function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function isTooLong(value: unknown, max: number): boolean {
  return textLength(trimmed(value)) > max;
}
