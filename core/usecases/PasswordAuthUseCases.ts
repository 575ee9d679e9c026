import { DomainError, isDomainError, ValidationError } from '../domain';
import type { AuthProvider, UserRepository } from '../ports';
import { memberNameOrDefault } from '../rules/defaults';
import { postLoginPath } from '../rules/onboarding';
import { passwordError, validateLogin, validateRegister, validateResetEmail } from '../validation/auth';
import { nameText } from '../validation/text';
import type { LoginOutcome } from './AuthUseCases';
import { assertValid } from './guard';

/**
 * The account exists but signs in only once its email is confirmed (Supabase's Confirm email):
 * the provider has mailed the link, and the first sign-in creates the member's documents.
 */
export interface ConfirmEmailOutcome {
  confirmEmailSentTo: string;
}

export type RegisterOutcome = LoginOutcome | ConfirmEmailOutcome;

/** Signing in, registering and resetting a password with an email address (spec 2 Auth page, 5, 8). */
export class PasswordAuthUseCases {
  constructor(
    private readonly auth: AuthProvider,
    private readonly users: UserRepository,
    private readonly log: (message: string, error: unknown) => void = () => {},
  ) {}

  async login(email: string, password: string): Promise<LoginOutcome> {
    assertValid(validateLogin({ email, password }));
    const session = await this.auth.signIn(email.trim(), password);
    const profile =
      (await this.users.getUser(session.uid)) ??
      // Registered without a session (the email waited for confirmation), or the documents failed then.
      (await this.createDocuments(() =>
        this.users.ensureUser(session.uid, memberNameOrDefault(session.displayName), session.email, ''),
      ));
    return { session, nextPath: postLoginPath(profile) };
  }

  /**
   * Creates the account, then its user and contact documents, then sends the verification mail.
   * When the provider signs the account in only after its email is confirmed, the provider has
   * sent that mail itself and the documents wait for the first sign-in.
   */
  async register(name: string, email: string, password: string): Promise<RegisterOutcome> {
    assertValid(validateRegister({ name, email, password }));
    const session = await this.auth.register({ name: nameText(name), email: email.trim(), password });
    if (this.auth.currentSession()?.uid !== session.uid) return { confirmEmailSentTo: email.trim() };
    await this.createDocuments(() =>
      this.users.createUser(session.uid, nameText(name), { email: email.trim(), phone: '' }),
    );
    try {
      await this.auth.sendVerificationEmail();
    } catch (e) {
      // Spec 8: failing to send the verification mail is only logged.
      this.log('sending the verification email failed', e);
    }
    return { session, nextPath: postLoginPath(null) };
  }

  private async createDocuments<T>(create: () => Promise<T>): Promise<T> {
    try {
      return await create();
    } catch (e) {
      this.log('creating the user documents failed', e);
      throw new DomainError('auth/user-db-create-failed');
    }
  }

  /** The new password a reset link lets the member choose: as long as registration asks. */
  async completePasswordReset(password: string): Promise<void> {
    const code = passwordError(password);
    if (code) throw new ValidationError({ password: code });
    await this.auth.completePasswordReset(password);
  }

  /**
   * Spec 8: a malformed email is reported; every other failure is hidden and the same success
   * message shows, so the form never tells whether an account exists.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const code = validateResetEmail(email);
    if (code) throw new ValidationError({ email: code });
    try {
      await this.auth.sendPasswordReset(email.trim());
    } catch (e) {
      if (isDomainError(e) && e.code === 'auth/invalid-email') throw e;
      this.log('password reset failed (hidden from the member)', e);
    }
  }
}
