/**
 * The Cloud Functions of adapters/firebase/functions firing on real Firestore writes: members act
 * through the Firebase adapter (Auth and Firestore emulators, firestore.rules applied), the
 * Functions emulator runs the triggers, and each server-side effect is read back from the
 * documents themselves, with the rules off, as an operator would see them.
 *
 * Started by test/adapters/firebase/run-emulators.sh; skipped (and said so) in a plain
 * `npm run jest`, a failure with REQUIRE_EMULATORS=1 (CI).
 */
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as RulesUnitTesting from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type * as FirestoreSdk from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { applicationNotificationId, chatNotificationId, errorCodeOf, type Question } from '../../../../core/domain';
import type { Backend } from '../../../../core/ports';
import { scoreAnswers } from '../../../../core/scoring/archetypeScoring';
import { backendFrom, firebaseServices, type FirebaseConfig } from '../../../../adapters/firebase/createFirebaseBackend';
import { answersData } from '../../../../adapters/firebase/ports/questionnaire';
import { docPaths } from '../../../../adapters/firebase/paths';
import { CONTRACT_QUESTIONNAIRE, CONTRACT_QUESTIONS } from '../../../contract/harness';
import { PASSWORD, eventually, projectInput, uniqueEmail } from '../../../contract/helpers';
import { functionsLog } from '../support/functionsLog';

const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;
const FUNCTIONS = process.env.FIREBASE_FUNCTIONS_EMULATOR;
const PROJECT_ID = 'demo-cofounder';
const running = !!(AUTH && FIRESTORE && FUNCTIONS);
const LOG = process.env.FIREBASE_EMULATOR_LOG;
const functions = LOG ? functionsLog(LOG) : null;

if (!running) {
  const why = 'Cloud Functions triggers on Firestore: the Auth, Functions and Firestore emulators are not running in this process.';
  if (process.env.REQUIRE_EMULATORS === '1') throw new Error(`${why} REQUIRE_EMULATORS=1 asks for them.`);
  // Written straight to stderr: jest drops console output of fully skipped files.
  process.stderr.write(`SKIPPED ${why} Run \`bash test/adapters/firebase/run-emulators.sh\`.\n`);
}

const describeEmulators = running ? describe : describe.skip;

/** A trigger's effect can take a few seconds on a busy machine (the first call starts a worker). */
const EFFECT_MS = 15_000;

const CONFIG: FirebaseConfig = {
  apiKey: 'demo-api-key',
  authDomain: `${PROJECT_ID}.firebaseapp.com`,
  projectId: PROJECT_ID,
  storageBucket: `${PROJECT_ID}.appspot.com`,
  messagingSenderId: '0',
  appId: '1:0:web:0',
};

const hostPort = (v: string) => {
  const [host, port] = v.split(':');
  return { host: host ?? '127.0.0.1', port: Number(port) };
};

let rut: typeof RulesUnitTesting;
let fs: typeof FirestoreSdk;
let env: RulesTestEnvironment;
let apps = 0;
const opened: Firestore[] = [];

interface Member {
  uid: string;
  client: Backend;
  /** The member's own Firestore, for writes the adapter would never make (attacks). */
  db: Firestore;
}

async function member(name: string, role: 'technical' | 'idea_holder' = 'technical'): Promise<Member> {
  apps += 1;
  const services = firebaseServices(CONFIG, {
    appName: `triggers-${apps}`,
    emulators: { auth: `http://${AUTH}`, firestore: hostPort(FIRESTORE!), functions: hostPort(FUNCTIONS!) },
  });
  opened.push(services.db);
  const client = backendFrom(services);
  const email = uniqueEmail('t');
  const session = await client.auth.register({ name, email, password: PASSWORD });
  await client.users.createUser(session.uid, name, { email, phone: '' });
  await client.users.saveProfile(session.uid, { name, role });
  return { uid: session.uid, client, db: services.db };
}

/** A document as stored, read with the rules off. */
async function stored(path: string): Promise<DocumentData | null> {
  let data: DocumentData | null = null;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const snap = await fs.getDoc(fs.doc(ctx.firestore() as unknown as Firestore, path));
    data = snap.exists() ? snap.data() : null;
  });
  return data;
}

