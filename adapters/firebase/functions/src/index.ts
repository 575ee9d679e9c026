/**
 * Cloud Functions of the Firebase backend (2nd generation, asia-east1). Each is a thin shell:
 * read what the pure planner of ../../serverEffects needs (inside a transaction), call it, and
 * apply its writes. The planners are tested by jest in the root project.
 */
import { createHash } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import { FieldValue, getFirestore, type DocumentData, type DocumentSnapshot, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentCreated, onDocumentDeleted, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { LIMITS } from '../../../../core/constants';
import { ROLES, applicationNotificationId, chatNotificationId, decisionNotificationId } from '../../../../core/domain';
import { MOST_RECOMMENDATIONS_ASKED, RECOMMENDATION_CANDIDATES_PER_ROLE, isPartnerLimit, rankPartners } from '../../../../core/matching/partnerScoring';
import { submissionRefusal, toApplication, toChatSummary, toNotification, toProject, toQuestion, toSubmission, toUserProfile, toMillis } from '../../mapping';
import { COLLECTIONS, docPaths, storagePaths } from '../../paths';
import { queries } from '../../queryCatalogue';
import { deletionRefusal, namesMember, planAccountDeletion, type NotificationAbout } from '../../serverEffects/accountDeletionEffects';
import { planApplicationCreated, planApplicationDecided, type ProjectInfo } from '../../serverEffects/applicationEffects';
import { planMessageEffects, type SummaryState } from '../../serverEffects/chatEffects';
import { FEEDBACK_TEXTS, planFeedback, planFeedbackRate } from '../../serverEffects/feedbackEffects';
import { planNotificationReadEffects } from '../../serverEffects/notificationEffects';
import { planProfileRefresh } from '../../serverEffects/profileEffects';
import { planSubmissionScoring } from '../../serverEffects/submissionEffects';
import type { BellCount, MemberInfo, Write } from '../../serverEffects/writes';
import { toAdminQuery } from './adminQuery';

initializeApp();
setGlobalOptions({ region: LIMITS.FEEDBACK_REGION, maxInstances: 10 });

/** Firestore allows 500 writes in one batch. */
const BATCH_LIMIT = 500;

let firestore: Firestore | null = null;
function db(): Firestore {
  firestore ??= getFirestore();
  return firestore;
}

function apply(tx: Transaction, writes: readonly Write[]): void {
  for (const w of writes) {
    const ref = db().doc(w.path);
    if (w.op === 'set') tx.set(ref, w.data, { merge: w.merge === true });
    else if (w.op === 'update') tx.update(ref, w.data);
    else tx.delete(ref);
  }
}

async function readData(tx: Transaction, path: string): Promise<DocumentData | null> {
  const snap = await tx.get(db().doc(path));
  return snap.exists ? (snap.data() ?? {}) : null;
}

function memberInfo(uid: string, d: DocumentData | null): MemberInfo | null {
  if (!d) return null;
  const p = toUserProfile(uid, d);
  return { name: p.name, avatarUrl: p.avatarUrl };
}

function bellOf(d: DocumentData | null): BellCount {
  return d ? toUserProfile('', d).unreadNotifications : null;
}

function summaryState(otherId: string, d: DocumentData | null): SummaryState | null {
  if (!d) return null;
  const s = toChatSummary(otherId, d);
  return { unreadCount: s.unreadCount, lastMessageId: typeof d.lastMessageId === 'string' ? d.lastMessageId : '', lastTimestampMs: s.lastMessage.timestamp };
}

function projectInfo(id: string, d: DocumentData | null): ProjectInfo | null {
  if (!d) return null;
  return { ownerId: typeof d.ownerId === 'string' && d.ownerId ? d.ownerId : id, projectName: typeof d.projectName === 'string' ? d.projectName : '' };
}

// --- Contact: the callable of spec 7 -------------------------------------------------------------

/** gRPC codes of a write whose precondition another call's write broke first. */
const LOST_RACE = new Set([6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */, 10 /* ABORTED */]);

/** Runs `attempt` again (a few times) when it lost a race; it then reads the other call's write. */
async function withRetries<T>(attempt: () => Promise<T>, tries = 5): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt();
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (i >= tries || typeof code !== 'number' || !LOST_RACE.has(code)) throw e;
    }
  }
}

