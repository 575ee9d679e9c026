/** The contract harness for the memory backend: several "tabs" sharing one store and one channel. */
import {
  MemoryChannelHub,
  MemoryKeyValueStore,
  addActiveQuestionnaireInStore,
  createMemoryBackend,
  runAsOperator,
  setAdminInStore,
  type MemoryBackend,
  type MemoryBackendOptions,
  type SeedData,
} from '../../../adapters/memory';
import { STORE_KEYS, TABLES } from '../../../adapters/memory/database';
import { CONTRACT_QUESTIONNAIRE, CONTRACT_QUESTIONS, type ContractHarness, type NamingRecord } from '../../contract/harness';
import { imageFile } from '../../contract/helpers';

/** Tables keyed twice (project → applicant, member → other, member → id, chat → message). */
const NESTED = new Set(['applications', 'chatSummaries', 'notifications', 'messages']);

/** Every record of the stored database (a table's record, or one level down for nested ones), by path. */
function storedRecords(raw: Record<string, unknown>): [string[], unknown][] {
  const out: [string[], unknown][] = [];
  const walk = (path: string[], value: unknown, depth: number) => {
    if (depth > 0 && value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk([...path, k], v, depth - 1);
    } else out.push([path, value]);
  };
  for (const t of Object.keys(raw)) if (t !== 'version') walk([t], raw[t], NESTED.has(t) ? 2 : 1);
  return out;
}

/** Goes over every table of the stored database (its own keys, so a new table is included). */
export function recordsNamingIn(json: string | null, uid: string): NamingRecord[] {
  if (json === null) return [];
  const raw = JSON.parse(json) as Record<string, unknown>;
  expect(Object.keys(raw).filter((k) => k !== 'version').sort()).toEqual([...TABLES].sort());
  return storedRecords(raw)
    .filter(([path, value]) => path.join('/').includes(uid) || JSON.stringify(value ?? null).includes(uid))
    .map(([path]) => ({
      kind:
        path[0] === 'messages'
          ? 'message'
          : path[0] === 'chatSummaries' && path[1] !== uid && path[2] === uid
            ? 'partner-chat-summary'
            : 'other',
      where: path.join('/'),
    }));
}

/** Strictly increasing across every instance of one harness (no ties in "newest first"). */
export function monotonicClock(): () => number {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return last;
  };
}

export interface MemoryHarness extends ContractHarness {
  store: MemoryKeyValueStore;
  hub: MemoryChannelHub;
  clients: MemoryBackend[];
  /** A client with extra options (its own session store unless given). */
  newMemoryClient(extra?: Partial<MemoryBackendOptions>): Promise<MemoryBackend>;
}

/** `open`: how a tab opens its backend (default every port at once; src/memoryBackend.ts loads some on first use). */
export async function makeMemoryHarness(
  seed: SeedData = { users: [] },
  extra: Partial<MemoryBackendOptions> = {},
  open: (options: MemoryBackendOptions) => Promise<MemoryBackend> = createMemoryBackend,
): Promise<MemoryHarness> {
  const store = new MemoryKeyValueStore();
  const hub = new MemoryChannelHub();
  const now = monotonicClock();
  const clients: MemoryBackend[] = [];
  const operatorChannel = hub.connect();

  const newMemoryClient = async (more: Partial<MemoryBackendOptions> = {}) => {
    const client = await open({
      store,
      sessionStore: new MemoryKeyValueStore(),
      channel: hub.connect(),
      seed: async () => seed,
      now,
      resultDelayMs: 5,
      ...extra,
      ...more,
    });
    clients.push(client);
    return client;
  };

  return {
    store,
    hub,
    clients,
    newMemoryClient,
    newClient: () => newMemoryClient(),
    async promoteToAdmin(uid) {
      await setAdminInStore({ store, channel: operatorChannel }, uid, true);
    },
    async setLastActive(uid, at) {
      await runAsOperator(
        { store, channel: operatorChannel },
        (d) => {
          const u = d.users[uid];
          if (!u) throw new Error(`no user ${uid}`);
          u.lastActiveAt = at;
        },
        ['users'],
      );
    },
    async settle() {
      for (let i = 0; i < 3; i += 1) {
        await Promise.all(clients.map((c) => c.settle()));
        await new Promise((r) => setTimeout(r, 0));
      }
    },
    async seedActiveQuestionnaire() {
      return addActiveQuestionnaireInStore(
        { store, channel: operatorChannel },
        CONTRACT_QUESTIONNAIRE,
        CONTRACT_QUESTIONS,
      );
    },
    photoUrlOf: (member) => member.client.storage.uploadAvatar(imageFile()),
    async recordsNaming(uid) {
      return recordsNamingIn(store.getItem(STORE_KEYS.db), uid);
    },
    async dispose() {
      for (const c of clients) c.dispose();
      operatorChannel.close();
    },
  };
}
