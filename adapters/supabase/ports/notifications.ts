import type { AppNotification, Unsubscribe } from '../../../core/domain';
import type { NotificationRepository } from '../../../core/ports';
import type { SupabaseContext } from '../context';
import { check } from '../errors';
import { toNotification } from '../rows';
import { checkLimit } from './limits';

export function createNotificationRepository(ctx: SupabaseContext): NotificationRepository {
  const { client } = ctx;
  return {
    watchNotifications(
      limit: number,
      callback: (items: AppNotification[]) => void,
      onError?: (e: unknown) => void,
    ): Unsubscribe {
      let me = '';
      return ctx.watch(
        {
          name: 'notifications',
          precheck: () => {
            me = ctx.requireUid();
            checkLimit(limit);
          },
          get sources() {
            return [{ table: 'notifications', filter: `user_id=eq.${me}` }];
          },
          load: async () => {
            const rows = check(
              await client
                .from('notifications')
                .select('*')
                .eq('user_id', me)
                .order('created_at', { ascending: false })
                .order('id', { ascending: false })
                .limit(limit),
            );
            return rows.map(toNotification);
          },
        },
        callback,
        onError,
      );
    },

    async markRead(notificationId: string): Promise<void> {
      ctx.requireUid();
      check(await client.rpc('mark_notification_read', { p_id: String(notificationId) }));
    },
  };
}
