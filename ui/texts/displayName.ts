/** How a member's name is shown (errors: ./errorText.ts and ./inputErrorText.ts; enumerations: ./enumFormat.ts). */
import { common } from './common';

/** A member's display name, falling back to 未命名. */
export function displayName(name: string | null | undefined): string {
  const n = typeof name === 'string' ? name.trim() : '';
  return n === '' ? common.unnamed : n;
}
