/**
 * Tabs writing the memory database at once. In a browser each tab reads localStorage from its own
 * copy, which another tab's write reaches a moment later; LaggyView stands for that copy here.
 */
import type { ChatMessage } from '../../../core/domain';
import { emptyProfile } from '../../../core/domain';
import { MemoryChannelHub, MemoryKeyValueStore, createMemoryBackend, type SeedData } from '../../../adapters/memory';
import { record } from '../../contract/helpers';
import { monotonicClock } from './memoryHarness';

/** One tab's view of a shared store: its own writes at once, the others' after `lagMs`. */
class LaggyView extends MemoryKeyValueStore {
  override readonly lockName: string;
  private readonly peers: LaggyView[];

  constructor(
    private readonly lagMs: number,
    family: LaggyView[],
  ) {
    super();
    this.lockName = family[0]?.lockName ?? `laggy/${Math.random()}`;
    this.peers = family;
    for (const peer of family) {
      for (const key of peer.keys()) super.setItem(key, peer.getItem(key)!);
    }
    family.push(this);
  }

  override setItem(key: string, value: string): void {
    super.setItem(key, value);
    for (const peer of this.peers) {
      if (peer !== this) setTimeout(() => peer.receive(key, value), this.lagMs);
    }
  }

  private receive(key: string, value: string): void {
    super.setItem(key, value);
  }
}

const seed: SeedData = {
  users: [
    {
      profile: { ...emptyProfile('u-ann', '安妮', 1_000), role: 'idea_holder' },
      contact: { email: 'ann@example.com', phone: '' },
      password: 'ann-pass-1',
    },
    {
      profile: { ...emptyProfile('u-bo', '柏宇', 1_001), role: 'technical' },
      contact: { email: 'bo@example.com', phone: '' },
      password: 'bo-pass-1',
    },
  ],
};

describe('memory database: tabs writing at once', () => {
  it('keeps every message of two tabs sending at once, although each tab sees the other late', async () => {
    const family: LaggyView[] = [];
    const hub = new MemoryChannelHub();
    const now = monotonicClock();
    const open = async () =>
      createMemoryBackend({
        store: new LaggyView(15, family),
        sessionStore: new MemoryKeyValueStore(),
        channel: hub.connect(),
        seed: async () => seed,
        now,
      });
    const ann = await open();
    await new Promise((r) => setTimeout(r, 30));
    const bo = await open();
    try {
      await ann.auth.signIn('ann@example.com', 'ann-pass-1');
      await bo.auth.signIn('bo@example.com', 'bo-pass-1');
      const each = 40;
      const sent = await Promise.all([
        ...Array.from({ length: each }, (_, i) => ann.chat.sendMessage('u-bo', `安妮 ${i}`)),
        ...Array.from({ length: each }, (_, i) => bo.chat.sendMessage('u-ann', `柏宇 ${i}`)),
      ]);
      expect(new Set(sent.map((m) => m.id)).size).toBe(2 * each);

      await new Promise((r) => setTimeout(r, 50));
      for (const [tab, other] of [
        [ann, 'u-bo'],
        [bo, 'u-ann'],
      ] as const) {
        const log = record<ChatMessage[]>((cb, err) => tab.chat.watchMessages(other, cb, err));
        await log.until((m) => m.length >= 2 * each, 1000).catch(() => {});
        log.stop();
        expect(log.latest().length).toBe(2 * each);
        expect(
          log
            .latest()
            .map((m) => m.text)
            .sort(),
        ).toEqual(sent.map((m) => m.text).sort());
      }
      // The counters the writes keep: 40 unread on each side, and the bells agree.
      const annInbox = await new Promise<number>((resolve) =>
        ann.chat.watchInbox((rows) => resolve(rows[0]?.unreadCount ?? -1)),
      );
      expect(annInbox).toBe(each);
      expect((await bo.users.getUser('u-bo'))?.unreadNotifications).toBe(each);
    } finally {
      ann.dispose();
      bo.dispose();
    }
  });
});
