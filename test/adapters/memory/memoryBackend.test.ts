/** The memory backend against every contract suite, plus what only the memory backend does. */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatMessage, ChatSummary, Submission, UserProfile } from '../../../core/domain';
import { emptyProfile, errorCodeOf, newClientId } from '../../../core/domain';
import {
  MemoryChannelHub,
  MemoryKeyValueStore,
  STORE_KEYS,
  createMemoryBackend,
  FEEDBACK_SUCCESS_MESSAGE,
  type MemoryBackend,
  type MemoryBackendOptions,
  type SeedData,
} from '../../../adapters/memory';
import { DEMO_ACCOUNTS, demoData } from '../../../adapters/memory/demo/demoData';
import { describeAllContracts } from '../../contract';
import { eventually, expectRejects, imageFile, record } from '../../contract/helpers';
import { makeMemoryHarness, monotonicClock } from './memoryHarness';

describeAllContracts('memory', () => makeMemoryHarness());

const tinySeed: SeedData = {
  users: [
    {
      profile: { ...emptyProfile('u-ann', '安妮', 1_000), role: 'idea_holder', headline: '想做共享廚房' },
      contact: { email: 'ann@example.com', phone: '0912-000-111' },
      password: 'ann-pass-1',
    },
    {
      profile: { ...emptyProfile('u-root', '站長', 900), role: 'idea_holder', isAdmin: true },
      contact: { email: 'root@example.com', phone: '' },
      password: 'root-pass-1',
    },
  ],
  banners: [
    { id: 'b1', title: '歡迎', linkUrl: 'https://example.com', imageUrl: 'https://example.com/b.png', order: 1 },
  ],
  questionnaire: { id: 'q1', title: '評測', description: '測試', isActive: true },
  questions: [
    {
      id: 'q1-1',
      questionnaireId: 'q1',
      part: 1,
      order: 10,
      text: '題目一',
      type: 'single_choice',
      options: [
        { text: '甲', scores: { overall: 3, skill: 1, execution: 3, teamwork: 0, risk: 1 } },
        { text: '乙', scores: { overall: 0, skill: 0, execution: 0, teamwork: 0, risk: 0 } },
      ],
    },
  ],
};

/** Several tabs of one browser: one localStorage, one channel hub; each tab its own sessionStorage. */
function browser(seed: SeedData = tinySeed) {
  const store = new MemoryKeyValueStore();
  const hub = new MemoryChannelHub();
  const now = monotonicClock();
  const tabs: MemoryBackend[] = [];
  let seedCalls = 0;
  const open = async (extra: Partial<MemoryBackendOptions> = {}) => {
    const tab = await createMemoryBackend({
      store,
      sessionStore: new MemoryKeyValueStore(),
      channel: hub.connect(),
      seed: async () => {
        seedCalls += 1;
        return seed;
      },
      now,
      resultDelayMs: 5,
      ...extra,
    });
    tabs.push(tab);
    return tab;
  };
  return {
    store,
    hub,
    open,
    seedCalls: () => seedCalls,
    closeAll: () => tabs.forEach((t) => t.dispose()),
  };
}

async function tick(ms = 10): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
}

