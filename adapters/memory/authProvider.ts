import type { SocialProvider, Unsubscribe } from '../../core/domain';
import { DomainError, isOneOf, AUTH_PROVIDERS } from '../../core/domain';
import type { AuthProvider, AuthSession, RegisterInput } from '../../core/ports';
import { memberNameOrDefault } from '../../core/rules/defaults';
import { loadValidation } from '../../core/validation/load';
import type { MemoryContext } from './context';
import { newId } from './crypto';
import type { Account, DbData } from './database';
import type { SocialPrompt } from './socialPrompt';

/** Hashing and the sign-in dialog are their own chunk: only signing in and registering need them. */
const passwords = () => import(/* webpackChunkName: "memory-sign-in" */ './passwords');
const socialPrompts = () => import(/* webpackChunkName: "memory-sign-in" */ './socialPrompt');

export function normalizeEmail(email: string): string {
  return (typeof email === 'string' ? email : '').trim().toLowerCase();
}

export function findAccountByEmail(data: DbData, email: string): Account | null {
  const e = normalizeEmail(email);
  for (const a of Object.values(data.accounts)) if (a.email === e) return a;
  return null;
}

function sessionOf(a: Account): AuthSession {
  return { uid: a.uid, email: a.email, displayName: a.displayName, emailVerified: a.emailVerified };
}

/** The validators load on the first sign-in or registration (core/validation/load.ts). */
async function checkEmail(email: string): Promise<string> {
  const { emailError } = await loadValidation();
  if (emailError(email) !== null) throw new DomainError('auth/invalid-email');
  return normalizeEmail(email);
}

export function createAuthProvider(ctx: MemoryContext, socialPrompt?: SocialPrompt): AuthProvider {
  const current = (): AuthSession | null =>
    ctx.db.read((d) => {
      const uid = ctx.sessionUid();
      const account = uid ? d.accounts[uid] : undefined;
      return account ? sessionOf(account) : null;
    });

  return {
    watchSession(callback: (session: AuthSession | null) => void): Unsubscribe {
      return ctx.hub.subscribe(['session', 'accounts'], current, callback);
    },

    currentSession: current,

    async signIn(email: string, password: string): Promise<AuthSession> {
      const normalized = await checkEmail(email);
      const account = ctx.db.read((d) => findAccountByEmail(d, normalized));
      if (!account) throw new DomainError('auth/user-not-found');
      if (!account.passwordHash || !account.salt || typeof password !== 'string') {
        throw new DomainError('auth/invalid-credential');
      }
      const { hashPassword, sameHash } = await passwords();
      const hash = await hashPassword(password, account.salt);
      if (!sameHash(hash, account.passwordHash)) throw new DomainError('auth/invalid-credential');
      ctx.setSessionUid(account.uid);
      return sessionOf(account);
    },

    async register(input: RegisterInput): Promise<AuthSession> {
      const email = await checkEmail(input.email);
      const { passwordError } = await loadValidation();
      if (passwordError(input.password) !== null) throw new DomainError('auth/weak-password');
      if (ctx.db.read((d) => findAccountByEmail(d, email))) throw new DomainError('auth/email-already-in-use');
      const { hashPassword, newSalt } = await passwords();
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
    },

    async sendVerificationEmail(): Promise<void> {
      await ctx.db.write(['outbox'], (d) => {
        const actor = ctx.requireActor(d);
        const account = d.accounts[actor.uid] as Account;
        d.outbox.push({ id: newId(), kind: 'verify-email', to: account.email, uid: account.uid, createdAt: ctx.now() });
      });
    },

    async sendPasswordReset(email: string): Promise<void> {
      const normalized = await checkEmail(email);
      const account = ctx.db.read((d) => findAccountByEmail(d, normalized));
      // Unknown accounts succeed silently: the form never tells whether an account exists.
      if (!account) return;
      await ctx.db.write(['outbox'], (d) => {
        d.outbox.push({
          id: newId(),
          kind: 'password-reset',
          to: account.email,
          uid: account.uid,
          createdAt: ctx.now(),
        });
      });
    },

    async signInWithProvider(provider: SocialProvider): Promise<AuthSession & { isNewUser: boolean }> {
      if (!isOneOf(AUTH_PROVIDERS, provider))
        throw new DomainError('invalid-argument', 'unknown provider', ['value_invalid']);
      const { domSocialPrompt, hasDom } = await socialPrompts();
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
    },

    async signOut(): Promise<void> {
      ctx.setSessionUid(null);
    },
  };
}
