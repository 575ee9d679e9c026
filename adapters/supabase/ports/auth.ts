/**
 * AuthProvider on GoTrue (supabase-js auth).
 *
 * Google and Facebook: Supabase OAuth is a redirect, not a popup. To keep the product's popup
 * flow, signInWithProvider asks GoTrue for the provider URL without redirecting
 * (skipBrowserRedirect), opens it in a popup named POPUP_NAME, and waits: the popup comes back
 * to our origin, its own supabase-js exchanges the PKCE code (the verifier is in the shared
 * localStorage) and stores the session, which reaches this window through supabase-js's
 * cross-tab channel (onAuthStateChange SIGNED_IN); the adapter in the popup then closes it.
 * Closing the popup without signing in rejects with auth/popup-closed. When the browser blocks
 * the popup, the whole page goes to the provider instead (the promise never settles; after the
 * redirect the session is restored and the member's first profile save creates their rows).
 *
 * isNewUser is "this member has no profile row yet", read from the database; AuthUseCases then
 * calls UserRepository.ensureUser, which creates the profile (name from the provider, or
 * 新會員) and contact only when they are missing.
 */
import type { SupabaseClient } from '../client';
import type { SocialProvider, Unsubscribe } from '../../../core/domain';
import { AUTH_PROVIDERS, DomainError, isOneOf } from '../../../core/domain';
import type { AuthProvider, AuthSession, RegisterInput } from '../../../core/ports';
import { memberNameOrDefault } from '../../../core/rules/defaults';
import { emailError, passwordError } from '../../../core/validation';
import { sessionOfUser, type SupabaseContext } from '../context';
import { toDomainError } from '../errors';

export const POPUP_NAME = 'cofounder-oauth';
/** The app's page a reset link lands on (ui/app/routeTable.ts). */
export const PASSWORD_RESET_PATH = '/reset-password';
const POPUP_FEATURES = 'width=520,height=680,menubar=no,toolbar=no';

function checkEmail(email: string): string {
  if (emailError(email) !== null) throw new DomainError('auth/invalid-email');
  return email.trim().toLowerCase();
}

interface BrowserWindow {
  open(url: string, name: string, features: string): { closed: boolean; close(): void } | null;
  location: { assign(url: string): void; origin: string; href: string };
}

function browserWindow(): BrowserWindow | null {
  const w = (globalThis as { window?: unknown }).window;
  return w && typeof (w as BrowserWindow).open === 'function' ? (w as BrowserWindow) : null;
}

export interface AuthOptions {
  /** Polling interval for the OAuth popup (ms). */
  popupPollMs?: number;
}

