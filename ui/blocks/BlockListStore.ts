import { makeAutoObservable, runInAction } from 'mobx';
import type { BlockedMember, Uid, Unsubscribe } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { errorText } from '../texts';
import { blockTexts } from './texts';

export type BlockListStatus = 'loading' | 'ready' | 'error';

type Log = (message: string, error: unknown) => void;
const defaultLog: Log = (message, error) => console.error(`[blocks] ${message}`, error);

/** 封鎖名單: the members the signed-in member blocked, live, and undoing a block. */
export class BlockListStore {
  status: BlockListStatus = 'loading';
  blocked: BlockedMember[] = [];
  error: string | null = null;
  /** The member whose block is being undone. */
  busyUid: Uid | null = null;

  private unsubscribe: Unsubscribe | null = null;

  constructor(
    private readonly useCases: UseCases,
    private readonly log: Log = defaultLog,
  ) {
    makeAutoObservable<BlockListStore, 'useCases' | 'log' | 'unsubscribe'>(
      this,
      { useCases: false, log: false, unsubscribe: false },
      { autoBind: true, deep: false },
    );
  }

  /** Subscribes (once); returns the stop function for the effect's cleanup. */
  start(): Unsubscribe {
    if (!this.unsubscribe) {
      this.status = 'loading';
      this.unsubscribe = this.useCases.blocks.watchBlocked(this.onList, this.onError);
    }
    return this.stop;
  }

  stop(): void {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    unsubscribe?.();
  }

  retry(): void {
    this.stop();
    this.error = null;
    this.start();
  }

  /** Undoes a block; resolves whether it was undone (the live list drops the row). */
  async unblock(uid: Uid): Promise<boolean> {
    this.busyUid = uid;
    try {
      await this.useCases.blocks.unblock(uid);
      runInAction(() => {
        this.blocked = this.blocked.filter((b) => b.uid !== uid);
      });
      return true;
    } catch (error) {
      this.log('unblocking failed', error);
      return false;
    } finally {
      runInAction(() => {
        this.busyUid = null;
      });
    }
  }

  private onList(blocked: BlockedMember[]): void {
    this.blocked = blocked;
    this.status = 'ready';
    this.error = null;
  }

  private onError(error: unknown): void {
    this.log('the block list failed', error);
    this.stop();
    this.status = 'error';
    this.error = errorText(error, blockTexts.loadFailed);
  }
}
