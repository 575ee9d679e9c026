import { SortedIndex, type IndexSpec } from './paging';

/**
 * A sorted index split in two by activity (active: last seen after `since`), so a list that shows
 * active members first (core/usecases/activeFirst.ts) scans each part on its own, and paging the
 * inactive part does not walk again over the active members. The split is made again when the
 * table changed, or for a `since` that would put a member in the other part.
 */
export class ActivityPartition<T> {
  private readonly active: SortedIndex<T>;
  private readonly inactive: SortedIndex<T>;
  /**
   * What the split was made for: the table's version, its `since`, and the `since` values that
   * split the rows alike, from the latest last activity at or before it to the earliest after.
   */
  private made = { version: -1, since: 0, from: 0, to: -1 };
  /** Bumped each time the split is made: the parts' own version. */
  private generation = 0;

  constructor(
    spec: IndexSpec<T>,
    private readonly lastActiveAt: (row: T) => number,
  ) {
    this.active = new SortedIndex(spec);
    this.inactive = new SortedIndex(spec);
  }

  /** The part's index, its version and its rows, for pageOf; the split is made again when stale. */
  part(
    version: number,
    source: () => T[],
    since: number,
    active: boolean,
  ): { index: SortedIndex<T>; version: number; source: () => T[] } {
    const made = this.made;
    if (version !== made.version || since < made.from || since >= made.to) {
      let from = -Infinity;
      let to = Infinity;
      for (const row of source()) {
        const at = this.lastActiveAt(row);
        if (at > since) to = Math.min(to, at);
        else from = Math.max(from, at);
      }
      this.made = { version, since, from, to };
      this.generation += 1;
    }
    const splitAt = this.made.since;
    return {
      index: active ? this.active : this.inactive,
      version: this.generation,
      source: () => source().filter((row) => this.lastActiveAt(row) > splitAt === active),
    };
  }
}
