import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Resource } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import type { ActionOutcome } from './AdminUsersStore';

export type ListStatus = 'loading' | 'ready' | 'error';

/** The resource list of the admin area (newest first), with deletion. */
export class AdminResourcesStore {
  status: ListStatus = 'loading';
  items: Resource[] = [];
  error: unknown = null;
  deletingId: string | null = null;
  private request = 0;

  constructor(private readonly useCases: UseCases) {
    makeAutoObservable<AdminResourcesStore, 'useCases' | 'request'>(
      this,
      { useCases: false, request: false, items: observableRef, error: observableRef },
      { autoBind: true },
    );
  }

  /** The categories in use (suggestions for the form), in first-seen order. */
  get categories(): string[] {
    return [...new Set(this.items.map((r) => r.category.trim()).filter(Boolean))];
  }

  get districts(): string[] {
    return [...new Set(this.items.map((r) => r.district.trim()).filter(Boolean))];
  }

  async load(): Promise<void> {
    const request = ++this.request;
    if (this.items.length === 0) this.status = 'loading';
    try {
      const items = await this.useCases.admin.listResources();
      runInAction(() => {
        if (request !== this.request) return;
        this.items = items;
        this.status = 'ready';
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.request) return;
        this.error = error;
        this.status = 'error';
      });
    }
  }

  async remove(resource: Resource): Promise<ActionOutcome> {
    if (this.deletingId !== null) return { ok: false, error: null };
    this.deletingId = resource.id;
    try {
      await this.useCases.admin.deleteResource(resource.id);
      runInAction(() => {
        this.items = this.items.filter((r) => r.id !== resource.id);
      });
      void this.load();
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    } finally {
      runInAction(() => {
        this.deletingId = null;
      });
    }
  }

  dispose(): void {
    this.request += 1;
  }
}
