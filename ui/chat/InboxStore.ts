import { makeAutoObservable } from 'mobx';
import type { ChatSummary, Unsubscribe } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { errorText } from '../texts';
import { inboxTexts } from './inboxTexts';

export type InboxStatus = 'loading' | 'ready' | 'error';

type Log = (message: string, error: unknown) => void;

const defaultLog: Log = (message, error) => console.error(`[inbox] ${message}`, error);

/**
 * The conversation list (spec 2 Inbox), newest first, live. Each row is the chat summary as
 * the backend keeps it (name, avatar, last message, unread count): no read per row.
 */
export class InboxStore {
  status: InboxStatus = 'loading';
  error: string | null = null;
  summaries: ChatSummary[] = [];

  private unsubscribe: Unsubscribe | null = null;
  private generation = 0;

  constructor(
    private readonly useCases: UseCases,
    private readonly log: Log = defaultLog,
  ) {
    makeAutoObservable<InboxStore, 'useCases' | 'log' | 'unsubscribe' | 'generation'>(
      this,
      { useCases: false, log: false, unsubscribe: false, generation: false },
      { autoBind: true, deep: false },
    );
  }

  /** Newest first, whatever order the backend delivered. */
  get rows(): ChatSummary[] {
    return [...this.summaries].sort((a, b) => b.lastMessage.timestamp - a.lastMessage.timestamp);
  }

  get totalUnread(): number {
    return this.summaries.reduce((sum, s) => sum + Math.max(0, s.unreadCount), 0);
  }

  start(): void {
    this.stop();
    const generation = ++this.generation;
    this.status = 'loading';
    this.error = null;
    this.unsubscribe = this.useCases.chat.watchInbox(
      (summaries) => {
        if (generation === this.generation) this.receive(summaries);
      },
      (error) => {
        if (generation !== this.generation) return;
        this.log('the inbox listener failed', error);
        this.stop();
        this.fail(errorText(error, inboxTexts.loadFailed));
      },
    );
  }

  retry(): void {
    this.start();
  }

  /** Unsubscribes; safe to call twice. */
  stop(): void {
    this.generation += 1;
    const stop = this.unsubscribe;
    this.unsubscribe = null;
    if (!stop) return;
    try {
      stop();
    } catch (error) {
      this.log('unsubscribing failed', error);
    }
  }

  private receive(summaries: ChatSummary[]): void {
    this.summaries = summaries;
    this.status = 'ready';
    this.error = null;
  }

  private fail(message: string): void {
    this.status = 'error';
    this.error = message;
  }
}
