import { makeAutoObservable } from 'mobx';
import type { AppNotification, Unsubscribe } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { MinuteClock } from '../stores/MinuteClock';

export type NotificationListStatus = 'idle' | 'loading' | 'ready';

type Log = (message: string, error: unknown) => void;

const defaultLog: Log = (message, error) => console.error(`[notifications] ${message}`, error);

/** Only in-app paths are followed: '/project/u-1', never '//host', 'https:…' or 'javascript:…'. */
export function safeInAppPath(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  const s = link.trim();
  if (!s.startsWith('/') || s.startsWith('//') || s.startsWith('/\\')) return null;
  if ([...s].some((ch) => ch.charCodeAt(0) < 0x20 || /\s/.test(ch))) return null;
  return s;
}

/**
 * The 通知中心 panel's list (spec 2 Header; 4 Notification; 9: 20 newest): subscribed when the
 * panel is first opened and kept live until stop(), so reopening is instant. The clock
 * behind the relative labels (剛剛, N 分鐘前, …) ticks each minute while the panel is open.
 * Snapshot errors are logged and the list is cleared (spec 8: nothing else is shown).
 */
export class NotificationStore {
  status: NotificationListStatus = 'idle';
  items: AppNotification[] = [];
  open = false;
  readonly clock: MinuteClock;

  private unsubscribe: Unsubscribe | null = null;
  private readonly log: Log;

  constructor(
    private readonly useCases: UseCases,
    options: { log?: Log; now?: () => number } = {},
  ) {
    this.log = options.log ?? defaultLog;
    this.clock = new MinuteClock(options.now);
    makeAutoObservable<NotificationStore, 'useCases' | 'log' | 'unsubscribe'>(
      this,
      { useCases: false, log: false, unsubscribe: false, clock: false },
      { autoBind: true, deep: false },
    );
  }

  get unreadInList(): number {
    return this.items.filter((n) => !n.isRead).length;
  }

  setOpen(open: boolean): void {
    if (open === this.open) return;
    this.open = open;
    if (open) {
      this.subscribe();
      this.clock.start();
    } else {
      this.clock.stop();
    }
  }

  toggle(): void {
    this.setOpen(!this.open);
  }

  /**
   * A click on a notification: marks it read through the use case (a chat one is read by
   * opening its chat) and returns where to go — null when its link is not an in-app path.
   * A failure is only logged: the person still gets where they wanted to go.
   */
  choose(notification: AppNotification): string | null {
    this.setOpen(false);
    const target = safeInAppPath(notification.link);
    this.useCases.notifications
      .open(notification)
      .catch((error: unknown) => this.log('marking a notification read failed', error));
    return target;
  }

  /** Closes the panel and unsubscribes (the bell unmounts); opening again subscribes again. */
  stop(): void {
    this.open = false;
    this.clock.stop();
    this.stopListening();
  }

  private subscribe(): void {
    if (this.unsubscribe) return;
    if (this.status !== 'ready') this.status = 'loading';
    let active = true;
    let stop: Unsubscribe | null = null;
    const end = () => {
      active = false;
      const s = stop;
      stop = null;
      s?.();
    };
    stop = this.useCases.notifications.watchLatest(
      (items) => {
        if (active) this.receive(items);
      },
      (error) => {
        if (!active) return;
        this.log('the notification listener failed', error);
        // Spec 8: logged, the list cleared, nothing shown. The listener is over (a backend ends
        // it too); the next opening of the panel subscribes again.
        end();
        this.failed();
      },
    );
    if (!active) {
      end();
      return;
    }
    this.unsubscribe = end;
  }

  private receive(items: AppNotification[]): void {
    this.items = items;
    this.status = 'ready';
  }

  private failed(): void {
    this.unsubscribe = null;
    this.items = [];
    this.status = 'ready';
  }

  private stopListening(): void {
    const stop = this.unsubscribe;
    this.unsubscribe = null;
    if (!stop) return;
    try {
      stop();
    } catch (error) {
      this.log('unsubscribing failed', error);
    }
  }
}