/**
 * The web app calls it from the Contact page, which needs sign-in: a call without a signed-in
 * member is refused ('unauthenticated'), and one sender gets at most
 * LIMITS.FEEDBACK_MAX_PER_WINDOW messages stored per LIMITS.FEEDBACK_WINDOW_MS
 * ('resource-exhausted'), counted in the same transaction that stores the message, so concurrent
 * calls cannot slip past the count.
 */
export const submitFeedback = onCall({ region: LIMITS.FEEDBACK_REGION, timeoutSeconds: LIMITS.FEEDBACK_TIMEOUT_MS / 1000 }, async (request) => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'sign in to send feedback');
  const nowMs = Date.now();
  const plan = planFeedback(request.data, uid, nowMs);
  const document = plan.document;
  if (!document) return plan.response;
  let allowed = false;
  try {
    await withRetries(() =>
      db().runTransaction(async (tx) => {
        const sender = db().doc(docPaths.feedbackSender(uid));
        const snap = await tx.get(sender);
        const rate = planFeedbackRate(snap.get('sentAtMs'), nowMs);
        allowed = rate.allowed;
        if (!allowed) return;
        // Preconditions, so that two calls that read the same count cannot both write after it.
        if (snap.exists) tx.update(sender, { sentAtMs: rate.sentAtMs }, { lastUpdateTime: snap.updateTime! });
        else tx.create(sender, { sentAtMs: rate.sentAtMs });
        tx.create(db().collection(COLLECTIONS.feedback).doc(), document);
      }),
    );
  } catch (e) {
    logger.error('storing feedback failed', e);
    return { success: false, message: FEEDBACK_TEXTS.failed };
  }
  if (!allowed) throw new HttpsError('resource-exhausted', 'too many feedback messages; try again later');
  return plan.response;
});

// --- Recommendations -------------------------------------------------------------------------------

/**
 * The caller's recommended partners (Home's 推薦夥伴, Explore's 最適合我, a project's suggested
 * members): the bounded candidate set every backend scores (per role, the
 * RECOMMENDATION_CANDIDATES_PER_ROLE complete profiles active most recently, members blocked
 * either way left out), ranked by core's rankPartners. It runs here so that a phone downloads
 * the few partners shown, not the up to 300 profiles they are chosen from. Refused without
 * sign-in ('unauthenticated') and, as on every backend, for a limit that is not a whole number
 * from 1 to MOST_RECOMMENDATIONS_ASKED ('invalid-argument'). It answers public profile fields
 * only, as any signed-in member may read them (firestore.rules, users/{uid}).
 */
export const recommendPartners = onCall(async (request) => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'sign in to see recommended partners');
  const limit: unknown = (request.data as { limit?: unknown } | null)?.limit;
  if (!isPartnerLimit(limit)) throw new HttpsError('invalid-argument', `limit is a whole number from 1 to ${MOST_RECOMMENDATIONS_ASKED}`);

  const [mine, project, blocked, blockers] = await Promise.all([
    db().doc(docPaths.user(uid)).get(),
    db().doc(docPaths.project(uid)).get(),
    toAdminQuery(db(), queries.blocksByBlocker(uid)).get(),
    toAdminQuery(db(), queries.blocksOfBlocked(uid)).get(),
  ]);
  if (!mine.exists) return { partners: [] };
  const hidden = new Set([
    ...blocked.docs.map((d) => String(d.get('blockedId'))),
    ...blockers.docs.map((d) => String(d.get('blockerId'))),
  ]);
  // Each role's query asks for as many more as could be hidden, so hiding never shortens the set.
  const perRole = await Promise.all(
    ROLES.map(async (role) => {
      const result = await toAdminQuery(db(), queries.usersActiveOfRole(role, RECOMMENDATION_CANDIDATES_PER_ROLE + hidden.size)).get();
      return result.docs.filter((d) => !hidden.has(d.id)).slice(0, RECOMMENDATION_CANDIDATES_PER_ROLE);
    }),
  );
  const seeker = {
    profile: toUserProfile(uid, mine.data() ?? {}),
    skillsRequired: project.exists ? toProject(project.id, project.data() ?? {}).skillsRequired : [],
  };
  const candidates = perRole.flatMap((docs) => docs.map((d) => toUserProfile(d.id, d.data())));
  return { partners: rankPartners(seeker, candidates, Date.now(), limit) };
});

