/**
 * firestore.rules and storage.rules against the attack matrix (spec 6, ARCHITECTURE.md's backend
 * rules), with @firebase/rules-unit-testing on the Firestore (and, where it runs, Storage) emulator.
 *
 *   bash test/adapters/firebase/run-emulators.sh
 *
 * starts the Auth, Functions and Firestore emulators with `firebase emulators:exec` and runs this
 * suite (CI runs it on every run). There REQUIRE_EMULATORS=1, so a missing Firestore emulator is a
 * failure, not a skip. The Storage emulator cannot run on these machines (its rules runtime is a
 * download): its part skips and says so, and test/adapters/firebase/rulesStatic.test.ts checks
 * storage.rules' limits against core/.
 */
import { jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as RulesUnitTesting from '@firebase/rules-unit-testing';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type * as FirestoreSdk from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import type * as StorageSdk from 'firebase/storage';
import type { FirebaseStorage } from 'firebase/storage';
import { LIMITS } from '../../../core/constants';
import { taiwanDayOf } from '../../../core/rules/outreach';
import { TEXT_LIMITS } from '../../../core/validation';

const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;
const STORAGE = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
// A project of its own: the Functions emulator's triggers serve demo-cofounder only, so none of
// them fires on (or holds locks over) the matrix's documents.
const PROJECT_ID = 'demo-cofounder-rules';

const REQUIRED = process.env.REQUIRE_EMULATORS === '1';

if (!FIRESTORE) {
  const why = 'Firebase security rules suite (firestore.rules, storage.rules): no Firestore emulator (FIRESTORE_EMULATOR_HOST).';
  if (REQUIRED) throw new Error(`${why} REQUIRE_EMULATORS=1 asks for it: start it with \`bash test/adapters/firebase/run-emulators.sh\`.`);
  // Written straight to stderr: jest drops console output of fully skipped files.
  process.stderr.write(`SKIPPED ${why} Run \`bash test/adapters/firebase/run-emulators.sh\` (see adapters/firebase/README.md).\n`);
} else if (!STORAGE) {
  process.stderr.write(
    'SKIPPED storage.rules on the emulator: no Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST). Its rules runtime is a ' +
      'download these machines cannot make; rulesStatic.test.ts checks storage.rules against core/ instead.\n',
  );
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Client ids (UUID v4), as an admin's form makes for what it creates and the chat for a message. */
const ADMIN_ITEM = {
  b1: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  b2: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  b3: '1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e',
  b4: '2c3d4e5f-6a7b-4c8d-ae9f-0a1b2c3d4e5f',
  r1: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e',
  r2: '7c8d9e0f-1a2b-4c3d-ae4f-5a6b7c8d9e0f',
  x: '3d4e5f6a-7b8c-4d9e-bf0a-1b2c3d4e5f6a',
  y: '4e5f6a7b-8c9d-4e0f-8a1b-2c3d4e5f6a7b',
} as const;

const describeFirestore = FIRESTORE ? describe : describe.skip;
const describeStorage = FIRESTORE && STORAGE ? describe : describe.skip;

// Loaded only when the emulators run, so a skipped run does not load the test SDK.
let rut: typeof RulesUnitTesting;
let fs: typeof FirestoreSdk;
let st: typeof StorageSdk;
let env: RulesTestEnvironment;

const rulesDir = join(process.cwd(), 'adapters/firebase');

async function start(): Promise<void> {
  rut = await import('@firebase/rules-unit-testing');
  fs = await import('firebase/firestore');
  st = await import('firebase/storage');
  env = await rut.initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync(join(rulesDir, 'firestore.rules'), 'utf8') },
    ...(STORAGE ? { storage: { rules: readFileSync(join(rulesDir, 'storage.rules'), 'utf8') } } : {}),
  });
}

const db = (ctx: RulesTestContext) => ctx.firestore() as unknown as Firestore;
const storageOf = (ctx: RulesTestContext) => ctx.storage() as unknown as FirebaseStorage;
const as = (uid: string) => db(env.authenticatedContext(uid));
const visitor = () => db(env.unauthenticatedContext());
const ok = <T>(p: Promise<T>) => rut.assertSucceeds(p);
const denied = (p: Promise<unknown>) => rut.assertFails(p);

/**
 * Runs every attack and fails listing those the rules let through (not only the first), so a
 * run on weaker rules says how many got in.
 */
async function refusesAll(attacks: Record<string, () => Promise<unknown>>): Promise<void> {
  const accepted: string[] = [];
  for (const [name, attack] of Object.entries(attacks)) {
    const outcome = await rut.assertFails(attack()).then(
      () => 'refused',
      (e: unknown) => e,
    );
    if (outcome !== 'refused') accepted.push(name);
  }
  expect(accepted).toEqual([]);
}

function newUserDoc(uid: string, extra: Record<string, unknown> = {}) {
  return {
    uid,
    name: uid.toUpperCase(),
    nameLower: uid,
    avatarUrl: '',
    headline: '',
    bio: '',
    role: null,
    gender: null,
    skills: [],
    address: { city: '', district: '' },
    industryExperience: [],
    yearsExperience: null,
    pastExperience: '',
    linkedinUrl: '',
    githubUrl: '',
    websiteUrl: '',
    interests: [],
    workingStyle: [],
    availability: null,
    createdAt: fs.serverTimestamp(),
    lastActiveAt: fs.serverTimestamp(),
    unreadNotifications: 0,
    isAdmin: false,
    archetypeResult: null,
    profileComplete: false,
    ...extra,
  };
}

/** Documents as the backend holds them, written with the rules off. */
async function seed(write: (d: Firestore) => Promise<void>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => write(db(ctx)));
}

/** A question option as cleanQuestionInput stores it. */
const option = (text: string, overall = 0) => ({ text, scores: { overall, skill: 0, execution: 0, teamwork: 0, risk: 0 } });
const question = { questionnaireId: 'q1', part: 1, order: 10, text: '問題', type: 'single_choice', options: [option('a', 1), option('b')] };
/** `count` valid options. */
const options = (count: number) => Array.from({ length: count }, (_, i) => option(`選項 ${i + 1}`, i));

const project = (owner: string, extra: Record<string, unknown> = {}) => ({
  projectName: '共享廚房',
  projectNameLower: '共享廚房',
  headline: '標語',
  description: '描述',
  stage: 'concept',
  partnersWanted: ['technical'],
  skillsRequired: ['React'],
  ownerId: owner,
  ownerName: owner.toUpperCase(),
  ownerAvatar: '',
  createdAt: fs.serverTimestamp(),
  hidden: false,
  ...extra,
});

