/**
 * An application notifies the project's owner; a decision notifies the applicant. One
 * notification each (deterministic ids), each adding 1 to the member's bell.
 */
import { applicationNotificationId, decisionNotificationId, type ApplicationStatus, type Uid } from '../../../core/domain';
import { applicationNotificationText, decisionNotificationText } from '../../../core/notifications/notificationTexts';
import { canTransition } from '../../../core/rules/applicationStatus';
import { clampUnread } from '../../../core/rules/unread';
import { docPaths } from '../paths';
import type { BellCount, Write } from './writes';

export interface ProjectInfo {
  ownerId: Uid;
  projectName: string;
}

/**
 * `about`: the other member the notice names, so it goes with their account (deleteMyAccount).
 * A notice already `read` adds nothing to the bell.
 */
function notify(
  uid: Uid,
  id: string,
  about: Uid,
  message: string,
  link: string,
  bell: BellCount,
  nowMs: number,
  read = false,
): Write[] {
  const writes: Write[] = [
    {
      op: 'set',
      path: docPaths.notification(uid, id),
      data: { id, userId: uid, type: 'application', message, isRead: read, link, about, createdAt: new Date(nowMs) },
    },
  ];
  if (bell !== null && !read)
    writes.push({ op: 'update', path: docPaths.user(uid), data: { unreadNotifications: clampUnread(bell) + 1 } });
  return writes;
}

export interface ApplicationCreated {
  projectId: string;
  applicantId: Uid;
  applicantName: string;
  /**
   * The application's status when the notice is written: the owner may have decided it already
   * (the function runs seconds after the application shows in their list), and their client's
   * mark-read found no notice then, so it arrives read.
   */
  status: ApplicationStatus;
}

/** Nothing when the project is gone, the applicant is its owner, or the owner was already told. */
export function planApplicationCreated(
  created: ApplicationCreated,
  project: ProjectInfo | null,
  alreadyNotified: boolean,
  ownerBell: BellCount,
  nowMs: number,
): Write[] {
  if (!project || alreadyNotified || project.ownerId === created.applicantId) return [];
  return notify(
    project.ownerId,
    applicationNotificationId(created.projectId, created.applicantId),
    created.applicantId,
    applicationNotificationText(created.applicantName, project.projectName),
    `/project/${created.projectId}`,
    ownerBell,
    nowMs,
    created.status !== 'pending',
  );
}

export interface ApplicationDecided {
  projectId: string;
  applicantId: Uid;
  before: ApplicationStatus;
  after: ApplicationStatus;
  /**
   * Whether either of the owner and the applicant blocked the other (core/rules/blocks.ts): a
   * block keeps the two out of each other's way, so the decision tells the applicant nothing.
   */
  blocked?: boolean;
}

/** Only pending → accepted | rejected notifies, once, and never across a block. */
export function planApplicationDecided(
  change: ApplicationDecided,
  project: ProjectInfo | null,
  alreadyNotified: boolean,
  applicantBell: BellCount,
  nowMs: number,
): Write[] {
  if (!project || alreadyNotified || change.blocked === true || !canTransition(change.before, change.after) || change.after === 'pending')
    return [];
  return notify(
    change.applicantId,
    decisionNotificationId(change.projectId, change.applicantId),
    project.ownerId,
    decisionNotificationText(project.projectName, change.after),
    `/project/${change.projectId}`,
    applicantBell,
    nowMs,
  );
}
