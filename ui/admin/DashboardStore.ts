import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DashboardTotals, UseCases } from '../../core/usecases';

export type DashboardStatus = 'loading' | 'ready' | 'error';

/** The dashboard's totals (spec 2 Admin): members, projects, pending applications (fixed 0). */
export class DashboardStore {
  status: DashboardStatus = 'loading';
  totals: DashboardTotals | null = null;
  error: unknown = null;
  private request = 0;

  constructor(private readonly useCases: UseCases) {
    makeAutoObservable<DashboardStore, 'useCases' | 'request'>(
      this,
      { useCases: false, request: false, error: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    this.error = null;
    try {
      const totals = await this.useCases.admin.dashboard();
      runInAction(() => {
        if (request !== this.request) return;
        this.totals = totals;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.request) return;
        this.error = error;
        this.status = 'error';
      });
    }
  }

  /** Answers still on their way are ignored (the page unmounted). */
  dispose(): void {
    this.request += 1;
  }
}
