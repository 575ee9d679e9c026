import type { SocialProvider, Unsubscribe } from '../../core/domain';
import { DomainError } from '../../core/domain';
import type { AuthProvider, AuthSession, RegisterInput } from '../../core/ports';
import type { MemoryContext } from './context';
import { newId } from './crypto';
import { checkEmail, findAccountByEmail, sessionOf } from './accounts';
import type { Account } from './database';
import type { SocialPrompt } from './socialPrompt';

/**
 * Hashing, registering and the sign-in dialog are their own chunk: only signing in and
 * registering need them.
 */
const passwords = () => import(/* webpackChunkName: "memory-sign-in" */ './passwords');
const registration = () => import(/* webpackChunkName: "memory-sign-in" */ './registration');

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
      return (await registration()).register(ctx, input);
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

    // The memory backend keeps its mails in an outbox nobody opens: no link brings a member back.
    passwordResetPending: () => false,

    async completePasswordReset(): Promise<void> {
      throw new DomainError('failed-precondition', 'no reset link opened this session');
    },

    async signInWithProvider(provider: SocialProvider): Promise<AuthSession & { isNewUser: boolean }> {
      return (await registration()).signInWithProvider(ctx, provider, socialPrompt);
    },

    async signOut(): Promise<void> {
      ctx.setSessionUid(null);
    },
  };
}
