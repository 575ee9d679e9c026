import {
  FacebookAuthProvider,
  GoogleAuthProvider,
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
    watchSession(callback) {
      return onAuthStateChanged(auth, (user) => callback(user ? toSession(user) : null));
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

    sendPasswordReset(email) {
      return guarded(() => sendPasswordResetEmail(auth, email));
    },

    signInWithProvider(provider: SocialProvider) {
      return guarded(async () => {
        const p = provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider();
        const credential = await signInWithPopup(auth, p);
        return { ...toSession(credential.user), isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false };
      });
    },

    signOut() {
      return guarded(() => signOut(auth));
    },
  };
}
