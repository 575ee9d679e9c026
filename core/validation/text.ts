/** Small text helpers shared by the validators. */

/**
 * What trimming takes off either end of a text: what JavaScript's trim() strips (\s), then the
 * characters that draw nothing: soft hyphen, combining grapheme joiner, zero-width and direction
 * marks, bidi embeddings, overrides and isolates, word joiner and invisible operators, Hangul and
 * Braille blanks. A text of only these looks empty, so it is blank. Emoji keep what they are built
 * with (variation selectors and tag characters are not here). The backends' rules hold the same
 * list: firestore.rules blanks() and the Supabase migrations' app.js_trim.
 */
// The class lists joiners and marks as single code points on purpose: alone at an end, they draw nothing.
// eslint-disable-next-line no-misleading-character-class
export const BLANK_EDGES = /^[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFFA0]+|[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFFA0]+$/gu;

/** Length in Unicode code points (what a person counts, and SQL `char_length`). */
export function textLength(value: string): number {
  return [...value].length;
}

/** The text without BLANK_EDGES. */
export function trimText(value: string): string {
  return value.replace(BLANK_EDGES, '');
}

/** `undefined`, `null`, non-strings and strings that trim to nothing are blank. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || trimText(value) === '';
}

/** The trimmed string, or '' for anything that is not a string. */
export function trimmed(value: unknown): string {
  return typeof value === 'string' ? trimText(value) : '';
}

/**
 * The text without bidi embeddings, overrides and isolates. Inside a text quoted in another (a
 * name, a message's preview in a notification) they would turn around the text around it.
 */
export function withoutBidiControls(value: string): string {
  return value.replace(/[\u202A-\u202E\u2066-\u2069]/gu, '');
}

/**
 * A member's or a project's name as stored: without bidi controls, trimmed. Names are shown inside
 * other texts (a notification, the inbox, an admin table); firestore.rules nameTitle() refuses
 * them, Supabase's stored-trimmed triggers take them out.
 */
export function nameText(value: string): string {
  return trimText(withoutBidiControls(value));
}

export function isTooLong(value: unknown, max: number): boolean {
  return textLength(trimmed(value)) > max;
}
