import { signOut } from 'firebase/auth';
import { doc, getDoc, getDocs } from 'firebase/firestore';
import { DomainError, chatIdOf, isAccountDeletionConfirmed, type MyDataRecords } from '../../../core/domain';
import type { MyDataGateway } from '../../../core/ports';
import { guarded } from '../errors';
import { toApplication, toChatMessage, toContact, toMillis, toNotification, toProject, toResult, toSubmission, toUserProfile } from '../mapping';
import { docPaths } from '../paths';
import { queries } from '../queryCatalogue';
import { SNAPSHOT_OPTIONS, toSdkQuery } from '../sdkQuery';
import { requireUid, type FirebaseServices } from './context';
import { toReport } from './reports';

export const DELETE_ACCOUNT_FUNCTION = 'deleteMyAccount';
/** Deleting many documents and the sign-in account takes a while on a busy project. */
const DELETE_TIMEOUT_MS = 120_000;
/** More than a member ever holds: each conversation and application keeps one notification. */
const NOTIFICATIONS_READ = 10_000;

/**
 * The member's own documents, read as the member under firestore.rules; the deletion is the
 * callable deleteMyAccount (adapters/firebase/functions), which alone may remove other members'
 * notifications about the member and the sign-in account.
 */
export function createMyDataGateway(services: FirebaseServices): MyDataGateway {
  const { db, auth } = services;
  const read = <T>(fn: (uid: string) => Promise<T>): Promise<T> => guarded(() => fn(requireUid(services)));

  const submissions = (uid: string) =>
    getDocs(toSdkQuery(db, queries.submissionsOfUser(uid))).then((s) =>
      s.docs.map((d) => toSubmission(d.id, d.data())).sort((a, b) => a.createdAt - b.createdAt),
    );

  return {
    readProfile: () =>
      read(async (uid) => {
        const snap = await getDoc(doc(db, docPaths.user(uid)));
        return snap.exists() ? toUserProfile(uid, snap.data()) : null;
      }),
    readContact: () =>
      read(async (uid) => {
        const snap = await getDoc(doc(db, docPaths.contact(uid)));
        return snap.exists() ? toContact(snap.data()) : null;
      }),
    readProject: () =>
      read(async (uid) => {
        const snap = await getDoc(doc(db, docPaths.project(uid)));
        return snap.exists() ? toProject(uid, snap.data()) : null;
      }),
    readApplicationsMade: () =>
      read(async (uid) => {
        const snap = await getDocs(toSdkQuery(db, queries.applicationsMine(uid)));
        return snap.docs.map((d) => toApplication(d.ref.parent.parent?.id ?? '', d.id, d.data()));
      }),
    readApplicationsReceived: () =>
      read(async (uid) => {
        const snap = await getDocs(toSdkQuery(db, queries.applicationsOfProject(uid)));
        return snap.docs.map((d) => toApplication(uid, d.id, d.data()));
      }),
    readMessages: () =>
      read(async (uid) => {
        // Every conversation has a summary on both sides (the message trigger writes them).
        const inbox = await getDocs(toSdkQuery(db, queries.inbox(uid)));
        const chats = await Promise.all(
          inbox.docs.map(async (s) => {
            const chatId = chatIdOf(uid, s.id);
            const messages = await getDocs(toSdkQuery(db, queries.chatMessages(chatId)));
            return messages.docs.map((m) => toChatMessage(chatId, m.id, m.data()));
          }),
        );
        return chats.flat().sort((a, b) => a.timestamp - b.timestamp);
      }),
    readNotifications: () =>
      read(async (uid) => {
        const snap = await getDocs(toSdkQuery(db, queries.notificationsLatest(uid, NOTIFICATIONS_READ)));
        return snap.docs.map((d) => toNotification(uid, d.id, d.data())).reverse();
      }),
    readAssessmentSubmissions: () => read(submissions),
    readAssessmentResults: () =>
      read(async (uid) => {
        const mine = await submissions(uid);
        const results = await Promise.all(
          mine
            .filter((s) => s.resultId)
            .map(async (s) => {
              const snap = await getDoc(doc(db, docPaths.result(s.resultId!)));
              return snap.exists() ? toResult(snap.id, snap.data()) : null;
            }),
        );
        return results.filter((r): r is MyDataRecords['assessmentResults'][number] => r !== null);
      }),
    readReportsMade: () =>
      read(async (uid) => {
        const snap = await getDocs(toSdkQuery(db, queries.reportsMine(uid, null)));
        return snap.docs.map((d) => toReport(d.id, d.data(SNAPSHOT_OPTIONS)));
      }),
    readBlocksMade: () =>
      read(async (uid) => {
        const snap = await getDocs(toSdkQuery(db, queries.blocksByBlocker(uid)));
        return snap.docs
          .map((d) => {
            const data = d.data(SNAPSHOT_OPTIONS);
            return { blockerId: String(data.blockerId ?? ''), blockedId: String(data.blockedId ?? ''), createdAt: toMillis(data.createdAt) };
          })
          .sort((a, b) => b.createdAt - a.createdAt || (a.blockedId < b.blockedId ? -1 : 1));
      }),

    deleteAccount(confirmation: string): Promise<void> {
      return guarded(async () => {
        requireUid(services);
        if (!isAccountDeletionConfirmed(confirmation)) {
          throw new DomainError('invalid-argument', 'the confirmation word does not match', ['confirmation_mismatch']);
        }
        const { sdk, functions } = await services.functions();
        const call = sdk.httpsCallable<{ confirmation: string }, { deleted: boolean }>(functions, DELETE_ACCOUNT_FUNCTION, {
          timeout: DELETE_TIMEOUT_MS,
        });
        await call({ confirmation: confirmation.trim() });
        // The account is gone on the server; this browser still holds its session.
        await signOut(auth);
      });
    },
  };
}
