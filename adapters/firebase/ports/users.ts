import { doc, getDoc, getDocs, onSnapshot, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { isActiveMarkDue } from '../../../core/matching/lastActive';
import { checkPartnerLimit } from '../../../core/matching/recommendationLimits';
import {
  DomainError,
  ValidationError,
  emptyProfile,
  type ContactInfo,
  type ProfilePatch,
  type Uid,
  type UserProfile,
} from '../../../core/domain';
import type { UserRepository } from '../../../core/ports';
import { isProfileComplete, normalizeContact, pickProfilePatch } from '../../../core/rules';
import { hasErrors, nameText, normalizeProfilePatch, validateProfile } from '../../../core/validation';
import { guarded, translatedErrorHandler } from '../errors';
import { toContact, toUserProfile } from '../mapping';
import { docPaths } from '../paths';
import { queries, searchKey } from '../queryCatalogue';
import { SNAPSHOT_OPTIONS, toPageWithout, toSdkQuery } from '../sdkQuery';
import { hiddenMembers } from './blocks';
import { requireUid, type FirebaseServices } from './context';

/**
 * The user document as registration writes it: every profile field at its empty value,
 * unreadNotifications 0, isAdmin false, no result, createdAt the server's time, and
 * profileComplete false (no role or headline yet), which the users list orders by.
 * firestore.rules accepts a create only in exactly this form.
 */
export function newUserDocument(uid: Uid, name: string, avatarUrl: string): Record<string, unknown> {
  const { createdAt: _createdAt, lastActiveAt: _lastActiveAt, ...rest } = emptyProfile(uid, name, 0);
  return {
    ...rest,
    nameLower: searchKey(name),
    avatarUrl,
    profileComplete: isProfileComplete(rest),
    createdAt: serverTimestamp(),
    lastActiveAt: serverTimestamp(),
  };
}

/** Only the fields a member may change (never isAdmin, counters or results), normalized. */
export function profilePatchData(patch: ProfilePatch): Record<string, unknown> {
  return { ...pickProfilePatch(normalizeProfilePatch(patch)) };
}

/** The callable that ranks a member's recommended partners on the server. */
export const RECOMMEND_PARTNERS_FUNCTION = 'recommendPartners';

export function createUserRepository(services: FirebaseServices): UserRepository {
  const { db } = services;

  async function createDocuments(
    uid: Uid,
    name: string,
    avatarUrl: string,
    contact: ContactInfo,
  ): Promise<UserProfile> {
    const batch = writeBatch(db);
    batch.set(doc(db, docPaths.user(uid)), newUserDocument(uid, name, avatarUrl));
    batch.set(doc(db, docPaths.contact(uid)), { email: contact.email, phone: contact.phone });
    await batch.commit();
    return { ...emptyProfile(uid, name, Date.now()), avatarUrl };
  }

  return {
    getUser(uid) {
      return guarded(async () => {
        const snap = await getDoc(doc(db, docPaths.user(uid)));
        return snap.exists() ? toUserProfile(snap.id, snap.data(SNAPSHOT_OPTIONS)) : null;
      });
    },

    watchUser(uid, callback, onError) {
      return onSnapshot(
        doc(db, docPaths.user(uid)),
        (snap) => callback(snap.exists() ? toUserProfile(snap.id, snap.data(SNAPSHOT_OPTIONS)) : null),
        translatedErrorHandler(onError),
      );
    },

    listUsers({ filters, limit, after, lastActive }) {
      return guarded(async () => {
        // Members blocked either way are left out: the page asks for as many more as could be.
        const hidden = await hiddenMembers(services, requireUid(services));
        const spec = queries.usersList(filters, limit + hidden.size, after, lastActive);
        const result = await getDocs(toSdkQuery(db, spec));
        return toPageWithout(spec, result.docs, (d) => toUserProfile(d.id, d.data(SNAPSHOT_OPTIONS)), hidden, limit);
      });
    },

    createUser(uid, name, contact) {
      return guarded(async () => {
        if (requireUid(services) !== uid) throw new DomainError('permission-denied');
        return createDocuments(uid, nameText(name), '', contact);
      });
    },

    ensureUser(uid, name, email, avatarUrl) {
      return guarded(async () => {
        if (requireUid(services) !== uid) throw new DomainError('permission-denied');
        const snap = await getDoc(doc(db, docPaths.user(uid)));
        if (snap.exists()) return toUserProfile(snap.id, snap.data(SNAPSHOT_OPTIONS));
        return createDocuments(uid, name, avatarUrl, { email, phone: '' });
      });
    },

    saveProfile(uid, patch, contact) {
      return guarded(async () => {
        if (requireUid(services) !== uid) throw new DomainError('permission-denied');
        // A merge: the document as it will be after the write must be valid (name and role).
        const snap = await getDoc(doc(db, docPaths.user(uid)));
        const current = snap.exists() ? profilePatchData(toUserProfile(uid, snap.data())) : {};
        const merged = { ...current, ...profilePatchData(patch) } as ProfilePatch;
        const errors = validateProfile(merged, contact);
        if (hasErrors(errors)) throw new ValidationError(errors);
        const batch = writeBatch(db);
        // The admins' search key follows the name, and the list's rank follows the merged profile
        // (firestore.rules refuse a profile where either does not).
        const name = merged.name ?? '';
        batch.set(
          doc(db, docPaths.user(uid)),
          {
            ...profilePatchData(patch),
            nameLower: searchKey(name),
            profileComplete: isProfileComplete({ role: merged.role ?? null, headline: merged.headline ?? '' }),
          },
          { merge: true },
        );
        if (contact) batch.set(doc(db, docPaths.contact(uid)), normalizeContact(contact), { merge: true });
        await batch.commit();
      });
    },

    /**
     * The callable recommendPartners (functions/src/index.ts) reads the bounded candidate set and
     * ranks it with core's rankPartners on the server: a phone downloads the partners shown, not
     * the candidates they are chosen from. Its answer is mapped as a stored profile is.
     */
    recommendPartners(limit) {
      return guarded(async () => {
        requireUid(services);
        // The callable refuses it too; a number JSON cannot carry (NaN) would not reach it as one.
        const asked = checkPartnerLimit(limit);
        const { sdk, functions } = await services.functions();
        const call = sdk.httpsCallable<{ limit: number }, { partners?: unknown }>(
          functions,
          RECOMMEND_PARTNERS_FUNCTION,
        );
        const { data } = await call({ limit: asked });
        const partners = Array.isArray(data?.partners) ? (data.partners as Record<string, unknown>[]) : [];
        return partners.map((p) => toUserProfile(String(p.uid), p));
      });
    },

    /** firestore.rules accept the server's time only, and only when the stored one is an hour old. */
    markActive() {
      return guarded(async () => {
        const me = requireUid(services);
        const snap = await getDoc(doc(db, docPaths.user(me)));
        if (!snap.exists() || !isActiveMarkDue(toUserProfile(me, snap.data(SNAPSHOT_OPTIONS)).lastActiveAt, Date.now()))
          return;
        await updateDoc(doc(db, docPaths.user(me)), { lastActiveAt: serverTimestamp() });
      });
    },

    getContact(uid) {
      return guarded(async () => {
        const snap = await getDoc(doc(db, docPaths.contact(uid)));
        return snap.exists() ? toContact(snap.data()) : null;
      });
    },
  };
}