// --- Chat ------------------------------------------------------------------------------------------

export const onMessageCreated = onDocumentCreated('chats/{chatId}/messages/{messageId}', async (event) => {
  const snap = event.data;
  if (!snap) return;
  const { chatId, messageId } = event.params;
  const d = snap.data();
  const message = {
    chatId,
    messageId,
    text: typeof d.text === 'string' ? d.text : '',
    senderId: typeof d.senderId === 'string' ? d.senderId : '',
    timestampMs: toMillis(d.timestamp) || Date.parse(event.time),
  };
  const [a, b] = chatId.split('_');
  const receiverId = message.senderId === a ? b : a;
  if (!receiverId || !message.senderId) return;
  await db().runTransaction(async (tx) => {
    const [sender, receiver, senderSummary, receiverSummary] = await Promise.all([
      readData(tx, docPaths.user(message.senderId)),
      readData(tx, docPaths.user(receiverId)),
      readData(tx, docPaths.chatSummary(message.senderId, receiverId)),
      readData(tx, docPaths.chatSummary(receiverId, message.senderId)),
    ]);
    apply(
      tx,
      planMessageEffects(
        message,
        {
          sender: memberInfo(message.senderId, sender),
          receiver: memberInfo(receiverId, receiver),
          senderSummary: summaryState(receiverId, senderSummary),
          receiverSummary: summaryState(message.senderId, receiverSummary),
          receiverBell: bellOf(receiver),
        },
        Date.now(),
      ),
    );
  });
});

export const onNotificationUpdated = onDocumentUpdated('users/{uid}/notifications/{notificationId}', async (event) => {
  const change = event.data;
  if (!change) return;
  const { uid, notificationId } = event.params;
  const before = toNotification(uid, notificationId, change.before.data() ?? {});
  const after = toNotification(uid, notificationId, change.after.data() ?? {});
  if (before.isRead || !after.isRead) return;
  await db().runTransaction(async (tx) => {
    const user = await readData(tx, docPaths.user(uid));
    apply(tx, planNotificationReadEffects({ uid, notificationId, before, after }, bellOf(user)));
  });
});

// --- Applications ----------------------------------------------------------------------------------

export const onApplicationCreated = onDocumentCreated('projects/{projectId}/applications/{applicantId}', async (event) => {
  const snap = event.data;
  if (!snap) return;
  const { projectId, applicantId } = event.params;
  const app = toApplication(projectId, applicantId, snap.data());
  await db().runTransaction(async (tx) => {
    const project = projectInfo(projectId, await readData(tx, docPaths.project(projectId)));
    if (!project) return;
    // The owner may have decided it already: the notice then arrives read (planApplicationCreated).
    const [notified, owner, current] = await Promise.all([
      readData(tx, docPaths.notification(project.ownerId, applicationNotificationId(projectId, applicantId))),
      readData(tx, docPaths.user(project.ownerId)),
      readData(tx, docPaths.application(projectId, applicantId)),
    ]);
    // Gone already (its project deleted, or published again since): nothing to tell.
    if (!current) return;
    const status = toApplication(projectId, applicantId, current).status;
    apply(
      tx,
      planApplicationCreated({ projectId, applicantId, applicantName: app.applicantName, status }, project, notified !== null, bellOf(owner), Date.now()),
    );
  });
});

