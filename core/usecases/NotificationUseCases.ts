import type { AppNotification, Unsubscribe } from '../domain';
import { LIMITS } from '../constants';
import type { NotificationRepository } from '../ports';

/** The bell's panel, 通知中心 (spec 2 Header; 4 Notification). */
export class NotificationUseCases {
  constructor(private readonly notifications: NotificationRepository) {}

  /** The 20 newest, live. */
  watchLatest(callback: (items: AppNotification[]) => void, onError?: (e: unknown) => void): Unsubscribe {
    return this.notifications.watchNotifications(LIMITS.NOTIFICATION_LIST, callback, onError);
  }

  /**
   * Marks the notification read and returns where to go. A chat notification is marked read by
   * opening its chat (which also zeroes that conversation), so the bell is never lowered twice.
   */
  async open(notification: AppNotification): Promise<string> {
    if (!notification.isRead && notification.type !== 'chat') {
      await this.notifications.markRead(notification.id);
    }
    return notification.link;
  }
}
