/**
 * The copy of reported content a report keeps, the same on every backend (firestore.rules and
 * the Supabase function build it the same way): a member's name, then " — " and their headline
 * when they have one; a project's name; a message's text.
 */
export const EXCERPT_SEPARATOR = ' — ';

export function memberExcerpt(name: string, headline: string): string {
  return headline === '' ? name : `${name}${EXCERPT_SEPARATOR}${headline}`;
}
