import type { SocialProvider, Uid, Unsubscribe } from '../domain';

export interface AuthSession {
  uid: Uid;
  email: string;
  displayName: string;
  emailVerified: boolean;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

/**
 * Authentication (spec 7, Authentication). Adapters throw DomainError with an `auth/…` code.
 * The session is also what every other port of the same backend acts as: a repository never
 * takes the acting member as an argument it could be lied to about.
 */
export interface AuthProvider {
  /** Calls back at once with the current session (or null), then on every change. */
  watchSession(callback: (session: AuthSession | null) => void): Unsubscribe;
  currentSession(): AuthSession | null;
  signIn(email: string, password: string): Promise<AuthSession>;
  /** Creates the account and sets its display name. Creating the documents is UserRepository's. */
  register(input: RegisterInput): Promise<AuthSession>;
  sendVerificationEmail(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /**
   * Whether a password-reset link opened this page and signed the member in to choose a new
   * password (Supabase, whose link lands on the app's /reset-password). Firebase's link opens
   * its own page, which sets the password, and the memory backend sends no mail: never there.
   */
  passwordResetPending(): boolean;
  /** Sets the new password in the session a reset link opened ('failed-precondition' in any other). */
  completePasswordReset(newPassword: string): Promise<void>;
  /** Popup sign-in. `isNewUser` tells the caller to create the member's documents if missing. */
  signInWithProvider(provider: SocialProvider): Promise<AuthSession & { isNewUser: boolean }>;
  signOut(): Promise<void>;
}
