import type { EpochMs, Uid } from './common';
import type { NotificationType } from './enums';

export interface AppNotification {
  id: string;
  userId: Uid;
  type: NotificationType;
  message: string;
  isRead: boolean;
  /** In-app path, e.g. /chat/{uid} or /project/{id}. */
  link: string;
  createdAt: EpochMs;
}

/** One `chat` notification per conversation, refreshed by each new message. */
export function chatNotificationId(otherId: Uid): string {
  return `chat_${otherId}`;
}
