import type { EpochMs, Uid } from './common';

/** Why a member reports something: a short list, the same on every backend. */
export const REPORT_REASONS = ['harassment', 'scam', 'impersonation', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What can be reported: a member (by uid), a project (by id) or one message of a chat. */
export const REPORT_TARGET_KINDS = ['member', 'project', 'message'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/**
 * An open report waits for an admin; an admin dismisses it or, for a project, hides the project.
 */
export const REPORT_STATUSES = ['open', 'dismissed', 'project_hidden'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportResolution = Exclude<ReportStatus, 'open'>;

/** What the report form sends. A message is named by its chat and its id. */
export interface ReportInput {
  targetKind: ReportTargetKind;
  /** The member's uid, the project's id, or the message's id. */
  targetId: string;
  /** The message's chat; empty for a member or a project. */
  chatId: string;
  reason: ReportReason;
  /** Optional words, at most TEXT_LIMITS.REPORT_DETAILS. */
  details: string;
}

/**
 * A stored report. The backend fills in whom it is about and a copy of the reported content
 * (the member's name and headline, the project's name, the message's text), so an admin sees
 * what was reported even when the chat is not theirs to read.
 */
export interface Report extends ReportInput {
  id: string;
  reporterId: Uid;
  reporterName: string;
  /** The reported member, the project's owner, or the message's sender. */
  targetOwnerId: Uid;
  /** The reported content as it was when reported. */
  targetExcerpt: string;
  status: ReportStatus;
  createdAt: EpochMs;
  resolvedAt: EpochMs | null;
}
