/**
 * Firestore document paths and Storage object paths of spec section 7. Shared by the client
 * adapter, the server effects (Cloud Functions) and the tests; no SDK import.
 *
 *   users/{uid}                                   public profile
 *   users/{uid}/private/contact                   private contact (email, phone)
 *   users/{uid}/chats/{otherId}                   inbox summary, one per conversation
 *   users/{uid}/notifications/{id}                notifications (chat ones: chat_{otherId})
 *   projects/{ownerUid}                           a member's one project
 *   projects/{projectId}/applications/{applicantUid}
 *   users/{uid}/outreach/{day}                    new conversations started on a Taiwan day
 *   users/{uid}/reporting/{day}                   reports filed on a Taiwan day
 *   chats/{a_b}                                   a conversation, created with its first message
 *   chats/{a_b}/messages/{messageId}              a_b = the two uids sorted, joined by "_"
 *   blocks/{blocker_blocked}                      a block, written by the blocker only
 *   banners/{id}, resources/{id}, questionnaires/{id}, questions/{id}
 *   questionnaire_submissions/{uid}_{n}           n = 1 or 2 (at most 2 a member, rules-enforced)
 *   questionnaire_results/{submissionId}          written by the scoring function only
 *   feedback/{id}                                 written by submitFeedback only
 *   feedback_senders/{uid}                        submitFeedback's count of a member's recent sends
 *   reports/{reporterUid}_{kind}_{targetId}       a member's report; written again after it is resolved
 *
 * Storage: avatars/{uid}, banners/{timestamp}_{filename}.
 */
import { blockIdOf, chatIdOf, chatNotificationId, type Uid } from '../../core/domain';

export const COLLECTIONS = {
  users: 'users',
  private: 'private',
  chats: 'chats',
  notifications: 'notifications',
  projects: 'projects',
  applications: 'applications',
  messages: 'messages',
  banners: 'banners',
  resources: 'resources',
  questionnaires: 'questionnaires',
  questions: 'questions',
  submissions: 'questionnaire_submissions',
  results: 'questionnaire_results',
  feedback: 'feedback',
  feedbackSenders: 'feedback_senders',
  blocks: 'blocks',
  outreach: 'outreach',
  reporting: 'reporting',
  reports: 'reports',
  /** Which report hid a project, apart from the project, which its owner reads (firestore.rules). */
  projectModeration: 'project_moderation',
  /** Written by deleteMyAccount only, keyed by the SHA-256 of a deleted uid (firestore.rules accountDeleted). */
  deletedMembers: 'deleted_members',
} as const;

export const CONTACT_DOC_ID = 'contact';
/** The chat a member last opened, which the bell's rule reads: private, as whom they talk to is. */
export const CHAT_READ_DOC_ID = 'chatRead';

export const docPaths = {
  user: (uid: Uid) => `${COLLECTIONS.users}/${uid}`,
  contact: (uid: Uid) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.private}/${CONTACT_DOC_ID}`,
  chatRead: (uid: Uid) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.private}/${CHAT_READ_DOC_ID}`,
  chatSummary: (uid: Uid, otherId: Uid) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.chats}/${otherId}`,
  notification: (uid: Uid, id: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.notifications}/${id}`,
  chatNotification: (uid: Uid, otherId: Uid) => docPaths.notification(uid, chatNotificationId(otherId)),
  project: (projectId: string) => `${COLLECTIONS.projects}/${projectId}`,
  application: (projectId: string, applicantId: Uid) =>
    `${COLLECTIONS.projects}/${projectId}/${COLLECTIONS.applications}/${applicantId}`,
  chat: (a: Uid, b: Uid) => `${COLLECTIONS.chats}/${chatIdOf(a, b)}`,
  outreachDay: (uid: Uid, day: number) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.outreach}/${day}`,
  reportingDay: (uid: Uid, day: number) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.reporting}/${day}`,
  block: (blockerId: Uid, blockedId: Uid) => `${COLLECTIONS.blocks}/${blockIdOf(blockerId, blockedId)}`,
  messages: (a: Uid, b: Uid) => `${COLLECTIONS.chats}/${chatIdOf(a, b)}/${COLLECTIONS.messages}`,
  banner: (id: string) => `${COLLECTIONS.banners}/${id}`,
  resource: (id: string) => `${COLLECTIONS.resources}/${id}`,
  questionnaire: (id: string) => `${COLLECTIONS.questionnaires}/${id}`,
  question: (id: string) => `${COLLECTIONS.questions}/${id}`,
  submission: (id: string) => `${COLLECTIONS.submissions}/${id}`,
  result: (id: string) => `${COLLECTIONS.results}/${id}`,
  feedbackSender: (uid: Uid) => `${COLLECTIONS.feedbackSenders}/${uid}`,
  report: (id: string) => `${COLLECTIONS.reports}/${id}`,
  projectModeration: (projectId: string) => `${COLLECTIONS.projectModeration}/${projectId}`,
  message: (chatId: string, messageId: string) => `${COLLECTIONS.chats}/${chatId}/${COLLECTIONS.messages}/${messageId}`,
} as const;

/** One open-or-last report a member per reported thing: firestore.rules allows exactly this id. */
export function reportId(reporterUid: Uid, kind: string, targetId: string): string {
  return `${reporterUid}_${kind}_${targetId}`;
}

/** Where a resolved report is kept on record when its reporter reports the same thing again (firestore.rules keptResolvedReport). */
export function keptReportId(id: string, resolvedAtMs: number): string {
  return `${id}~${resolvedAtMs}`;
}

/** The n-th submission of a member (n = 1, 2): firestore.rules allows exactly these ids. */
export function submissionId(uid: Uid, n: number): string {
  return `${uid}_${n}`;
}

function safeFileName(name: string): string {
  const chars = [...(name || 'image')].map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '_' : c));
  return chars.join('');
}

export const storagePaths = {
  avatar: (uid: Uid) => `avatars/${uid}`,
  /** banners/{timestamp}_{filename}; slashes and control characters in the name become "_". */
  banner: (timestamp: number, fileName: string) => `banners/${timestamp}_${safeFileName(fileName)}`,
} as const;