describeFirestore('firestore.rules: the attack matrix', () => {
  // Generous for a busy machine; a rule decides in milliseconds either way.
  jest.setTimeout(30_000);

  beforeAll(start);
  afterAll(async () => env?.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seed(async (d) => {
      for (const uid of ['alice', 'bob', 'carol']) await fs.setDoc(fs.doc(d, `users/${uid}`), newUserDoc(uid));
      await fs.setDoc(fs.doc(d, 'users/admin'), newUserDoc('admin', { isAdmin: true }));
    });
  });

  describe('profiles and contact', () => {
    it('members read profiles; visitors do not', async () => {
      await ok(fs.getDoc(fs.doc(as('alice'), 'users/bob')));
      await denied(fs.getDoc(fs.doc(visitor(), 'users/bob')));
      await denied(fs.getDocs(fs.collection(visitor(), 'users')));
    });

    it('member data is read by members only: not by an account without a profile, nor by a deleted member’s token', async () => {
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, `deleted_members/${sha256Hex('ghost')}`), { deletedAt: fs.serverTimestamp() });
        await fs.setDoc(fs.doc(d, 'projects/alice'), project('alice'));
        await fs.setDoc(fs.doc(d, 'questionnaires/q1'), { title: 't', description: 'd', isActive: true });
        await fs.setDoc(fs.doc(d, `questions/${ADMIN_ITEM.x}`), question);
      });
      for (const [who, uid] of [
        ['a throwaway account', 'stranger'],
        ['a deleted member', 'ghost'],
      ] as const) {
        const d = as(uid);
        await refusesAll({
          [`${who} reads a profile`]: () => fs.getDoc(fs.doc(d, 'users/bob')),
          [`${who} lists profiles`]: () => fs.getDocs(fs.collection(d, 'users')),
          [`${who} finds the admins`]: () => fs.getDocs(fs.query(fs.collection(d, 'users'), fs.where('isAdmin', '==', true))),
          [`${who} reads a project`]: () => fs.getDoc(fs.doc(d, 'projects/alice')),
          [`${who} lists projects`]: () => fs.getDocs(fs.query(fs.collection(d, 'projects'), fs.where('hidden', '==', false))),
          [`${who} reads the questionnaire`]: () => fs.getDocs(fs.query(fs.collection(d, 'questionnaires'), fs.where('isActive', '==', true))),
          [`${who} reads the questions`]: () => fs.getDocs(fs.collection(d, 'questions')),
        });
      }
      // Sign-up and social sign-in read the member's own documents before the profile exists
      // (the session watches them from sign-in), then create it; from then on the rest opens.
      const newcomer = as('stranger');
      await ok(fs.getDoc(fs.doc(newcomer, 'users/stranger')));
      await ok(fs.getDoc(fs.doc(newcomer, 'projects/stranger')));
      await ok(fs.setDoc(fs.doc(newcomer, 'users/stranger'), newUserDoc('stranger')));
      await ok(fs.getDoc(fs.doc(newcomer, 'users/bob')));
      await ok(fs.getDocs(fs.collection(newcomer, 'users')));
      await ok(fs.getDoc(fs.doc(newcomer, 'projects/alice')));
      await ok(fs.getDocs(fs.collection(newcomer, 'questions')));
    });

    it('the day’s counters of outreach and reports are written by members only, not by an account without a profile or a deleted member’s token', async () => {
      await seed(async (d) => fs.setDoc(fs.doc(d, `deleted_members/${sha256Hex('ghost')}`), { deletedAt: fs.serverTimestamp() }));
      const day = String(taiwanDayOf(Date.now()));
      const attacks: Record<string, () => Promise<unknown>> = {};
      for (const uid of ['stranger', 'ghost']) {
        attacks[`${uid}: the day’s conversations`] = () =>
          fs.setDoc(fs.doc(as(uid), `users/${uid}/outreach/${day}`), { started: 1, lastChat: `alice_${uid}` });
        attacks[`${uid}: the day’s reports`] = () =>
          fs.setDoc(fs.doc(as(uid), `users/${uid}/reporting/${day}`), { filed: 1, lastReport: sha256Hex(`${uid}_member_alice`) });
      }
      await refusesAll(attacks);
      // Counters the member left before the account went (or the profile is yet to come).
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, `users/ghost/outreach/${day}`), { started: 1, lastChat: 'alice_ghost' });
        await fs.setDoc(fs.doc(d, `users/ghost/reporting/${day}`), { filed: 1, lastReport: sha256Hex('ghost_member_alice') });
      });
      await refusesAll({
        'ghost: the day’s conversations raised': () =>
          fs.updateDoc(fs.doc(as('ghost'), `users/ghost/outreach/${day}`), { started: 2, lastChat: 'bob_ghost' }),
        'ghost: the day’s reports raised': () =>
          fs.updateDoc(fs.doc(as('ghost'), `users/ghost/reporting/${day}`), { filed: 2, lastReport: sha256Hex('ghost_member_bob') }),
      });
      // A member counts as before.
      await ok(fs.setDoc(fs.doc(as('alice'), `users/alice/outreach/${day}`), { started: 1, lastChat: 'alice_bob' }));
      await ok(fs.setDoc(fs.doc(as('alice'), `users/alice/reporting/${day}`), { filed: 1, lastReport: sha256Hex('alice_member_bob') }));
    });

    it('registration creates only one’s own document, only in the registration shape', async () => {
      await env.clearFirestore();
      await ok(fs.setDoc(fs.doc(as('dave'), 'users/dave'), newUserDoc('dave')));
      await denied(fs.setDoc(fs.doc(as('erin'), 'users/frank'), newUserDoc('frank')));
      await denied(fs.setDoc(fs.doc(as('erin'), 'users/erin'), newUserDoc('erin', { isAdmin: true })));
      await denied(fs.setDoc(fs.doc(as('erin'), 'users/erin'), newUserDoc('erin', { unreadNotifications: 5 })));
      await denied(fs.setDoc(fs.doc(as('erin'), 'users/erin'), newUserDoc('erin', { createdAt: fs.Timestamp.fromMillis(1) })));
      await denied(fs.setDoc(fs.doc(as('erin'), 'users/erin'), newUserDoc('erin', { lastActiveAt: fs.Timestamp.fromMillis(Date.now() + 86_400_000) })));
      await denied(fs.setDoc(fs.doc(as('erin'), 'users/erin'), newUserDoc('erin', { archetypeResult: { archetype: 'navigator', overallScore: 100, resultId: 'x', retakeCount: 0 } })));
    });

    it('a deleted account’s token, valid for up to an hour more, writes nothing back', async () => {
      // deleteMyAccount leaves deleted_members/{sha256 of the uid} and deletes users/{uid}.
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, `deleted_members/${createHash('sha256').update('ghost').digest('hex')}`), { deletedAt: fs.serverTimestamp() });
        await fs.setDoc(fs.doc(d, 'chats/alice_ghost'), { startedBy: 'alice', createdAt: fs.serverTimestamp() });
      });
      const ghost = as('ghost');
      await refusesAll({
        'the profile made again': () => fs.setDoc(fs.doc(ghost, 'users/ghost'), newUserDoc('ghost')),
        'the contact made again': () => fs.setDoc(fs.doc(ghost, 'users/ghost/private/contact'), { email: 'g@example.com', phone: '' }),
        'a message to a former contact': () =>
          fs.addDoc(fs.collection(ghost, 'chats/alice_ghost/messages'), { text: '還在嗎', senderId: 'ghost', timestamp: fs.serverTimestamp() }),
        'a block': () => fs.setDoc(fs.doc(ghost, 'blocks/ghost_bob'), { blockerId: 'ghost', blockedId: 'bob', createdAt: fs.serverTimestamp() }),
      });
      // Anyone else registers as before.
      await ok(fs.setDoc(fs.doc(as('dave'), 'users/dave'), newUserDoc('dave')));
    });

    it('only the owner edits profile fields; nobody writes isAdmin, counters or results through a profile save', async () => {
      await ok(fs.updateDoc(fs.doc(as('alice'), 'users/alice'), { headline: '工程師', role: 'technical', skills: ['React'], profileComplete: true }));
      await denied(fs.updateDoc(fs.doc(as('bob'), 'users/alice'), { headline: '被改了' }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'users/alice'), { isAdmin: true }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'users/alice'), { unreadNotifications: 5, headline: 'x' }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'users/alice'), { archetypeResult: { archetype: 'navigator', overallScore: 100, resultId: 'x', retakeCount: 0 }, headline: 'x' }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'users/alice'), { createdAt: fs.serverTimestamp() }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'users/alice'), { role: 'ceo' }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'users/alice'), { websiteUrl: 'javascript:alert(1)' }));
      await denied(fs.updateDoc(fs.doc(visitor(), 'users/alice'), { headline: 'x' }));
    });

    it('last active: only one’s own, only the server’s time, at most once an hour', async () => {
      const hoursAgo = (h: number) => fs.Timestamp.fromMillis(Date.now() - h * 3_600_000);
      await seed(async (d) => {
        await fs.updateDoc(fs.doc(d, 'users/alice'), { lastActiveAt: hoursAgo(5) });
        await fs.updateDoc(fs.doc(d, 'users/bob'), { lastActiveAt: hoursAgo(5) });
        await fs.updateDoc(fs.doc(d, 'users/carol'), { lastActiveAt: hoursAgo(0.5) });
      });
      await refusesAll({
        'a time of one’s own choosing': () => fs.updateDoc(fs.doc(as('alice'), 'users/alice'), { lastActiveAt: fs.Timestamp.fromMillis(Date.now() + 86_400_000) }),
        'someone else’s': () => fs.updateDoc(fs.doc(as('alice'), 'users/bob'), { lastActiveAt: fs.serverTimestamp() }),
        'within the hour': () => fs.updateDoc(fs.doc(as('carol'), 'users/carol'), { lastActiveAt: fs.serverTimestamp() }),
        'with another field': () => fs.updateDoc(fs.doc(as('alice'), 'users/alice'), { lastActiveAt: fs.serverTimestamp(), isAdmin: true }),
        'as a visitor': () => fs.updateDoc(fs.doc(visitor(), 'users/alice'), { lastActiveAt: fs.serverTimestamp() }),
      });
      await ok(fs.updateDoc(fs.doc(as('alice'), 'users/alice'), { lastActiveAt: fs.serverTimestamp() }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'users/alice'), { lastActiveAt: fs.serverTimestamp() }));
    });

    it('only admins change isAdmin, and only isAdmin', async () => {
      await ok(fs.updateDoc(fs.doc(as('admin'), 'users/bob'), { isAdmin: true }));
      await ok(fs.updateDoc(fs.doc(as('admin'), 'users/bob'), { isAdmin: false }));
      await denied(fs.updateDoc(fs.doc(as('admin'), 'users/bob'), { name: '管理員改的' }));
      await denied(fs.updateDoc(fs.doc(as('carol'), 'users/bob'), { isAdmin: true }));
    });

    it('the private contact document is the owner’s only', async () => {
      await ok(fs.setDoc(fs.doc(as('alice'), 'users/alice/private/contact'), { email: 'a@example.com', phone: '' }));
      await ok(fs.getDoc(fs.doc(as('alice'), 'users/alice/private/contact')));
      await denied(fs.getDoc(fs.doc(as('bob'), 'users/alice/private/contact')));
      await denied(fs.getDoc(fs.doc(as('admin'), 'users/alice/private/contact')));
      await denied(fs.setDoc(fs.doc(as('bob'), 'users/alice/private/contact'), { email: 'evil@example.com', phone: '' }));
      await denied(fs.setDoc(fs.doc(as('alice'), 'users/alice/private/other'), { email: 'a@example.com', phone: '' }));
      await denied(fs.setDoc(fs.doc(as('alice'), 'users/alice/private/contact'), { email: 'a@example.com', phone: '', isAdmin: true }));
    });

    it('chat summaries and notifications: read by the owner; the owner only zeroes unread or marks read', async () => {
      await seed(async (d) => {
        await fs.updateDoc(fs.doc(d, 'users/alice'), { unreadNotifications: 4 });
        await fs.setDoc(fs.doc(d, 'users/alice/chats/carol'), { otherId: 'carol', otherName: 'CAROL', unreadCount: 0 });
        await fs.setDoc(fs.doc(d, 'users/alice/chats/bob'), { otherId: 'bob', otherName: 'BOB', unreadCount: 3 });
        await fs.setDoc(fs.doc(d, 'users/alice/notifications/n1'), { type: 'application', isRead: false, createdAt: fs.serverTimestamp() });
      });
      await ok(fs.getDoc(fs.doc(as('alice'), 'users/alice/chats/bob')));
      await denied(fs.getDoc(fs.doc(as('bob'), 'users/alice/chats/bob')));
      await denied(fs.getDocs(fs.collection(as('bob'), 'users/alice/notifications')));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'users/alice/chats/bob'), { unreadCount: 7 }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'users/alice/chats/bob'), { unreadCount: 0, otherName: '假名' }));
      await denied(fs.updateDoc(fs.doc(as('bob'), 'users/alice/chats/bob'), { unreadCount: 0 }));
      // Opening a chat zeroes its summary and lowers the bell by what it held, in one write.
      const openChat = (
        who: string,
        summary: Record<string, unknown> | null,
        user: Record<string, unknown> | null,
        chatRead: string | null,
      ) => {
        const d = as(who);
        const batch = fs.writeBatch(d);
        if (summary) batch.update(fs.doc(d, 'users/alice/chats/bob'), summary);
        if (user) batch.update(fs.doc(d, 'users/alice'), user);
        if (chatRead) batch.set(fs.doc(d, 'users/alice/private/chatRead'), { chatId: chatRead });
        return batch.commit();
      };
      await denied(openChat('alice', { unreadCount: 0 }, null, null));
      await denied(openChat('alice', { unreadCount: 0 }, null, 'bob'));
      await denied(openChat('alice', null, { unreadNotifications: 1 }, 'bob'));
      await denied(openChat('alice', { unreadCount: 0 }, { unreadNotifications: 0 }, 'bob'));
      await denied(openChat('alice', { unreadCount: 0 }, { unreadNotifications: 1 }, 'carol'));
      await denied(openChat('alice', null, { unreadNotifications: 3 }, 'carol'));
      await denied(openChat('bob', { unreadCount: 0 }, { unreadNotifications: 1 }, 'bob'));
      // The old public field: whom a member talks to is not for every member to read.
      await denied(openChat('alice', { unreadCount: 0 }, { unreadNotifications: 1, lastReadChat: 'bob' }, 'bob'));
      await ok(openChat('alice', { unreadCount: 0 }, { unreadNotifications: 1 }, 'bob'));
      await denied(fs.getDoc(fs.doc(as('bob'), 'users/alice/private/chatRead')));
      await denied(fs.setDoc(fs.doc(as('bob'), 'users/alice/private/chatRead'), { chatId: 'bob' }));
      await denied(fs.setDoc(fs.doc(as('alice'), 'users/alice/private/chatRead'), { chatId: 'bob', note: 'x' }));
      await denied(fs.setDoc(fs.doc(as('alice'), 'users/alice/chats/carol'), { otherId: 'carol', unreadCount: 0 }));
      await denied(fs.setDoc(fs.doc(as('bob'), 'users/alice/notifications/fake'), { type: 'other', isRead: false }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'users/alice/notifications/n1'), { isRead: true, message: 'x' }));
      await ok(fs.updateDoc(fs.doc(as('alice'), 'users/alice/notifications/n1'), { isRead: true }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'users/alice/notifications/n1'), { isRead: false }));
      await denied(fs.deleteDoc(fs.doc(as('alice'), 'users/alice/notifications/n1')));
    });
  });

  describe('projects and applications', () => {
    it('a member creates their own project, with their real name, at server time', async () => {
      await ok(fs.setDoc(fs.doc(as('alice'), 'projects/alice'), project('alice')));
      await denied(fs.setDoc(fs.doc(as('bob'), 'projects/carol'), project('carol')));
      await denied(fs.setDoc(fs.doc(as('bob'), 'projects/bob'), project('bob', { ownerName: '冒名' })));
      await denied(fs.setDoc(fs.doc(as('bob'), 'projects/bob'), project('bob', { ownerId: 'carol' })));
      await denied(fs.setDoc(fs.doc(as('bob'), 'projects/bob'), project('bob', { createdAt: fs.Timestamp.fromMillis(1) })));
      await denied(fs.setDoc(fs.doc(as('bob'), 'projects/bob'), project('bob', { stage: 'ipo' })));
      await denied(fs.setDoc(fs.doc(visitor(), 'projects/bob'), project('bob')));
    });

    it('the owner or an admin updates; only admins delete', async () => {
      await seed(async (d) => fs.setDoc(fs.doc(d, 'projects/alice'), project('alice')));
      await ok(fs.updateDoc(fs.doc(as('alice'), 'projects/alice'), { headline: '新標語' }));
      await denied(fs.updateDoc(fs.doc(as('bob'), 'projects/alice'), { projectName: '被搶走' }));
      await ok(fs.updateDoc(fs.doc(as('admin'), 'projects/alice'), { projectName: 'Admin 修正', projectNameLower: 'admin 修正' }));
      await denied(fs.updateDoc(fs.doc(as('admin'), 'projects/alice'), { ownerId: 'admin' }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'projects/alice'), { createdAt: fs.serverTimestamp() }));
      await denied(fs.deleteDoc(fs.doc(as('alice'), 'projects/alice')));
      await ok(fs.deleteDoc(fs.doc(as('admin'), 'projects/alice')));
    });

    const application = (uid: string, extra: Record<string, unknown> = {}) => ({
      projectId: 'alice',
      applicantId: uid,
      applicantName: uid.toUpperCase(),
      applicantAvatar: '',
      status: 'pending',
      createdAt: fs.serverTimestamp(),
      ...extra,
    });

    it('nobody applies across a block, either way, or to a project an admin hid', async () => {
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, 'projects/alice'), project('alice'));
        await fs.setDoc(fs.doc(d, 'projects/carol'), project('carol', { hidden: true }));
        await fs.setDoc(fs.doc(d, 'blocks/alice_bob'), { blockerId: 'alice', blockedId: 'bob', createdAt: fs.serverTimestamp() });
        await fs.setDoc(fs.doc(d, 'blocks/admin_alice'), { blockerId: 'admin', blockedId: 'alice', createdAt: fs.serverTimestamp() });
      });
      await refusesAll({
        'the member the owner blocked': () => fs.setDoc(fs.doc(as('bob'), 'projects/alice/applications/bob'), application('bob')),
        'a member who blocked the owner': () => fs.setDoc(fs.doc(as('admin'), 'projects/alice/applications/admin'), application('admin')),
        'to a hidden project': () =>
          fs.setDoc(fs.doc(as('bob'), 'projects/carol/applications/bob'), application('bob', { projectId: 'carol' })),
      });
    });

    it('nobody applies to their own project, for someone else, decided in advance, or twice', async () => {
      await seed(async (d) => fs.setDoc(fs.doc(d, 'projects/alice'), project('alice')));
      await denied(fs.setDoc(fs.doc(as('alice'), 'projects/alice/applications/alice'), application('alice')));
      await denied(fs.setDoc(fs.doc(as('bob'), 'projects/alice/applications/carol'), application('carol')));
      await denied(fs.setDoc(fs.doc(as('bob'), 'projects/alice/applications/bob'), application('bob', { status: 'accepted' })));
      await denied(fs.setDoc(fs.doc(as('bob'), 'projects/alice/applications/bob'), application('bob', { applicantName: '假名' })));
      await denied(fs.setDoc(fs.doc(as('bob'), 'projects/nobody/applications/bob'), { ...application('bob'), projectId: 'nobody' }));
      await ok(fs.setDoc(fs.doc(as('bob'), 'projects/alice/applications/bob'), application('bob')));
      await denied(fs.setDoc(fs.doc(as('bob'), 'projects/alice/applications/bob'), application('bob')));
    });

    it('only the owner decides, once; applications are read by the owner and the applicant only', async () => {
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, 'projects/alice'), project('alice'));
        await fs.setDoc(fs.doc(d, 'projects/alice/applications/bob'), application('bob'));
      });
      const decide = (who: string, status: string) =>
        fs.updateDoc(fs.doc(as(who), 'projects/alice/applications/bob'), { status, decidedAt: fs.serverTimestamp() });
      await denied(decide('bob', 'accepted'));
      await denied(decide('carol', 'accepted'));
      await denied(decide('admin', 'accepted'));
      await denied(decide('alice', 'pending'));
      await ok(decide('alice', 'accepted'));
      await denied(decide('alice', 'rejected'));

      await ok(fs.getDocs(fs.collection(as('alice'), 'projects/alice/applications')));
      await denied(fs.getDocs(fs.collection(as('carol'), 'projects/alice/applications')));
      await ok(fs.getDoc(fs.doc(as('bob'), 'projects/alice/applications/bob')));
      await denied(fs.getDoc(fs.doc(as('carol'), 'projects/alice/applications/bob')));
      // The member's own applications across projects, and nobody else's.
      await ok(fs.getDocs(fs.query(fs.collectionGroup(as('bob'), 'applications'), fs.where('applicantId', '==', 'bob'))));
      await denied(fs.getDocs(fs.query(fs.collectionGroup(as('carol'), 'applications'), fs.where('applicantId', '==', 'bob'))));
      await denied(fs.getDocs(fs.collectionGroup(as('carol'), 'applications')));
      // Admins included: they delete a project, and its applications go with it (onProjectDeleted).
      await denied(fs.getDocs(fs.collection(as('admin'), 'projects/alice/applications')));
      await denied(fs.getDoc(fs.doc(as('admin'), 'projects/alice/applications/bob')));
      await denied(fs.getDocs(fs.collectionGroup(as('admin'), 'applications')));
      await denied(fs.deleteDoc(fs.doc(as('admin'), 'projects/alice/applications/bob')));
      await denied(fs.deleteDoc(fs.doc(as('alice'), 'projects/alice/applications/bob')));
    });
  });

  describe('reports and hidden projects', () => {
    const report = (reporter: string, extra: Record<string, unknown> = {}) => ({
      reporterId: reporter,
      reporterName: reporter.toUpperCase(),
      targetKind: 'project',
      targetId: 'alice',
      chatId: '',
      targetOwnerId: 'alice',
      targetExcerpt: '共享廚房',
      reason: 'scam',
      details: '',
      status: 'open',
      createdAt: fs.serverTimestamp(),
      resolvedAt: null,
      ...extra,
    });
    const aboutMessage = (reporter: string, extra: Record<string, unknown> = {}) =>
      report(reporter, { targetKind: 'message', targetId: 'm1', chatId: 'alice_bob', targetExcerpt: '先匯款', ...extra });

    /** A report as the adapter files it: with the reporter's count of the day, in one write (reportCounted). */
    const fileReport = async (uid: string, path: string, data: Record<string, unknown>) => {
      const db = as(uid);
      const counter = fs.doc(db, `users/${uid}/reporting/${taiwanDayOf(Date.now())}`);
      const filed = Number((await fs.getDoc(counter)).get('filed') ?? 0);
      const batch = fs.writeBatch(db);
      batch.set(counter, { filed: filed + 1, lastReport: sha256Hex(path.split('/')[1]!) });
      batch.set(fs.doc(db, path), data);
      return batch.commit();
    };

    beforeEach(async () => {
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, 'projects/alice'), project('alice'));
        await fs.setDoc(fs.doc(d, 'chats/alice_bob/messages/m1'), { text: '先匯款', senderId: 'alice', timestamp: fs.serverTimestamp() });
      });
    });

    it('a member reports what is not theirs, with the owner and content of the reported thing', async () => {
      await refusesAll({
        'made-up content': () => fileReport('bob', 'reports/bob_project_alice', report('bob', { targetExcerpt: '別的' })),
        'made-up owner': () => fileReport('bob', 'reports/bob_project_alice', report('bob', { targetOwnerId: 'carol' })),
        'own project': () =>
          fileReport('alice', 'reports/alice_project_alice', report('alice', { targetOwnerId: 'alice' })),
        'own message': () =>
          fileReport('alice', 'reports/alice_message_m1', aboutMessage('alice', { reporterName: 'ALICE' })),
        'a chat not theirs': () => fileReport('carol', 'reports/carol_message_m1', aboutMessage('carol')),
        'in another name': () => fileReport('bob', 'reports/carol_project_alice', report('carol')),
        'already resolved': () =>
          fileReport('bob', 'reports/bob_project_alice', report('bob', { status: 'dismissed' })),
        'unknown reason': () => fileReport('bob', 'reports/bob_project_alice', report('bob', { reason: 'rude' })),
        'words too long': () =>
          fileReport('bob', 'reports/bob_project_alice', report('bob', { details: '長'.repeat(501) })),
        'visitor': () => fs.setDoc(fs.doc(visitor(), 'reports/bob_project_alice'), report('bob')),
      });
      await ok(fileReport('bob', 'reports/bob_project_alice', report('bob', { details: '要求先匯款' })));
      await ok(fileReport('bob', 'reports/bob_message_m1', aboutMessage('bob')));
      await ok(
        fileReport('bob', 'reports/bob_member_alice', report('bob', { targetKind: 'member', targetExcerpt: 'ALICE' })),
      );
      // Again while it is open: refused.
      await denied(fileReport('bob', 'reports/bob_project_alice', report('bob')));
    });

    it(`takes at most ${LIMITS.REPORTS_PER_DAY} reports a Taiwan day from a member, each counted`, async () => {
      const today = `users/bob/reporting/${taiwanDayOf(Date.now())}`;
      // Without its count: refused.
      await denied(fs.setDoc(fs.doc(as('bob'), 'reports/bob_project_alice'), report('bob')));
      await seed(async (d) => fs.setDoc(fs.doc(d, today), { filed: LIMITS.REPORTS_PER_DAY - 1, lastReport: 'x' }));
      await ok(fileReport('bob', 'reports/bob_project_alice', report('bob')));
      await denied(fileReport('bob', 'reports/bob_message_m1', aboutMessage('bob')));
      // Nobody writes another member's count.
      await denied(fs.setDoc(fs.doc(as('carol'), today), { filed: 0, lastReport: 'x' }));
    });

    it('reports are read by their reporter and the admins only; only admins resolve them', async () => {
      await seed(async (d) => fs.setDoc(fs.doc(d, 'reports/bob_project_alice'), report('bob')));
      const reports = (who: Firestore) => fs.collection(who, 'reports');
      await refusesAll({
        'the reported member reads it': () => fs.getDoc(fs.doc(as('alice'), 'reports/bob_project_alice')),
        'another member reads it': () => fs.getDoc(fs.doc(as('carol'), 'reports/bob_project_alice')),
        // Refused whether or not there is one: otherwise a refusal would name who reported whom.
        'the reported member asks whether another member reported them': () =>
          fs.getDoc(fs.doc(as('alice'), 'reports/carol_project_alice')),
        'a member lists open reports': () => fs.getDocs(fs.query(reports(as('alice')), fs.where('status', '==', 'open'))),
        "a member lists another's reports": () =>
          fs.getDocs(fs.query(reports(as('carol')), fs.where('reporterId', '==', 'bob'))),
        'the reporter dismisses it': () =>
          fs.updateDoc(fs.doc(as('bob'), 'reports/bob_project_alice'), {
            status: 'dismissed',
            resolvedAt: fs.serverTimestamp(),
            resolvedBy: 'bob',
          }),
        'a member hides the project through it': async () => {
          const carol = as('carol');
          const batch = fs.writeBatch(carol);
          batch.update(fs.doc(carol, 'projects/alice'), { hidden: true });
          batch.update(fs.doc(carol, 'reports/bob_project_alice'), {
            status: 'project_hidden',
            resolvedAt: fs.serverTimestamp(),
            resolvedBy: 'carol',
          });
          await batch.commit();
        },
        'an admin marks it project_hidden without hiding the project': () =>
          fs.updateDoc(fs.doc(as('admin'), 'reports/bob_project_alice'), {
            status: 'project_hidden',
            resolvedAt: fs.serverTimestamp(),
          }),
        // Its reporter reads the whole report: a moderator stays unnamed to the member.
        'an admin signs their name on the resolution': () =>
          fs.updateDoc(fs.doc(as('admin'), 'reports/bob_project_alice'), {
            status: 'dismissed',
            resolvedAt: fs.serverTimestamp(),
            resolvedBy: 'admin',
          }),
        'deleted by anyone': () => fs.deleteDoc(fs.doc(as('admin'), 'reports/bob_project_alice')),
      });
      await ok(fs.getDoc(fs.doc(as('bob'), 'reports/bob_project_alice')));
      await ok(fs.getDoc(fs.doc(as('admin'), 'reports/bob_project_alice')));
      // A reporter learns that they have not reported something yet.
      await ok(fs.getDoc(fs.doc(as('bob'), 'reports/bob_member_carol')));
      await ok(fs.getDocs(fs.query(reports(as('bob')), fs.where('reporterId', '==', 'bob'))));
      await ok(fs.getDocs(fs.query(reports(as('admin')), fs.where('status', '==', 'open'))));
      // An admin hides a project only by resolving a report of it, never on their own.
      await refusesAll({
        'an admin hides a project without a report': () => fs.updateDoc(fs.doc(as('admin'), 'projects/alice'), { hidden: true }),
        'an admin hides a project naming a report of another project': async () => {
          await seed(async (d) => fs.setDoc(fs.doc(d, 'reports/bob_project_carol'), report('bob', { targetId: 'carol', targetOwnerId: 'carol' })));
          const admin = as('admin');
          const batch = fs.writeBatch(admin);
          batch.update(fs.doc(admin, 'projects/alice'), { hidden: true });
          batch.set(fs.doc(admin, 'project_moderation/alice'), { reportId: 'bob_project_carol' });
          batch.update(fs.doc(admin, 'reports/bob_project_carol'), { status: 'project_hidden', resolvedAt: fs.serverTimestamp() });
          await batch.commit();
        },
      });
      const admin = as('admin');
      const batch = fs.writeBatch(admin);
      batch.update(fs.doc(admin, 'projects/alice'), { hidden: true });
      batch.set(fs.doc(admin, 'project_moderation/alice'), { reportId: 'bob_project_alice' });
      batch.update(fs.doc(admin, 'reports/bob_project_alice'), {
        status: 'project_hidden',
        resolvedAt: fs.serverTimestamp(),
      });
      await ok(batch.commit());
      // The owner reads their hidden project, and nothing in it names who reported it.
      const hidden = (await ok(fs.getDoc(fs.doc(as('alice'), 'projects/alice')))).data() ?? {};
      expect(hidden.hidden).toBe(true);
      expect(JSON.stringify(hidden)).not.toContain('bob');
      // The reporter reads the resolution and when, and nothing in it names the admin.
      const resolved = (await ok(fs.getDoc(fs.doc(as('bob'), 'reports/bob_project_alice')))).data() ?? {};
      expect(resolved.status).toBe('project_hidden');
      expect(JSON.stringify(resolved)).not.toContain('admin');
      await denied(fs.getDoc(fs.doc(as('alice'), 'project_moderation/alice')));
      await ok(fs.getDoc(fs.doc(as('admin'), 'project_moderation/alice')));
      // Resolved once only; the reporter may report it again after that, not of a hidden project.
      await denied(
        fs.updateDoc(fs.doc(as('admin'), 'reports/bob_project_alice'), {
          status: 'dismissed',
          resolvedAt: fs.serverTimestamp(),
        }),
      );
      await denied(fileReport('bob', 'reports/bob_project_alice', report('bob')));
    });

    it('a report made again after it was resolved keeps the resolved one on record, an exact copy', async () => {
      await seed(async (d) =>
        fs.setDoc(fs.doc(d, 'reports/bob_project_alice'), report('bob', { status: 'dismissed', resolvedAt: fs.Timestamp.fromMillis(1_700_000_000_000) })),
      );
      const stored = (await fs.getDoc(fs.doc(as('admin'), 'reports/bob_project_alice'))).data() ?? {};
      const again = (kept: Record<string, unknown> | null, keptId = 'bob_project_alice~1700000000000') => {
        const bob = as('bob');
        const batch = fs.writeBatch(bob);
        if (kept) batch.set(fs.doc(bob, `reports/${keptId}`), kept);
        batch.set(fs.doc(bob, `users/bob/reporting/${taiwanDayOf(Date.now())}`), { filed: 1, lastReport: sha256Hex('bob_project_alice') });
        batch.set(fs.doc(bob, 'reports/bob_project_alice'), report('bob', { reason: 'spam' }));
        return batch.commit();
      };
      await refusesAll({
        'made again over the resolved one': () => again(null),
        'the copy with another resolution': () => again({ ...stored, status: 'project_hidden' }),
        'the copy under another id': () => again(stored, 'bob_project_alice~1'),
        'a copy kept without reporting again': () => fs.setDoc(fs.doc(as('bob'), 'reports/bob_project_alice~1700000000000'), stored),
      });
      await ok(again(stored));
      const dismissed = await fs.getDocs(fs.query(fs.collection(as('admin'), 'reports'), fs.where('status', '==', 'dismissed')));
      expect(dismissed.docs.map((d) => d.id)).toEqual(['bob_project_alice~1700000000000']);
      expect((await fs.getDoc(fs.doc(as('admin'), 'reports/bob_project_alice'))).get('status')).toBe('open');
    });

    it('a hidden project is read by its owner and the admins only, and stays hidden', async () => {
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, 'projects/alice'), project('alice', { hidden: true }));
        await fs.setDoc(fs.doc(d, 'projects/carol'), project('carol'));
      });
      const projects = (who: Firestore) => fs.collection(who, 'projects');
      await refusesAll({
        'another member reads it': () => fs.getDoc(fs.doc(as('bob'), 'projects/alice')),
        'a member lists projects without excluding hidden ones': () => fs.getDocs(projects(as('bob'))),
        'the owner un-hides it': () => fs.updateDoc(fs.doc(as('alice'), 'projects/alice'), { hidden: false }),
        'a member hides their own': () => fs.updateDoc(fs.doc(as('carol'), 'projects/carol'), { hidden: true }),
        'a member creates one hidden': () => fs.setDoc(fs.doc(as('bob'), 'projects/bob'), project('bob', { hidden: true })),
        'a member creates one without the flag': () => {
          const { hidden: _hidden, ...unflagged } = project('bob');
          return fs.setDoc(fs.doc(as('bob'), 'projects/bob'), unflagged);
        },
      });
      await ok(fs.getDoc(fs.doc(as('alice'), 'projects/alice')));
      await ok(fs.getDoc(fs.doc(as('admin'), 'projects/alice')));
      // Another member's missing project is refused as the hidden one is: the answer does not
      // tell the two apart. One's own reads as missing.
      await denied(fs.getDoc(fs.doc(as('bob'), 'projects/nobody')));
      await ok(fs.getDoc(fs.doc(as('bob'), 'projects/bob')));
      await ok(fs.getDoc(fs.doc(as('admin'), 'projects/nobody')));
      await ok(fs.getDocs(fs.query(projects(as('bob')), fs.where('hidden', '==', false))));
      await ok(fs.getDocs(projects(as('admin'))));
      await ok(fs.updateDoc(fs.doc(as('alice'), 'projects/alice'), { headline: '新標語' }));
      // No backend un-hides a project: an admin's hiding stands.
      await denied(fs.updateDoc(fs.doc(as('admin'), 'projects/alice'), { hidden: false }));
    });
  });

  describe('chat', () => {
    const message = (sender: string, extra: Record<string, unknown> = {}) => ({ text: '哈囉', senderId: sender, timestamp: fs.serverTimestamp(), ...extra });

    it('only the two members read and write a chat, as themselves, to an existing member', async () => {
      await seed(async (d) => fs.setDoc(fs.doc(d, 'chats/alice_bob'), { startedBy: 'alice', createdAt: fs.serverTimestamp() }));
      await ok(fs.addDoc(fs.collection(as('alice'), 'chats/alice_bob/messages'), message('alice')));
      await ok(fs.getDocs(fs.collection(as('bob'), 'chats/alice_bob/messages')));
      await denied(fs.getDocs(fs.collection(as('carol'), 'chats/alice_bob/messages')));
      await denied(fs.addDoc(fs.collection(as('carol'), 'chats/alice_bob/messages'), message('carol')));
      await denied(fs.addDoc(fs.collection(as('alice'), 'chats/alice_bob/messages'), message('bob')));
      await denied(fs.addDoc(fs.collection(as('bob'), 'chats/bob_alice/messages'), message('bob')));
      await denied(fs.addDoc(fs.collection(as('alice'), 'chats/alice_alice/messages'), message('alice')));
      await denied(fs.addDoc(fs.collection(as('alice'), 'chats/alice_zzz-nobody/messages'), message('alice')));
      await denied(fs.addDoc(fs.collection(as('alice'), 'chats/alice_bob/messages'), message('alice', { text: '   ' })));
      // Blank and untrimmed as core's validateMessage sees them (JavaScript's trim), and its length
      // in code points: an emoji counts once.
      const send = (text: string) => fs.addDoc(fs.collection(as('alice'), 'chats/alice_bob/messages'), message('alice', { text }));
      for (const blank of ['\u3000', '\u00a0', '\ufeff', '\u2028']) await denied(send(blank));
      // Characters that draw nothing (core BLANK_EDGES): an invisible message is blank.
      for (const invisible of ['\u200b', '\u202e', '\u3164', '\u2800\u2060']) await denied(send(invisible));
      await denied(send('你好\u200b'));
      await ok(send('王\u200b小明 👩‍💻'));
      await denied(send(' 你好'));
      await denied(send('你好\u3000'));
      await denied(send('字'.repeat(TEXT_LIMITS.MESSAGE + 1)));
      await ok(send('😀'.repeat(TEXT_LIMITS.MESSAGE)));
      await ok(send('第一行\n\n第二行'));
      await denied(fs.addDoc(fs.collection(as('alice'), 'chats/alice_bob/messages'), message('alice', { timestamp: fs.Timestamp.fromMillis(1) })));
      await denied(fs.addDoc(fs.collection(as('alice'), 'chats/alice_bob/messages'), message('alice', { extra: 1 })));
      await denied(fs.addDoc(fs.collection(visitor(), 'chats/alice_bob/messages'), message('alice')));
      // A message's id is the client's (a UUID) or the SDK's 20-character one: an id a report
      // cannot name (reports/{reporter}_message_{id} takes at most 128) would make it unreportable.
      await ok(fs.setDoc(fs.doc(as('alice'), `chats/alice_bob/messages/${ADMIN_ITEM.x}`), message('alice')));
      await denied(fs.setDoc(fs.doc(as('alice'), `chats/alice_bob/messages/${'m'.repeat(129)}`), message('alice')));
      await denied(fs.setDoc(fs.doc(as('alice'), 'chats/alice_bob/messages/hello'), message('alice')));
    });

    /** The first message of a new conversation, as the chat port writes it: one batch. */
    const startChat = (sender: string, other: string, counted: number | null, extra: { chat?: Record<string, unknown> } = {}) => {
      const d = as(sender);
      const chatId = [sender, other].sort().join('_');
      const batch = fs.writeBatch(d);
      if (counted !== null) batch.set(fs.doc(d, `users/${sender}/outreach/${taiwanDayOf(Date.now())}`), { started: counted, lastChat: chatId });
      batch.set(fs.doc(d, `chats/${chatId}`), { startedBy: sender, createdAt: fs.serverTimestamp(), ...extra.chat });
      batch.set(fs.doc(fs.collection(d, `chats/${chatId}/messages`)), message(sender));
      return batch.commit();
    };
    const today = () => String(taiwanDayOf(Date.now()));
    /** Several new conversations in one write, with the day's count raised once. */
    const startChatsCountedOnce = (sender: string, others: string[], counted: number) => {
      const d = as(sender);
      const chatIds = others.map((other) => [sender, other].sort().join('_'));
      const batch = fs.writeBatch(d);
      batch.set(fs.doc(d, `users/${sender}/outreach/${today()}`), { started: counted, lastChat: chatIds[0] });
      for (const chatId of chatIds) {
        batch.set(fs.doc(d, `chats/${chatId}`), { startedBy: sender, createdAt: fs.serverTimestamp() });
        batch.set(fs.doc(fs.collection(d, `chats/${chatId}/messages`)), message(sender));
      }
      return batch.commit();
    };

    it('a new conversation is counted: its first message comes with the chat document and 1 more on the day', async () => {
      await ok(startChat('alice', 'bob', 1));
      await ok(fs.addDoc(fs.collection(as('bob'), 'chats/alice_bob/messages'), message('bob')));
      await ok(fs.addDoc(fs.collection(as('alice'), 'chats/alice_bob/messages'), message('alice')));
      await ok(startChat('alice', 'carol', 2));
      await refusesAll({
        'a message to a new conversation without its chat document': () =>
          fs.addDoc(fs.collection(as('carol'), 'chats/bob_carol/messages'), message('carol')),
        'a new conversation not counted': () => startChat('bob', 'carol', null),
        'a new conversation counted as the first again': () => startChat('alice', 'admin', 1),
        'a new conversation counted by 2': () => startChat('alice', 'admin', 4),
        'two new conversations counted as one': () => startChatsCountedOnce('bob', ['admin', 'carol'], 1),
        'a chat document in someone else’s name': () =>
          fs.setDoc(fs.doc(as('bob'), 'chats/bob_carol'), { startedBy: 'carol', createdAt: fs.serverTimestamp() }),
        'a new conversation counted in another’s name': () => {
          const d = as('bob');
          const batch = fs.writeBatch(d);
          batch.set(fs.doc(d, `users/bob/outreach/${today()}`), { started: 1, lastChat: 'admin_bob' });
          batch.set(fs.doc(d, 'chats/bob_carol'), { startedBy: 'bob', createdAt: fs.serverTimestamp() });
          return batch.commit();
        },
        'the day’s count lowered': () => fs.setDoc(fs.doc(as('alice'), `users/alice/outreach/${today()}`), { started: 0 }),
        'the day’s count deleted': () => fs.deleteDoc(fs.doc(as('alice'), `users/alice/outreach/${today()}`)),
        'another day counted from 1': () => fs.setDoc(fs.doc(as('bob'), `users/bob/outreach/${Number(today()) + 1}`), { started: 1 }),
        'someone else’s count read': () => fs.getDoc(fs.doc(as('bob'), `users/alice/outreach/${today()}`)),
      });
    });

    it(`exceeding ${LIMITS.OUTREACH_NEW_CHATS_PER_DAY} new conversations a day by writing directly is refused; replies pass`, async () => {
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, `users/alice/outreach/${today()}`), { started: LIMITS.OUTREACH_NEW_CHATS_PER_DAY });
        await fs.setDoc(fs.doc(d, 'chats/alice_carol'), { startedBy: 'carol', createdAt: fs.serverTimestamp() });
      });
      await denied(startChat('alice', 'bob', LIMITS.OUTREACH_NEW_CHATS_PER_DAY + 1));
      await denied(startChat('alice', 'bob', LIMITS.OUTREACH_NEW_CHATS_PER_DAY));
      await ok(fs.addDoc(fs.collection(as('alice'), 'chats/alice_carol/messages'), message('alice')));
    });

    it('messaging a member who blocked you, or whom you blocked, is refused by writing directly', async () => {
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, 'chats/alice_bob'), { startedBy: 'alice', createdAt: fs.serverTimestamp() });
        await fs.setDoc(fs.doc(d, 'blocks/bob_alice'), { blockerId: 'bob', blockedId: 'alice', createdAt: fs.serverTimestamp() });
      });
      await denied(fs.addDoc(fs.collection(as('alice'), 'chats/alice_bob/messages'), message('alice')));
      await denied(fs.addDoc(fs.collection(as('bob'), 'chats/alice_bob/messages'), message('bob')));
      await ok(startChat('carol', 'bob', 1));
      await denied(fs.deleteDoc(fs.doc(as('alice'), 'blocks/bob_alice')));
      await ok(fs.deleteDoc(fs.doc(as('bob'), 'blocks/bob_alice')));
      await ok(fs.addDoc(fs.collection(as('alice'), 'chats/alice_bob/messages'), message('alice')));
    });

    it('only the blocker makes or removes a block; the two members see it, nobody else', async () => {
      const block = (blocker: string, blocked: string, extra: Record<string, unknown> = {}) => ({
        blockerId: blocker,
        blockedId: blocked,
        createdAt: fs.serverTimestamp(),
        ...extra,
      });
      await ok(fs.setDoc(fs.doc(as('alice'), 'blocks/alice_bob'), block('alice', 'bob')));
      await ok(fs.getDoc(fs.doc(as('bob'), 'blocks/alice_bob')));
      await ok(fs.getDoc(fs.doc(as('bob'), 'blocks/bob_alice')));
      await ok(fs.getDocs(fs.query(fs.collection(as('bob'), 'blocks'), fs.where('blockedId', '==', 'bob'))));
      await refusesAll({
        'a block in someone else’s name': () => fs.setDoc(fs.doc(as('carol'), 'blocks/bob_alice'), block('bob', 'alice')),
        'a block under another id': () => fs.setDoc(fs.doc(as('carol'), 'blocks/carol_x'), block('carol', 'bob')),
        'blocking oneself': () => fs.setDoc(fs.doc(as('carol'), 'blocks/carol_carol'), block('carol', 'carol')),
        'blocking a member who does not exist': () => fs.setDoc(fs.doc(as('carol'), 'blocks/carol_nobody'), block('carol', 'nobody')),
        'a block with a made-up time': () =>
          fs.setDoc(fs.doc(as('carol'), 'blocks/carol_bob'), block('carol', 'bob', { createdAt: fs.Timestamp.fromMillis(1) })),
        'a block with more fields': () => fs.setDoc(fs.doc(as('carol'), 'blocks/carol_bob'), block('carol', 'bob', { note: 'x' })),
        'the blocked member removes the block': () => fs.deleteDoc(fs.doc(as('bob'), 'blocks/alice_bob')),
        'a block edited': () => fs.updateDoc(fs.doc(as('alice'), 'blocks/alice_bob'), { blockedId: 'carol' }),
        'a third member reads the block': () => fs.getDoc(fs.doc(as('carol'), 'blocks/alice_bob')),
        'a third member lists the blocks': () =>
          fs.getDocs(fs.query(fs.collection(as('carol'), 'blocks'), fs.where('blockedId', '==', 'bob'))),
        'a visitor reads the block': () => fs.getDoc(fs.doc(visitor(), 'blocks/alice_bob')),
        // Refused whether or not there is one, so a refusal tells a third member nothing.
        'a third member reads a block that is not there': () => fs.getDoc(fs.doc(as('carol'), 'blocks/bob_alice')),
      });
      await ok(fs.getDoc(fs.doc(as('carol'), 'blocks/carol_alice')));
      await ok(fs.getDoc(fs.doc(as('carol'), 'blocks/alice_carol')));
      await ok(fs.deleteDoc(fs.doc(as('alice'), 'blocks/alice_bob')));
    });

    it('messages are never edited or deleted by a client', async () => {
      await seed(async (d) => fs.setDoc(fs.doc(d, 'chats/alice_bob/messages/m1'), { text: '原文', senderId: 'alice', timestamp: fs.serverTimestamp() }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'chats/alice_bob/messages/m1'), { text: '改寫' }));
      await denied(fs.deleteDoc(fs.doc(as('alice'), 'chats/alice_bob/messages/m1')));
    });
  });

  describe('content', () => {
    const banner = { title: '創業週末', linkUrl: 'https://example.com', imageUrl: 'https://img/b.png', order: 100 };
    const resource = { title: '貸款', description: '說明', imageUrl: 'https://img/r.png', officialUrl: 'https://example.com', category: '資金', district: '全臺' };

    it('everyone reads banners and resources; only admins write them, valid', async () => {
      await seed(async (d) => fs.setDoc(fs.doc(d, 'banners/b1'), banner));
      await ok(fs.getDocs(fs.collection(visitor(), 'banners')));
      await ok(fs.getDocs(fs.collection(visitor(), 'resources')));
      await denied(fs.setDoc(fs.doc(as('alice'), `banners/${ADMIN_ITEM.b2}`), banner));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'banners/b1'), { title: '偷改' }));
      await denied(fs.deleteDoc(fs.doc(as('alice'), 'banners/b1')));
      await ok(fs.setDoc(fs.doc(as('admin'), `banners/${ADMIN_ITEM.b2}`), banner));
      await denied(fs.setDoc(fs.doc(as('admin'), `banners/${ADMIN_ITEM.b3}`), { ...banner, linkUrl: 'javascript:alert(1)' }));
      await denied(fs.setDoc(fs.doc(as('admin'), `banners/${ADMIN_ITEM.b3}`), { ...banner, imageUrl: '' }));
      await ok(fs.deleteDoc(fs.doc(as('admin'), 'banners/b1')));
      // The seeded banners' pictures are paths of the site (functions/operator/seed.ts): an admin edits them as they are.
      await seed(async (d) => fs.setDoc(fs.doc(d, 'banners/seeded'), { ...banner, imageUrl: '/demo/banners/01-resources.svg' }));
      await ok(fs.updateDoc(fs.doc(as('admin'), 'banners/seeded'), { title: '新的標題', order: 5 }));
      await denied(fs.setDoc(fs.doc(as('admin'), `banners/${ADMIN_ITEM.b4}`), { ...banner, imageUrl: 'javascript:alert(1)' }));
      await denied(fs.setDoc(fs.doc(as('admin'), `banners/${ADMIN_ITEM.b4}`), { ...banner, imageUrl: '//evil.example/x.png' }));
      // An order a number, as core's validateBanner and Supabase's banners_order_finite want.
      await denied(fs.setDoc(fs.doc(as('admin'), `banners/${ADMIN_ITEM.b4}`), { ...banner, order: Number.NaN }));
      await denied(fs.setDoc(fs.doc(as('admin'), `banners/${ADMIN_ITEM.b4}`), { ...banner, order: Infinity }));
      await denied(fs.setDoc(fs.doc(as('alice'), `resources/${ADMIN_ITEM.r1}`), { ...resource, createdAt: fs.serverTimestamp() }));
      await ok(fs.setDoc(fs.doc(as('admin'), `resources/${ADMIN_ITEM.r1}`), { ...resource, createdAt: fs.serverTimestamp() }));
      // An admin's form creates under a client id it made (core assertNewItemId), never an id of another shape.
      await denied(fs.addDoc(fs.collection(as('admin'), 'resources'), { ...resource, createdAt: fs.serverTimestamp() }));
      await denied(fs.setDoc(fs.doc(as('admin'), 'banners/b9'), banner));
    });

    it('questionnaires and questions: members read, admins write', async () => {
      await seed(async (d) => fs.setDoc(fs.doc(d, 'questionnaires/q1'), { title: 't', description: 'd', isActive: true }));
      await ok(fs.getDocs(fs.query(fs.collection(as('alice'), 'questionnaires'), fs.where('isActive', '==', true))));
      await denied(fs.getDocs(fs.collection(visitor(), 'questionnaires')));
      await denied(fs.setDoc(fs.doc(as('alice'), `questions/${ADMIN_ITEM.x}`), question));
      await ok(fs.setDoc(fs.doc(as('admin'), `questions/${ADMIN_ITEM.x}`), question));
      await denied(fs.setDoc(fs.doc(as('admin'), `questions/${ADMIN_ITEM.y}`), { ...question, part: 0 }));
      await denied(fs.deleteDoc(fs.doc(as('alice'), `questions/${ADMIN_ITEM.x}`)));
      await denied(fs.setDoc(fs.doc(as('admin'), 'questions/x9'), question));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'questionnaires/q1'), { isActive: false }));
    });
  });

  describe('input shape, as strict as the SQL backend', () => {
    const profile = (patch: Record<string, unknown>) => () => fs.updateDoc(fs.doc(as('alice'), 'users/alice'), patch);
    const contact = (email: string, phone: string) => () => fs.setDoc(fs.doc(as('alice'), 'users/alice/private/contact'), { email, phone });
    const longTag = '標'.repeat(51);
    // What Storage's getDownloadURL answers for avatars/{uid}.
    const storagePhoto = (uid: string) =>
      `https://firebasestorage.googleapis.com/v0/b/${PROJECT_ID}.appspot.com/o/avatars%2F${uid}?alt=media&token=1f0c2a4e-6b7d-4c8e-9f01-23456789abcd`;

    it('profiles: names trimmed and not blank, tags short, unique and not blank, links http(s), enumerations their codes', async () => {
      await refusesAll({
        'blank name': profile({ name: '   ', nameLower: '   ' }),
        'search key that is not the name': profile({ name: 'Mallory', nameLower: 'alice' }),
        'new name, old search key': profile({ name: 'Mallory' }),
        'empty name': profile({ name: '', nameLower: '' }),
        'name with a leading blank': profile({ name: ' 王小明', nameLower: ' 王小明' }),
        'name with a trailing ideographic blank': profile({ name: '王小明\u3000', nameLower: '王小明\u3000' }),
        'name of characters that draw nothing': profile({ name: '\u200b\u3164', nameLower: '\u200b\u3164' }),
        'name behind a right-to-left override': profile({ name: '\u202e王小明', nameLower: '\u202e王小明' }),
        'name with a right-to-left override inside': profile({ name: '王\u202e小明', nameLower: '王\u202e小明' }),
        'name with an isolate inside': profile({ name: '王\u2067小明\u2069。', nameLower: '王\u2067小明\u2069。' }),
        'tag of a zero-width space': profile({ interests: ['\u200b'] }),
        'empty tag': profile({ skills: ['React', ''] }),
        'blank tag': profile({ interests: ['   '] }),
        'untrimmed tag': profile({ workingStyle: [' 遠端'] }),
        'tag over the length': profile({ skills: [longTag] }),
        'duplicate tags': profile({ skills: ['React', 'react'] }),
        'tag that is not text': profile({ industryExperience: [1] }),
        'too many tags': profile({ skills: Array.from({ length: 31 }, (_, i) => `技能${i}`) }),
        'avatar javascript: URL': profile({ avatarUrl: 'javascript:alert(1)' }),
        'avatar data: URL': profile({ avatarUrl: 'data:image/png;base64,AAAA' }),
        'avatar on another site': profile({ avatarUrl: 'https://tracker.example/pixel.gif' }),
        'avatar of another member': profile({ avatarUrl: storagePhoto('bob') }),
        'avatar in another project’s bucket': profile({ avatarUrl: storagePhoto('alice').replace(`/b/${PROJECT_ID}.`, '/b/tracker-project.') }),
        'avatar of another member, named inside': profile({ avatarUrl: storagePhoto('alice').replace('%2Falice', '%2Fbob%2F..%2Falice') }),
        'avatar at Storage with a tail': profile({ avatarUrl: `${storagePhoto('alice')}&x=https://tracker.example` }),
        'avatar at another local port host': profile({ avatarUrl: storagePhoto('alice').replace('https://firebasestorage.googleapis.com', 'http://tracker.example:9199') }),
        'registration with a photo of another site': () =>
          fs.setDoc(fs.doc(as('dave'), 'users/dave'), newUserDoc('dave', { avatarUrl: 'https://tracker.example/pixel.gif' })),
        'link without a host': profile({ githubUrl: 'https:///x' }),
        'link javascript:': profile({ websiteUrl: 'javascript:alert(1)' }),
        'plain http: link': profile({ linkedinUrl: 'http://www.linkedin.com/in/x' }),
        'link to another host by //': profile({ websiteUrl: '//evil.example.com/x' }),
        'role not a code': profile({ role: 'ceo' }),
        'gender not a code': profile({ gender: 'robot' }),
        'years not a code': profile({ yearsExperience: '20+' }),
        'availability not a code': profile({ availability: 'sometimes' }),
        'registration with a blank name': () => fs.setDoc(fs.doc(as('dave'), 'users/dave'), newUserDoc('dave', { name: '  ', nameLower: '  ' })),
        'registration with another search key': () => fs.setDoc(fs.doc(as('dave'), 'users/dave'), newUserDoc('dave', { name: 'Dave', nameLower: 'admin' })),
      });
      await ok(profile({ name: 'Wang 小明', nameLower: 'wang 小明', skills: ['React', '行銷'], interests: [], githubUrl: 'https://github.com/x', websiteUrl: '', role: 'technical' })());
      await ok(profile({ websiteUrl: '/profile/alice', linkedinUrl: 'HTTPS://www.linkedin.com/in/x' })());
      await ok(profile({ avatarUrl: storagePhoto('alice'), gender: null, yearsExperience: '10+', availability: 'either' })());
      await ok(profile({ avatarUrl: storagePhoto('alice').replace('https://firebasestorage.googleapis.com', 'http://127.0.0.1:9199') })());
      await ok(profile({ avatarUrl: storagePhoto('alice').replace('.appspot.com', '.firebasestorage.app') })());
      await ok(profile({ avatarUrl: '' })());
      await ok(profile({ skills: Array.from({ length: 30 }, (_, i) => `技能${i}`), interests: ['標'.repeat(50)] })());
      await ok(fs.setDoc(fs.doc(as('dave'), 'users/dave'), newUserDoc('dave', { name: 'Dave 小明', nameLower: 'dave 小明' })));
    });

    it('a deployed (not demo-) project’s photo is on Storage itself, never at an emulator’s address', async () => {
      const project = 'cofounder-tw-rules';
      const deployed = await rut.initializeTestEnvironment({
        projectId: project,
        firestore: { rules: readFileSync(join(rulesDir, 'firestore.rules'), 'utf8') },
      });
      try {
        await deployed.withSecurityRulesDisabled((ctx) => fs.setDoc(fs.doc(db(ctx), 'users/alice'), newUserDoc('alice')));
        const photo = storagePhoto('alice').replace(`/b/${PROJECT_ID}.`, `/b/${project}.`);
        const save = (avatarUrl: string) => fs.updateDoc(fs.doc(db(deployed.authenticatedContext('alice')), 'users/alice'), { avatarUrl });
        await denied(save(photo.replace('https://firebasestorage.googleapis.com', 'http://127.0.0.1:9199')));
        await denied(save(photo.replace('https://firebasestorage.googleapis.com', 'http://localhost:9199')));
        await ok(save(photo));
      } finally {
        await deployed.clearFirestore();
        await deployed.cleanup();
      }
    });

    // Core counts a text's length by code point: an emoji, or a rare character of a name (𠮷), is one.
    it('profiles and projects: lengths counted as core counts them; a role, once chosen, stays', async () => {
      const rare = '𠮷';
      const emoji = '😀';
      const projectOf = (extra: Record<string, unknown>) => () => fs.setDoc(fs.doc(as('alice'), 'projects/alice'), project('alice', extra));
      await refusesAll({
        'name over 50 characters': profile({ name: rare.repeat(51), nameLower: rare.repeat(51) }),
        'bio over 2000 characters': profile({ bio: emoji.repeat(2001) }),
        'headline over 100 characters': profile({ headline: emoji.repeat(101) }),
        'project description over 5000 characters': projectOf({ description: emoji.repeat(5001) }),
      });
      await ok(projectOf({ projectName: rare.repeat(100), projectNameLower: rare.repeat(100), description: emoji.repeat(5000) })());
      await ok(profile({ name: rare.repeat(50), nameLower: rare.repeat(50), headline: emoji.repeat(100) })());
      await ok(profile({ bio: emoji.repeat(2000), pastExperience: emoji.repeat(2000), address: { city: rare.repeat(20), district: '' } })());

      // Every field at its longest is checked again on each save.
      await ok(profile({ role: 'technical', profileComplete: true })());
      await denied(profile({ role: null, profileComplete: false })());
      await ok(profile({ role: 'operations', profileComplete: true })());
    });

    it('profiles: profileComplete is what core isProfileComplete says of the document as written', async () => {
      await refusesAll({
        'complete without a headline': profile({ role: 'technical', profileComplete: true }),
        'complete with a blank headline': profile({ role: 'technical', headline: '\u3000 ', profileComplete: true }),
        'complete without a role': profile({ headline: '工程師', profileComplete: true }),
        'role and headline, still ranked incomplete': profile({ role: 'technical', headline: '工程師' }),
        'rank that is not a boolean': profile({ profileComplete: 'yes' }),
        'rank removed': profile({ profileComplete: fs.deleteField() }),
        'registration ranked complete': () => fs.setDoc(fs.doc(as('dave'), 'users/dave'), newUserDoc('dave', { profileComplete: true })),
        'registration without a rank': () => {
          const { profileComplete: _rank, ...unranked } = newUserDoc('dave');
          return fs.setDoc(fs.doc(as('dave'), 'users/dave'), unranked);
        },
      });
      await ok(profile({ role: 'technical', headline: '工程師', profileComplete: true })());
      await ok(profile({ headline: '\u3000', profileComplete: false })());
    });

    it('the contact document: an email and a phone in the spec’s formats, or empty', async () => {
      await refusesAll({
        'email without @': contact('not-an-email', ''),
        'email without a dot in the domain': contact('a@localhost', ''),
        'email with a blank': contact('a b@example.com', ''),
        'phone of letters': contact('', 'call me'),
        'phone too short': contact('', '123'),
        'phone too long': contact('', '1234567890123456'),
        'phone with a blank around it': contact('', ' 0912-345-678'),
      });
      await ok(contact('', '')());
      await ok(contact('a@example.com', '0912-345-678')());
      await ok(contact('lin.tw+co@mail.example.com.tw', '+886 912 345 678')());
      await ok(contact('', '(02) 2345-6789')());
      // Core's isPlausiblePhone takes a space anywhere between the + and the last digit.
      await ok(contact('', '+ 886 912 345 678')());
    });

    it('a member’s own records name what they count, nothing longer: the chat last opened, the day’s counters', async () => {
      const day = String(taiwanDayOf(Date.now()));
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, `users/alice/outreach/${day}`), { started: 1, lastChat: 'alice_bob' });
        await fs.setDoc(fs.doc(d, `users/alice/reporting/${day}`), { filed: 1, lastReport: sha256Hex('alice_project_bob') });
      });
      const long = 'x'.repeat(100_000);
      await refusesAll({
        'the chat last opened, as a long text': () =>
          fs.setDoc(fs.doc(as('alice'), 'users/alice/private/chatRead'), { chatId: long }),
        'the day’s conversations raised with a long text': () =>
          fs.setDoc(fs.doc(as('alice'), `users/alice/outreach/${day}`), { started: 2, lastChat: long }),
        'the day’s reports raised naming no report': () =>
          fs.setDoc(fs.doc(as('alice'), `users/alice/reporting/${day}`), { filed: 2, lastReport: 'x' }),
        'the day’s reports raised with a long text': () =>
          fs.setDoc(fs.doc(as('alice'), `users/alice/reporting/${day}`), { filed: 2, lastReport: long }),
      });
      await ok(fs.setDoc(fs.doc(as('alice'), 'users/alice/private/chatRead'), { chatId: 'bob' }));
    });

    it('projects: names and headlines trimmed and not blank, tags as on profiles, codes only', async () => {
      const create = (extra: Record<string, unknown>) => () => fs.setDoc(fs.doc(as('bob'), 'projects/bob'), project('bob', extra));
      await seed(async (d) => fs.setDoc(fs.doc(d, 'projects/alice'), project('alice')));
      const update = (patch: Record<string, unknown>) => () => fs.updateDoc(fs.doc(as('alice'), 'projects/alice'), patch);
      await refusesAll({
        'blank name': create({ projectName: '   ', projectNameLower: '   ' }),
        'untrimmed name': create({ projectName: ' 共享廚房', projectNameLower: ' 共享廚房' }),
        'name with an override inside': create({ projectName: '共享\u202d廚房', projectNameLower: '共享\u202d廚房' }),
        'untrimmed headline': update({ headline: '標語 ' }),
        'blank description': update({ description: '\n \n' }),
        'description of characters that draw nothing': update({ description: '\u200b\n\u2800' }),
        'empty skill': update({ skillsRequired: ['React', ''] }),
        'duplicate skills': update({ skillsRequired: ['React', 'REACT'] }),
        'skill over the length': update({ skillsRequired: [longTag] }),
        'partner type twice': update({ partnersWanted: ['technical', 'technical'] }),
        'partner type not a code': update({ partnersWanted: ['idea_holder'] }),
        'stage not a code': update({ stage: 'ipo' }),
        'search key that is not the name': update({ projectName: 'Kitchen', projectNameLower: 'other' }),
        'new name, old search key': update({ projectName: 'Kitchen' }),
      });
      await ok(update({ projectName: 'Kitchen 2.0', projectNameLower: 'kitchen 2.0', headline: '新標語', description: '第一行\n第二行', skillsRequired: ['React', '行銷'], partnersWanted: ['technical', 'operations'] })());
      await ok(create({})());
    });

    it('banners, resources, questionnaires and questions (admins): titles trimmed and not blank, links and images http(s)', async () => {
      const banner = { title: '創業週末', linkUrl: 'https://example.com', imageUrl: 'https://example.com/b.png', order: 100 };
      const resource = { title: '貸款', description: '說明', imageUrl: 'https://example.com/r.png', officialUrl: 'https://example.com', category: '資金', district: '全臺', createdAt: fs.serverTimestamp() };
        const admin = (path: string, data: Record<string, unknown>) => () => fs.setDoc(fs.doc(as('admin'), path), data);
      await refusesAll({
        'banner blank title': admin(`banners/${ADMIN_ITEM.b1}`, { ...banner, title: '   ' }),
        'banner untrimmed title': admin(`banners/${ADMIN_ITEM.b1}`, { ...banner, title: ' 創業週末' }),
        'banner javascript: image': admin(`banners/${ADMIN_ITEM.b1}`, { ...banner, imageUrl: 'javascript:alert(1)' }),
        'banner link without a host': admin(`banners/${ADMIN_ITEM.b1}`, { ...banner, linkUrl: 'https://' }),
        'banner plain http: link': admin(`banners/${ADMIN_ITEM.b1}`, { ...banner, linkUrl: 'http://example.com' }),
        'resource plain http: picture': admin(`resources/${ADMIN_ITEM.r1}`, { ...resource, imageUrl: 'http://example.com/r.png' }),
        'resource blank title': admin(`resources/${ADMIN_ITEM.r1}`, { ...resource, title: ' ' }),
        'resource blank category': admin(`resources/${ADMIN_ITEM.r1}`, { ...resource, category: '  ' }),
        'resource blank district': admin(`resources/${ADMIN_ITEM.r1}`, { ...resource, district: '\t' }),
        'resource blank description': admin(`resources/${ADMIN_ITEM.r1}`, { ...resource, description: '   ' }),
        'resource data: image': admin(`resources/${ADMIN_ITEM.r1}`, { ...resource, imageUrl: 'data:image/png;base64,AAAA' }),
        'resource ftp: link': admin(`resources/${ADMIN_ITEM.r1}`, { ...resource, officialUrl: 'ftp://example.com' }),
        'question blank text': admin(`questions/${ADMIN_ITEM.x}`, { ...question, text: '  ' }),
        'question with one option (no choice)': admin(`questions/${ADMIN_ITEM.x}`, { ...question, options: question.options.slice(0, 1) }),
        'question type not a code': admin(`questions/${ADMIN_ITEM.x}`, { ...question, type: 'essay' }),
        [`question with ${LIMITS.QUESTION_MAX_OPTIONS + 1} options`]: admin(`questions/${ADMIN_ITEM.x}`, { ...question, options: options(LIMITS.QUESTION_MAX_OPTIONS + 1) }),
        'question option with a blank text': admin(`questions/${ADMIN_ITEM.x}`, { ...question, options: [option('a'), option('  ')] }),
        'question option with a text too long': admin(`questions/${ADMIN_ITEM.x}`, { ...question, options: [option('a'), option('長'.repeat(TEXT_LIMITS.OPTION_TEXT + 1))] }),
        'question option missing a score': admin(`questions/${ADMIN_ITEM.x}`, { ...question, options: [option('a'), { text: 'b', scores: { overall: 1 } }] }),
        'question option with a score as text': admin(`questions/${ADMIN_ITEM.x}`, { ...question, options: [option('a'), { ...option('b'), scores: { ...option('b').scores, risk: '1' } }] }),
        'question order NaN': admin(`questions/${ADMIN_ITEM.x}`, { ...question, order: Number.NaN }),
        'question order infinite': admin(`questions/${ADMIN_ITEM.x}`, { ...question, order: -Infinity }),
        'question option with a NaN score': admin(`questions/${ADMIN_ITEM.x}`, { ...question, options: [option('a'), option('b', Number.NaN)] }),
        'question option with an unknown field': admin(`questions/${ADMIN_ITEM.x}`, { ...question, options: [option('a'), { ...option('b'), value: 3 }] }),
        'question option not a map': admin(`questions/${ADMIN_ITEM.x}`, { ...question, options: [option('a'), 'b'] }),
        [`question whose option ${LIMITS.QUESTION_MAX_OPTIONS} alone is bad`]: admin(`questions/${ADMIN_ITEM.x}`, { ...question, options: [...options(LIMITS.QUESTION_MAX_OPTIONS - 1), option('')] }),
        'questionnaire blank title': admin('questionnaires/q9', { title: '  ', description: '', isActive: false }),
        'questionnaire active not a boolean': admin('questionnaires/q9', { title: '評測', description: '', isActive: 'yes' }),
        'questionnaire unknown field': admin('questionnaires/q9', { title: '評測', description: '', isActive: false, overallScore: 100 }),
      });
      await ok(admin(`banners/${ADMIN_ITEM.b1}`, banner)());
      await ok(admin(`banners/${ADMIN_ITEM.b2}`, { ...banner, linkUrl: '/resources' })());
      await ok(admin(`resources/${ADMIN_ITEM.r2}`, { ...resource, imageUrl: '/images/loan.png', officialUrl: '/resources' })());
      await ok(admin(`resources/${ADMIN_ITEM.r1}`, resource)());
      await ok(admin(`questions/${ADMIN_ITEM.x}`, question)());
      await ok(admin(`questions/${ADMIN_ITEM.x}`, { ...question, options: options(LIMITS.QUESTION_MAX_OPTIONS) })());
      await ok(admin('questionnaires/q9', { title: '評測', description: '說明', isActive: false })());
    });
  });

  describe('the assessment: submissions answer the active questionnaire, bounded', () => {
    // Stored as question id → option index (adapters/firebase/ports/questionnaire.ts).
    const answers = (entries: Record<string, unknown>) => entries;
    const submit = (uid: string, id: string, extra: Record<string, unknown>) => () =>
      fs.setDoc(fs.doc(as(uid), `questionnaire_submissions/${id}`), {
        userId: uid,
        questionnaireId: 'q1',
        answers: answers({ qa: 0, qb: 2 }),
        createdAt: fs.serverTimestamp(),
        resultId: null,
        ...extra,
      });
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`q${i}`, 0]));

    beforeEach(async () => {
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, 'questionnaires/q1'), { title: '評測', description: '', isActive: true });
        await fs.setDoc(fs.doc(d, 'questionnaires/old'), { title: '舊評測', description: '', isActive: false });
      });
    });

    it('refuses submissions to an inactive or missing questionnaire, and answers out of bounds', async () => {
      // Each attack by a member of its own, so that one let through does not block the next.
      await refusesAll({
        'inactive questionnaire': submit('m1', 'm1_1', { questionnaireId: 'old' }),
        'missing questionnaire': submit('m2', 'm2_1', { questionnaireId: 'nope' }),
        'no answers': submit('m3', 'm3_1', { answers: answers({}) }),
        'more answers than any questionnaire has': submit('m4', 'm4_1', { answers: answers(many(101)) }),
        'question id over the length': submit('m5', 'm5_1', { answers: answers({ ['x'.repeat(129)]: 0 }) }),
        'negative option index': submit('m6', 'm6_1', { answers: answers({ qa: -1 }) }),
        'fractional option index': submit('m7', 'm7_1', { answers: answers({ qa: 0.5 }) }),
        'option index as text': submit('m8', 'm8_1', { answers: answers({ qa: '0' }) }),
        'option index past any question': submit('m9', 'm9_1', { answers: answers({ qa: LIMITS.QUESTION_MAX_OPTIONS }) }),
        'a score of its own': submit('m10', 'm10_1', { overallScore: 100 }),
        'answers as a list': submit('m11', 'm11_1', { answers: [{ questionId: 'qa', chosenOptionIndex: 0 }] }),
      });
      await ok(submit('alice', 'alice_1', {})());
      await ok(submit('bob', 'bob_1', { answers: answers(many(100)) })());
      await ok(submit('carol', 'carol_1', { answers: answers({ ['x'.repeat(128)]: LIMITS.QUESTION_MAX_OPTIONS - 1 }) })());
    });
  });

  describe('questionnaire submissions and results', () => {
    beforeEach(async () => seed(async (d) => fs.setDoc(fs.doc(d, 'questionnaires/q1'), { title: '評測', description: '', isActive: true })));

    const submission = (uid: string, extra: Record<string, unknown> = {}) => ({
      userId: uid,
      questionnaireId: 'q1',
      answers: { x: 0 },
      createdAt: fs.serverTimestamp(),
      resultId: null,
      ...extra,
    });

    it('at most two submissions a member: {uid}_1, then {uid}_2, never a third, never rewritten', async () => {
      await denied(fs.setDoc(fs.doc(as('alice'), 'questionnaire_submissions/alice_2'), submission('alice')));
      await ok(fs.setDoc(fs.doc(as('alice'), 'questionnaire_submissions/alice_1'), submission('alice')));
      await ok(fs.setDoc(fs.doc(as('alice'), 'questionnaire_submissions/alice_2'), submission('alice')));
      await denied(fs.setDoc(fs.doc(as('alice'), 'questionnaire_submissions/alice_3'), submission('alice')));
      await denied(fs.setDoc(fs.doc(as('alice'), 'questionnaire_submissions/alice_1'), submission('alice')));
      await denied(fs.addDoc(fs.collection(as('alice'), 'questionnaire_submissions'), submission('alice')));
      await denied(fs.deleteDoc(fs.doc(as('alice'), 'questionnaire_submissions/alice_1')));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'questionnaire_submissions/alice_1'), { resultId: 'fake' }));
      await denied(fs.setDoc(fs.doc(as('bob'), 'questionnaire_submissions/bob_1'), submission('bob', { resultId: 'fake' })));
      await denied(fs.setDoc(fs.doc(as('bob'), 'questionnaire_submissions/carol_1'), submission('carol')));
    });

    it('submissions are read by their member only, results by their member and admins; results are never written by clients', async () => {
      await seed(async (d) => {
        await fs.setDoc(fs.doc(d, 'questionnaire_submissions/alice_1'), submission('alice', { resultId: 'alice_1' }));
        await fs.setDoc(fs.doc(d, 'questionnaire_results/alice_1'), { userId: 'alice', submissionId: 'alice_1', overallScore: 80, archetype: 'artisan', retakeCount: 0 });
      });
      await ok(fs.getDoc(fs.doc(as('alice'), 'questionnaire_submissions/alice_1')));
      await denied(fs.getDoc(fs.doc(as('bob'), 'questionnaire_submissions/alice_1')));
      await ok(fs.getDocs(fs.query(fs.collection(as('alice'), 'questionnaire_submissions'), fs.where('userId', '==', 'alice'))));
      await denied(fs.getDocs(fs.collection(as('bob'), 'questionnaire_submissions')));
      await ok(fs.getDoc(fs.doc(as('alice'), 'questionnaire_results/alice_1')));
      await denied(fs.getDoc(fs.doc(as('bob'), 'questionnaire_results/alice_1')));
      await ok(fs.getDoc(fs.doc(as('admin'), 'questionnaire_results/alice_1')));
      // The answers are the member's own (core canReadSubmission).
      await denied(fs.getDoc(fs.doc(as('admin'), 'questionnaire_submissions/alice_1')));
      await denied(fs.getDocs(fs.collection(as('admin'), 'questionnaire_submissions')));
      // A missing result reads as missing, not as someone else's.
      await ok(fs.getDoc(fs.doc(as('bob'), 'questionnaire_results/none')));
      await denied(fs.setDoc(fs.doc(as('alice'), 'questionnaire_results/alice_9'), { userId: 'alice', overallScore: 100, archetype: 'navigator', retakeCount: 0 }));
      await denied(fs.updateDoc(fs.doc(as('alice'), 'questionnaire_results/alice_1'), { overallScore: 100 }));
    });

    it('feedback is written by the function only', async () => {
      await denied(fs.addDoc(fs.collection(as('alice'), 'feedback'), { name: 'a', email: '', message: 'm' }));
      await denied(fs.addDoc(fs.collection(visitor(), 'feedback'), { name: 'a', email: '', message: 'm' }));
      await denied(fs.getDocs(fs.collection(as('alice'), 'feedback')));
      await ok(fs.getDocs(fs.collection(as('admin'), 'feedback')));
    });
  });
});

