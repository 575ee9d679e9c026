import type { SocialProvider, Unsubscribe } from '../domain';
import type { AuthProvider, AuthSession, UserRepository } from '../ports';
import { postLoginPath } from '../rules/onboarding';
import { memberNameOrDefault } from '../rules/defaults';

export interface LoginOutcome {
  session: AuthSession;
  /** Home when the profile has a role, else the profile for onboarding (spec section 2). */
  nextPath: string;
}

/**
 * The session: who is signed in, social sign-in and sign-out (spec 2 Auth page, 7 Authentication).
 * Signing in, registering and resetting with an email and a password are PasswordAuthUseCases.
 */
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

  /** Whether this page was opened by a reset link, to choose a new password (/reset-password). */
  passwordResetPending(): boolean {
    return this.auth.passwordResetPending();
  }

  /** Popup sign-in; creates the member's documents when missing (name defaults to 新會員). */
  async signInWithProvider(provider: SocialProvider): Promise<LoginOutcome> {
    const session = await this.auth.signInWithProvider(provider);
    const profile = await this.users.ensureUser(
      session.uid,
      memberNameOrDefault(session.displayName),
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