async function storedList(path: string): Promise<{ id: string; data: DocumentData }[]> {
  let rows: { id: string; data: DocumentData }[] = [];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const snap = await fs.getDocs(fs.collection(ctx.firestore() as unknown as Firestore, path));
    rows = snap.docs.map((d) => ({ id: d.id, data: d.data() }));
  });
  return rows;
}

/** Waits until the stored document satisfies `check` (a trigger has run), and returns it. */
async function effect(path: string, check: (d: DocumentData) => boolean): Promise<DocumentData> {
  let last: DocumentData | null = null;
  await eventually(async () => {
    last = await stored(path);
    return last !== null && check(last);
  }, EFFECT_MS).catch(() => {
    throw new Error(`no effect on ${path}; last stored: ${JSON.stringify(last)}`);
  });
  return last!;
}

const bell = (d: DocumentData) => d.unreadNotifications as number;

async function seedQuestionnaire(): Promise<{ id: string; questions: Question[] }> {
  const id = 'trigger-questionnaire';
  const questions: Question[] = [];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await fs.setDoc(fs.doc(db, docPaths.questionnaire(id)), { ...CONTRACT_QUESTIONNAIRE, isActive: true });
    let n = 0;
    for (const q of CONTRACT_QUESTIONS) {
      n += 1;
      const question = { ...q, questionnaireId: id, id: `${id}-q${n}` };
      await fs.setDoc(fs.doc(db, docPaths.question(question.id)), { ...q, questionnaireId: id });
      questions.push(question);
    }
  });
  return { id, questions };
}

