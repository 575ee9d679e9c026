import type { NotificationType } from '../../../core/domain';

export const notificationType = {
  chat: '訊息',
  application: '專案申請',
  other: '系統通知',
} satisfies Record<NotificationType, string>;
