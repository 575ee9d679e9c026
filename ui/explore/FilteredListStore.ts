import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LIMITS } from '../../core/constants';
import type { Cursor, ErrorCode, Page } from '../../core/domain';
import { errorCodeOf } from '../../core/domain';

export interface FilteredListOptions<F, T> {
  initialFilters: F;
  /** One page after `after` (null: the first page). */
  fetchPage: (filters: F, after: Cursor | null) => Promise<Page<T>>;
  /** Identity of an item: an item already listed is never listed twice. */
  keyOf: (item: T) => string;
  /** Wait after a filter change before fetching (spec 9: 500 ms). */
  debounceMs?: number;
}

/** A loaded list as it was shown, and where the page was scrolled, to come back to. */
export interface ListPlace<F, T> {
  filters: F;
  items: T[];
  next: Cursor | null;
  scrollY: number;
}

/** What an error box says (spec 8): a missing database index, or anything else. */
export type ExploreErrorKind = 'index' | 'unknown';

export function sameFilters<F extends object>(a: F, b: F): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if ((a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]) return false;
  return true;
}

/**
 * A filtered, cursor-paged list (spec 4 Lists): the first page loads on start(); any filter
 * change waits `debounceMs` (changes in between restart the wait) and then replaces the list with
 * the first page of the new filters; loadMore() appends the page after the last cursor. Every
 * response is checked against the request generation, so a slow answer to older filters never
 * overwrites newer ones, and items already listed are dropped from later pages. dispose() cancels
 * the pending wait and ignores answers still in flight.
 */
export class FilteredListStore<F extends object, T> {
  filters: F;
  items: T[] = [];
  /** Cursor of the next page; null when the backend said there is none. */
  next: Cursor | null = null;
  /** The first page of the current filters has arrived. */
  loaded = false;
  /** A filter change is waiting for its debounce. */
  pending = false;
  loadingFirst = false;
  loadingMore = false;
  error: unknown = null;
  /** The error came from loadMore (the listed items stay). */
  errorOnMore = false;
  /** Index of the first item the last loadMore appended (views move focus there); null otherwise. */
  appendedFrom: number | null = null;

  private readonly fetchPage: FilteredListOptions<F, T>['fetchPage'];
  private readonly keyOf: (item: T) => string;
  private readonly debounceMs: number;
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Keys of the listed items. */
  private listed = new Set<string>();

