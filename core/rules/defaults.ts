import { nameText } from '../validation/text';

/** Spec 7, Authentication: a member created by social sign-in without a name is "New member". */
export const DEFAULT_MEMBER_NAME = '新會員';

/** The name to show or store: the name as stored (core nameText), or DEFAULT_MEMBER_NAME when blank. */
export function memberNameOrDefault(name: string | null | undefined): string {
  const n = typeof name === 'string' ? nameText(name) : '';
  return n === '' ? DEFAULT_MEMBER_NAME : n;
}