describeEmulators('Cloud Functions triggers on real Firestore writes', () => {
  jest.setTimeout(60_000);

  beforeAll(async () => {
    rut = await import('@firebase/rules-unit-testing');
    fs = await import('firebase/firestore');
    env = await rut.initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync(join(process.cwd(), 'adapters/firebase/firestore.rules'), 'utf8') },
    });
    await env.clearFirestore();
  });

  afterAll(async () => {
    await Promise.all(opened.map((db) => fs.terminate(db)));
    await env?.cleanup();
  });

  it('onMessageCreated: both chat summaries, the receiver’s unread count and bell, one chat notification', async () => {
    const a = await member('小明');
    const b = await member('小華');
    await a.client.chat.sendMessage(b.uid, '你好');
    await a.client.chat.sendMessage(b.uid, '想聊聊你的專案');

    const receiverSummary = await effect(docPaths.chatSummary(b.uid, a.uid), (d) => d.unreadCount === 2);
    expect(receiverSummary).toMatchObject({ otherId: a.uid, otherName: '小明', unreadCount: 2 });
    expect(receiverSummary.lastMessage).toMatchObject({ text: '想聊聊你的專案', senderId: a.uid });
    const senderSummary = await effect(docPaths.chatSummary(a.uid, b.uid), (d) => d.lastMessage?.text === '想聊聊你的專案');
    expect(senderSummary).toMatchObject({ otherId: b.uid, otherName: '小華', unreadCount: 0 });
    expect(bell(await effect(docPaths.user(b.uid), (d) => bell(d) === 2))).toBe(2);
    expect(bell((await stored(docPaths.user(a.uid)))!)).toBe(0);

    const notes = await storedList(`users/${b.uid}/notifications`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ id: chatNotificationId(a.uid), data: { type: 'chat', isRead: false } });

    // Opening the chat (the adapter's transaction, no trigger) zeroes the count and lowers the
    // bell by what it held, by the time it resolves.
    await b.client.chat.markChatRead(a.uid);
    expect(bell((await stored(docPaths.user(b.uid)))!)).toBe(0);
    expect((await stored(docPaths.chatSummary(b.uid, a.uid)))?.unreadCount).toBe(0);
  });

  it('onApplicationCreated and onApplicationUpdated: the owner, then the applicant, is notified (bell +1); a read notification lowers it', async () => {
    const owner = await member('專案主', 'idea_holder');
    await owner.client.projects.saveOwnProject(projectInput({ projectName: '共享廚房' }));
    const applicant = await member('應徵者');
    await applicant.client.applications.apply(owner.uid);

    expect(bell(await effect(docPaths.user(owner.uid), (d) => bell(d) === 1))).toBe(1);
    const ownerNotes = await storedList(`users/${owner.uid}/notifications`);
    expect(ownerNotes).toHaveLength(1);
    expect(ownerNotes[0]?.data).toMatchObject({ type: 'application', isRead: false });

    await owner.client.applications.decide(owner.uid, applicant.uid, 'accepted');
    expect(bell(await effect(docPaths.user(applicant.uid), (d) => bell(d) === 1))).toBe(1);
    const applicantNotes = await storedList(`users/${applicant.uid}/notifications`);
    expect(applicantNotes).toHaveLength(1);
    expect(applicantNotes[0]?.data).toMatchObject({ type: 'application', isRead: false });
    expect(String(applicantNotes[0]?.data.message)).toContain('共享廚房');

    // onNotificationUpdated: marking a non-chat notification read lowers the bell by one.
    await applicant.client.notifications.markRead(applicantNotes[0]!.id);
    expect(bell(await effect(docPaths.user(applicant.uid), (d) => bell(d) === 0))).toBe(0);
  });

  it('onApplicationUpdated tells nothing across a block, either way; a member with no block is told', async () => {
    const owner = await member('專案主', 'idea_holder');
    await owner.client.projects.saveOwnProject(projectInput({ projectName: '共享廚房' }));
    const blockedOwner = await member('封鎖了專案主');
    const blockedByOwner = await member('被專案主封鎖');
    const unblocked = await member('沒有封鎖');
    for (const m of [blockedOwner, blockedByOwner, unblocked]) await m.client.applications.apply(owner.uid);
    await effect(docPaths.user(owner.uid), (d) => bell(d) === 3);
    await blockedOwner.client.blocks.block(owner.uid);
    await owner.client.blocks.block(blockedByOwner.uid);

    await owner.client.applications.decide(owner.uid, blockedOwner.uid, 'accepted');
    await owner.client.applications.decide(owner.uid, blockedByOwner.uid, 'rejected');
    await owner.client.applications.decide(owner.uid, unblocked.uid, 'accepted');
    expect(bell(await effect(docPaths.user(unblocked.uid), (d) => bell(d) === 1))).toBe(1);
    if (functions) await functions.settled();
    for (const m of [blockedOwner, blockedByOwner]) {
      expect(await storedList(`users/${m.uid}/notifications`)).toEqual([]);
      expect(bell((await stored(docPaths.user(m.uid)))!)).toBe(0);
    }
  });

  it('applying to a project an admin hid answers as applying to one that is not there', async () => {
    const owner = await member('專案主', 'idea_holder');
    await owner.client.projects.saveOwnProject(projectInput({ projectName: '共享廚房' }));
    await env.withSecurityRulesDisabled(async (ctx) => {
      await fs.updateDoc(fs.doc(ctx.firestore() as unknown as Firestore, docPaths.project(owner.uid)), { hidden: true });
    });
    const applicant = await member('應徵者');
    const nobody = await member('沒有專案');
    const missing = await applicant.client.applications.apply(nobody.uid).then(
      () => 'applied',
      (e: unknown) => errorCodeOf(e),
    );
    const hidden = await applicant.client.applications.apply(owner.uid).then(
      () => 'applied',
      (e: unknown) => errorCodeOf(e),
    );
    expect(missing).toBe('not-found');
    expect(hidden).toBe(missing);
    expect(await stored(docPaths.application(owner.uid, applicant.uid))).toBeNull();
  });

  it('onApplicationCreated after the owner has decided (a cold start): the notice arrives read, the bell stays', async () => {
    const owner = await member('專案主', 'idea_holder');
    await owner.client.projects.saveOwnProject(projectInput({ projectName: '共享廚房' }));
    const applicant = await member('應徵者');
    // The owner's mark-read found no notice: the function sees the application decided already.
    await expect(owner.client.notifications.markRead(applicationNotificationId(owner.uid, applicant.uid))).rejects.toMatchObject({
      code: 'not-found',
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await fs.setDoc(fs.doc(ctx.firestore() as unknown as Firestore, docPaths.application(owner.uid, applicant.uid)), {
        projectId: owner.uid,
        applicantId: applicant.uid,
        applicantName: '應徵者',
        applicantAvatar: '',
        status: 'accepted',
        createdAt: fs.serverTimestamp(),
      });
    });
    const notice = await effect(docPaths.notification(owner.uid, applicationNotificationId(owner.uid, applicant.uid)), () => true);
    expect(notice).toMatchObject({ type: 'application', isRead: true });
    expect(bell((await stored(docPaths.user(owner.uid)))!)).toBe(0);
  });

  it('onProjectDeleted: the project’s applications go with it; one made to the project published again stays', async () => {
    const owner = await member('專案主', 'idea_holder');
    await owner.client.projects.saveOwnProject(projectInput({ projectName: '共享廚房' }));
    const before = await member('先應徵者');
    await before.client.applications.apply(owner.uid);
    const project = (await stored(docPaths.project(owner.uid)))!;

    // As an admin's delete: the function, not the deleting client, removes the applications.
    await env.withSecurityRulesDisabled(async (ctx) => {
      await fs.deleteDoc(fs.doc(ctx.firestore() as unknown as Firestore, docPaths.project(owner.uid)));
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await fs.setDoc(fs.doc(ctx.firestore() as unknown as Firestore, docPaths.project(owner.uid)), project);
    });
    const after = await member('後應徵者');
    await after.client.applications.apply(owner.uid);

    await eventually(async () => (await stored(`projects/${owner.uid}/applications/${before.uid}`)) === null, EFFECT_MS);
    expect(await stored(`projects/${owner.uid}/applications/${after.uid}`)).not.toBeNull();
  });

  it('onSubmissionCreated: scores with core’s rule, writes the result, the resultId back and the member’s archetypeResult', async () => {
    const { id, questions } = await seedQuestionnaire();
    const m = await member('測驗者');
    const answers = questions.map((q, i) => ({ questionId: q.id, chosenOptionIndex: i % q.options.length }));
    const submission = await m.client.questionnaire.submit(id, answers);

    const withResult = await effect(docPaths.submission(submission.id), (d) => typeof d.resultId === 'string');
    const expected = scoreAnswers(questions, answers);
    const result = await stored(docPaths.result(withResult.resultId as string));
    expect(result).toMatchObject({ userId: m.uid, submissionId: submission.id, overallScore: expected.overallScore, archetype: expected.archetype, retakeCount: 0 });
    const profile = await effect(docPaths.user(m.uid), (d) => d.archetypeResult !== null);
    expect(profile.archetypeResult).toEqual({ archetype: expected.archetype, overallScore: expected.overallScore, resultId: withResult.resultId, retakeCount: 0 });
  });

  it('onSubmissionCreated refuses, never scores, a submission that skips questions; the member’s wait ends with invalid-argument', async () => {
    const { id, questions } = await seedQuestionnaire();
    const m = await member('偽造者');
    const first = questions[0]!;
    const best = first.options.reduce((top, o, i, all) => (o.scores.overall > (all[top]?.scores.overall ?? -1) ? i : top), 0);
    // What a client that skips the adapter's check writes: one answer of three, its best option.
    await fs.setDoc(fs.doc(m.db, docPaths.submission(`${m.uid}_1`)), {
      userId: m.uid,
      questionnaireId: id,
      answers: answersData([{ questionId: first.id, chosenOptionIndex: best }]),
      createdAt: fs.serverTimestamp(),
      resultId: null,
    });

    const refused = await effect(docPaths.submission(`${m.uid}_1`), (d) => d.refusedReason !== undefined || d.resultId !== null);
    expect(refused).toMatchObject({ refusedReason: 'answers_incomplete', resultId: null });
    expect(await stored(docPaths.result(`${m.uid}_1`))).toBeNull();
    expect((await stored(docPaths.user(m.uid)))?.archetypeResult).toBeNull();

    // The watch the assessment page waits on (core's submitAndWaitForResult) ends with the reason.
    const waited = await new Promise<unknown>((resolve) => {
      const stop = m.client.questionnaire.watchSubmission(`${m.uid}_1`, () => undefined, (e) => {
        resolve(e);
        queueMicrotask(() => stop());
      });
    });
    expect(errorCodeOf(waited)).toBe('invalid-argument');
  });

  it('submitFeedback stores the message with its sender', async () => {
    const m = await member('回饋者');
    await expect(m.client.feedback.submitFeedback({ name: '陳小姐', email: 'chen@example.com', message: '希望有更多篩選條件' })).resolves.toMatchObject({ success: true });
    const feedback = (await storedList('feedback')).filter((f) => f.data.uid === m.uid);
    expect(feedback).toHaveLength(1);
    expect(feedback[0]?.data).toMatchObject({ name: '陳小姐', email: 'chen@example.com', message: '希望有更多篩選條件', uid: m.uid });
  });
});
