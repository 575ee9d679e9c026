/**
 * Ids that name Object.prototype's own members are plain unknown ids in the memory backend:
 * every port that takes an id answers for them exactly as for any id nobody uses, and no call
 * touches Object.prototype or leaves a record the store cannot load again.
 */
import type { ChatMessage, Unsubscribe } from '../../../core/domain';
import { errorCodeOf, newClientId } from '../../../core/domain';
import { MemoryKeyValueStore, STORE_KEYS } from '../../../adapters/memory';
import { CONTRACT_QUESTIONS } from '../../contract/harness';
import { bannerInput, newAdmin, newMember, projectInput, resourceInput, type Member } from '../../contract/helpers';
import { makeMemoryHarness, type MemoryHarness } from './memoryHarness';

const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
] as const;

/** What a call came to: its value, or its error's code. */
type Outcome = { value: unknown } | { error: string };

async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { value: JSON.parse(JSON.stringify((await run()) ?? null)) as unknown };
  } catch (e) {
    return { error: errorCodeOf(e) };
  }
}

/** A live listener's first delivery (or its error), then unsubscribed. */
function firstOf<T>(subscribe: (cb: (v: T) => void, onError: (e: unknown) => void) => Unsubscribe): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let stop: Unsubscribe | null = null;
    let done = false;
    const finish = (f: () => void) => {
      if (done) return;
      done = true;
      f();
      queueMicrotask(() => stop?.());
    };
    stop = subscribe(
      (v) => finish(() => resolve(v)),
      (e) => finish(() => reject(e)),
    );
    if (done) stop();
  });
}

interface Cast {
  a: Member;
  b: Member;
  admin: Member;
}

/** Every port method that takes an id, with the id in each position it can take. */
const CALLS: Readonly<Record<string, (c: Cast, id: string) => Promise<unknown>>> = {
  'users.getUser': ({ a }, id) => a.client.users.getUser(id),
  'users.watchUser': ({ a }, id) => firstOf((cb, err) => a.client.users.watchUser(id, cb, err)),
  'users.getContact': ({ a }, id) => a.client.users.getContact(id),
  'users.getContact (admin)': ({ admin }, id) => admin.client.users.getContact(id),
  'users.createUser': ({ a }, id) => a.client.users.createUser(id, '某人', { email: '', phone: '' }),
  'users.ensureUser': ({ a }, id) => a.client.users.ensureUser(id, '某人', '', ''),
  'users.saveProfile': ({ a }, id) => a.client.users.saveProfile(id, { name: '某人', role: 'technical' }),
  'projects.getProject': ({ a }, id) => a.client.projects.getProject(id),
  'projects.watchProjectExists': ({ a }, id) => firstOf((cb, err) => a.client.projects.watchProjectExists(id, cb, err)),
  'projects.updateProject': ({ a }, id) => a.client.projects.updateProject(id, projectInput()),
  'projects.updateProject (admin)': ({ admin }, id) => admin.client.projects.updateProject(id, projectInput()),
  'projects.deleteProject (admin)': ({ admin }, id) => admin.client.projects.deleteProject(id),
  'applications.apply': ({ b }, id) => b.client.applications.apply(id),
  'applications.getMyApplication': ({ b }, id) => b.client.applications.getMyApplication(id),
  'applications.watchApplications': ({ a }, id) =>
    firstOf((cb, err) => a.client.applications.watchApplications(id, cb, err)),
  'applications.decide (project)': ({ a, b }, id) => a.client.applications.decide(id, b.uid, 'accepted'),
  'applications.decide (applicant)': ({ a }, id) => a.client.applications.decide(a.uid, id, 'accepted'),
  'chat.sendMessage': ({ a }, id) => a.client.chat.sendMessage(id, '你好'),
  'chat.watchMessages': ({ a }, id) => firstOf((cb, err) => a.client.chat.watchMessages(id, cb, err)),
  'chat.markChatRead': ({ a }, id) => a.client.chat.markChatRead(id),
  'notifications.markRead': ({ a }, id) => a.client.notifications.markRead(id),
  'questionnaire.listQuestions': ({ a }, id) => a.client.questionnaire.listQuestions(id),
  'questionnaire.submit': ({ a }, id) => a.client.questionnaire.submit(id, [{ questionId: id, chosenOptionIndex: 0 }]),
  'questionnaire.watchSubmission': ({ a }, id) =>
    firstOf((cb, err) => a.client.questionnaire.watchSubmission(id, cb, err)),
  'questionnaire.getResult': ({ a }, id) => a.client.questionnaire.getResult(id),
  'questionnaire.addQuestion (admin)': ({ admin }, id) =>
    admin.client.questionnaire.addQuestion(newClientId(), { ...CONTRACT_QUESTIONS[0]!, questionnaireId: id }),
  'questionnaire.updateQuestion (admin)': async ({ admin }, id) => {
    const q = await admin.client.questionnaire.getActiveQuestionnaire();
    return admin.client.questionnaire.updateQuestion(id, { ...CONTRACT_QUESTIONS[0]!, questionnaireId: q!.id });
  },
  'questionnaire.deleteQuestion (admin)': ({ admin }, id) => admin.client.questionnaire.deleteQuestion(id),
  'banners.updateBanner (admin)': ({ admin }, id) => admin.client.banners.updateBanner(id, bannerInput()),
  'banners.deleteBanner (admin)': ({ admin }, id) => admin.client.banners.deleteBanner(id),
  'resources.updateResource (admin)': ({ admin }, id) => admin.client.resources.updateResource(id, resourceInput()),
  'resources.deleteResource (admin)': ({ admin }, id) => admin.client.resources.deleteResource(id),
  'admin.setAdmin': ({ admin }, id) => admin.client.admin.setAdmin(id, true),
};

