"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.onSubmissionCreated = exports.onApplicationUpdated = exports.onApplicationCreated = exports.onNotificationUpdated = exports.onChatSummaryUpdated = exports.onMessageCreated = exports.submitFeedback = void 0;
/**
 * Cloud Functions of the Firebase backend (2nd generation, asia-east1). Each is a thin shell:
 * read what the pure planner of ../../serverEffects needs (inside a transaction), call it, and
 * apply its writes. The planners are tested by jest in the root project.
 */
const app_1 = require("firebase-admin/app");
const firestore_1 = require("firebase-admin/firestore");
const v2_1 = require("firebase-functions/v2");
const firestore_2 = require("firebase-functions/v2/firestore");
const https_1 = require("firebase-functions/v2/https");
const logger = __importStar(require("firebase-functions/logger"));
const constants_1 = require("../../../../core/constants");
const mapping_1 = require("../../mapping");
const paths_1 = require("../../paths");
const queryCatalogue_1 = require("../../queryCatalogue");
const applicationEffects_1 = require("../../serverEffects/applicationEffects");
const chatEffects_1 = require("../../serverEffects/chatEffects");
const feedbackEffects_1 = require("../../serverEffects/feedbackEffects");
const notificationEffects_1 = require("../../serverEffects/notificationEffects");
const submissionEffects_1 = require("../../serverEffects/submissionEffects");
const adminQuery_1 = require("./adminQuery");
(0, app_1.initializeApp)();
(0, v2_1.setGlobalOptions)({ region: constants_1.LIMITS.FEEDBACK_REGION, maxInstances: 10 });
let firestore = null;
function db() {
    firestore ??= (0, firestore_1.getFirestore)();
    return firestore;
}
function apply(tx, writes) {
    for (const w of writes) {
        const ref = db().doc(w.path);
        if (w.op === 'set')
            tx.set(ref, w.data, { merge: w.merge === true });
        else if (w.op === 'update')
            tx.update(ref, w.data);
        else
            tx.delete(ref);
    }
}
async function readData(tx, path) {
    const snap = await tx.get(db().doc(path));
    return snap.exists ? (snap.data() ?? {}) : null;
}
function memberInfo(uid, d) {
    if (!d)
        return null;
    const p = (0, mapping_1.toUserProfile)(uid, d);
    return { name: p.name, avatarUrl: p.avatarUrl };
}
function bellOf(d) {
    return d ? (0, mapping_1.toUserProfile)('', d).unreadNotifications : null;
}
function summaryState(otherId, d) {
    if (!d)
        return null;
    const s = (0, mapping_1.toChatSummary)(otherId, d);
    return { unreadCount: s.unreadCount, lastMessageId: typeof d.lastMessageId === 'string' ? d.lastMessageId : '', lastTimestampMs: s.lastMessage.timestamp };
}
function projectInfo(id, d) {
    if (!d)
        return null;
    return { ownerId: typeof d.ownerId === 'string' && d.ownerId ? d.ownerId : id, projectName: typeof d.projectName === 'string' ? d.projectName : '' };
}
// --- Contact: the callable of spec 7 -------------------------------------------------------------
/**
 * The web app calls it only from the Contact page (optional bearer token). In the Functions
 * emulator without a Firestore emulator (the offline test here), the message is logged instead
 * of stored: there is no database to store it in.
 */