export function createAuthProvider(ctx: SupabaseContext, options: AuthOptions = {}): AuthProvider {
  const client: SupabaseClient = ctx.client;
  const { session } = ctx;
  /** The verification mail GoTrue sends itself at sign-up (confirmations on) is not sent twice. */
  let verificationSentFor: string | null = null;

  const hasProfile = async (uid: string): Promise<boolean> => {
    const { data, error } = await client.from('profiles').select('uid').eq('uid', uid).limit(1);
    if (error) throw toDomainError(error);
    return (data ?? []).length > 0;
  };

  return {
    watchSession(callback: (s: AuthSession | null) => void): Unsubscribe {
      callback(session.get());
      return session.subscribe(callback);
    },

    currentSession(): AuthSession | null {
      return session.get();
    },

    async signIn(email: string, password: string): Promise<AuthSession> {
      const normalized = checkEmail(email);
      if (typeof password !== 'string' || password === '') throw new DomainError('auth/invalid-credential');
      const { data, error } = await client.auth.signInWithPassword({ email: normalized, password });
      if (error || !data.user) throw toDomainError(error ?? new DomainError('auth/invalid-credential'));
      const s = sessionOfUser(data.user);
      session.set(s);
      return s;
    },

    async register(input: RegisterInput): Promise<AuthSession> {
      const email = checkEmail(input.email);
      if (passwordError(input.password) !== null) throw new DomainError('auth/weak-password');
      const name = memberNameOrDefault(input.name);
      const { data, error } = await client.auth.signUp({
        email,
        password: input.password,
        options: { data: { name, full_name: name }, emailRedirectTo: ctx.redirectTo() },
      });
      if (error) throw toDomainError(error);
      const user = data.user;
      // With confirmations on, GoTrue answers an existing address with a user without identities.
      if (!user || (Array.isArray(user.identities) && user.identities.length === 0)) {
        throw new DomainError('auth/email-already-in-use');
      }
      const s = sessionOfUser(user);
      if (data.session) session.set(s);
      else verificationSentFor = user.id;
      return s;
    },

    async sendVerificationEmail(): Promise<void> {
      const current = session.get();
      if (!current) throw new DomainError('auth/not-signed-in');
      if (current.emailVerified || verificationSentFor === current.uid) return;
      const { error } = await client.auth.resend({
        type: 'signup',
        email: current.email,
        options: { emailRedirectTo: ctx.redirectTo() },
      });
      if (error) throw toDomainError(error);
      verificationSentFor = current.uid;
    },

    async sendPasswordReset(email: string): Promise<void> {
      const normalized = checkEmail(email);
      const back = ctx.redirectTo();
      // The link signs the member in on the app's page for choosing the new password.
      const redirectTo = back === undefined ? undefined : new URL(PASSWORD_RESET_PATH, back).href;
      const { error } = await client.auth.resetPasswordForEmail(normalized, { redirectTo });
      if (error) throw toDomainError(error);
    },

    passwordResetPending(): boolean {
      return session.passwordResetPending();
    },

    async completePasswordReset(newPassword: string): Promise<void> {
      if (!session.passwordResetPending())
        throw new DomainError('failed-precondition', 'no reset link opened this session');
      const { error } = await client.auth.updateUser({ password: newPassword });
      if (error) throw toDomainError(error);
      session.markPasswordReset(null);
    },

    async signInWithProvider(provider: SocialProvider): Promise<AuthSession & { isNewUser: boolean }> {
      if (!isOneOf(AUTH_PROVIDERS, provider))
        throw new DomainError('invalid-argument', 'unknown provider', ['value_invalid']);
      const w = browserWindow();
      if (!w) throw new DomainError('unavailable', 'social sign-in needs a browser window');
      const { data, error } = await client.auth.signInWithOAuth({
        provider,
        options: { redirectTo: ctx.redirectTo() ?? w.location.href, skipBrowserRedirect: true },
      });
      if (error || !data?.url) throw toDomainError(error ?? new DomainError('unknown'));
      const popup = w.open(data.url, POPUP_NAME, POPUP_FEATURES);
      if (!popup) {
        w.location.assign(data.url);
        return new Promise<never>(() => {});
      }
      const s = await new Promise<AuthSession>((resolve, reject) => {
        let done = false;
        const finish = (fn: () => void) => {
          if (done) return;
          done = true;
          clearInterval(timer);
          stop();
          fn();
        };
        const stop = session.subscribe((next) => {
          if (next) finish(() => resolve(next));
        });
        const timer = setInterval(() => {
          if (popup.closed) {
            // The session may land just as the popup closes: look once more.
            void client.auth.getSession().then(({ data: d }) => {
              const user = d.session?.user;
              if (user) {
                const next = sessionOfUser(user);
                session.set(next);
                finish(() => resolve(next));
              } else finish(() => reject(new DomainError('auth/popup-closed')));
            });
          }
        }, options.popupPollMs ?? 500);
      });
      return { ...s, isNewUser: !(await hasProfile(s.uid)) };
    },

    async signOut(): Promise<void> {
      const { error } = await client.auth.signOut({ scope: 'local' });
      session.set(null);
      if (error) throw toDomainError(error);
    },
  };
}
