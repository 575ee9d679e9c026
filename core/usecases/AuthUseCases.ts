import type { SocialProvider, Unsubscribe } from '../domain';
import { DomainError, isDomainError, ValidationError } from '../domain';
import type { AuthProvider, AuthSession, UserRepository } from '../ports';
import { postLoginPath } from '../rules/onboarding';
import { DEFAULT_MEMBER_NAME } from '../rules/defaults';
import { loadValidation } from '../validation/load';
import { assertValid } from './guard';

export interface LoginOutcome {
  session: AuthSession;
  /** Home when the profile has a role, else the profile for onboarding (spec section 2). */
  nextPath: string;
}

/** Sign-in, registration, password reset and sign-out (spec 2 Auth page, 5, 7 Authentication). */
export class AuthUseCases {
  constructor(
    private readonly auth: AuthProvider,
    private readonly users: UserRepository,
    private readonly log: (message: string, error: unknown) => void = () => {},
  ) {}

  watchSession(callback: (session: AuthSession | null) => void): Unsubscribe {
    return this.auth.watchSession(callback);
  }

  currentSession(): AuthSession | null {
    return this.auth.currentSession();
  }

  async login(email: string, password: string): Promise<LoginOutcome> {
    const { validateLogin } = await loadValidation();
    assertValid(validateLogin({ email, password }));
    const session = await this.auth.signIn(email.trim(), password);
    const profile = await this.users.getUser(session.uid);
    return { session, nextPath: postLoginPath(profile) };
  }

  /** Creates the account, then its user and contact documents, then sends the verification mail. */
  async register(name: string, email: string, password: string): Promise<LoginOutcome> {
    const { validateRegister } = await loadValidation();
    assertValid(validateRegister({ name, email, password }));
    const session = await this.auth.register({ name: name.trim(), email: email.trim(), password });
    try {
      await this.users.createUser(session.uid, name.trim(), { email: email.trim(), phone: '' });
    } catch (e) {
      this.log('creating the user documents failed', e);
      throw new DomainError('auth/user-db-create-failed');
    }
    try {
      await this.auth.sendVerificationEmail();
    } catch (e) {
      // Spec 8: failing to send the verification mail is only logged.
      this.log('sending the verification email failed', e);
    }
    return { session, nextPath: postLoginPath(null) };
  }

  /**
   * Spec 8: a malformed email is reported; every other failure is hidden and the same success
   * message shows, so the form never tells whether an account exists.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const { validateResetEmail } = await loadValidation();
    const code = validateResetEmail(email);
    if (code) throw new ValidationError({ email: code });
    try {
      await this.auth.sendPasswordReset(email.trim());
    } catch (e) {
      if (isDomainError(e) && e.code === 'auth/invalid-email') throw e;
      this.log('password reset failed (hidden from the member)', e);
    }
  }

  /** Popup sign-in; creates the member's documents when missing (name defaults to 新會員). */
  async signInWithProvider(provider: SocialProvider): Promise<LoginOutcome> {
    const session = await this.auth.signInWithProvider(provider);
    const profile = await this.users.ensureUser(
      session.uid,
      session.displayName.trim() || DEFAULT_MEMBER_NAME,
      session.email,
      '',
    );
    return { session, nextPath: postLoginPath(profile) };
  }

  /** Spec 8: a logout failure is only logged. */
  async logout(): Promise<void> {
    try {
      await this.auth.signOut();
    } catch (e) {
      this.log('logout failed', e);
    }
  }
}
