import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LIMITS } from '../../core/constants';
import type { Cursor, Page } from '../../core/domain';

export type PagedStatus = 'loading' | 'ready' | 'error';

export interface PagedSearchOptions<T> {
  /** One page of rows whose name starts with `prefix` (blank: newest first), after `after`. */
  fetchPage: (prefix: string, after: Cursor | null) => Promise<Page<T>>;
  /** Wait after typing before searching (spec 4/9: 500 ms). */
  debounceMs?: number;
}

/**
 * An admin table's rows (spec 7 Admin: name-prefix search, 10 a page, cursor): one page at a
 * time with 上一頁 / 下一頁. The cursor of every page visited is kept, so going back asks for the
 * same page again. Typing waits `debounceMs` and then shows the first page of the new prefix.
 * Answers to older requests never overwrite newer ones; dispose() stops the pending wait.
 */
export class PagedSearchStore<T> {
  /** What is typed in the search box. */
  query = '';
  /** The prefix the rows were fetched for (trimmed). */
  appliedQuery = '';
  /** 0-based index of the page shown. */
  pageIndex = 0;
  items: T[] = [];
  /** The cursor after the page shown; null when the backend said there is no next page. */
  next: Cursor | null = null;
  status: PagedStatus = 'loading';
  error: unknown = null;
  /** A request is on its way (first load, a page change, a search or a reload). */
  busy = false;
  /** 下一頁 found nothing after a full page: the page shown is the last one. */
  reachedEnd = false;

  /** cursors[i] is the `after` of page i (null for the first page). */
  private cursors: (Cursor | null)[] = [null];
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly fetchPage: PagedSearchOptions<T>['fetchPage'];
  private readonly debounceMs: number;

  constructor(options: PagedSearchOptions<T>) {
    this.fetchPage = options.fetchPage;
    this.debounceMs = options.debounceMs ?? LIMITS.FILTER_DEBOUNCE_MS;
    makeAutoObservable<PagedSearchStore<T>, 'cursors' | 'generation' | 'timer' | 'fetchPage' | 'debounceMs'>(
      this,
      {
        cursors: false,
        generation: false,
        timer: false,
        fetchPage: false,
        debounceMs: false,
        items: observableRef,
        error: observableRef,
      },
      { autoBind: true },
    );
  }

  get hasPrevious(): boolean {
    return this.pageIndex > 0;
  }

  get hasNext(): boolean {
    return this.next !== null && !this.reachedEnd;
  }

  /** The page number people read (1-based). */
  get pageNumber(): number {
    return this.pageIndex + 1;
  }

  /** Nothing loaded yet for the applied search (show a loading state, not the table). */
  get initialLoading(): boolean {
    return this.status === 'loading';
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.items.length === 0;
  }

  /** The first page of the current search. */
  start(): void {
    this.clearTimer();
    void this.load(0);
  }

  /** Typing: waits, then searches (the same trimmed prefix again does nothing). */
  setQuery(query: string): void {
    this.query = query;
    this.clearTimer();
    if (query.trim() === this.appliedQuery) return;
    this.timer = setTimeout(() => {
      runInAction(() => {
        this.timer = null;
        this.search();
      });
    }, this.debounceMs);
  }

  /** Searches what is typed now (Enter in the search box). */
  searchNow(): void {
    this.clearTimer();
    if (this.query.trim() === this.appliedQuery && this.status !== 'error') return;
    this.search();
  }

  nextPage(): void {
    if (!this.hasNext || this.busy) return;
    this.cursors[this.pageIndex + 1] = this.next;
    void this.load(this.pageIndex + 1);
  }

  previousPage(): void {
    if (!this.hasPrevious || this.busy) return;
    void this.load(this.pageIndex - 1);
  }

  /** The page shown, again (after a deletion); an emptied page falls back to the one before. */
  reload(): void {
    void this.load(this.pageIndex, { backIfEmpty: true });
  }

  retry(): void {
    void this.load(this.pageIndex);
  }

  /** Changes one listed row in place (e.g. its admin flag after a successful update). */
  updateItem(match: (item: T) => boolean, update: (item: T) => T): void {
    this.items = this.items.map((item) => (match(item) ? update(item) : item));
  }

  dispose(): void {
    this.clearTimer();
    this.generation += 1;
    this.busy = false;
  }

  private search(): void {
    this.appliedQuery = this.query.trim();
    this.cursors = [null];
    this.pageIndex = 0;
    this.reachedEnd = false;
    // The rows of the previous search stay (marked busy) until the new ones arrive.
    void this.load(0);
  }

  private async load(index: number, options: { backIfEmpty?: boolean } = {}): Promise<void> {
    const generation = ++this.generation;
    const prefix = this.appliedQuery;
    const after = this.cursors[index] ?? null;
    this.busy = true;
    if (this.status === 'error') this.status = 'loading';
    try {
      const page = await this.fetchPage(prefix, after);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.busy = false;
        if (page.items.length === 0 && index > 0) {
          if (options.backIfEmpty) {
            this.cursors.length = index;
            void this.load(index - 1);
            return;
          }
          // A full page was the last one: stay on it, and say so.
          this.next = null;
          this.reachedEnd = true;
          return;
        }
        this.cursors.length = index + 1;
        this.pageIndex = index;
        this.items = page.items;
        this.next = page.next;
        this.reachedEnd = false;
        this.status = 'ready';
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.busy = false;
        this.error = error;
        this.status = 'error';
      });
    }
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
