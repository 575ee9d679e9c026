import { makeAutoObservable, runInAction } from 'mobx';
import type { BlockState, ChatMessage, Uid, Unsubscribe, UserProfile } from '../../core/domain';
import { errorCodeOf, isClientId, newClientId } from '../../core/domain';
import { LIMITS } from '../../core/constants';
import type { UseCases } from '../../core/usecases';
import { MESSAGE_MAX_LENGTH, isBlankMessage, normalizeMessage, textLength, validateMessage } from '../../core/validation';
import { draftKey, sessionDrafts } from '../stores/sessionDrafts';
import type { DraftStorage } from '../stores/sessionDrafts';
import { errorText, texts } from '../texts';
import { chatTexts } from './texts';

export type ChatStatus = 'loading' | 'ready' | 'self' | 'not-found' | 'error';

/** A message this tab is sending, or failed to send (its text is kept until sent or deleted). */
export interface OutgoingMessage {
  /** Also the message's client id: 重新傳送 sends the same one, so a lost reply never stores it twice. */
  key: string;
  text: string;
  state: 'sending' | 'failed';
  /** When it was first tried (orders it among the day groups). */
  createdAt: number;
}

export type TimelineEntry =
  | { kind: 'message'; key: string; message: ChatMessage; own: boolean }
  | { kind: 'outgoing'; key: string; outgoing: OutgoingMessage };

type Log = (message: string, error: unknown) => void;

export interface ChatStoreOptions {
  log?: Log;
  /** Whether the person can see the page (document.visibilityState); marks read only then. */
  isVisible?: () => boolean;
  now?: () => number;
  /** Waits before each new try of a failed mark-read; the last one repeats while the chat is open. */
  readRetryDelaysMs?: readonly number[];
  /** Where unsent text is kept (the tab's sessionStorage unless a test gives another). */
  drafts?: DraftStorage;
}

const READ_RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000] as const;

const defaultLog: Log = (message, error) => console.error(`[chat] ${message}`, error);

/**
 * One conversation (spec 2 Chat; 4 Unread; 5 Chat): the partner (one read), the messages
 * (live), the draft, and messages on their way. Opening the chat marks it read, and so does
 * each new message from the partner while the page is visible. A blank message is ignored; a
 * failed one stays as a failed bubble with 重新傳送 — nothing typed is lost.
 */
export class ChatStore {
  status: ChatStatus = 'loading';
  loadError: string | null = null;
  partner: UserProfile | null = null;
  /** The partner deleted their account: their messages stay, and nothing more can be sent. */
  partnerDeleted = false;
  messages: ChatMessage[] = [];
  outgoing: OutgoingMessage[] = [];
  draft: string;
  /** Why the draft cannot be sent (too long); cleared on typing. */
  draftError: string | null = null;
  /** A send failed: said once, politely, next to the composer. */
  sendNotice: string | null = null;
  /** Marking the chat read keeps failing: the unread count is behind, and the store keeps trying. */
  readNotice: string | null = null;
  /** Whether either member blocked the other: then the chat takes no new messages. */
  blockState: BlockState = 'none';
  /** Blocking or unblocking is on its way. */
  blockBusy = false;
  /** Sent and confirmed, but not yet in the live list (the listener catches up). */
  private confirmed: ChatMessage[] = [];

  private unsubscribe: Unsubscribe | null = null;
  /** Between start() and stop(); a stopped store can be started again (React StrictMode). */
  private active = false;
  private generation = 0;
  /** Newest partner message already marked read (ms); -1 before the first mark. */
  private markedUpTo = -1;
  private markPending = false;
  /** Failed mark-reads in a row, and the timer of the next try. */
  private readFailures = 0;
  private readRetry: ReturnType<typeof setTimeout> | null = null;
  private readonly readRetryDelaysMs: readonly number[];
  private readonly log: Log;
  private readonly isVisible: () => boolean;
  private readonly now: () => number;
  /**
   * What the person typed but has not sent, per member and conversation, kept in the tab: leaving
   * a chat and coming back, a send failing after the page was left, or a reload loses nothing.
   */
  private readonly drafts: DraftStorage;

