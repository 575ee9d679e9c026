import {
  applicationNotificationId,
  isDomainError,
  type Application,
  type ClientId,
  type Cursor,
  type Page,
  type Project,
  type ProjectFilters,
  type Uid,
  type Unsubscribe,
} from '../domain';
import { LIMITS } from '../constants';
import type { ApplicationRepository, NotificationRepository, ProjectRepository } from '../ports';
import { pageWithoutOwn } from './pageWithoutOwn';

/**
 * Finding projects, and applying and deciding (spec 2 Explore projects, Project detail; 4
 * Application). Publishing and editing a project are ProjectEditUseCases.
 */
export class ProjectUseCases {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly applications: ApplicationRepository,
    private readonly notifications: NotificationRepository,
    private readonly log: (message: string, error: unknown) => void = (message, error) =>
      console.error(`[projects] ${message}`, error),
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

  /**
   * The owner's decision. Its application's notification is read then: the bell no longer asks
   * the owner about an application they have answered. The decision stands whatever becomes of
   * that (an application from before notifications has none).
   */
  async decide(projectId: string, applicantId: Uid, status: 'accepted' | 'rejected'): Promise<void> {
    await this.applications.decide(projectId, applicantId, status);
    try {
      await this.notifications.markRead(applicationNotificationId(projectId, applicantId));
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'not-found') this.log('marking the application read failed', error);
    }
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