  constructor(options: FilteredListOptions<F, T>) {
    this.filters = options.initialFilters;
    this.fetchPage = options.fetchPage;
    this.keyOf = options.keyOf;
    this.debounceMs = options.debounceMs ?? LIMITS.FILTER_DEBOUNCE_MS;
    makeAutoObservable<
      FilteredListStore<F, T>,
      'fetchPage' | 'keyOf' | 'debounceMs' | 'generation' | 'timer' | 'listed'
    >(
      this,
      {
        fetchPage: false,
        keyOf: false,
        debounceMs: false,
        generation: false,
        timer: false,
        listed: false,
        filters: observableRef,
        items: observableRef,
        error: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Waiting for the first page of the current filters (debounce or request). */
  get busy(): boolean {
    return this.pending || this.loadingFirst;
  }

  /** Listed items belong to the previous filters while the new ones load. */
  get stale(): boolean {
    return this.busy && this.items.length > 0;
  }

  /** Nothing to show yet: the first page (or a first page after an error) is on its way. */
  get initialLoading(): boolean {
    return this.busy && this.items.length === 0;
  }

  /** The "load more" button shows (spec 4: hidden when a page says there is no next one). */
  get hasMore(): boolean {
    return this.loaded && !this.busy && this.next !== null && !(this.error !== null && !this.errorOnMore);
  }

  /** Every matching item is listed. */
  get isEnd(): boolean {
    return this.loaded && !this.busy && this.error === null && this.next === null && this.items.length > 0;
  }

  /** Nothing matches. */
  get isEmpty(): boolean {
    return this.loaded && !this.busy && this.error === null && this.next === null && this.items.length === 0;
  }

  get errorCode(): ErrorCode | null {
    return this.error === null ? null : errorCodeOf(this.error);
  }

  get errorKind(): ExploreErrorKind | null {
    const code = this.errorCode;
    if (code === null) return null;
    return code === 'failed-precondition' ? 'index' : 'unknown';
  }

  /** Loads the first page of the current filters now (a pending debounce is dropped). */
  start(): void {
    this.clearTimer();
    void this.loadFirst();
  }

  /** A filter change: debounced, and the list is replaced when it lands. Equal filters do nothing. */
  setFilters(filters: F): void {
    if (sameFilters(filters, this.filters)) return;
    this.filters = filters;
    this.invalidate();
    this.pending = true;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.loadFirst();
    }, this.debounceMs);
  }

  /** Filters from outside (the address bar, back button): replaced and loaded at once. */
  replaceFilters(filters: F): void {
    if (sameFilters(filters, this.filters)) return;
    this.filters = filters;
    this.invalidate();
    this.start();
  }

  /** The page after the last one; ignored while anything loads or when there is none. */
  async loadMore(): Promise<void> {
    if (!this.loaded || this.busy || this.loadingMore || this.next === null) return;
    const generation = this.generation;
    const filters = this.filters;
    const cursor = this.next;
    this.loadingMore = true;
    this.error = null;
    this.errorOnMore = false;
    try {
      const page = await this.fetchPage(filters, cursor);
      runInAction(() => {
        if (generation !== this.generation) return;
        const before = this.items.length;
        this.items = this.items.concat(this.fresh(page.items));
        this.appendedFrom = this.items.length > before ? before : null;
        this.next = page.next;
        this.loadingMore = false;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.error = error;
        this.errorOnMore = true;
        this.loadingMore = false;
      });
    }
  }

  /** The list as shown now, to return to; null while it loads or shows an error. */
  place(scrollY: number): ListPlace<F, T> | null {
    if (!this.loaded || this.busy || this.loadingMore || this.error !== null) return null;
    return { filters: this.filters, items: this.items, next: this.next, scrollY };
  }

  /** Shows a kept list as it was (no request): Back returns to the same items and next page. */
  restore(place: ListPlace<F, T>): void {
    this.clearTimer();
    this.generation += 1;
    this.filters = place.filters;
    this.listed = new Set(place.items.map(this.keyOf));
    this.items = place.items;
    this.next = place.next;
    this.loaded = true;
    this.pending = false;
    this.loadingFirst = false;
    this.loadingMore = false;
    this.error = null;
    this.errorOnMore = false;
    this.appendedFrom = null;
  }

  /** After an error: the failed request again. */
  retry(): void {
    if (this.errorOnMore) void this.loadMore();
    else this.start();
  }

  /** Stops the pending debounce; answers still in flight are ignored. start() may run again. */
  dispose(): void {
    this.clearTimer();
    this.generation += 1;
    this.pending = false;
    this.loadingFirst = false;
    this.loadingMore = false;
  }

  private async loadFirst(): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    const filters = this.filters;
    this.pending = false;
    this.loadingFirst = true;
    this.loadingMore = false;
    this.error = null;
    this.errorOnMore = false;
    try {
      const page = await this.fetchPage(filters, null);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.listed = new Set();
        this.items = this.fresh(page.items);
        this.next = page.next;
        this.loaded = true;
        this.loadingFirst = false;
        this.appendedFrom = null;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.items = [];
        this.listed = new Set();
        this.next = null;
        this.loaded = false;
        this.error = error;
        this.loadingFirst = false;
        this.appendedFrom = null;
      });
    }
  }

  /** Answers in flight (first page or more) no longer apply. */
  private invalidate(): void {
    this.generation += 1;
    this.loadingMore = false;
    this.error = null;
    this.errorOnMore = false;
    this.appendedFrom = null;
  }

  /** The items of a page not already listed (nor repeated within the page); marks them listed. */
  private fresh(items: readonly T[]): T[] {
    const out: T[] = [];
    for (const item of items) {
      const key = this.keyOf(item);
      if (this.listed.has(key)) continue;
      this.listed.add(key);
      out.push(item);
    }
    return out;
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
