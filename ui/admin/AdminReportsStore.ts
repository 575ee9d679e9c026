import { makeAutoObservable, runInAction } from 'mobx';
import type { Report, ReportResolution, ReportStatus } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import type { ActionOutcome } from './AdminUsersStore';
import { PagedSearchStore } from './PagedSearchStore';

/** Reports (admin): one list a status, newest first, 20 a page; an open one is resolved once. */
export class AdminReportsStore {
  status: ReportStatus = 'open';
  list: PagedSearchStore<Report>;
  /** The report being resolved. */
  resolvingId: string | null = null;

  constructor(private readonly useCases: UseCases) {
    this.list = this.listOf('open');
    makeAutoObservable<AdminReportsStore, 'useCases' | 'listOf'>(
      this,
      { useCases: false, listOf: false },
      { autoBind: true },
    );
  }

  private listOf(status: ReportStatus): PagedSearchStore<Report> {
    return new PagedSearchStore<Report>({
      fetchPage: (_prefix, after) => this.useCases.admin.listReports(status, after),
    });
  }

  start(): void {
    this.list.start();
  }

  showStatus(status: ReportStatus): void {
    if (status === this.status) return;
    this.list.dispose();
    this.status = status;
    this.list = this.listOf(status);
    this.list.start();
  }

  /** Resolves, then shows the page again: the report leaves the open list. */
  async resolve(report: Report, resolution: ReportResolution): Promise<ActionOutcome> {
    if (this.resolvingId !== null) return { ok: false, error: null };
    this.resolvingId = report.id;
    try {
      await this.useCases.admin.resolveReport(report.id, resolution);
      this.list.reload();
      return { ok: true };
    } catch (error) {
      // Resolved meanwhile (another admin, another tab): the list shows how things stand.
      this.list.reload();
      return { ok: false, error };
    } finally {
      runInAction(() => {
        this.resolvingId = null;
      });
    }
  }

  dispose(): void {
    this.list.dispose();
  }
}
