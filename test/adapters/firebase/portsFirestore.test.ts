/**
 * The Firestore side of the Firebase adapter, against a module mock of `firebase/firestore`
 * (support/fakeFirestore.ts): which paths, filters, orders, limits and cursors every port
 * method asks for, what it writes, how documents map back, and how SDK errors come out.
 */
import { jest } from '@jest/globals';
import type { Backend } from '../../../core/ports';
import { errorCodeOf, isDomainError, newClientId, type ErrorCode } from '../../../core/domain';
import { LIMITS } from '../../../core/constants';
import { taiwanDayOf } from '../../../core/rules/outreach';
import type { FirebaseServices as Services } from '../../../adapters/firebase/ports/context';
import { createFakeFirestore, FakeTimestamp, SERVER_TIMESTAMP, type Constraint } from './support/fakeFirestore';

const fake = createFakeFirestore();
jest.unstable_mockModule('firebase/firestore', () => fake.module);

const { createUserRepository } = await import('../../../adapters/firebase/ports/users');
const { createProjectRepository, createApplicationRepository } = await import('../../../adapters/firebase/ports/projects');
const { createChatGateway, createNotificationRepository } = await import('../../../adapters/firebase/ports/chat');
const { createBannerRepository, createResourceRepository } = await import('../../../adapters/firebase/ports/content');
const { createQuestionnaireRepository } = await import('../../../adapters/firebase/ports/questionnaire');
const { createAdminGateway } = await import('../../../adapters/firebase/ports/admin');

const auth = { currentUser: null as { uid: string } | null };
const services = { auth, db: {}, storage: {}, functions: {} } as unknown as Services;

const b: Pick<
  Backend,
  'users' | 'projects' | 'applications' | 'chat' | 'notifications' | 'banners' | 'resources' | 'questionnaire' | 'admin'
> = {
  users: createUserRepository(services),
  projects: createProjectRepository(services),
  applications: createApplicationRepository(services),
  chat: createChatGateway(services),
  notifications: createNotificationRepository(services),
  banners: createBannerRepository(services),
  resources: createResourceRepository(services),
  questionnaire: createQuestionnaireRepository(services),
  admin: createAdminGateway(services),
};

function signIn(uid: string | null): void {
  auth.currentUser = uid ? { uid } : null;
}

