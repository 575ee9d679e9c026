import { makeAutoObservable, runInAction } from 'mobx';
import type { Resource } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { errorText } from '../texts';
import { resourceTexts } from './texts';

/** The Resources page's list (spec 2 Resources): every resource, newest first. */
export class ResourcesStore {
  items: Resource[] = [];
  status: 'loading' | 'ready' | 'error' = 'loading';
  error: string | null = null;

  /** `prerendered`: the list the page's HTML already shows; load() then refreshes it in place. */
  constructor(
    private readonly useCases: UseCases,
    prerendered?: Resource[],
  ) {
    if (prerendered) {
      this.items = prerendered;
      this.status = 'ready';
    }
    makeAutoObservable<ResourcesStore, 'useCases'>(this, { useCases: false }, { autoBind: true });
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