describeStorage('storage.rules: avatars and banners', () => {
  jest.setTimeout(30_000);

  beforeAll(start);
  afterAll(async () => env?.cleanup());
  beforeEach(async () => {
    await env.clearStorage();
    await env.clearFirestore();
    await seed(async (d) => {
      await fs.setDoc(fs.doc(d, 'users/alice'), newUserDoc('alice'));
      await fs.setDoc(fs.doc(d, 'users/admin'), newUserDoc('admin', { isAdmin: true }));
    });
  });

  const bytes = (n: number) => new Uint8Array(n);
  const upload = (uid: string | null, path: string, size: number, contentType: string) => {
    const ctx = uid ? env.authenticatedContext(uid) : env.unauthenticatedContext();
    return st.uploadBytes(st.ref(storageOf(ctx), path), bytes(size), { contentType });
  };

  it('a member uploads their own avatar: at most 1 MB, JPG, PNG or WebP', async () => {
    await ok(upload('alice', 'avatars/alice', 1024 * 1024, 'image/png'));
    await ok(upload('alice', 'avatars/alice', 2048, 'image/jpeg'));
    await ok(upload('alice', 'avatars/alice', 2048, 'image/webp'));
    await denied(upload('alice', 'avatars/alice', 1024 * 1024 + 1, 'image/webp'));
    await denied(upload('alice', 'avatars/alice', 1024 * 1024 + 1, 'image/png'));
    await denied(upload('alice', 'avatars/alice', 2048, 'image/gif'));
    await denied(upload('alice', 'avatars/bob', 2048, 'image/png'));
    await denied(upload(null, 'avatars/alice', 2048, 'image/png'));
  });

  it('only admins upload banner images, at most LIMITS.BANNER_IMAGE_MAX_BYTES; nothing else is writable', async () => {
    await denied(upload('alice', `banners/${Date.now()}_a.png`, 2048, 'image/png'));
    await ok(upload('admin', `banners/${Date.now()}_a.png`, 2048, 'image/png'));
    await ok(upload('admin', `banners/${Date.now()}_b.png`, LIMITS.BANNER_IMAGE_MAX_BYTES, 'image/jpeg'));
    await ok(upload('admin', `banners/${Date.now()}_b.webp`, 4096, 'image/webp'));
    await denied(upload('admin', `banners/${Date.now()}_b.gif`, 4096, 'image/gif'));
    await denied(upload('admin', `banners/${Date.now()}_c.png`, LIMITS.BANNER_IMAGE_MAX_BYTES + 1, 'image/png'));
    await denied(upload('admin', 'elsewhere/a.png', 2048, 'image/png'));
  });
});