async function codeOf(p: Promise<unknown>): Promise<ErrorCode> {
  try {
    await p;
  } catch (e) {
    expect(isDomainError(e)).toBe(true);
    return errorCodeOf(e);
  }
  throw new Error('expected a rejection');
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function lastQuery(fn = 'getDocs'): { path: string; constraints: Constraint[] } {
  const c = fake.callsOf(fn).at(-1);
  if (!c) throw new Error(`no ${fn} call`);
  return { path: c.path, constraints: c.constraints ?? [] };
}

function user(uid: string, extra: Record<string, unknown> = {}) {
  fake.put(`users/${uid}`, {
    uid,
    name: uid.toUpperCase(),
    avatarUrl: `https://img/${uid}.png`,
    headline: '',
    bio: '',
    role: null,
    gender: null,
    skills: [],
    address: { city: '', district: '' },
    createdAt: 1_000,
    unreadNotifications: 0,
    isAdmin: false,
    archetypeResult: null,
    profileComplete: false,
    ...extra,
  });
}

beforeEach(() => {
  fake.docs.clear();
  fake.clear();
  signIn(null);
});

describe('UserRepository on Firestore', () => {
  it('lists users complete profiles first, then newest first, with every equality filter, a limit and the document id as tie-break', async () => {
    signIn('me');
    await b.users.listUsers({ filters: { role: 'technical', gender: 'female', city: '臺北市', district: '大安區' }, limit: 12 });
    expect(lastQuery()).toEqual({
      path: 'users',
      constraints: [
        { kind: 'where', field: 'role', op: '==', value: 'technical' },
        { kind: 'where', field: 'gender', op: '==', value: 'female' },
        { kind: 'where', field: 'address.city', op: '==', value: '臺北市' },
        { kind: 'where', field: 'address.district', op: '==', value: '大安區' },
        { kind: 'orderBy', field: 'profileComplete', direction: 'desc' },
        { kind: 'orderBy', field: 'createdAt', direction: 'desc' },
        { kind: 'orderBy', field: '__name__', direction: 'desc' },
        { kind: 'limit', n: 12 },
      ],
    });
    // A district without a city is not a filter (the district select needs a city).
    await b.users.listUsers({ filters: { district: '大安區' }, limit: 5 });
    expect(lastQuery().constraints.filter((c) => c.kind === 'where')).toEqual([]);
  });

  it('pages with a cursor after the last item (rank, full-precision timestamp, then id): nothing skipped or repeated', async () => {
    signIn('u1');
    // Two members share a createdAt: the id decides, so no page boundary loses one. The oldest
    // is complete, so it comes first and the first page ends on the boundary between ranks.
    const times = [5_000, 4_000, 4_000, 3_000, 2_000];
    times.forEach((t, i) => user(`u${i + 1}`, { createdAt: t, profileComplete: i === 4 }));
    const first = await b.users.listUsers({ filters: {}, limit: 2 });
    expect(first.items.map((u) => u.uid)).toEqual(['u5', 'u1']);
    expect(first.next).not.toBeNull();
    const second = await b.users.listUsers({ filters: {}, limit: 2, after: first.next });
    const startAfter = lastQuery().constraints.find((c) => c.kind === 'startAfter');
    expect(startAfter).toEqual({ kind: 'startAfter', values: [false, FakeTimestamp.fromMillis(5_000), 'u1'] });
    expect(second.items.map((u) => u.uid)).toEqual(['u3', 'u2']);
    const third = await b.users.listUsers({ filters: {}, limit: 2, after: second.next });
    expect(third.items.map((u) => u.uid)).toEqual(['u4']);
    expect(third.next).toBeNull();
    expect(await codeOf(b.users.listUsers({ filters: {}, limit: 2, after: 'not-a-cursor' }))).toBe('invalid-argument');
  });

  it('maps documents: legacy displayName/photoURL, timestamps to ms, unknown enum values to null', async () => {
    signIn('me');
    fake.put('users/old', {
      displayName: '老會員',
      photoURL: 'https://img/old.png',
      role: 'ceo',
      gender: 'female',
      createdAt: FakeTimestamp.fromMillis(1_700_000_000_123),
      unreadNotifications: -3,
      archetypeResult: { archetype: 'pioneer', overallScore: 72, resultId: 'r1', retakeCount: 1 },
    });
    const u = await b.users.getUser('old');
    expect(u).toMatchObject({
      uid: 'old',
      name: '老會員',
      avatarUrl: 'https://img/old.png',
      role: null,
      gender: 'female',
      createdAt: 1_700_000_000_123,
      unreadNotifications: 0,
      skills: [],
      address: { city: '', district: '' },
      archetypeResult: { archetype: 'pioneer', overallScore: 72, resultId: 'r1', retakeCount: 1 },
    });
    expect(await b.users.getUser('nobody')).toBeNull();
    expect(lastQuery('getDoc').path).toBe('users/nobody');
  });

  it('createUser batch-writes the user document (counters 0, not admin, server time) and the private contact', async () => {
    signIn('me');
    const created = await b.users.createUser('me', ' 王小明 ', { email: 'me@example.com', phone: '' });
    expect(created).toMatchObject({ uid: 'me', name: '王小明', role: null, isAdmin: false, unreadNotifications: 0 });
    const sets = fake.callsOf('batch.set');
    expect(sets.map((c) => c.path)).toEqual(['users/me', 'users/me/private/contact']);
    expect(sets[0]?.data).toMatchObject({
      uid: 'me',
      name: '王小明',
      unreadNotifications: 0,
      isAdmin: false,
      archetypeResult: null,
      role: null,
      profileComplete: false,
      createdAt: SERVER_TIMESTAMP,
    });
    expect(sets[1]?.data).toEqual({ email: 'me@example.com', phone: '' });
    expect(await codeOf(b.users.createUser('someone-else', 'X', { email: 'x@example.com', phone: '' }))).toBe('permission-denied');
  });

  it('saveProfile merges only profile fields (never isAdmin, counters or results), with the contact, in one batch', async () => {
    signIn('me');
    user('me', { role: 'technical' });
    await b.users.saveProfile(
      'me',
      { headline: ' 全端 ', skills: [' React ', 'react', ''], isAdmin: true, unreadNotifications: 9 } as never,
      { email: 'me@example.com', phone: ' 0912-345-678 ' },
    );
    const sets = fake.callsOf('batch.set');
    expect(sets[0]).toMatchObject({ path: 'users/me', data: { headline: '全端', skills: ['React'] }, options: { merge: true } });
    expect(Object.keys(sets[0]?.data as object).sort()).toEqual(['headline', 'nameLower', 'profileComplete', 'skills']);
    // The role is already stored and the patch brings the headline: complete from now on.
    expect(sets[0]?.data).toMatchObject({ profileComplete: true });
    expect(sets[1]).toMatchObject({ path: 'users/me/private/contact', data: { email: 'me@example.com', phone: '0912-345-678' } });
    expect(fake.docs.get('users/me')).toMatchObject({ isAdmin: false, unreadNotifications: 0, headline: '全端' });
  });

  it('saveProfile ranks the profile as it will be: the stored fields with the patch over them', async () => {
    signIn('me');
    user('me', { role: 'technical', headline: '全端工程師', profileComplete: true });
    await b.users.saveProfile('me', { headline: '\u3000' });
    expect(fake.docs.get('users/me')).toMatchObject({ role: 'technical', profileComplete: false });
    await b.users.saveProfile('me', { bio: '十年經驗' });
    expect(fake.docs.get('users/me')).toMatchObject({ profileComplete: false });
    await b.users.saveProfile('me', { headline: '產品經理' });
    expect(fake.docs.get('users/me')).toMatchObject({ role: 'technical', headline: '產品經理', profileComplete: true });
  });

  it('saveProfile validates the profile as it will be, and refuses another member’s', async () => {
    signIn('me');
    user('me');
    const e = await b.users.saveProfile('me', { name: 'A', headline: 'x' }).catch((x: unknown) => x);
    expect(errorCodeOf(e)).toBe('invalid-argument');
    expect((e as { details: string[] }).details).toContain('role_required');
    expect(await codeOf(b.users.saveProfile('other', { name: 'B', role: 'technical' }))).toBe('permission-denied');
    expect(fake.callsOf('batch.commit')).toHaveLength(0);
  });

  it('ensureUser creates the documents only when missing', async () => {
    signIn('s1');
    const made = await b.users.ensureUser('s1', '新會員', 's1@example.com', 'https://img/g.png');
    expect(made).toMatchObject({ uid: 's1', name: '新會員', avatarUrl: 'https://img/g.png' });
    expect(fake.callsOf('batch.commit')).toHaveLength(1);
    fake.clear();
    await b.users.ensureUser('s1', '別的名字', 's1@example.com', '');
    expect(fake.callsOf('batch.commit')).toHaveLength(0);
  });

  it('watchUser listens to users/{uid}, null while missing, silent after unsubscribe', async () => {
    signIn('me');
    const seen: (string | null)[] = [];
    const stop = b.users.watchUser('me', (u) => seen.push(u?.name ?? null));
    await flush();
    expect(fake.callsOf('onSnapshot').at(-1)?.path).toBe('users/me');
    user('me');
    await fake.module.updateDoc(fake.module.doc({}, 'users/me'), { name: '新名字' });
    await flush();
    stop();
    await fake.module.updateDoc(fake.module.doc({}, 'users/me'), { name: '再改' });
    await flush();
    expect(seen).toEqual([null, '新名字']);
  });

  it('getContact reads users/{uid}/private/contact; a refusal is permission-denied', async () => {
    signIn('me');
    fake.put('users/me/private/contact', { email: 'me@example.com', phone: '02-2345-6789' });
    expect(await b.users.getContact('me')).toEqual({ email: 'me@example.com', phone: '02-2345-6789' });
    fake.failNext('getDoc', 'permission-denied');
    expect(await codeOf(b.users.getContact('other'))).toBe('permission-denied');
  });

  it('a missing index (failed-precondition) and an outage reach the UI as domain codes', async () => {
    signIn('me');
    fake.failNext('getDocs', 'failed-precondition');
    expect(await codeOf(b.users.listUsers({ filters: { role: 'technical' }, limit: 12 }))).toBe('failed-precondition');
    fake.failNext('getDocs', 'unavailable');
    expect(await codeOf(b.users.listUsers({ filters: {}, limit: 12 }))).toBe('unavailable');
  });
});

describe('ProjectRepository and ApplicationRepository on Firestore', () => {
  const input = {
    projectName: ' 共享廚房 ',
    headline: '讓小農食材走進城市餐桌',
    description: '描述',
    stage: 'concept' as const,
    partnersWanted: ['technical' as const],
    skillsRequired: ['React'],
  };

  it('lists projects newest first with partnersWanted array-contains and stage equality', async () => {
    signIn('me');
    await b.projects.listProjects({ filters: { partnerType: 'operations', stage: 'prototype' }, limit: 9 });
    expect(lastQuery()).toEqual({
      path: 'projects',
      constraints: [
        { kind: 'where', field: 'hidden', op: '==', value: false },
        { kind: 'where', field: 'partnersWanted', op: 'array-contains', value: 'operations' },
        { kind: 'where', field: 'stage', op: '==', value: 'prototype' },
        { kind: 'orderBy', field: 'createdAt', direction: 'desc' },
        { kind: 'orderBy', field: '__name__', direction: 'desc' },
        { kind: 'limit', n: 9 },
      ],
    });
  });

  it('saveOwnProject creates projects/{uid} with owner info and server time, then updates it in place', async () => {
    signIn('owner');
    user('owner', { name: '王小明', avatarUrl: 'https://img/o.png' });
    const created = await b.projects.saveOwnProject(input);
    const set = fake.callsOf('setDoc')[0];
    expect(set?.path).toBe('projects/owner');
    expect(set?.data).toEqual({
      projectName: '共享廚房',
      projectNameLower: '共享廚房',
      headline: input.headline,
      description: input.description,
      stage: 'concept',
      partnersWanted: ['technical'],
      skillsRequired: ['React'],
      ownerId: 'owner',
      ownerName: '王小明',
      ownerAvatar: 'https://img/o.png',
      createdAt: SERVER_TIMESTAMP,
      hidden: false,
    });
    expect(created).toMatchObject({ id: 'owner', ownerId: 'owner', projectName: '共享廚房' });
    expect(await b.projects.getProject('owner')).toEqual(created);

    const updated = await b.projects.saveOwnProject({ ...input, stage: 'prototype' });
    expect(fake.callsOf('updateDoc')[0]?.path).toBe('projects/owner');
    expect(fake.callsOf('updateDoc')[0]?.data).not.toHaveProperty('createdAt');
    expect(updated.createdAt).toBe(created.createdAt);
    expect(updated.stage).toBe('prototype');
  });

  it('refuses an invalid project before writing', async () => {
    signIn('owner');
    const e = await b.projects.saveOwnProject({ ...input, projectName: '  ' }).catch((x: unknown) => x);
    expect(errorCodeOf(e)).toBe('invalid-argument');
    expect(fake.callsOf('setDoc')).toHaveLength(0);
    expect(await codeOf(b.projects.updateProject('owner', { ...input, partnersWanted: ['idea_holder' as never] }))).toBe('invalid-argument');
    // A missing project: updateDoc's not-found.
    expect(await codeOf(b.projects.updateProject('nope', input))).toBe('not-found');
  });

  it('watchProjectExists reports changes of existence only', async () => {
    signIn('owner');
    user('owner');
    const seen: boolean[] = [];
    const stop = b.projects.watchProjectExists('owner', (v) => seen.push(v));
    await flush();
    await b.projects.saveOwnProject(input);
    await flush();
    await b.projects.saveOwnProject({ ...input, headline: '改一下' });
    await flush();
    await fake.module.deleteDoc(fake.module.doc({}, 'projects/owner'));
    await flush();
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('deleteProject deletes the project only, reading none of its applications (onProjectDeleted deletes them)', async () => {
    signIn('admin');
    fake.put('projects/p1', { ownerId: 'p1', projectName: 'x', createdAt: 1 });
    fake.put('projects/p1/applications/a', { applicantId: 'a', status: 'pending', createdAt: 2 });
    await b.projects.deleteProject('p1');
    expect(fake.callsOf('deleteDoc').map((c) => c.path)).toEqual(['projects/p1']);
    expect(fake.calls.filter((c) => c.path.includes('applications'))).toEqual([]);
  });

  it('apply writes projects/{id}/applications/{uid} (pending, own name and avatar, server time)', async () => {
    signIn('a');
    user('a', { name: '申請者', avatarUrl: 'https://img/a.png' });
    fake.put('projects/owner', { ownerId: 'owner', projectName: 'x', createdAt: 1 });
    const app = await b.applications.apply('owner');
    expect(app).toMatchObject({ projectId: 'owner', applicantId: 'a', status: 'pending', applicantName: '申請者' });
    expect(fake.callsOf('setDoc')[0]).toMatchObject({
      path: 'projects/owner/applications/a',
      data: { projectId: 'owner', applicantId: 'a', applicantName: '申請者', applicantAvatar: 'https://img/a.png', status: 'pending', createdAt: SERVER_TIMESTAMP },
    });
    expect(await codeOf(b.applications.apply('owner'))).toBe('already-exists');
    expect(await codeOf(b.applications.apply('missing'))).toBe('not-found');
    signIn('owner');
    expect(await codeOf(b.applications.apply('owner'))).toBe('permission-denied');
  });

  it('the owner watches applications newest first; decide moves pending to a decision once', async () => {
    signIn('owner');
    fake.put('projects/owner/applications/a', { applicantId: 'a', applicantName: 'A', status: 'pending', createdAt: 2 });
    fake.put('projects/owner/applications/c', { applicantId: 'c', applicantName: 'C', status: 'pending', createdAt: 3 });
    const seen: string[][] = [];
    const stop = b.applications.watchApplications('owner', (apps) => seen.push(apps.map((x) => `${x.applicantId}:${x.status}`)));
    await flush();
    expect(fake.callsOf('onSnapshot').at(-1)).toMatchObject({
      path: 'projects/owner/applications',
      constraints: [{ kind: 'orderBy', field: 'createdAt', direction: 'desc' }],
    });
    await b.applications.decide('owner', 'a', 'accepted');
    await flush();
    expect(fake.callsOf('updateDoc')[0]).toMatchObject({ path: 'projects/owner/applications/a', data: { status: 'accepted', decidedAt: SERVER_TIMESTAMP } });
    expect(seen).toEqual([
      ['c:pending', 'a:pending'],
      ['c:pending', 'a:accepted'],
    ]);
    expect(await codeOf(b.applications.decide('owner', 'a', 'rejected'))).toBe('failed-precondition');
    expect(await codeOf(b.applications.decide('owner', 'nobody', 'rejected'))).toBe('not-found');
    stop();
  });

  it('listMyApplications is a collection-group query on applicantId, newest first; project id from the path', async () => {
    signIn('a');
    fake.put('projects/p1/applications/a', { applicantId: 'a', status: 'pending', createdAt: 2 });
    fake.put('projects/p2/applications/a', { applicantId: 'a', status: 'accepted', createdAt: 5 });
    fake.put('projects/p2/applications/z', { applicantId: 'z', status: 'pending', createdAt: 9 });
    const mine = await b.applications.listMyApplications();
    expect(lastQuery()).toEqual({
      path: 'applications',
      constraints: [
        { kind: 'where', field: 'applicantId', op: '==', value: 'a' },
        { kind: 'orderBy', field: 'createdAt', direction: 'desc' },
      ],
    });
    expect(mine.map((x) => [x.projectId, x.status])).toEqual([
      ['p2', 'accepted'],
      ['p1', 'pending'],
    ]);
    expect(await b.applications.getMyApplication('p1')).toMatchObject({ projectId: 'p1', applicantId: 'a' });
    expect(await b.applications.getMyApplication('p9')).toBeNull();
  });

  it('signed out: every method says auth/not-signed-in without touching Firestore', async () => {
    expect(await codeOf(b.projects.saveOwnProject(input))).toBe('auth/not-signed-in');
    expect(await codeOf(b.applications.apply('x'))).toBe('auth/not-signed-in');
    expect(await codeOf(b.applications.listMyApplications())).toBe('auth/not-signed-in');
    expect(fake.calls).toEqual([]);
  });
});

describe('ChatGateway and NotificationRepository on Firestore', () => {
  it('sendMessage adds {text, senderId, timestamp} to chats/{sorted ids}/messages, under its client id when given', async () => {
    signIn('zed');
    const day = taiwanDayOf(Date.now());
    const sent = await b.chat.sendMessage('amy', '  你好  ');
    // A new conversation: its chat document and 1 more on the day's count, with the first message.
    expect(fake.callsOf('tx.set')).toEqual([
      { fn: 'tx.set', path: `users/zed/outreach/${day}`, data: { started: 1, lastChat: 'amy_zed' }, options: undefined },
      { fn: 'tx.set', path: 'chats/amy_zed', data: { startedBy: 'zed', createdAt: SERVER_TIMESTAMP }, options: undefined },
      {
        fn: 'tx.set',
        path: `chats/amy_zed/messages/${sent.id}`,
        data: { text: '你好', senderId: 'zed', timestamp: SERVER_TIMESTAMP },
        options: undefined,
      },
    ]);
    expect(sent).toMatchObject({ chatId: 'amy_zed', senderId: 'zed', text: '你好' });
    const messageSets = () => fake.callsOf('tx.set').filter((c) => c.path.includes('/messages/'));
    const clientId = '0b6f5b4e-8f7a-4c1d-9e2a-3b4c5d6e7f80';
    const first = await b.chat.sendMessage('amy', '再一則', clientId);
    expect(first.id).toBe(clientId);
    expect(await b.chat.sendMessage('amy', '再一則', clientId)).toMatchObject({ id: clientId, text: '再一則' });
    expect(messageSets()).toHaveLength(2);
    // The conversation exists now: nothing more is counted.
    expect(fake.callsOf('tx.set')).toHaveLength(4);
    expect(errorCodeOf(await b.chat.sendMessage('amy', '哈囉', 'not-an-id').catch((x: unknown) => x))).toBe('invalid-argument');
    expect(await codeOf(b.chat.sendMessage('zed', '自言自語'))).toBe('permission-denied');
    const blank = await b.chat.sendMessage('amy', '   ').catch((x: unknown) => x);
    expect(errorCodeOf(blank)).toBe('invalid-argument');
    expect((blank as { details: string[] }).details).toContain('required');
    expect(messageSets()).toHaveLength(2);
  });

  it(`sendMessage refuses a new conversation past ${LIMITS.OUTREACH_NEW_CHATS_PER_DAY} of the day with resource-exhausted, and writes nothing`, async () => {
    signIn('zed');
    fake.put(`users/zed/outreach/${taiwanDayOf(Date.now())}`, { started: LIMITS.OUTREACH_NEW_CHATS_PER_DAY });
    expect(await codeOf(b.chat.sendMessage('amy', '你好'))).toBe('resource-exhausted');
    expect(fake.callsOf('tx.set')).toEqual([]);
    fake.put('users/zed/chats/bob', { otherId: 'bob', unreadCount: 0 });
    await b.chat.sendMessage('bob', '回覆你');
    expect(fake.callsOf('tx.set').map((c) => c.path)).toEqual([expect.stringMatching(/^chats\/bob_zed\/messages\//)]);
  });

  it('watchMessages listens to the chat oldest first; watchInbox to the summaries newest first', async () => {
    signIn('zed');
    fake.put('chats/amy_zed/messages/m2', { text: '二', senderId: 'amy', timestamp: FakeTimestamp.fromMillis(2_000) });
    fake.put('chats/amy_zed/messages/m1', { text: '一', senderId: 'zed', timestamp: FakeTimestamp.fromMillis(1_000) });
    fake.put('users/zed/chats/amy', {
      otherId: 'amy',
      otherName: 'Amy',
      otherAvatar: '',
      unreadCount: 2,
      lastMessage: { text: '二', timestamp: FakeTimestamp.fromMillis(2_000), senderId: 'amy' },
    });
    let messages: string[] = [];
    let inbox: unknown[] = [];
    const s1 = b.chat.watchMessages('amy', (m) => (messages = m.map((x) => `${x.id}:${x.text}:${x.timestamp}`)));
    const s2 = b.chat.watchInbox((l) => (inbox = l));
    await flush();
    const snaps = fake.callsOf('onSnapshot');
    expect(snaps[0]).toMatchObject({ path: 'chats/amy_zed/messages', constraints: [{ kind: 'orderBy', field: 'timestamp', direction: 'asc' }] });
    expect(snaps[1]).toMatchObject({ path: 'users/zed/chats', constraints: [{ kind: 'orderBy', field: 'lastMessage.timestamp', direction: 'desc' }] });
    expect(messages).toEqual(['m1:一:1000', 'm2:二:2000']);
    expect(inbox).toEqual([
      { otherId: 'amy', otherName: 'Amy', otherAvatar: '', unreadCount: 2, lastMessage: { text: '二', timestamp: 2000, senderId: 'amy' } },
    ]);
    s1();
    s2();
  });

  it('listeners report errors as domain errors; signed out they fail without a listener', async () => {
    signIn('zed');
    fake.failNext('onSnapshot', 'permission-denied');
    const errors: unknown[] = [];
    b.chat.watchMessages('amy', () => {}, (e) => errors.push(e));
    signIn(null);
    b.chat.watchInbox(() => {}, (e) => errors.push(e));
    signIn('zed');
    b.chat.watchMessages('zed', () => {}, (e) => errors.push(e));
    await flush();
    expect(errors.map(errorCodeOf).sort()).toEqual(['auth/not-signed-in', 'permission-denied', 'permission-denied']);
    expect(fake.listenerCount).toBe(0);
  });

  it('markChatRead zeroes the summary, lowers the bell by as much and marks the chat notification read, in one transaction; nothing when already read', async () => {
    signIn('zed');
    fake.put('users/zed', { name: 'Zed', unreadNotifications: 5 });
    fake.put('users/zed/chats/amy', { otherId: 'amy', unreadCount: 3 });
    fake.put('users/zed/notifications/chat_amy', { type: 'chat', isRead: false, createdAt: 1 });
    await b.chat.markChatRead('amy');
    expect(fake.callsOf('tx.update')).toEqual([
      { fn: 'tx.update', path: 'users/zed/chats/amy', data: { unreadCount: 0 } },
      { fn: 'tx.update', path: 'users/zed', data: { unreadNotifications: 2 } },
      { fn: 'tx.update', path: 'users/zed/notifications/chat_amy', data: { isRead: true } },
    ]);
    // Whom the member talks to stays private: the chat is named in their own record.
    expect(fake.callsOf('tx.set')).toEqual([{ fn: 'tx.set', path: 'users/zed/private/chatRead', data: { chatId: 'amy' }, options: undefined }]);
    fake.clear();
    await b.chat.markChatRead('amy');
    expect(fake.callsOf('tx.update')).toEqual([]);
  });

  it('notifications: the newest `limit` of users/{uid}/notifications, live; markRead sets isRead', async () => {
    signIn('zed');
    fake.put('users/zed/notifications/n1', { type: 'application', message: '有人申請', isRead: false, link: '/project/zed', createdAt: 5 });
    fake.put('users/zed/notifications/n2', { type: 'weird', message: '其他', isRead: true, link: '/', createdAt: 9 });
    let got: unknown[] = [];
    const stop = b.notifications.watchNotifications(20, (l) => (got = l));
    await flush();
    expect(fake.callsOf('onSnapshot').at(-1)).toMatchObject({
      path: 'users/zed/notifications',
      constraints: [
        { kind: 'orderBy', field: 'createdAt', direction: 'desc' },
        { kind: 'limit', n: 20 },
      ],
    });
    expect(got).toEqual([
      { id: 'n2', userId: 'zed', type: 'other', message: '其他', isRead: true, link: '/', createdAt: 9 },
      { id: 'n1', userId: 'zed', type: 'application', message: '有人申請', isRead: false, link: '/project/zed', createdAt: 5 },
    ]);
    await b.notifications.markRead('n1');
    expect(fake.callsOf('updateDoc')[0]).toEqual({ fn: 'updateDoc', path: 'users/zed/notifications/n1', data: { isRead: true } });
    stop();
  });
});

describe('Content, questionnaire and admin on Firestore', () => {
  const banner = { title: ' 創業週末 ', linkUrl: 'https://example.com/w', imageUrl: 'https://img/b.png', order: 100 };
  const resource = {
    title: '青年創業貸款',
    description: '說明',
    imageUrl: 'https://img/r.png',
    officialUrl: 'https://example.com/loan',
    category: '資金',
    district: '全臺',
  };

  it('banners by order ascending; resources newest first with an optional limit', async () => {
    signIn(null);
    await b.banners.listBanners();
    expect(lastQuery()).toEqual({ path: 'banners', constraints: [{ kind: 'orderBy', field: 'order', direction: 'asc' }] });
    await b.resources.listResources(3);
    expect(lastQuery()).toEqual({
      path: 'resources',
      constraints: [
        { kind: 'orderBy', field: 'createdAt', direction: 'desc' },
        { kind: 'limit', n: 3 },
      ],
    });
    await b.resources.listResources();
    expect(lastQuery().constraints).toEqual([{ kind: 'orderBy', field: 'createdAt', direction: 'desc' }]);
  });

  it('admin content writes go to banners/ and resources/ under the form\'s id (resources with server time); invalid input is refused first', async () => {
    signIn('admin');
    const bannerId = newClientId();
    const created = await b.banners.createBanner(bannerId, banner);
    expect(fake.callsOf('setDoc')[0]).toMatchObject({ path: `banners/${bannerId}`, data: { title: '創業週末', linkUrl: banner.linkUrl, imageUrl: banner.imageUrl, order: 100 } });
    expect(created).toMatchObject({ id: bannerId, title: '創業週末', order: 100 });
    const noImage = await b.banners.createBanner(newClientId(), { ...banner, imageUrl: '' }).catch((x: unknown) => x);
    expect((noImage as { details: string[] }).details).toContain('image_required');
    expect(await codeOf(b.banners.createBanner('banner-1', banner))).toBe('invalid-argument');
    expect(await codeOf(b.banners.updateBanner('gone', banner))).toBe('not-found');
    const resourceId = newClientId();
    await b.resources.createResource(resourceId, resource);
    expect(fake.callsOf('tx.set')[0]).toMatchObject({ path: `resources/${resourceId}`, data: { ...resource, createdAt: SERVER_TIMESTAMP } });
    // A second try finds the first one's document and saves onto it, keeping its time.
    await b.resources.createResource(resourceId, { ...resource, title: '改好再送' });
    expect(fake.callsOf('tx.update')[0]).toMatchObject({ path: `resources/${resourceId}`, data: { ...resource, title: '改好再送' } });
    expect(fake.callsOf('tx.update')[0]!.data).not.toHaveProperty('createdAt');
    expect(await codeOf(b.resources.createResource(newClientId(), { ...resource, officialUrl: 'javascript:alert(1)' }))).toBe('invalid-argument');
    fake.failNext('deleteDoc', 'permission-denied');
    expect(await codeOf(b.banners.deleteBanner(created.id))).toBe('permission-denied');
  });

  it('the active questionnaire, and its questions by part then order', async () => {
    signIn('me');
    fake.put('questionnaires/q1', { title: '評測', description: '說明', isActive: true });
    fake.put('questions/x1', { questionnaireId: 'q1', part: 2, order: 10, text: 'B', type: 'single_choice', options: [{ text: 'o', value: 3 }] });
    fake.put('questions/x2', { questionnaireId: 'q1', part: 1, order: 20, text: 'A2', type: 'single_choice', options: [] });
    fake.put('questions/x3', { questionnaireId: 'q1', part: 1, order: 10, text: 'A1', type: 'single_choice', options: [] });
    expect(await b.questionnaire.getActiveQuestionnaire()).toEqual({ id: 'q1', title: '評測', description: '說明', isActive: true });
    expect(lastQuery()).toEqual({
      path: 'questionnaires',
      constraints: [
        { kind: 'where', field: 'isActive', op: '==', value: true },
        { kind: 'limit', n: 1 },
      ],
    });
    const qs = await b.questionnaire.listQuestions('q1');
    expect(lastQuery()).toEqual({
      path: 'questions',
      constraints: [
        { kind: 'where', field: 'questionnaireId', op: '==', value: 'q1' },
        { kind: 'orderBy', field: 'part', direction: 'asc' },
        { kind: 'orderBy', field: 'order', direction: 'asc' },
      ],
    });
    expect(qs.map((q) => q.text)).toEqual(['A1', 'A2', 'B']);
    // A legacy option's single value counts for overall.
    expect(qs[2]?.options[0]?.scores).toEqual({ overall: 3, skill: 0, execution: 0, teamwork: 0, risk: 0 });
  });

  it('submit: {uid}_1 then {uid}_2 (counted by userId), the third refused; answers checked against the questions', async () => {
    signIn('me');
    fake.put('questions/x1', { questionnaireId: 'q1', part: 1, order: 1, text: 'Q', type: 'single_choice', options: [{ text: 'a', scores: {} }, { text: 'b', scores: {} }] });
    const answers = [{ questionId: 'x1', chosenOptionIndex: 1 }];
    const s1 = await b.questionnaire.submit('q1', answers);
    expect(fake.callsOf('getDocs').find((c) => c.path === 'questionnaire_submissions')).toMatchObject({
      constraints: [{ kind: 'where', field: 'userId', op: '==', value: 'me' }],
    });
    expect(fake.callsOf('setDoc')[0]).toEqual({
      fn: 'setDoc',
      path: 'questionnaire_submissions/me_1',
      data: { userId: 'me', questionnaireId: 'q1', answers: { x1: 1 }, createdAt: SERVER_TIMESTAMP, resultId: null },
      options: undefined,
    });
    expect(s1).toMatchObject({ id: 'me_1', resultId: null });
    const s2 = await b.questionnaire.submit('q1', answers);
    expect(s2.id).toBe('me_2');
    expect(await codeOf(b.questionnaire.submit('q1', answers))).toBe('resource-exhausted');
    expect((await b.questionnaire.latestMySubmission())?.id).toBe('me_2');
    expect(lastQuery()).toEqual({
      path: 'questionnaire_submissions',
      constraints: [
        { kind: 'where', field: 'userId', op: '==', value: 'me' },
        { kind: 'orderBy', field: 'createdAt', direction: 'desc' },
        { kind: 'limit', n: 1 },
      ],
    });
    signIn('other');
    const bad = await b.questionnaire.submit('q1', [{ questionId: 'x1', chosenOptionIndex: 5 }]).catch((x: unknown) => x);
    expect((bad as { details: string[] }).details).toContain('answers_incomplete');
  });

  it('watchSubmission follows the resultId; getResult maps questionnaire_results/{id}', async () => {
    signIn('me');
    fake.put('questionnaire_submissions/me_1', { userId: 'me', questionnaireId: 'q1', answers: [], createdAt: 1, resultId: null });
    const seen: (string | null)[] = [];
    const stop = b.questionnaire.watchSubmission('me_1', (s) => seen.push(s?.resultId ?? null));
    await flush();
    await fake.module.updateDoc(fake.module.doc({}, 'questionnaire_submissions/me_1'), { resultId: 'me_1' });
    await flush();
    stop();
    expect(seen).toEqual([null, 'me_1']);
    fake.put('questionnaire_results/me_1', {
      userId: 'me',
      submissionId: 'me_1',
      overallScore: 80,
      archetype: 'artisan',
      retakeCount: 0,
      dimensionScores: { overall: 80, skill: 90, execution: 10, teamwork: 0, risk: 5 },
      createdAt: 7,
    });
    expect(await b.questionnaire.getResult('me_1')).toEqual({
      id: 'me_1',
      userId: 'me',
      submissionId: 'me_1',
      overallScore: 80,
      archetype: 'artisan',
      retakeCount: 0,
      dimensionScores: { overall: 80, skill: 90, execution: 10, teamwork: 0, risk: 5 },
      createdAt: 7,
    });
    expect(await b.questionnaire.getResult('none')).toBeNull();
  });

  it('admin: refused for non-admins; prefix search on name; counts; setAdmin writes isAdmin only', async () => {
    signIn('member');
    user('member');
    expect(await codeOf(b.admin.countUsers())).toBe('permission-denied');
    signIn('boss');
    user('boss', { isAdmin: true, name: '老闆' });
    user('wang', { name: '王小明', nameLower: '王小明', createdAt: 3 });
    user('wang2', { name: '王大明', nameLower: '王大明', createdAt: 4 });
    expect(await b.admin.countUsers()).toBe(4);
    const page = await b.admin.searchUsers({ prefix: ' 王 ', limit: 10 });
    expect(lastQuery()).toEqual({
      path: 'users',
      constraints: [
        { kind: 'where', field: 'nameLower', op: '>=', value: '王' },
        { kind: 'where', field: 'nameLower', op: '<=', value: '王\uf8ff' },
        { kind: 'orderBy', field: 'nameLower', direction: 'asc' },
        { kind: 'orderBy', field: '__name__', direction: 'asc' },
        { kind: 'limit', n: 10 },
      ],
    });
    expect(page.items.map((u) => u.uid)).toEqual(['wang2', 'wang']);
    await b.admin.searchProjects({ prefix: '', limit: 10 });
    expect(lastQuery().constraints).toEqual([
      { kind: 'orderBy', field: 'createdAt', direction: 'desc' },
      { kind: 'orderBy', field: '__name__', direction: 'desc' },
      { kind: 'limit', n: 10 },
    ]);
    await b.admin.setAdmin('wang', true);
    expect(fake.callsOf('updateDoc').at(-1)).toEqual({ fn: 'updateDoc', path: 'users/wang', data: { isAdmin: true } });
    expect(await codeOf(b.admin.setAdmin('nobody', true))).toBe('not-found');
  });
});
