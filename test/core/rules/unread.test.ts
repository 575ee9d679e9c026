import type { AppNotification } from '../../../core/domain';
import {
  afterChatOpened,
  afterMessageReceived,
  afterNotificationClicked,
  bellCount,
  clampUnread,
  showBellBadge,
} from '../../../core/rules/unread';

type N = Pick<AppNotification, 'type' | 'isRead'>;

describe('bellCount', () => {
  it('sums chat summaries and unread non-chat notifications', () => {
    const notifications: N[] = [
      { type: 'chat', isRead: false },
      { type: 'chat', isRead: true },
      { type: 'application', isRead: false },
      { type: 'application', isRead: true },
      { type: 'other', isRead: false },
    ];
    expect(bellCount([{ unreadCount: 3 }, { unreadCount: 0 }, { unreadCount: 2 }], notifications)).toBe(7);
  });
  it('is 0 for nothing, and ignores negative or broken counts', () => {
    expect(bellCount([], [])).toBe(0);
    expect(bellCount([{ unreadCount: -4 }, { unreadCount: Number.NaN }, { unreadCount: 1 }], [])).toBe(1);
  });
  it('does not count unread chat notifications (their summary does)', () => {
    expect(bellCount([{ unreadCount: 2 }], [{ type: 'chat', isRead: false }])).toBe(2);
  });
});

describe('transitions', () => {
  it('a message adds 1', () => {
    expect(afterMessageReceived(0)).toBe(1);
    expect(afterMessageReceived(4)).toBe(5);
    expect(afterMessageReceived(-3)).toBe(1);
  });
  it.each([
    [5, 3, 2],
    [3, 3, 0],
    [2, 5, 0],
    [4, 0, 4],
    [4, -2, 4],
  ])('opening a chat: %i - %i → %i', (count, summary, after) => expect(afterChatOpened(count, summary)).toBe(after));

  it.each<[number, N, number]>([
    [3, { type: 'application', isRead: false }, 2],
    [3, { type: 'other', isRead: false }, 2],
    [3, { type: 'application', isRead: true }, 3],
    [3, { type: 'chat', isRead: false }, 3],
    [3, { type: 'chat', isRead: true }, 3],
    [0, { type: 'other', isRead: false }, 0],
  ])('clicking a notification: %i, %j → %i', (count, n, after) =>
    expect(afterNotificationClicked(count, n)).toBe(after),
  );

  it('keeps the invariant through a sequence of events', () => {
    const summaries = { bob: 0, carol: 0 };
    const notes: N[] = [];
    let count = 0;
    const check = () =>
      expect(count).toBe(
        bellCount(
          Object.values(summaries).map((unreadCount) => ({ unreadCount })),
          notes,
        ),
      );
    count = afterMessageReceived(count);
    summaries.bob += 1;
    check();
    count = afterMessageReceived(count);
    summaries.bob += 1;
    check();
    count = afterMessageReceived(count);
    summaries.carol += 1;
    check();
    notes.push({ type: 'application', isRead: false });
    count += 1;
    check();
    count = afterChatOpened(count, summaries.bob);
    summaries.bob = 0;
    check();
    count = afterNotificationClicked(count, notes[0] as N);
    notes[0] = { type: 'application', isRead: true };
    check();
    count = afterChatOpened(count, summaries.carol);
    summaries.carol = 0;
    check();
    expect(count).toBe(0);
  });
});

describe('clampUnread and showBellBadge', () => {
  it.each([
    [3, 3],
    [0, 0],
    [-1, 0],
    [2.7, 2],
    [Number.NaN, 0],
    [Infinity, 0],
  ])('clampUnread(%p) = %p', (n, c) => expect(clampUnread(n)).toBe(c));
  it('shows the badge only above 0', () => {
    expect(showBellBadge(0)).toBe(false);
    expect(showBellBadge(-2)).toBe(false);
    expect(showBellBadge(1)).toBe(true);
  });
});
