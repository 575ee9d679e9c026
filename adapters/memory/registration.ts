/** Creating accounts: with a password, or on a first social sign-in. */
import type { SocialProvider } from '../../core/domain';
import { AUTH_PROVIDERS, DomainError, isOneOf } from '../../core/domain';
import type { AuthSession, RegisterInput } from '../../core/ports';
import { memberNameOrDefault } from '../../core/rules/defaults';
import { loadValidation } from './validation';
import { checkEmail, findAccountByEmail, sessionOf } from './accounts';
import type { MemoryContext } from './context';
import { newId } from './crypto';
import type { Account } from './database';
import { hashPassword, newSalt } from './passwords';
import { domSocialPrompt, hasDom, type SocialPrompt } from './socialPrompt';

export async function register(ctx: MemoryContext, input: RegisterInput): Promise<AuthSession> {
  const email = await checkEmail(input.email);
  const { passwordError } = await loadValidation();
  if (passwordError(input.password) !== null) throw new DomainError('auth/weak-password');
  if (ctx.db.read((d) => findAccountByEmail(d, email))) throw new DomainError('auth/email-already-in-use');
  const salt = newSalt();
  const passwordHash = await hashPassword(input.password, salt);
  const account = await ctx.db.write(['accounts'], (d) => {
    // Checked again: another tab may have registered the address meanwhile.
    if (findAccountByEmail(d, email)) throw new DomainError('auth/email-already-in-use');
    const a: Account = {
      uid: newId(),
      email,
      displayName: memberNameOrDefault(input.name),
      emailVerified: false,
      methods: ['password'],
      passwordHash,
      salt,
      createdAt: ctx.now(),
    };
    d.accounts[a.uid] = a;
    return a;
  });
  ctx.setSessionUid(account.uid);
  return sessionOf(account);
}

export async function signInWithProvider(
  ctx: MemoryContext,
  provider: SocialProvider,
  socialPrompt: SocialPrompt | undefined,
): Promise<AuthSession & { isNewUser: boolean }> {
  if (!isOneOf(AUTH_PROVIDERS, provider))
    throw new DomainError('invalid-argument', 'unknown provider', ['value_invalid']);
  const prompt: SocialPrompt | null = socialPrompt ?? (hasDom() ? (p) => domSocialPrompt(p) : null);
  if (!prompt) throw new DomainError('unavailable', 'no way to show the sign-in step here');
  const choice = await prompt(provider);
  if (!choice) throw new DomainError('auth/popup-closed');
  const email = await checkEmail(choice.email);
  const result = await ctx.db.write(['accounts'], (d) => {
    const existing = findAccountByEmail(d, email);
    if (existing) {
      if (!existing.methods.includes(provider)) {
        throw new DomainError('auth/account-exists-with-different-credential');
      }
      return { account: existing, isNewUser: false };
    }
    const a: Account = {
      uid: newId(),
      email,
      displayName: memberNameOrDefault(choice.name),
      emailVerified: true,
      methods: [provider],
      passwordHash: null,
      salt: null,
      createdAt: ctx.now(),
    };
    d.accounts[a.uid] = a;
    return { account: a, isNewUser: true };
  });
  ctx.setSessionUid(result.account.uid);
  return { ...sessionOf(result.account), isNewUser: result.isNewUser };
}
