/**
 * deleteMyAccount (callable, asia-east1): a member deletes their own account (個人資料保護法).
 * The function reads what names the member, this planner says what to write, and the function
 * then removes the avatar and the sign-in account. Messages stay in the other member's chat;
 * that member's summary of the conversation names no one (an empty name: 已刪除的會員).
 */
import { isAccountDeletionConfirmed, type AppNotification, type Uid } from '../../../core/domain';
import { afterNotificationClicked } from '../../../core/rules/unread';
import { docPaths } from '../paths';
import type { BellCount, Write } from './writes';

/** Another member's notification about the member (their application, messages, a decision on their project). */
export interface NotificationAbout {
  owner: Uid;
  id: string;
  notification: Pick<AppNotification, 'type' | 'isRead'>;
}

export interface AccountDeletionInput {
  uid: Uid;
  /** Every document of the member's own: profile, contact, summaries, notifications, outreach and report counters, project and its applications, applications made, submissions, results, feedback. */
  ownPaths: readonly string[];
  /**
   * Shared documents that name the member: blocks made by or of them, reports they made or about
   * them, their project or their messages, and their conversations' documents (not the messages).
   */
  namingPaths: readonly string[];
  /** Members with a summary of a conversation with the member. */
  partnerIds: readonly Uid[];
  notificationsAbout: readonly NotificationAbout[];
  /** Each notified member's bell as stored. */
  bells: Readonly<Record<Uid, BellCount>>;
}

/** Whether the call may go ahead: a signed-in caller who typed the confirmation word. */
export function deletionRefusal(callerUid: Uid | null | undefined, data: unknown): 'unauthenticated' | 'invalid-argument' | null {
  if (!callerUid) return 'unauthenticated';
  const confirmation = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).confirmation : undefined;
  return isAccountDeletionConfirmed(confirmation) ? null : 'invalid-argument';
}

/** Whether a notification id or link names the member. */
export function namesMember(uid: Uid, id: string, link: unknown): boolean {
  return id.includes(uid) || (typeof link === 'string' && link.includes(uid));
}

export function planAccountDeletion(input: AccountDeletionInput): Write[] {
  const writes: Write[] = [];
  const own = new Set([...input.ownPaths, ...input.namingPaths]);
  for (const path of own) writes.push({ op: 'delete', path });
  for (const other of input.partnerIds) {
    if (other === input.uid) continue;
    writes.push({ op: 'update', path: docPaths.chatSummary(other, input.uid), data: { otherName: '', otherAvatar: '' } });
  }
  const lowered = new Map<Uid, number>();
  for (const n of input.notificationsAbout) {
    if (n.owner === input.uid) continue;
    writes.push({ op: 'delete', path: docPaths.notification(n.owner, n.id) });
    const bell = lowered.get(n.owner) ?? input.bells[n.owner];
    // Losing an unread non-chat notification lowers the bell as reading it would.
    if (typeof bell === 'number') lowered.set(n.owner, afterNotificationClicked(bell, n.notification));
  }
  for (const [owner, count] of lowered) {
    if (count !== input.bells[owner]) writes.push({ op: 'update', path: docPaths.user(owner), data: { unreadNotifications: count } });
  }
  return writes;
}
