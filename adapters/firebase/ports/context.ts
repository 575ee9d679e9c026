import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import type { Functions } from 'firebase/functions';
import { DomainError, type Uid } from '../../../core/domain';

/** The SDK services every port of the Firebase backend shares. */
export interface FirebaseServices {
  auth: Auth;
  db: Firestore;
  storage: FirebaseStorage;
  functions: Functions;
}

/** The signed-in member's uid: ports act as the session, never as an argument (core/ports). */
export function requireUid(services: Pick<FirebaseServices, 'auth'>): Uid {
  const uid = services.auth.currentUser?.uid;
  if (!uid) throw new DomainError('auth/not-signed-in');
  return uid;
}

/**
 * Starts a listener as the signed-in member. Signed out, the listener reports
 * DomainError('auth/not-signed-in') to onError and the returned unsubscribe does nothing.
 */
export function watchAsMember(
  services: Pick<FirebaseServices, 'auth'>,
  onError: ((e: unknown) => void) | undefined,
  start: (uid: Uid) => () => void,
): () => void {
  const uid = services.auth.currentUser?.uid;
  if (!uid) {
    const error = new DomainError('auth/not-signed-in');
    if (onError) queueMicrotask(() => onError(error));
    return () => {};
  }
  return start(uid);
}
