import type { Application, ClientId, Cursor, Page, Project, ProjectFilters, Uid, Unsubscribe } from '../domain';
import { LIMITS } from '../constants';
import type { ApplicationRepository, ProjectRepository } from '../ports';
import { pageWithoutOwn } from './pageWithoutOwn';

/**
 * Finding projects, and applying and deciding (spec 2 Explore projects, Project detail; 4
 * Application). Publishing and editing a project are ProjectEditUseCases.
 */
export class ProjectUseCases {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly applications: ApplicationRepository,
  ) {}

  /** One page of Explore projects (9); the own project never appears. */
  async exploreProjects(filters: ProjectFilters, after: Cursor | null, ownUid: Uid | null): Promise<Page<Project>> {
    const clean: ProjectFilters = {};
    if (filters.partnerType) clean.partnerType = filters.partnerType;
    if (filters.stage) clean.stage = filters.stage;
    const page = await this.projects.listProjects({ filters: clean, limit: LIMITS.EXPLORE_PROJECTS_PAGE, after });
    return pageWithoutOwn(
      page,
      (p) => p.ownerId === ownUid,
      (next) => this.projects.listProjects({ filters: clean, limit: 1, after: next }),
    );
  }

  getProject(id: string): Promise<Project | null> {
    return this.projects.getProject(id);
  }

  watchProjectExists(ownerId: Uid, callback: (exists: boolean) => void, onError?: (e: unknown) => void): Unsubscribe {
    return this.projects.watchProjectExists(ownerId, callback, onError);
  }

  watchApplications(
    projectId: string,
    callback: (apps: Application[]) => void,
    onError?: (e: unknown) => void,
  ): Unsubscribe {
    return this.applications.watchApplications(projectId, callback, onError);
  }

  /** A retry of the same application passes the same `clientId` (see ApplicationRepository.apply). */
  apply(projectId: string, clientId?: ClientId): Promise<Application> {
    return this.applications.apply(projectId, clientId);
  }

  decide(projectId: string, applicantId: Uid, status: 'accepted' | 'rejected'): Promise<void> {
    return this.applications.decide(projectId, applicantId, status);
  }

  getMyApplication(projectId: string): Promise<Application | null> {
    return this.applications.getMyApplication(projectId);
  }

  watchMyApplication(
    projectId: string,
    callback: (app: Application | null) => void,
    onError?: (e: unknown) => void,
  ): Unsubscribe {
    return this.applications.watchMyApplication(projectId, callback, onError);
  }

  listMyApplications(): Promise<Application[]> {
    return this.applications.listMyApplications();
  }
}