export const onApplicationUpdated = onDocumentUpdated('projects/{projectId}/applications/{applicantId}', async (event) => {
  const change = event.data;
  if (!change) return;
  const { projectId, applicantId } = event.params;
  const before = toApplication(projectId, applicantId, change.before.data() ?? {}).status;
  const after = toApplication(projectId, applicantId, change.after.data() ?? {}).status;
  if (before === after) return;
  await db().runTransaction(async (tx) => {
    const [projectData, notified, applicant] = await Promise.all([
      readData(tx, docPaths.project(projectId)),
      readData(tx, docPaths.notification(applicantId, decisionNotificationId(projectId, applicantId))),
      readData(tx, docPaths.user(applicantId)),
    ]);
    const project = projectInfo(projectId, projectData);
    // A block either way, made since the application, keeps the decision from the applicant.
    const ownerId = project?.ownerId ?? projectId;
    const blocks = await Promise.all([
      readData(tx, docPaths.block(ownerId, applicantId)),
      readData(tx, docPaths.block(applicantId, ownerId)),
    ]);
    const blocked = blocks.some((b) => b !== null);
    apply(tx, planApplicationDecided({ projectId, applicantId, before, after, blocked }, project, notified !== null, bellOf(applicant), Date.now()));
  });
});

/**
 * A deleted project's applications go with it, and the record of the report that hid it. The
 * admin who deletes a project reads none of its applications (firestore.rules). Its owner may
 * publish it again before this runs: applications made to that new project, created after it,
 * stay. Each pass reads the project and deletes in one transaction, so a project published
 * meanwhile is seen.
 */
export const onProjectDeleted = onDocumentDeleted('projects/{projectId}', async (event) => {
  const { projectId } = event.params;
  const applications = db().collection(`${COLLECTIONS.projects}/${projectId}/${COLLECTIONS.applications}`);
  for (;;) {
    const deleted = await db().runTransaction(async (tx) => {
      const project = await tx.get(db().doc(docPaths.project(projectId)));
      const ofOld = project.createTime ? applications.where('createdAt', '<', project.createTime) : applications;
      const stale = await tx.get(ofOld.limit(BATCH_LIMIT));
      for (const d of stale.docs) tx.delete(d.ref);
      if (!project.exists) tx.delete(db().doc(docPaths.projectModeration(projectId)));
      return stale.size;
    });
    if (deleted < BATCH_LIMIT) return;
  }
});

// --- Questionnaire ---------------------------------------------------------------------------------

export const onSubmissionCreated = onDocumentCreated('questionnaire_submissions/{submissionId}', async (event) => {
  const snap = event.data;
  if (!snap) return;
  const { submissionId } = event.params;
  const first = toSubmission(submissionId, snap.data());
  if (!first.userId || first.resultId) return;
  const questionsSnap = await toAdminQuery(db(), queries.questionsOf(first.questionnaireId)).get();
  const questions = questionsSnap.docs.map((d) => toQuestion(d.id, d.data()));
  await db().runTransaction(async (tx) => {
    const current = await tx.get(db().doc(docPaths.submission(submissionId)));
    if (!current.exists) return;
    const submission = toSubmission(submissionId, current.data() ?? {});
    const mine = await tx.get(toAdminQuery(db(), queries.submissionsOfUser(submission.userId)));
    const user = await readData(tx, docPaths.user(submission.userId));
    const plan = planSubmissionScoring(
      { ...submission, submissionId, createdAtMs: submission.createdAt },
      {
        questions,
        memberSubmissions: mine.docs.map((d) => ({
          id: d.id,
          createdAtMs: toMillis(d.get('createdAt')),
          refused: submissionRefusal(d.data()) !== null,
        })),
        currentRetakeCount: user ? (toUserProfile(submission.userId, user).archetypeResult?.retakeCount ?? null) : null,
        userExists: user !== null,
      },
      Date.now(),
    );
    if (!plan) return;
    if ('refused' in plan) logger.warn('submission refused', { submissionId, reason: plan.refused });
    apply(tx, plan.writes);
  });
});

// --- Profiles ----------------------------------------------------------------------------------------

