import type { AppNotification, Unsubscribe } from '../domain';

/** users/{uid}/notifications (spec 7, Notifications), for the signed-in member. */
export interface NotificationRepository {
  /** The `limit` newest, newest first, live. */
  watchNotifications(limit: number, callback: (items: AppNotification[]) => void, onError?: (e: unknown) => void): Unsubscribe;
  /** Marks read; for a non-chat notification that was unread, lowers the bell count by 1. */
  markRead(notificationId: string): Promise<void>;
}
