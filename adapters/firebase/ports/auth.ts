import {
  FacebookAuthProvider,
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { DomainError, type SocialProvider } from '../../../core/domain';
import type { AuthProvider, AuthSession, RegisterInput } from '../../../core/ports';
import { isEmail } from '../../../core/validation';
import { guarded } from '../errors';
import type { FirebaseServices } from './context';

export function toSession(user: User): AuthSession {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    emailVerified: user.emailVerified,
  };
}

/** Firebase Auth: email and password, verification and reset mails, Google and Facebook popups. */
export function createAuthProvider({ auth }: Pick<FirebaseServices, 'auth'>): AuthProvider {
  return {
    /**
     * Calls back at once with the current session, then on each change; never the same value
     * twice in a row (Firebase also reports token refreshes of an unchanged session).
     */
    watchSession(callback) {
      let last = auth.currentUser ? toSession(auth.currentUser) : null;
      let stopped = false;
      callback(last);
      const unsubscribe = onAuthStateChanged(auth, (user) => {
        const next = user ? toSession(user) : null;
        if (stopped || JSON.stringify(next) === JSON.stringify(last)) return;
        last = next;
        callback(next);
      });
      return () => {
        stopped = true;
        unsubscribe();
      };
    },

    currentSession() {
      return auth.currentUser ? toSession(auth.currentUser) : null;
    },

    signIn(email, password) {
      return guarded(async () => toSession((await signInWithEmailAndPassword(auth, email, password)).user));
    },

    register({ name, email, password }: RegisterInput) {
      return guarded(async () => {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        await updateProfile(user, { displayName: name });
        return { ...toSession(user), displayName: name };
      });
    },

    sendVerificationEmail() {
      return guarded(async () => {
        if (!auth.currentUser) throw new DomainError('auth/not-signed-in');
        await sendEmailVerification(auth.currentUser);
      });
    },

    /**
     * A malformed address is refused here: the Auth emulator (unlike production) answers
     * EMAIL_NOT_FOUND for it, and spec 8 needs "Email format is incorrect." either way. An
     * unknown address resolves like a known one.
     */
    sendPasswordReset(email) {
      return guarded(async () => {
        if (!isEmail(email.trim())) throw new DomainError('auth/invalid-email');
        try {
          await sendPasswordResetEmail(auth, email.trim());
        } catch (e) {
          // Never tell whether an account exists (production's email enumeration protection
          // answers success too).
          if ((e as { code?: unknown } | null)?.code === 'auth/user-not-found') return;
          throw e;
        }
      });
    },

    // Firebase's link opens its own page, which sets the new password: none lands in the app.
    passwordResetPending: () => false,

    completePasswordReset() {
      return Promise.reject(new DomainError('failed-precondition', 'no reset link opened this session'));
    },

    signInWithProvider(provider: SocialProvider) {
      return guarded(async () => {
        const p = provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider();
        // Passed here too: Auth started without it on a member's pages (createFirebaseBackend.ts).
        const credential = await signInWithPopup(auth, p, browserPopupRedirectResolver);
        return { ...toSession(credential.user), isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false };
      });
    },

    signOut() {
      return guarded(() => signOut(auth));
    },
  };
}