/** The copies of a member's name and avatar elsewhere follow the profile (not transactional: idempotent). */
export const onUserUpdated = onDocumentUpdated('users/{uid}', async (event) => {
  const change = event.data;
  if (!change) return;
  const { uid } = event.params;
  const before = memberInfo(uid, change.before.data() ?? {});
  const after = memberInfo(uid, change.after.data() ?? {});
  if (!before || !after || (before.name === after.name && before.avatarUrl === after.avatarUrl)) return;
  const [project, summaries, applications] = await Promise.all([
    db().doc(docPaths.project(uid)).get(),
    toAdminQuery(db(), queries.inbox(uid)).get(),
    toAdminQuery(db(), queries.applicationsMine(uid)).get(),
  ]);
  const writes = planProfileRefresh(uid, before, after, {
    projectExists: project.exists,
    partnerIds: summaries.docs.map((d) => d.id),
    appliedProjectIds: applications.docs.map((d) => d.ref.parent.parent?.id ?? '').filter((id) => id !== ''),
  });
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch: WriteBatch = db().batch();
    for (const w of writes.slice(i, i + BATCH_LIMIT)) {
      if (w.op === 'update') batch.update(db().doc(w.path), w.data);
    }
    await batch.commit();
  }
});

// --- My data: deleting an account --------------------------------------------------------------

/**
 * Whether Cloud Storage is there: deployed it always is; in the emulators only when the Storage
 * emulator runs (it sets FIREBASE_STORAGE_EMULATOR_HOST), since no member's image can be stored
 * otherwise.
 */
function storageAvailable(): boolean {
  return process.env.FUNCTIONS_EMULATOR !== 'true' || !!process.env.FIREBASE_STORAGE_EMULATOR_HOST;
}

/**
 * A member deletes their own account (個人資料保護法). Refused without sign-in ('unauthenticated')
 * or without the confirmation word ('invalid-argument'). Acts only on the caller: the uid comes
 * from the verified token, never from the request. Every document of the member goes (in batches,
 * idempotent: a call that failed half-way is simply made again), then the avatar, then the
 * sign-in account, last, so the member can still retry until everything is gone.
 */