  constructor(
    private readonly useCases: UseCases,
    readonly myUid: Uid,
    readonly otherId: Uid,
    options: ChatStoreOptions = {},
  ) {
    this.log = options.log ?? defaultLog;
    this.isVisible =
      options.isVisible ?? (() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
    this.now = options.now ?? (() => Date.now());
    this.readRetryDelaysMs = options.readRetryDelaysMs ?? READ_RETRY_DELAYS_MS;
    this.drafts = options.drafts ?? sessionDrafts;
    this.draft = this.unsent();
    // Messages that were on their way or had failed when the page was left or reloaded: back as
    // failed bubbles with their client ids, so 重新傳送 never stores one twice.
    this.outgoing = this.storedOutgoing();
    if (this.outgoing.length > 0) this.sendNotice = chatTexts.sendFailed;
    makeAutoObservable<
      ChatStore,
      | 'useCases'
      | 'unsubscribe'
      | 'active'
      | 'generation'
      | 'markedUpTo'
      | 'markPending'
      | 'readFailures'
      | 'readRetry'
      | 'readRetryDelaysMs'
      | 'log'
      | 'isVisible'
      | 'now'
      | 'drafts'
    >(
      this,
      {
        useCases: false,
        unsubscribe: false,
        active: false,
        generation: false,
        markedUpTo: false,
        markPending: false,
        readFailures: false,
        readRetry: false,
        readRetryDelaysMs: false,
        log: false,
        isVisible: false,
        now: false,
        drafts: false,
      },
      { autoBind: true },
    );
  }

  private get draftKey(): string {
    return draftKey('chat', this.myUid, this.otherId);
  }

  get isSelf(): boolean {
    return this.myUid === this.otherId;
  }

  get canSend(): boolean {
    return this.status === 'ready' && this.blockState === 'none' && !this.partnerDeleted;
  }

  /** Blocks the partner (the person confirmed); the chat closes to new messages both ways. */
  async block(): Promise<boolean> {
    return this.changeBlock(() => this.useCases.blocks.block(this.otherId));
  }

  /** Undoes the member's own block of the partner. */
  async unblock(): Promise<boolean> {
    return this.changeBlock(() => this.useCases.blocks.unblock(this.otherId));
  }

  private async changeBlock(change: () => Promise<void>): Promise<boolean> {
    this.blockBusy = true;
    try {
      await change();
      await this.checkBlock();
      return true;
    } catch (error) {
      this.log('changing the block failed', error);
      return false;
    } finally {
      runInAction(() => {
        this.blockBusy = false;
      });
    }
  }

  /** Asks the backend who blocked whom; a failure leaves the state as it was (the backend still refuses). */
  private async checkBlock(): Promise<void> {
    try {
      const state = await this.useCases.blocks.stateWith(this.otherId);
      runInAction(() => {
        this.blockState = state;
      });
    } catch (error) {
      this.log('reading the block state failed', error);
    }
  }

  /** Code points of the trimmed draft (what would be sent). */
  get draftLength(): number {
    return textLength(normalizeMessage(this.draft));
  }

  get maxLength(): number {
    return MESSAGE_MAX_LENGTH;
  }

  /** Messages oldest first, then what this tab is sending or failed to send. */
  get timeline(): TimelineEntry[] {
    const live = new Set(this.messages.map((m) => m.id));
    const all = [...this.messages, ...this.confirmed.filter((m) => !live.has(m.id))].sort(
      (a, b) => a.timestamp - b.timestamp,
    );
    const entries: TimelineEntry[] = all.map((m) => ({
      kind: 'message',
      key: `m-${m.id}`,
      message: m,
      own: m.senderId === this.myUid,
    }));
    for (const o of this.outgoing) entries.push({ kind: 'outgoing', key: o.key, outgoing: o });
    return entries;
  }

  get hasFailed(): boolean {
    return this.outgoing.some((o) => o.state === 'failed');
  }

  /** Loads the partner (does the member exist?) and then watches the messages. */
  start(): void {
    const generation = ++this.generation;
    this.active = true;
    this.stopListening();
    this.saveUnsent(this.draft);
    this.loadError = null;
    if (this.isSelf) {
      this.status = 'self';
      return;
    }
    this.status = 'loading';
    this.useCases.profiles.getUser(this.otherId).then(
      (user) => {
        if (generation !== this.generation) return;
        runInAction(() => {
          this.partner = user;
          this.partnerDeleted = false;
        });
        if (user) void this.checkBlock();
        // Without a profile, the messages tell a deleted account (a conversation) from a wrong address.
        this.listen(generation);
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.log('reading the member failed', error);
        this.fail(errorText(error, chatTexts.loadFailed));
      },
    );
  }

  retry(): void {
    this.start();
  }

  /** Stops the listener. What is unsent is kept for the next visit of this conversation. */
  stop(): void {
    if (!this.active) return;
    this.active = false;
    this.generation += 1;
    this.stopListening();
    this.cancelReadRetry();
    this.saveUnsent(this.draft);
    // What is on its way or failed stays kept with its client id: the next visit shows it as a
    // bubble with 重新傳送, and sending it again never stores it twice.
    this.saveOutgoing();
  }

  setDraft(text: string): void {
    this.draft = text;
    this.draftError = null;
    this.saveUnsent(text);
  }

  /**
   * Sends the draft. Blank: ignored (nothing happens). Too long: a message, the draft stays.
   * Otherwise the draft empties at once and a bubble shows 傳送中… until the backend confirms.
   * Returns whether a message went on its way.
   */
  send(): boolean {
    if (!this.canSend) return false;
    const text = this.draft;
    if (isBlankMessage(text)) return false;
    if (validateMessage(text) === 'too_long') {
      this.draftError = texts.textLimit.tooLong(MESSAGE_MAX_LENGTH);
      return false;
    }
    const key = newClientId();
    this.outgoing.push({ key, text, state: 'sending', createdAt: this.now() });
    this.saveOutgoing();
    this.draft = '';
    this.draftError = null;
    this.saveUnsent('');
    this.deliver(key, text);
    return true;
  }

  /** Tries a failed message again. */
  resend(key: string): void {
    const o = this.outgoing.find((x) => x.key === key);
    if (!o || o.state !== 'failed' || !this.canSend) return;
    o.state = 'sending';
    this.sendNotice = null;
    this.deliver(o.key, o.text);
  }

  /** Deletes a failed message (the person's choice). */
  discard(key: string): void {
    this.outgoing = this.outgoing.filter((x) => !(x.key === key && x.state === 'failed'));
    this.saveOutgoing();
    if (!this.hasFailed) this.sendNotice = null;
  }

  dismissNotice(): void {
    this.sendNotice = null;
  }

  /**
   * The page became visible (or hidden), or the browser came back online: a mark-read that is
   * waiting (a new partner message, or a failed try) goes now.
   */
  visibilityChanged(): void {
    if (this.markPending) this.markRead();
  }

  private deliver(key: string, text: string): void {
    let sent: Promise<ChatMessage | null>;
    try {
      sent = this.useCases.chat.send(this.otherId, text, key);
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent.then(
      (message) => {
        runInAction(() => {
          this.outgoing = this.outgoing.filter((x) => x.key !== key);
          if (this.active) this.saveOutgoing();
          // Left already: only this message leaves what is kept for the next visit.
          else this.forgetKept(key);
          if (message && !this.messages.some((m) => m.id === message.id)) this.confirmed.push(message);
        });
      },
      (error: unknown) => {
        this.log('sending a message failed', error);
        // Refused: perhaps the partner blocked the member since the chat opened.
        if (errorCodeOf(error) === 'permission-denied') void this.checkBlock();
        runInAction(() => {
          const o = this.outgoing.find((x) => x.key === key);
          if (o) o.state = 'failed';
          // The composer checks the text before it goes, so the words of a refusal are the
          // general ones (errorText), not every field message of every form. A send refused
          // for the outreach limit says when new conversations are possible again.
          this.sendNotice =
            errorCodeOf(error) === 'resource-exhausted'
              ? chatTexts.outreachLimit(LIMITS.OUTREACH_NEW_CHATS_PER_DAY)
              : errorText(error, chatTexts.sendFailed);
        });
      },
    );
  }

  private listen(generation: number): void {
    this.unsubscribe = this.useCases.chat.watchMessages(
      this.otherId,
      (messages) => {
        if (generation !== this.generation) return;
        this.receive(messages);
      },
      (error) => {
        if (generation !== this.generation) return;
        if (!this.partner && this.status === 'loading') {
          this.stopListening();
          runInAction(() => (this.status = 'not-found'));
          return;
        }
        this.log('the message listener failed', error);
        this.stopListening();
        this.fail(errorText(error, chatTexts.loadFailed));
      },
    );
  }

  private receive(messages: ChatMessage[]): void {
    if (!this.partner) {
      if (messages.length === 0) {
        this.stopListening();
        this.status = 'not-found';
        return;
      }
      this.partnerDeleted = true;
    }
    this.messages = messages;
    const live = new Set(messages.map((m) => m.id));
    if (this.confirmed.length) this.confirmed = this.confirmed.filter((m) => !live.has(m.id));
    // A message kept as unsent that the conversation holds was delivered after all (its answer
    // was lost, or came to a page that was left): it is no longer shown as unsent.
    const delivered = new Set(messages.flatMap((m) => (m.clientId ? [m.id, m.clientId] : [m.id])));
    const unsent = this.outgoing.filter((o) => o.state === 'sending' || !delivered.has(o.key));
    if (unsent.length !== this.outgoing.length) {
      this.outgoing = unsent;
      this.saveOutgoing();
      if (!this.hasFailed) this.sendNotice = null;
    }
    const first = this.status !== 'ready';
    this.status = 'ready';
    let newestFromPartner = -1;
    for (const m of messages)
      if (m.senderId !== this.myUid && m.timestamp > newestFromPartner) newestFromPartner = m.timestamp;
    // Opening the chat marks it read; afterwards, each new message from the partner does.
    if (first || newestFromPartner > this.markedUpTo) {
      this.markPending = true;
      this.markedUpTo = Math.max(this.markedUpTo, newestFromPartner, 0);
      this.markRead();
    }
  }

  /**
   * Zeroes this conversation's unread count. A failure is tried again, sooner then later, for as
   * long as the chat is open; from the second failure in a row a notice says the count is behind.
   */
  private markRead(): void {
    if (!this.active || !this.isVisible()) return;
    this.markPending = false;
    this.cancelReadRetry();
    const generation = this.generation;
    this.useCases.chat.markRead(this.otherId).then(
      () => {
        if (generation !== this.generation) return;
        runInAction(() => {
          this.readFailures = 0;
          this.readNotice = null;
        });
      },
      (error: unknown) => {
        this.log('marking the chat read failed', error);
        if (generation !== this.generation) return;
        runInAction(() => {
          this.markPending = true;
          this.readFailures += 1;
          if (this.readFailures >= 2) this.readNotice = chatTexts.markReadFailed;
          const delays = this.readRetryDelaysMs;
          const delay = delays[Math.min(this.readFailures, delays.length) - 1] ?? 0;
          this.readRetry = setTimeout(() => {
            this.readRetry = null;
            if (generation === this.generation && this.markPending) this.markRead();
          }, delay);
        });
      },
    );
  }

  private cancelReadRetry(): void {
    if (this.readRetry !== null) clearTimeout(this.readRetry);
    this.readRetry = null;
  }

  private fail(message: string): void {
    this.status = 'error';
    this.loadError = message;
  }

  private stopListening(): void {
    const stop = this.unsubscribe;
    this.unsubscribe = null;
    if (stop) {
      try {
        stop();
      } catch (error) {
        this.log('unsubscribing failed', error);
      }
    }
  }

  private get outgoingKey(): string {
    return draftKey('chatOutgoing', this.myUid, this.otherId);
  }

  private storedOutgoing(): OutgoingMessage[] {
    const stored = this.drafts.load(this.outgoingKey);
    if (!Array.isArray(stored)) return [];
    return stored
      .filter(
        (o): o is { key: string; text: string; createdAt: number } =>
          typeof o === 'object' &&
          o !== null &&
          isClientId((o as { key?: unknown }).key) &&
          typeof (o as { text?: unknown }).text === 'string' &&
          typeof (o as { createdAt?: unknown }).createdAt === 'number',
      )
      .map((o) => ({ key: o.key, text: o.text, createdAt: o.createdAt, state: 'failed' as const }));
  }

  /** What is on its way or failed, kept for a reload (the text, its client id, when). */
  private saveOutgoing(): void {
    if (this.outgoing.length === 0) this.drafts.clear(this.outgoingKey);
    else this.drafts.save(this.outgoingKey, this.outgoing.map(({ key, text, createdAt }) => ({ key, text, createdAt })));
  }

  private forgetKept(key: string): void {
    const stored = this.drafts.load(this.outgoingKey);
    if (!Array.isArray(stored)) return;
    const rest = stored.filter((o) => (o as { key?: unknown } | null)?.key !== key);
    if (rest.length === 0) this.drafts.clear(this.outgoingKey);
    else if (rest.length !== stored.length) this.drafts.save(this.outgoingKey, rest);
  }

  private unsent(): string {
    const text = this.drafts.load(this.draftKey);
    return typeof text === 'string' ? text : '';
  }

  private saveUnsent(text: string): void {
    if (isBlankMessage(text)) this.drafts.clear(this.draftKey);
    else this.drafts.save(this.draftKey, text);
  }
}
