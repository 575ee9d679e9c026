import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Banner } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import type { ActionOutcome } from './AdminUsersStore';
import type { ListStatus } from './AdminResourcesStore';

/** The banners, by order ascending (as Home's carousel shows them), with deletion. */
export class AdminBannersStore {
  status: ListStatus = 'loading';
  items: Banner[] = [];
  error: unknown = null;
  deletingId: string | null = null;
  private request = 0;

  constructor(private readonly useCases: UseCases) {
    makeAutoObservable<AdminBannersStore, 'useCases' | 'request'>(
      this,
      { useCases: false, request: false, items: observableRef, error: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const request = ++this.request;
    if (this.items.length === 0) this.status = 'loading';
    try {
      const items = await this.useCases.admin.listBanners();
      runInAction(() => {
        if (request !== this.request) return;
        this.items = [...items].sort((a, b) => a.order - b.order);
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

  async remove(banner: Banner): Promise<ActionOutcome> {
    if (this.deletingId !== null) return { ok: false, error: null };
    this.deletingId = banner.id;
    try {
      await this.useCases.admin.deleteBanner(banner.id);
      runInAction(() => {
        this.items = this.items.filter((b) => b.id !== banner.id);
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
