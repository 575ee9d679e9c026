/**
 * @jest-environment jest-fixed-jsdom
 */
/** Two tabs of one page through the real BroadcastChannel('cofounder-memory') default. */
import type { ChatSummary } from '../../../core/domain';
import { emptyProfile } from '../../../core/domain';
import { MemoryKeyValueStore, createMemoryBackend } from '../../../adapters/memory';
import { record } from '../../contract/helpers';

const seed = async () => ({
  users: ['u-ann', 'u-bob'].map((uid, i) => ({
    profile: { ...emptyProfile(uid, uid === 'u-ann' ? '安妮' : '阿伯', 1_000 + i), role: 'technical' as const },
    contact: { email: `${uid}@example.com`, phone: '' },
    password: 'secret-123',
  })),
});

it('a message from one tab reaches the other tab’s inbox listener', async () => {
  expect(typeof BroadcastChannel).toBe('function');
  // Same localStorage (the page's), one sessionStorage per tab.
  const tab1 = await createMemoryBackend({ seed, sessionStore: new MemoryKeyValueStore() });
  const tab2 = await createMemoryBackend({ seed, sessionStore: new MemoryKeyValueStore() });
  try {
    await tab1.auth.signIn('u-ann@example.com', 'secret-123');
    await tab2.auth.signIn('u-bob@example.com', 'secret-123');
    const inbox = record<ChatSummary[]>((cb) => tab2.chat.watchInbox(cb));
    await tab1.chat.sendMessage('u-bob', '阿伯好');
    const [row] = await inbox.until((l) => l.length === 1);
    expect(row).toMatchObject({ otherId: 'u-ann', otherName: '安妮', unreadCount: 1 });
    inbox.stop();
  } finally {
    tab1.dispose();
    tab2.dispose();
    window.localStorage.clear();
  }
});
