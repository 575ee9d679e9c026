/** Finding a member's account by address, and the session it gives. */
import { DomainError } from '../../core/domain';
import type { AuthSession } from '../../core/ports';
import { loadValidation } from './validation';
import type { Account, DbData } from './database';

export function normalizeEmail(email: string): string {
  return (typeof email === 'string' ? email : '').trim().toLowerCase();
}

export function findAccountByEmail(data: DbData, email: string): Account | null {
  const e = normalizeEmail(email);
  for (const a of Object.values(data.accounts)) if (a.email === e) return a;
  return null;
}

export function sessionOf(a: Account): AuthSession {
  return { uid: a.uid, email: a.email, displayName: a.displayName, emailVerified: a.emailVerified };
}

/** The validators load on the first sign-in or registration (./validation.ts). */
export async function checkEmail(email: string): Promise<string> {
  const { emailError } = await loadValidation();
  if (emailError(email) !== null) throw new DomainError('auth/invalid-email');
  return normalizeEmail(email);
}