export const deleteMyAccount = onCall({ region: LIMITS.FEEDBACK_REGION, timeoutSeconds: 120 }, async (request) => {
  const uid = request.auth?.uid;
  const refusal = deletionRefusal(uid, request.data);
  if (refusal === 'unauthenticated' || !uid) throw new HttpsError('unauthenticated', 'sign in to delete your account');
  if (refusal) throw new HttpsError('invalid-argument', 'the confirmation word does not match');

  const [summaries, ownNotifications, received, made, submissions, results, feedback, outreach, reporting, ...naming] = await Promise.all([
    toAdminQuery(db(), queries.inbox(uid)).get(),
    db().collection(`${COLLECTIONS.users}/${uid}/${COLLECTIONS.notifications}`).get(),
    db().collection(`${COLLECTIONS.projects}/${uid}/${COLLECTIONS.applications}`).get(),
    toAdminQuery(db(), queries.applicationsMine(uid)).get(),
    toAdminQuery(db(), queries.submissionsOfUser(uid)).get(),
    toAdminQuery(db(), queries.resultsOfUser(uid)).get(),
    toAdminQuery(db(), queries.feedbackOfUser(uid)).get(),
    db().collection(`${COLLECTIONS.users}/${uid}/${COLLECTIONS.outreach}`).get(),
    db().collection(`${COLLECTIONS.users}/${uid}/${COLLECTIONS.reporting}`).get(),
    toAdminQuery(db(), queries.blocksByBlocker(uid)).get(),
    toAdminQuery(db(), queries.blocksOfBlocked(uid)).get(),
    db().collection(COLLECTIONS.reports).where('reporterId', '==', uid).get(),
    // Reports about the member, their project or one of their messages: each names them as its owner.
    db().collection(COLLECTIONS.reports).where('targetOwnerId', '==', uid).get(),
  ]);
  const partnerSummaries =
    summaries.size > 0 ? await db().getAll(...summaries.docs.map((d) => db().doc(docPaths.chatSummary(d.id, uid)))) : [];
  const partnerIds = summaries.docs.map((d) => d.id).filter((_, i) => partnerSummaries[i]?.exists === true);
  const madeProjectIds = made.docs.map((d) => d.ref.parent.parent?.id ?? '').filter((id) => id !== '');
  // Other members' notifications about the member have ids made from both ids (core/domain/notification.ts).
  const candidates = [
    ...summaries.docs.map((d) => ({ owner: d.id, id: chatNotificationId(uid) })),
    ...madeProjectIds.map((projectId) => ({ owner: projectId, id: applicationNotificationId(projectId, uid) })),
    ...received.docs.map((d) => ({ owner: d.id, id: decisionNotificationId(uid, d.id) })),
  ];
  const found = candidates.length > 0 ? await db().getAll(...candidates.map((c) => db().doc(docPaths.notification(c.owner, c.id)))) : [];
  const notificationsAbout: NotificationAbout[] = [];
  const seen = new Set<string>();
  const add = (owner: string, id: string, snap: DocumentSnapshot) => {
    const path = docPaths.notification(owner, id);
    if (seen.has(path)) return;
    seen.add(path);
    const n = toNotification(owner, id, snap.data() ?? {});
    notificationsAbout.push({ owner, id, notification: { type: n.type, isRead: n.isRead } });
  };
  found.forEach((snap, i) => {
    const c = candidates[i];
    if (c && snap.exists && namesMember(uid, c.id, snap.get('link'))) add(c.owner, c.id, snap);
  });
  // Notices that name the member by their `about`: found even once the application behind one
  // is gone (a project an admin deleted).
  const about = await toAdminQuery(db(), queries.notificationsAbout(uid)).get();
  for (const d of about.docs) {
    const owner = d.ref.parent.parent?.id;
    if (owner) add(owner, d.id, d);
  }
  const owners = [...new Set(notificationsAbout.map((n) => n.owner))];
  const ownerDocs = owners.length > 0 ? await db().getAll(...owners.map((o) => db().doc(docPaths.user(o)))) : [];
  const bells = Object.fromEntries(owners.map((o, i) => [o, bellOf(ownerDocs[i]?.exists ? (ownerDocs[i]?.data() ?? {}) : null)]));

  const ownPaths = [
    docPaths.user(uid),
    docPaths.contact(uid),
    docPaths.chatRead(uid),
    docPaths.project(uid),
    docPaths.feedbackSender(uid),
    ...summaries.docs.map((d) => d.ref.path),
    ...ownNotifications.docs.map((d) => d.ref.path),
    ...received.docs.map((d) => d.ref.path),
    ...made.docs.map((d) => d.ref.path),
    ...submissions.docs.map((d) => d.ref.path),
    ...results.docs.map((d) => d.ref.path),
    ...feedback.docs.map((d) => d.ref.path),
    ...outreach.docs.map((d) => d.ref.path),
    ...reporting.docs.map((d) => d.ref.path),
  ];
  const namingPaths = [
    ...naming.flatMap((q) => q.docs.map((d) => d.ref.path)),
    // The conversations' documents (who started each, for the outreach limit); their messages stay.
    ...summaries.docs.map((d) => docPaths.chat(uid, d.id)),
  ];
  // First the mark that keeps the member's still-valid token from writing anything back
  // (firestore.rules accountDeleted): it names no one, only the uid's hash.
  await db()
    .doc(`${COLLECTIONS.deletedMembers}/${createHash('sha256').update(uid).digest('hex')}`)
    .set({ deletedAt: FieldValue.serverTimestamp() });
  const writes = planAccountDeletion({ uid, ownPaths, namingPaths, partnerIds, notificationsAbout, bells });
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch: WriteBatch = db().batch();
    for (const w of writes.slice(i, i + BATCH_LIMIT)) {
      const ref = db().doc(w.path);
      if (w.op === 'delete') batch.delete(ref);
      else if (w.op === 'update') batch.update(ref, w.data);
    }
    await batch.commit();
  }
  if (storageAvailable()) await getStorage().bucket().file(storagePaths.avatar(uid)).delete({ ignoreNotFound: true });
  await getAuth().deleteUser(uid);
  logger.info('account deleted', { documents: writes.length });
  return { deleted: true };
});
