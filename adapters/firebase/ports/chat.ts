import { collection, doc, getDoc, onSnapshot, runTransaction, serverTimestamp, updateDoc } from 'firebase/firestore';
import { DomainError, ValidationError, assertClientId, chatIdOf, type ChatMessage } from '../../../core/domain';
import type { ChatGateway, NotificationRepository } from '../../../core/ports';
import { canSendMessage } from '../../../core/policies';
import { OUTREACH_LIMIT_REACHED, canStartConversation, taiwanDayOf } from '../../../core/rules/outreach';
import { afterChatOpened } from '../../../core/rules/unread';
import { normalizeMessage, validateMessage } from '../../../core/validation';
import { guarded, translatedErrorHandler } from '../errors';
import { toChatMessage, toChatSummary, toNotification, toUserProfile } from '../mapping';
import { docPaths } from '../paths';
import { queries } from '../queryCatalogue';
import { SNAPSHOT_OPTIONS, toSdkQuery } from '../sdkQuery';
import { requireUid, watchAsMember, type FirebaseServices } from './context';

/**
 * Messages are written by the two members; the summaries, unread counts and the chat
 * notification are written by the onMessageCreated function (serverEffects/chatEffects.ts):
 * firestore.rules lets no client write a counter.
 */
export function createChatGateway(services: FirebaseServices): ChatGateway {
  const { db } = services;

  return {
    watchMessages(otherId, callback, onError) {
      return watchAsMember(services, onError, (uid) => {
        if (!canSendMessage({ uid, isAdmin: false }, otherId)) {
          translatedErrorHandler(onError)(new DomainError('permission-denied', 'no chat with oneself'));
          return () => {};
        }
        const chatId = chatIdOf(uid, otherId);
        return onSnapshot(
          toSdkQuery(db, queries.chatMessages(chatId)),
          (snap) => callback(snap.docs.map((d) => toChatMessage(chatId, d.id, d.data(SNAPSHOT_OPTIONS)))),
          translatedErrorHandler(onError),
        );
      });
    },

    sendMessage(receiverId, text, clientId) {
      return guarded(async () => {
        assertClientId(clientId);
        const uid = requireUid(services);
        if (!canSendMessage({ uid, isAdmin: false }, receiverId)) throw new DomainError('permission-denied', 'receiver');
        const code = validateMessage(text);
        if (code) throw new ValidationError({ text: code });
        const clean = normalizeMessage(text);
        const chatId = chatIdOf(uid, receiverId);
        // The client id is the message's id: a retry finds the message the first try stored
        // (firestore.rules never let a message be written twice, so it is counted once).
        const messages = collection(db, docPaths.messages(uid, receiverId));
        const ref = clientId === undefined ? doc(messages) : doc(messages, clientId);
        if (clientId !== undefined) {
          const stored = await getDoc(ref);
          if (stored.exists()) {
            const message = toChatMessage(chatId, stored.id, stored.data(SNAPSHOT_OPTIONS));
            if (message.senderId !== uid) throw new DomainError('already-exists');
            return message;
          }
        }
        // A conversation neither member has written in yet gets its document with its first
        // message, in one transaction that adds 1 to the sender's count of the day: the
        // outreach limit, which firestore.rules check (core/rules/outreach.ts).
        await runTransaction(db, async (tx) => {
          const chatRef = doc(db, docPaths.chat(uid, receiverId));
          const started = (await tx.get(chatRef)).exists() || (await tx.get(doc(db, docPaths.chatSummary(uid, receiverId)))).exists();
          if (!started) {
            const counterRef = doc(db, docPaths.outreachDay(uid, taiwanDayOf(Date.now())));
            const counter = await tx.get(counterRef);
            const today = counter.exists() ? Number(counter.get('started')) || 0 : 0;
            if (!canStartConversation(today)) throw new DomainError('resource-exhausted', OUTREACH_LIMIT_REACHED);
            tx.set(counterRef, { started: today + 1, lastChat: chatId });
            tx.set(chatRef, { startedBy: uid, createdAt: serverTimestamp() });
          }
          tx.set(ref, { text: clean, senderId: uid, timestamp: serverTimestamp() });
        });
        const message: ChatMessage = { id: ref.id, chatId, text: clean, senderId: uid, timestamp: Date.now() };
        return message;
      });
    },

    watchInbox(callback, onError) {
      return watchAsMember(services, onError, (uid) =>
        onSnapshot(
          toSdkQuery(db, queries.inbox(uid)),
          (snap) => callback(snap.docs.map((d) => toChatSummary(d.id, d.data(SNAPSHOT_OPTIONS)))),
          translatedErrorHandler(onError),
        ),
      );
    },

    /**
     * In one transaction: zeroes the summary, lowers the bell by what it held (naming the chat in
     * the member's private chatRead record, so firestore.rules can check the two agree) and marks
     * the conversation's chat notification read. When it resolves, the bell is right: nothing waits for a function.
     */
    markChatRead(otherId) {
      return guarded(async () => {
        const uid = requireUid(services);
        const userRef = doc(db, docPaths.user(uid));
        const summaryRef = doc(db, docPaths.chatSummary(uid, otherId));
        const notificationRef = doc(db, docPaths.chatNotification(uid, otherId));
        await runTransaction(db, async (tx) => {
          const summary = await tx.get(summaryRef);
          const user = await tx.get(userRef);
          const notification = await tx.get(notificationRef);
          const unread = summary.exists() ? toChatSummary(otherId, summary.data()).unreadCount : 0;
          if (unread > 0) {
            tx.update(summaryRef, { unreadCount: 0 });
            if (user.exists()) {
              const bell = afterChatOpened(toUserProfile(uid, user.data()).unreadNotifications, unread);
              tx.update(userRef, { unreadNotifications: bell });
              tx.set(doc(db, docPaths.chatRead(uid)), { chatId: otherId });
            }
          }
          if (notification.exists() && notification.get('isRead') !== true) tx.update(notificationRef, { isRead: true });
        });
      });
    },
  };
}

/** Reading is the member's; the bell count is lowered by onNotificationUpdated. */
export function createNotificationRepository(services: FirebaseServices): NotificationRepository {
  const { db } = services;
  return {
    watchNotifications(limit, callback, onError) {
      return watchAsMember(services, onError, (uid) =>
        onSnapshot(
          toSdkQuery(db, queries.notificationsLatest(uid, limit)),
          (snap) => callback(snap.docs.map((d) => toNotification(uid, d.id, d.data(SNAPSHOT_OPTIONS)))),
          translatedErrorHandler(onError),
        ),
      );
    },

    markRead(notificationId) {
      return guarded(async () => {
        const uid = requireUid(services);
        const ref = doc(db, docPaths.notification(uid, notificationId));
        try {
          await updateDoc(ref, { isRead: true });
        } catch (e) {
          // The rules refuse marking a notice that is not there as they refuse another's; this
          // one is the member's own path, so say it is not there, as the other backends do.
          if (!(await getDoc(ref).then((snap) => snap.exists(), () => true))) throw new DomainError('not-found');
          throw e;
        }
      });
    },
  };
}
