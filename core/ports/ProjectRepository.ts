import type { Cursor, Page, Project, ProjectFilters, ProjectInput, Uid, Unsubscribe } from '../domain';

export interface ProjectListQuery {
  filters: ProjectFilters;
  limit: number;
  after?: Cursor | null;
}

/** Projects (spec 7, Projects). A project's id is its owner's uid. */
export interface ProjectRepository {
  listProjects(query: ProjectListQuery): Promise<Page<Project>>;
  getProject(id: string): Promise<Project | null>;
  /** Live: whether the member owns a project (the header hides "Publish project"). */
  watchProjectExists(ownerId: Uid, callback: (exists: boolean) => void, onError?: (e: unknown) => void): Unsubscribe;
  /** Creates or updates the signed-in member's own project; the backend adds owner info. */
  saveOwnProject(input: ProjectInput): Promise<Project>;
  /** Owner or admin. */
  updateProject(id: string, input: ProjectInput): Promise<Project>;
  /** Admin only. Removes the project and its applications. */
  deleteProject(id: string): Promise<void>;
}
