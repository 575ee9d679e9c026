import type { AppNotification } from './notification';
import type { Block } from './block';
import type { Report } from './report';
import type { Application, Project } from './project';
import type { ChatMessage } from './chat';
import type { QuestionnaireResult, Submission } from './questionnaire';
import type { ContactInfo, UserProfile } from './user';
import type { EpochMs, Uid } from './common';

/**
 * What 下載我的資料 gives (個人資料保護法: a member may see all the platform holds about them):
 * one named section per kind of record, gathered by MyDataUseCases.
 */
export interface MyDataExport {
  format: 'cofounder-my-data';
  uid: Uid;
  exportedAt: EpochMs;
  sections: Record<string, unknown>;
}

/** What each section holds, as the backends answer it. */
export interface MyDataRecords {
  profile: UserProfile | null;
  contact: ContactInfo | null;
  project: Project | null;
  applicationsMade: Application[];
  applicationsReceived: Application[];
  messages: ChatMessage[];
  notifications: AppNotification[];
  assessmentSubmissions: Submission[];
  assessmentResults: QuestionnaireResult[];
  /** Reports the member made (reports about the member are the admins' records, not theirs to read). */
  reportsMade: Report[];
  /** Members the member blocked. */
  blocksMade: Block[];
}

/**
 * What the member types to confirm deleting their account. Every backend checks it again, so a
 * call that skipped the confirmation step is refused.
 */
export const ACCOUNT_DELETION_WORD = '刪除帳號';

export function isAccountDeletionConfirmed(typed: unknown): boolean {
  return typeof typed === 'string' && typed.trim() === ACCOUNT_DELETION_WORD;
}
