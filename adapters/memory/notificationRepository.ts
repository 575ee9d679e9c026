import type { AppNotification, Unsubscribe } from '../../core/domain';
import { DomainError } from '../../core/domain';
import { canResetUnread } from '../../core/policies/permissions';
import type { NotificationRepository } from '../../core/ports';
import type { MemoryContext } from './context';
import { checkLimit } from './paging';

function newestFirst(a: AppNotification, b: AppNotification): number {
  return b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export function createNotificationRepository(ctx: MemoryContext): NotificationRepository {
  return {
    watchNotifications(
      limit: number,
      callback: (items: AppNotification[]) => void,
      onError?: (e: unknown) => void,
    ): Unsubscribe {
      return ctx.watchAsMember(
        ['notifications'],
        (d, actor) => {
          const n = checkLimit(limit);
          return Object.values(d.notifications[actor.uid] ?? {})
            .sort(newestFirst)
            .slice(0, n);
        },
        callback,
        onError,
      );
    },

    /**
     * The bell's accounting (./effects.ts, with the notification texts and unread rules) loads on
     * the first click, not with the backend every screen waits for.
     */
    async markRead(notificationId: string): Promise<void> {
      const { clickNotification } = await import(/* webpackChunkName: "memory-effects" */ './effects');
      await ctx.writeAsMember(['notifications', 'users'], (d, actor) => {
        // Notifications live under their member: another member's id is simply not found here.
        const n = d.notifications[actor.uid]?.[notificationId];
        if (!n) throw new DomainError('not-found');
        if (!canResetUnread(actor, n.userId)) throw new DomainError('permission-denied');
        if (!n.isRead) clickNotification(d, n);
      });
    },
  };
}
