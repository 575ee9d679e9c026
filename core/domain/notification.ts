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

/**
 * The owner's one notification of an application, and the applicant's one of its decision. Each
 * names both ids, so it goes with either member's account.
 */
export function applicationNotificationId(projectId: string, applicantId: Uid): string {
  return `application_${projectId}_${applicantId}`;
}

export function decisionNotificationId(projectId: string, applicantId: Uid): string {
  return `decision_${projectId}_${applicantId}`;
}
