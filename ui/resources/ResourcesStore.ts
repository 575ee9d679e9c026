import { makeAutoObservable, runInAction } from 'mobx';
import type { Resource } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { errorText } from '../texts';
import { resourceTexts } from './texts';

/** A category of the list, with how many resources it has. */
export interface ResourceCategory {
  name: string;
  count: number;
}

const byCategoryName = new Intl.Collator('zh-Hant-TW').compare;

/**
 * The Resources page's list (spec 2 Resources): every resource, newest first, and the category
 * the visitor narrowed it to, which the address keeps (?category=) for a shared link or Back.
 */
export class ResourcesStore {
  items: Resource[] = [];
  status: 'loading' | 'ready' | 'error' = 'loading';
  error: string | null = null;
  /** The category asked for; one that no resource has shows every resource. */
  category: string | null = null;

  /** `prerendered`: the list the page's HTML already shows; load() then refreshes it in place. */
  constructor(
    private readonly useCases: UseCases,
    prerendered?: Resource[],
  ) {
    if (prerendered) {
      this.items = prerendered;
      this.status = 'ready';
    }
    makeAutoObservable<ResourcesStore, 'useCases'>(this, { useCases: false }, { autoBind: true, deep: false });
  }

  /** Every category of the list, the largest first (then in the order of their strokes). */
  get categories(): ResourceCategory[] {
    const counts = new Map<string, number>();
    for (const r of this.items) counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
    return [...counts]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || byCategoryName(a.name, b.name));
  }

  /** The category shown, or null for every resource. */
  get shownCategory(): string | null {
    return this.categories.some((c) => c.name === this.category) ? this.category : null;
  }

  /** The resources shown: the chosen category's, or all. */
  get shown(): Resource[] {
    const category = this.shownCategory;
    return category === null ? this.items : this.items.filter((r) => r.category === category);
  }

  showCategory(category: string | null): void {
    this.category = category;
  }

  /** The filter as the address's query string (ui/explore/useQuerySync.ts). */
  get queryString(): string {
    return this.category === null ? '' : new URLSearchParams({ category: this.category }).toString();
  }

  applyQuery(search: string): void {
    this.category = new URLSearchParams(search).get('category');
  }

  async load(): Promise<void> {
    if (this.status !== 'ready') this.status = 'loading';
    this.error = null;
    try {
      const items = await this.useCases.content.allResources();
      runInAction(() => {
        this.items = items;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorText(e, resourceTexts.loadError);
      });
    }
  }
}