describe('memory backend only', () => {
  let b: ReturnType<typeof browser>;
  beforeEach(() => {
    b = browser();
  });
  afterEach(() => b.closeAll());

  it('seeds an empty store once; members from the seed sign in with their passwords', async () => {
    const tab = await b.open();
    await b.open();
    expect(b.seedCalls()).toBe(1);
    const s = await tab.auth.signIn('ANN@example.com', 'ann-pass-1');
    expect(s).toMatchObject({ uid: 'u-ann', email: 'ann@example.com', displayName: '安妮' });
    expect(await tab.users.getContact('u-ann')).toEqual({ email: 'ann@example.com', phone: '0912-000-111' });
    expect(await tab.banners.listBanners()).toEqual(tinySeed.banners);
    await expectRejects(tab.auth.signIn('ann@example.com', 'root-pass-1'), 'auth/invalid-credential');
  });

  it('stores passwords salted and hashed, never in plain text', async () => {
    const tab = await b.open();
    await tab.auth.register({ name: '新人', email: 'new@example.com', password: 'plain-text-pw' });
    const raw = b.store.getItem(STORE_KEYS.db) ?? '';
    expect(raw).not.toContain('plain-text-pw');
    expect(raw).not.toContain('ann-pass-1');
    const db = JSON.parse(raw) as { accounts: Record<string, { passwordHash: string; salt: string }> };
    const hashes = Object.values(db.accounts).map((a) => a.passwordHash);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    // Same algorithm, different salts: equal passwords never share a hash.
    expect(new Set(Object.values(db.accounts).map((a) => a.salt)).size).toBe(3);
  });

  it('a reload keeps everything: data in the shared store, the session in the tab', async () => {
    const sessionStore = new MemoryKeyValueStore();
    const tab = await b.open({ sessionStore });
    const ann = await b.open();
    await ann.auth.signIn('ann@example.com', 'ann-pass-1');
    const me = await tab.auth.register({ name: '小明', email: 'ming@example.com', password: 'secret-123' });
    await tab.users.createUser(me.uid, '小明', { email: 'ming@example.com', phone: '' });
    await tab.users.saveProfile(me.uid, { name: '小明', role: 'technical', skills: ['Go'] });
    await tab.chat.sendMessage('u-ann', '你好');
    await tab.applications.apply('u-ann').catch(() => undefined); // no project yet: not-found
    tab.dispose();

    let seedCalled = false;
    const reloaded = await createMemoryBackend({
      store: b.store,
      sessionStore,
      channel: b.hub.connect(),
      seed: async () => {
        seedCalled = true;
        return tinySeed;
      },
    });
    try {
      expect(seedCalled).toBe(false);
      expect(reloaded.auth.currentSession()?.uid).toBe(me.uid);
      expect(await reloaded.users.getUser(me.uid)).toMatchObject({ name: '小明', role: 'technical', skills: ['Go'] });
      const inbox = record<ChatSummary[]>((cb) => reloaded.chat.watchInbox(cb));
      expect((await inbox.first()).map((r) => r.otherId)).toEqual(['u-ann']);
      inbox.stop();
      await expectRejects(reloaded.auth.signIn('ming@example.com', 'wrong-pass'), 'auth/invalid-credential');
      expect((await reloaded.auth.signIn('ming@example.com', 'secret-123')).uid).toBe(me.uid);
      // A new tab (fresh sessionStorage) starts signed out.
      const newTab = await b.open();
      expect(newTab.auth.currentSession()).toBeNull();
    } finally {
      reloaded.dispose();
    }
  });

  it('two tabs signed in as two members see each other’s messages live through the channel', async () => {
    const tab1 = await b.open();
    const tab2 = await b.open();
    const ming = await tab1.auth.register({ name: '小明', email: 'ming@example.com', password: 'secret-123' });
    await tab1.users.createUser(ming.uid, '小明', { email: 'ming@example.com', phone: '' });
    await tab2.auth.signIn('ann@example.com', 'ann-pass-1');
    expect(tab1.auth.currentSession()?.uid).toBe(ming.uid);
    expect(tab2.auth.currentSession()?.uid).toBe('u-ann');

    const mingSees = record<ChatMessage[]>((cb) => tab1.chat.watchMessages('u-ann', cb));
    const annInbox = record<ChatSummary[]>((cb) => tab2.chat.watchInbox(cb));
    const annProfile = record<UserProfile | null>((cb) => tab2.users.watchUser('u-ann', cb));

    await tab1.chat.sendMessage('u-ann', '安妮你好');
    const [row] = await annInbox.until((l) => l.length === 1);
    expect(row).toMatchObject({ otherId: ming.uid, otherName: '小明', unreadCount: 1 });
    await annProfile.until((u) => u?.unreadNotifications === 1);

    await tab2.chat.sendMessage(ming.uid, '嗨小明');
    const msgs = await mingSees.until((m) => m.length === 2);
    expect(msgs.map((m) => m.text)).toEqual(['安妮你好', '嗨小明']);

    await tab2.chat.markChatRead(ming.uid);
    await annProfile.until((u) => u?.unreadNotifications === 0);
    for (const r of [mingSees, annInbox, annProfile]) r.stop();
  });

  it('without the channel message a tab hears nothing until it reads; the channel is what pushes', async () => {
    const tab1 = await b.open();
    // A tab on another hub: it shares the store, but its messages never reach tab1.
    const deaf = await createMemoryBackend({
      store: b.store,
      sessionStore: new MemoryKeyValueStore(),
      channel: new MemoryChannelHub().connect(),
      seed: async () => tinySeed,
    });
    try {
      await tab1.auth.signIn('ann@example.com', 'ann-pass-1');
      await deaf.auth.signIn('root@example.com', 'root-pass-1');
      const root = record<UserProfile | null>((cb) => tab1.users.watchUser('u-root', cb));
      await deaf.users.saveProfile('u-root', { headline: '站長的新標題' });
      await tick(20);
      expect(root.values).toHaveLength(1);
      // A read notices the newer revision and brings the listener up to date.
      expect((await tab1.users.getUser('u-root'))?.headline).toBe('站長的新標題');
      await tick(5);
      expect(root.values).toHaveLength(2);
      expect(root.latest()?.headline).toBe('站長的新標題');
      root.stop();
    } finally {
      deaf.dispose();
    }
  });

  it('a tab with stale data never overwrites another tab’s newer write', async () => {
    const tab1 = await b.open();
    const stale = await createMemoryBackend({
      store: b.store,
      sessionStore: new MemoryKeyValueStore(),
      channel: new MemoryChannelHub().connect(),
      seed: async () => tinySeed,
    });
    try {
      await tab1.auth.signIn('ann@example.com', 'ann-pass-1');
      await stale.auth.signIn('root@example.com', 'root-pass-1');
      await tab1.users.saveProfile('u-ann', { headline: '安妮寫的' });
      await stale.users.saveProfile('u-root', { headline: '站長寫的' });
      expect((await tab1.users.getUser('u-ann'))?.headline).toBe('安妮寫的');
      expect((await tab1.users.getUser('u-root'))?.headline).toBe('站長寫的');
    } finally {
      stale.dispose();
    }
  });

  it('resetDemo wipes every change, reseeds, and signs out a member who no longer exists', async () => {
    const tab = await b.open();
    const other = await b.open();
    const me = await tab.auth.register({ name: '臨時', email: 'temp@example.com', password: 'secret-123' });
    await tab.users.createUser(me.uid, '臨時', { email: 'temp@example.com', phone: '' });
    await other.auth.signIn('ann@example.com', 'ann-pass-1');
    await other.users.saveProfile('u-ann', { headline: '改過了' });
    const annLive = record<UserProfile | null>((cb) => other.users.watchUser('u-ann', cb));
    expect(annLive.latest()?.headline).toBe('改過了');

    await tab.resetDemo();
    expect(tab.auth.currentSession()).toBeNull();
    await expectRejects(tab.auth.signIn('temp@example.com', 'secret-123'), 'auth/user-not-found');
    // The other tab's member still exists: still signed in, and sees the reset live.
    expect(other.auth.currentSession()?.uid).toBe('u-ann');
    await annLive.until((u) => u?.headline === '想做共享廚房');
    expect(await other.users.listUsers({ filters: {}, limit: 10 })).toMatchObject({
      items: [{ uid: 'u-ann' }, { uid: 'u-root' }],
    });
    annLive.stop();
  });

  it('starts over from the seed when the stored data is unreadable and the person agrees', async () => {
    b.store.setItem(STORE_KEYS.db, '{not json');
    b.store.setItem(STORE_KEYS.rev, 'x');
    const tab = await b.open({ storageNotice: async () => true });
    await tab.auth.signIn('ann@example.com', 'ann-pass-1');
    expect((await tab.users.getUser('u-ann'))?.name).toBe('安妮');
  });

  it('listenerCount goes back to 0 after unsubscribing, and refused listeners are not kept', async () => {
    const tab = await b.open();
    await tab.auth.signIn('ann@example.com', 'ann-pass-1');
    expect(tab.listenerCount()).toBe(0);
    const stops = [
      tab.auth.watchSession(() => {}),
      tab.users.watchUser('u-ann', () => {}),
      tab.projects.watchProjectExists('u-ann', () => {}),
      tab.applications.watchApplications('u-ann', () => {}),
      tab.chat.watchMessages('u-root', () => {}),
      tab.chat.watchInbox(() => {}),
      tab.notifications.watchNotifications(20, () => {}),
      tab.questionnaire.watchSubmission('none', () => {}),
    ];
    // Applications, chat and the assessment load on first use: their listeners start once the code is there.
    await eventually(() => expect(tab.listenerCount()).toBe(stops.length));
    const errors: unknown[] = [];
    const refused = tab.applications.watchApplications(
      'u-root',
      () => {},
      (e) => errors.push(e),
    );
    await eventually(() => expect(errors).toHaveLength(1));
    expect(tab.listenerCount()).toBe(stops.length);
    for (const stop of stops) stop();
    refused();
    expect(tab.listenerCount()).toBe(0);

    // A listener ended by sign-out is dropped as well.
    const ended: unknown[] = [];
    tab.notifications.watchNotifications(
      20,
      () => {},
      (e) => ended.push(e),
    );
    expect(tab.listenerCount()).toBe(1);
    await tab.auth.signOut();
    await tick();
    expect(ended.map(errorCodeOf)).toEqual(['auth/not-signed-in']);
    expect(tab.listenerCount()).toBe(0);
  });

  it('scores after a delay, so the submission has no resultId at first; dispose runs pending work', async () => {
    const tab = await b.open({ resultDelayMs: 60_000 });
    await tab.auth.signIn('ann@example.com', 'ann-pass-1');
    const s = await tab.questionnaire.submit('q1', [{ questionId: 'q1-1', chosenOptionIndex: 0 }]);
    expect(s.resultId).toBeNull();
    const live = record<Submission | null>((cb) => tab.questionnaire.watchSubmission(s.id, cb));
    await tick(20);
    expect(live.latest()?.resultId).toBeNull();
    live.stop();
    tab.dispose();

    const next = await b.open();
    await next.auth.signIn('ann@example.com', 'ann-pass-1');
    const latest = await next.questionnaire.latestMySubmission();
    expect(latest?.resultId).toEqual(expect.any(String));
    const result = await next.questionnaire.getResult(latest!.resultId!);
    expect(result).toMatchObject({ userId: 'u-ann', overallScore: 100, archetype: 'navigator', retakeCount: 0 });
    expect((await next.users.getUser('u-ann'))?.archetypeResult).toMatchObject({
      resultId: latest!.resultId,
      archetype: 'navigator',
    });
  });

  it('social sign-in: the prompt decides; new, then returning; cancel and conflicts refused', async () => {
    const answers: ({ name: string; email: string } | null)[] = [
      { name: 'Google 使用者', email: 'google-demo@cofounder.tw' },
      { name: 'Google 使用者', email: 'google-demo@cofounder.tw' },
      null,
      { name: '撞名', email: 'ann@example.com' },
    ];
    const asked: string[] = [];
    const tab = await b.open({
      socialPrompt: async (provider) => {
        asked.push(provider);
        return answers.shift() ?? null;
      },
    });
    const first = await tab.auth.signInWithProvider('google');
    expect(first).toMatchObject({ email: 'google-demo@cofounder.tw', displayName: 'Google 使用者', isNewUser: true });
    await tab.users.ensureUser(first.uid, first.displayName, first.email, '');
    await tab.auth.signOut();
    const again = await tab.auth.signInWithProvider('google');
    expect(again).toMatchObject({ uid: first.uid, isNewUser: false });
    await tab.auth.signOut();
    await expectRejects(tab.auth.signInWithProvider('facebook'), 'auth/popup-closed');
    await expectRejects(tab.auth.signInWithProvider('facebook'), 'auth/account-exists-with-different-credential');
    expect(tab.auth.currentSession()).toBeNull();
    expect(asked).toEqual(['google', 'google', 'facebook', 'facebook']);
    // A social account has no password.
    await expectRejects(tab.auth.signIn('google-demo@cofounder.tw', 'anything'), 'auth/invalid-credential');
  });

  it('social sign-in without a prompt and without a page is unavailable', async () => {
    const tab = await b.open();
    await expectRejects(tab.auth.signInWithProvider('google'), 'unavailable');
  });

  it('a full store refuses the write with storage-full and keeps the previous data', async () => {
    const limit = 200_000;
    const base = new MemoryKeyValueStore();
    const small = {
      getItem: (k: string) => base.getItem(k),
      removeItem: (k: string) => base.removeItem(k),
      setItem: (k: string, v: string) => {
        if (v.length > limit) throw new Error('QuotaExceededError');
        base.setItem(k, v);
      },
    };
    const tab = await createMemoryBackend({
      store: small,
      sessionStore: new MemoryKeyValueStore(),
      channel: new MemoryChannelHub().connect(),
      seed: async () => tinySeed,
    });
    try {
      await tab.auth.signIn('ann@example.com', 'ann-pass-1');
      const before = base.getItem(STORE_KEYS.db);
      await expectRejects(tab.storage.uploadAvatar(imageFile(300_000, 'image/png')), 'storage-full');
      expect(base.getItem(STORE_KEYS.db)).toBe(before);
      // Still usable afterwards.
      const url = await tab.storage.uploadAvatar(imageFile(1_000, 'image/png'));
      expect(url.startsWith('data:image/png;base64,')).toBe(true);
    } finally {
      tab.dispose();
    }
  });

  it('avatars are stored as data URLs under avatars/{uid}; banner images under banners/{time}_{name}', async () => {
    const tab = await b.open();
    await tab.auth.signIn('root@example.com', 'root-pass-1');
    const avatar = await tab.storage.uploadAvatar(imageFile(16, 'image/jpeg', 'me.jpg'));
    expect(avatar.startsWith('data:image/jpeg;base64,')).toBe(true);
    const banner = await tab.storage.uploadBannerImage(imageFile(16, 'image/png', '../首頁 橫幅.png'));
    const files = (JSON.parse(b.store.getItem(STORE_KEYS.db)!) as { files: Record<string, { url: string }> }).files;
    expect(files['avatars/u-root']?.url).toBe(avatar);
    const bannerPath = Object.keys(files).find((p) => p.startsWith('banners/'))!;
    expect(bannerPath).toMatch(/^banners\/\d+_首頁_橫幅\.png$/);
    expect(files[bannerPath]?.url).toBe(banner);
  });

  it('a banner’s picture is its upload, an https address or a path of this site, as on the cloud backends', async () => {
    const tab = await b.open();
    await tab.auth.signIn('root@example.com', 'root-pass-1');
    const banner = (imageUrl: string) => ({ title: '活動', linkUrl: 'https://example.com', imageUrl, order: 2 });
    const refused = await expectRejects(
      tab.banners.createBanner(newClientId(), banner('javascript:alert(1)')),
      'invalid-argument',
    );
    expect((refused as { details: string[] }).details).toContain('url_invalid');
    await expectRejects(
      tab.banners.createBanner(newClientId(), banner('data:image/png;base64,AAAA')),
      'invalid-argument',
    );
    const uploaded = await tab.storage.uploadBannerImage(imageFile(16, 'image/png', 'b.png'));
    for (const imageUrl of [uploaded, 'https://example.com/b.png', '/demo/banners/01-resources.svg'])
      expect((await tab.banners.createBanner(newClientId(), banner(imageUrl))).imageUrl).toBe(imageUrl);
    // A banner saved before the rule keeps its picture through an edit of its title.
    const old = tinySeed.banners![0]!;
    const stored = JSON.parse(b.store.getItem(STORE_KEYS.db)!) as { banners: Record<string, { imageUrl: string }> };
    stored.banners[old.id]!.imageUrl = 'data:image/png;base64,AAAA';
    b.store.setItem(STORE_KEYS.db, JSON.stringify(stored));
    const reopened = await b.open();
    await reopened.auth.signIn('root@example.com', 'root-pass-1');
    const edited = await reopened.banners.updateBanner(old.id, {
      ...banner('data:image/png;base64,AAAA'),
      title: '新標題',
    });
    expect(edited).toMatchObject({ title: '新標題', imageUrl: 'data:image/png;base64,AAAA' });
  });

  it('feedback is stored and answered in zh-TW', async () => {
    const tab = await b.open();
    await tab.auth.signIn('ann@example.com', 'ann-pass-1');
    expect(await tab.feedback.submitFeedback({ name: '安妮', email: '', message: '很棒的平台' })).toEqual({
      success: true,
      message: FEEDBACK_SUCCESS_MESSAGE,
    });
    expect(FEEDBACK_SUCCESS_MESSAGE).toBe('已收到你的意見，我們會盡快回覆！');
    const refused = await tab.feedback.submitFeedback({ name: '', email: '', message: '' });
    expect(refused).toEqual({ success: false, message: '請填寫姓名與訊息內容。' });
    const stored = JSON.parse(b.store.getItem(STORE_KEYS.db)!) as {
      feedback: Record<string, { message: string; uid: string }>;
    };
    expect(Object.values(stored.feedback)).toEqual([expect.objectContaining({ message: '很棒的平台', uid: 'u-ann' })]);
  });

  it('refuses a cursor that is not one of its own', async () => {
    const tab = await b.open();
    await tab.auth.signIn('root@example.com', 'root-pass-1');
    await expectRejects(tab.users.listUsers({ filters: {}, limit: 1, after: 'garbage' }), 'invalid-argument');
    const page = await tab.users.listUsers({ filters: {}, limit: 1 });
    await expectRejects(tab.projects.listProjects({ filters: {}, limit: 1, after: page.next }), 'invalid-argument');
    await expectRejects(tab.users.listUsers({ filters: {}, limit: 0 }), 'invalid-argument');
  });
});

