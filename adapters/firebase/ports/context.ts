import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type * as FunctionsSdk from 'firebase/functions';
import type * as StorageSdk from 'firebase/storage';
import { DomainError, type Uid } from '../../../core/domain';

/** Cloud Storage with its SDK module, loaded on the first upload (see LazyService). */
export interface StorageService {
  sdk: typeof StorageSdk;
  storage: StorageSdk.FirebaseStorage;
}

/** Cloud Functions (asia-east1) with its SDK module, loaded on the first call (see LazyService). */
export interface FunctionsService {
  sdk: typeof FunctionsSdk;
  functions: FunctionsSdk.Functions;
}

/**
 * A service whose SDK is imported on first use. Storage serves uploads and Functions the
 * callables (recommended partners, the feedback form, account deletion), which no screen needs
 * for its first paint, so they stay out of every screen's first download; the first call loads
 * them once and later calls reuse the same instance.
 */
export type LazyService<T> = () => Promise<T>;

/** The SDK services every port of the Firebase backend shares. */
export interface FirebaseServices {
  auth: Auth;
  db: Firestore;
  storage: LazyService<StorageService>;
  functions: LazyService<FunctionsService>;
}

/** Runs `load` once, on the first call; a failed load is retried on the next call. */
export function lazyService<T>(load: () => Promise<T>): LazyService<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
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