function prototypeSnapshot(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).map((k) => {
    const v = (Object.prototype as Record<string, unknown>)[k];
    return `${k}:${typeof v}`;
  });
}

describe('memory backend: prototype keys are plain unknown ids', () => {
  let h: MemoryHarness;
  let cast: Cast;

  beforeEach(async () => {
    h = await makeMemoryHarness();
    await h.seedActiveQuestionnaire();
    const a = await newMember(h, '安妮', { role: 'idea_holder' });
    const b = await newMember(h, '柏宇', { role: 'technical' });
    const admin = await newAdmin(h);
    await a.client.projects.saveOwnProject(projectInput());
    await b.client.chat.sendMessage(a.uid, '嗨');
    await h.settle();
    cast = { a, b, admin };
  });

  afterEach(async () => {
    await h.dispose?.();
  });

  let unknown = 0;
  for (const [name, call] of Object.entries(CALLS)) {
    it(`${name} answers for each prototype key as for an unknown id of its shape, and changes nothing`, async () => {
      const before = prototypeSnapshot();
      const storedBefore = h.store.getItem(STORE_KEYS.db);
      for (const key of PROTOTYPE_KEYS) {
        unknown += 1;
        // An unknown id of the same shape (underscores included: a chat id joins two uids with one).
        const lookalike = `${key.replace(/[a-z]/gi, 'q')}${unknown}`;
        const expected = await outcomeOf(() => call(cast, lookalike));
        const actual = await outcomeOf(() => call(cast, key));
        expect({ key, outcome: actual }).toEqual({ key, outcome: expected });
      }
      expect(prototypeSnapshot()).toEqual(before);
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(({} as Record<string, unknown>)[cast.a.uid]).toBeUndefined();
      await h.settle();
      // What an unknown id left in the store, a prototype key may leave too, and no more.
      const stored = h.store.getItem(STORE_KEYS.db) ?? '';
      for (const key of PROTOTYPE_KEYS) {
        if (!storedBefore?.includes(`"${key}"`)) expect(stored).not.toContain(`"${key}"`);
      }
    });
  }

  it('after every call, a fresh tab loads the store and the members carry on', async () => {
    for (const call of Object.values(CALLS)) {
      for (const key of PROTOTYPE_KEYS) await outcomeOf(() => call(cast, key));
    }
    await h.settle();
    const tab = await h.newMemoryClient();
    await tab.auth.signIn(cast.b.email, cast.b.password);
    expect((await tab.users.getUser(cast.a.uid))?.name).toBe('安妮');
    expect((await tab.users.listUsers({ filters: {}, limit: 10 })).items.map((u) => u.name).sort()).toEqual(
      ['安妮', '柏宇', '管理員'].sort(),
    );
    await tab.chat.sendMessage(cast.a.uid, '還在嗎？');
    const messages = await firstOf<ChatMessage[]>((cb, err) => cast.a.client.chat.watchMessages(cast.b.uid, cb, err));
    expect(messages.map((m) => m.text)).toEqual(['嗨', '還在嗎？']);
  });

  it('a session naming a prototype key is no session', async () => {
    for (const key of PROTOTYPE_KEYS) {
      const sessionStore = new MemoryKeyValueStore({ [STORE_KEYS.session]: JSON.stringify({ uid: key }) });
      const tab = await h.newMemoryClient({ sessionStore });
      expect(tab.auth.currentSession()).toBeNull();
      await expect(tab.users.getUser(cast.a.uid)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    }
  });

  it('stored records under prototype keys load as plain records, never onto the prototype', async () => {
    const raw = JSON.parse(h.store.getItem(STORE_KEYS.db)!) as Record<string, Record<string, unknown>>;
    const profile = raw.users![cast.a.uid] as Record<string, unknown>;
    const tableText = JSON.stringify(raw.users).replace(
      /^\{/,
      `{"__proto__":${JSON.stringify({ ...profile, uid: '__proto__', name: '原型', isAdmin: true })},`,
    );
    const text = JSON.stringify(raw).replace(JSON.stringify(raw.users), tableText);
    h.store.setItem(STORE_KEYS.db, text);
    h.store.setItem(STORE_KEYS.rev, 'edited-by-hand');
    const tab = await h.newMemoryClient();
    await tab.auth.signIn(cast.b.email, cast.b.password);
    expect((await tab.users.getUser('__proto__'))?.name).toBe('原型');
    expect((await tab.users.getUser(cast.b.uid))?.isAdmin).toBe(false);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await tab.users.getUser('toString')).toBeNull();
  });
});