describe('memory backend with the demo data set', () => {
  it('loads the demo seed (dynamic import) and the demo accounts sign in', async () => {
    const tab = await createMemoryBackend({
      store: new MemoryKeyValueStore(),
      sessionStore: new MemoryKeyValueStore(),
      channel: new MemoryChannelHub().connect(),
    });
    try {
      const member = await tab.auth.signIn(DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
      expect(member.uid).toBe(DEMO_ACCOUNTS.member.uid);
      expect((await tab.users.getUser(member.uid))?.isAdmin).toBe(false);
      await tab.auth.signOut();
      const admin = await tab.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      expect((await tab.users.getUser(admin.uid))?.isAdmin).toBe(true);
      expect(await tab.admin.countUsers()).toBe(demoData.users.length);
      expect(await tab.admin.countProjects()).toBe(demoData.projects.length);
      expect(await tab.questionnaire.getActiveQuestionnaire()).toMatchObject({ id: demoData.questionnaire.id });
      expect((await tab.questionnaire.listQuestions(demoData.questionnaire.id)).length).toBe(demoData.questions.length);
      const page = await tab.users.listUsers({ filters: {}, limit: 12 });
      expect(page.items).toHaveLength(Math.min(12, demoData.users.length));
    } finally {
      tab.dispose();
    }
  });

  it('no module of the adapter imports the demo data statically (it is its own chunk)', () => {
    const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../adapters/memory');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const src = readFileSync(join(dir, file), 'utf8');
      const staticDemo = /^\s*import\s+(?!type\b)[^;]*from\s+['"]\.\/demo\//m.test(src);
      expect({ file, staticDemo }).toEqual({ file, staticDemo: false });
    }
    expect(readFileSync(join(dir, 'seed.ts'), 'utf8')).toMatch(/import\([^)]*'\.\/demo\/demoData'\)/);
  });
});
