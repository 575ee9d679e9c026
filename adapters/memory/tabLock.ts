/**
 * The Web Lock every write of the memory backend runs under, shared by the tabs of one browser.
 *
 * A write reads the stored database, changes it and stores it whole, so two tabs writing at once
 * would each overwrite the other's change; the lock lets one tab write at a time. A tab reads
 * localStorage from its own copy, which another tab's write reaches a moment later, so holding
 * the lock is not enough to read the newest data: a writer also holds a marker lock named for
 * the revision it stored. The lock manager handles one tab's requests in order, so the next
 * writer's query finds that marker, and it waits until its copy of the store has that revision.
 */
import { DomainError } from '../../core/domain';

/** How long a write waits for another tab's last write to reach this tab's copy of the store. */
const CATCH_UP_MS = 5000;

export class TabLock {
  private releaseMarker: (() => void) | null = null;
  private marked = 0;
  private closed = false;

  constructor(
    private readonly locks: LockManager,
    private readonly name: string,
    /** The sequence number of the revision this tab's copy of the store holds now. */
    private readonly storedSeq: () => number,
  ) {}

  /** Runs `write` alone, once this tab's copy of the store has the last stored revision. */
  run<T>(write: () => T): Promise<T> {
    return this.locks.request(this.name, async () => {
      const { held = [], pending = [] } = await this.locks.query();
      const prefix = `${this.name}#`;
      let newest = 0;
      for (const l of [...held, ...pending]) {
        if (l.name?.startsWith(prefix)) newest = Math.max(newest, Number(l.name.slice(prefix.length)));
      }
      for (let waited = 0; this.storedSeq() < newest; waited += 10) {
        if (waited >= CATCH_UP_MS)
          throw new DomainError('unavailable', 'another tab’s change has not reached this tab');
        await new Promise((r) => setTimeout(r, 10));
      }
      const result = write();
      const stored = this.storedSeq();
      if (stored > this.marked) this.mark(stored);
      return result;
    });
  }

  /**
   * This tab stored revision `seq`. Asked for inside `run`, so before the write lock goes; this
   * tab's previous marker goes once the new one is held.
   */
  private mark(seq: number): void {
    this.marked = seq;
    void this.locks.request(`${this.name}#${seq}`, { mode: 'shared' }, async () => {
      this.releaseMarker?.();
      if (!this.closed) await new Promise<void>((r) => (this.releaseMarker = r));
    });
  }

  close(): void {
    this.closed = true;
    this.releaseMarker?.();
  }
}
