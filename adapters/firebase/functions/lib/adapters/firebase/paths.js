"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.storagePaths = exports.notificationIds = exports.docPaths = exports.CONTACT_DOC_ID = exports.COLLECTIONS = void 0;
exports.submissionId = submissionId;
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
 *   chats/{a_b}/messages/{messageId}              a_b = the two uids sorted, joined by "_"
 *   banners/{id}, resources/{id}, questionnaires/{id}, questions/{id}
 *   questionnaire_submissions/{uid}_{n}           n = 1 or 2 (at most 2 a member, rules-enforced)
 *   questionnaire_results/{submissionId}          written by the scoring function only
 *   feedback/{id}                                 written by submitFeedback only
 *
 * Storage: avatars/{uid}, banners/{timestamp}_{filename}.
 */
const domain_1 = require("../../core/domain");
exports.COLLECTIONS = {
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
};
exports.CONTACT_DOC_ID = 'contact';
exports.docPaths = {
    user: (uid) => `${exports.COLLECTIONS.users}/${uid}`,
    contact: (uid) => `${exports.COLLECTIONS.users}/${uid}/${exports.COLLECTIONS.private}/${exports.CONTACT_DOC_ID}`,
    chatSummary: (uid, otherId) => `${exports.COLLECTIONS.users}/${uid}/${exports.COLLECTIONS.chats}/${otherId}`,
    notification: (uid, id) => `${exports.COLLECTIONS.users}/${uid}/${exports.COLLECTIONS.notifications}/${id}`,
    chatNotification: (uid, otherId) => exports.docPaths.notification(uid, (0, domain_1.chatNotificationId)(otherId)),
    project: (projectId) => `${exports.COLLECTIONS.projects}/${projectId}`,
    application: (projectId, applicantId) => `${exports.COLLECTIONS.projects}/${projectId}/${exports.COLLECTIONS.applications}/${applicantId}`,
    messages: (a, b) => `${exports.COLLECTIONS.chats}/${(0, domain_1.chatIdOf)(a, b)}/${exports.COLLECTIONS.messages}`,
    banner: (id) => `${exports.COLLECTIONS.banners}/${id}`,
    resource: (id) => `${exports.COLLECTIONS.resources}/${id}`,
    questionnaire: (id) => `${exports.COLLECTIONS.questionnaires}/${id}`,
    question: (id) => `${exports.COLLECTIONS.questions}/${id}`,
    submission: (id) => `${exports.COLLECTIONS.submissions}/${id}`,
    result: (id) => `${exports.COLLECTIONS.results}/${id}`,
};
/** The n-th submission of a member (n = 1, 2): firestore.rules allows exactly these ids. */
function submissionId(uid, n) {
    return `${uid}_${n}`;
}
/** Notification ids are deterministic, so a retried trigger never notifies twice. */
exports.notificationIds = {
    application: (projectId, applicantId) => `application_${projectId}_${applicantId}`,
    decision: (projectId, applicantId) => `decision_${projectId}_${applicantId}`,
};
exports.storagePaths = {
    avatar: (uid) => `avatars/${uid}`,
    /** banners/{timestamp}_{filename}; slashes and control characters in the name become "_". */
    banner: (timestamp, fileName) => `banners/${timestamp}_${(fileName || 'image').replace(/[/\\\u0000-\u001f\u007f]/g, '_')}`,
};
//# sourceMappingURL=paths.js.map