exports.submitFeedback = (0, https_1.onCall)({ region: constants_1.LIMITS.FEEDBACK_REGION, timeoutSeconds: constants_1.LIMITS.FEEDBACK_TIMEOUT_MS / 1000 }, async (request) => {
    const plan = (0, feedbackEffects_1.planFeedback)(request.data, request.auth?.uid ?? null, Date.now());
    if (!plan.document)
        return plan.response;
    const noDatabase = process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIRESTORE_EMULATOR_HOST;
    try {
        if (noDatabase)
            logger.info('feedback received (no Firestore emulator: not stored)', { length: String(plan.document.message).length });
        else
            await db().collection('feedback').add(plan.document);
        return plan.response;
    }
    catch (e) {
        logger.error('storing feedback failed', e);
        return { success: false, message: feedbackEffects_1.FEEDBACK_TEXTS.failed };
    }
});
// --- Chat ------------------------------------------------------------------------------------------
exports.onMessageCreated = (0, firestore_2.onDocumentCreated)('chats/{chatId}/messages/{messageId}', async (event) => {
    const snap = event.data;
    if (!snap)
        return;
    const { chatId, messageId } = event.params;
    const d = snap.data();
    const message = {
        chatId,
        messageId,
        text: typeof d.text === 'string' ? d.text : '',
        senderId: typeof d.senderId === 'string' ? d.senderId : '',
        timestampMs: (0, mapping_1.toMillis)(d.timestamp) || Date.parse(event.time),
    };
    const [a, b] = chatId.split('_');
    const receiverId = message.senderId === a ? b : a;
    if (!receiverId || !message.senderId)
        return;
    await db().runTransaction(async (tx) => {
        const [sender, receiver, senderSummary, receiverSummary] = await Promise.all([
            readData(tx, paths_1.docPaths.user(message.senderId)),
            readData(tx, paths_1.docPaths.user(receiverId)),
            readData(tx, paths_1.docPaths.chatSummary(message.senderId, receiverId)),
            readData(tx, paths_1.docPaths.chatSummary(receiverId, message.senderId)),
        ]);
        apply(tx, (0, chatEffects_1.planMessageEffects)(message, {
            sender: memberInfo(message.senderId, sender),
            receiver: memberInfo(receiverId, receiver),
            senderSummary: summaryState(receiverId, senderSummary),
            receiverSummary: summaryState(message.senderId, receiverSummary),
            receiverBell: bellOf(receiver),
        }, Date.now()));
    });
});
exports.onChatSummaryUpdated = (0, firestore_2.onDocumentUpdated)('users/{uid}/chats/{otherId}', async (event) => {
    const change = event.data;
    if (!change)
        return;
    const { uid, otherId } = event.params;
    const beforeUnread = (0, mapping_1.toChatSummary)(otherId, change.before.data() ?? {}).unreadCount;
    const afterUnread = (0, mapping_1.toChatSummary)(otherId, change.after.data() ?? {}).unreadCount;
    if (afterUnread >= beforeUnread)
        return;
    await db().runTransaction(async (tx) => {
        const user = await readData(tx, paths_1.docPaths.user(uid));
        apply(tx, (0, chatEffects_1.planSummaryReadEffects)({ uid, otherId, beforeUnread, afterUnread }, bellOf(user)));
    });
});
exports.onNotificationUpdated = (0, firestore_2.onDocumentUpdated)('users/{uid}/notifications/{notificationId}', async (event) => {
    const change = event.data;
    if (!change)
        return;
    const { uid, notificationId } = event.params;
    const before = (0, mapping_1.toNotification)(uid, notificationId, change.before.data() ?? {});
    const after = (0, mapping_1.toNotification)(uid, notificationId, change.after.data() ?? {});
    if (before.isRead || !after.isRead)
        return;
    await db().runTransaction(async (tx) => {
        const user = await readData(tx, paths_1.docPaths.user(uid));
        apply(tx, (0, notificationEffects_1.planNotificationReadEffects)({ uid, notificationId, before, after }, bellOf(user)));
    });
});
// --- Applications ----------------------------------------------------------------------------------
exports.onApplicationCreated = (0, firestore_2.onDocumentCreated)('projects/{projectId}/applications/{applicantId}', async (event) => {
    const snap = event.data;
    if (!snap)
        return;
    const { projectId, applicantId } = event.params;
    const app = (0, mapping_1.toApplication)(projectId, applicantId, snap.data());
    await db().runTransaction(async (tx) => {
        const project = projectInfo(projectId, await readData(tx, paths_1.docPaths.project(projectId)));
        if (!project)
            return;
        const [notified, owner] = await Promise.all([
            readData(tx, paths_1.docPaths.notification(project.ownerId, `application_${projectId}_${applicantId}`)),
            readData(tx, paths_1.docPaths.user(project.ownerId)),
        ]);
        apply(tx, (0, applicationEffects_1.planApplicationCreated)({ projectId, applicantId, applicantName: app.applicantName }, project, notified !== null, bellOf(owner), Date.now()));
    });
});
exports.onApplicationUpdated = (0, firestore_2.onDocumentUpdated)('projects/{projectId}/applications/{applicantId}', async (event) => {
    const change = event.data;
    if (!change)
        return;
    const { projectId, applicantId } = event.params;
    const before = (0, mapping_1.toApplication)(projectId, applicantId, change.before.data() ?? {}).status;
    const after = (0, mapping_1.toApplication)(projectId, applicantId, change.after.data() ?? {}).status;
    if (before === after)
        return;
    await db().runTransaction(async (tx) => {
        const [projectData, notified, applicant] = await Promise.all([
            readData(tx, paths_1.docPaths.project(projectId)),
            readData(tx, paths_1.docPaths.notification(applicantId, `decision_${projectId}_${applicantId}`)),
            readData(tx, paths_1.docPaths.user(applicantId)),
        ]);
        apply(tx, (0, applicationEffects_1.planApplicationDecided)({ projectId, applicantId, before, after }, projectInfo(projectId, projectData), notified !== null, bellOf(applicant), Date.now()));
    });
});
// --- Questionnaire ---------------------------------------------------------------------------------
exports.onSubmissionCreated = (0, firestore_2.onDocumentCreated)('questionnaire_submissions/{submissionId}', async (event) => {
    const snap = event.data;
    if (!snap)
        return;
    const { submissionId } = event.params;
    const first = (0, mapping_1.toSubmission)(submissionId, snap.data());
    if (!first.userId || first.resultId)
        return;
    const questionsSnap = await (0, adminQuery_1.toAdminQuery)(db(), queryCatalogue_1.queries.questionsOf(first.questionnaireId)).get();
    const questions = questionsSnap.docs.map((d) => (0, mapping_1.toQuestion)(d.id, d.data()));
    await db().runTransaction(async (tx) => {
        const current = await tx.get(db().doc(paths_1.docPaths.submission(submissionId)));
        if (!current.exists)
            return;
        const submission = (0, mapping_1.toSubmission)(submissionId, current.data() ?? {});
        const mine = await tx.get((0, adminQuery_1.toAdminQuery)(db(), queryCatalogue_1.queries.submissionsOfUser(submission.userId)));
        const user = await readData(tx, paths_1.docPaths.user(submission.userId));
        const plan = (0, submissionEffects_1.planSubmissionScoring)({ ...submission, submissionId, createdAtMs: submission.createdAt }, {
            questions,
            memberSubmissions: mine.docs.map((d) => ({ id: d.id, createdAtMs: (0, mapping_1.toMillis)(d.get('createdAt')) })),
            currentRetakeCount: user ? ((0, mapping_1.toUserProfile)(submission.userId, user).archetypeResult?.retakeCount ?? null) : null,
            userExists: user !== null,
        }, Date.now());
        if (plan)
            apply(tx, plan.writes);
    });
});
//# sourceMappingURL=index.js.map