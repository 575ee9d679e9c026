import { makeAutoObservable, runInAction } from 'mobx';
import type { Project } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import type { ActionOutcome } from './AdminUsersStore';
import { PagedSearchStore } from './PagedSearchStore';

/** Projects (spec 2, 6, 7 Admin): the name-prefix search, 10 a page, and deletion. */
export class AdminProjectsStore {
  readonly list: PagedSearchStore<Project>;
  /** The project being deleted. */
  deletingId: string | null = null;

  constructor(private readonly useCases: UseCases) {
    this.list = new PagedSearchStore<Project>({
      fetchPage: (prefix, after) => this.useCases.admin.searchProjects(prefix, after),
    });
    makeAutoObservable<AdminProjectsStore, 'useCases'>(this, { list: false, useCases: false }, { autoBind: true });
  }

  /** Deletes, then shows the page again (an emptied page falls back to the one before). */
  async deleteProject(project: Project): Promise<ActionOutcome> {
    if (this.deletingId !== null) return { ok: false, error: null };
    this.deletingId = project.id;
    try {
      await this.useCases.admin.deleteProject(project.id);
      this.list.reload();
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
    this.list.dispose();
  }
}
