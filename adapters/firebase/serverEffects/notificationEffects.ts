/**
 * A notification marked read by its member → a non-chat one lowers the bell by 1 (a chat one
 * is accounted by its conversation's summary: see chatEffects.ts).
 */
import type { NotificationType, Uid } from '../../../core/domain';
import { afterNotificationClicked } from '../../../core/rules/unread';
import { docPaths } from '../paths';
import type { BellCount, Write } from './writes';

export interface NotificationUpdated {
  uid: Uid;
  notificationId: string;
  before: { type: NotificationType; isRead: boolean };
  after: { type: NotificationType; isRead: boolean };
}

export function planNotificationReadEffects(change: NotificationUpdated, bell: BellCount): Write[] {
  if (bell === null || change.before.isRead || !change.after.isRead) return [];
  const next = afterNotificationClicked(bell, change.before);
  if (next === bell) return [];
  return [{ op: 'update', path: docPaths.user(change.uid), data: { unreadNotifications: next } }];
}
