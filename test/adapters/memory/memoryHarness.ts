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
import { CONTRACT_QUESTIONNAIRE, CONTRACT_QUESTIONS, type ContractHarness } from '../../contract/harness';

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
    async dispose() {
      for (const c of clients) c.dispose();
      operatorChannel.close();
    },
  };
}
