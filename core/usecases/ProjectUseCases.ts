import type { Application, ClientId, Cursor, Page, Project, ProjectFilters, ProjectInput, Uid, Unsubscribe } from '../domain';
import { LIMITS } from '../constants';
import type { ApplicationRepository, ProjectRepository } from '../ports';
import { loadValidation } from '../validation/load';
import { assertValid } from './guard';
import { pageWithoutOwn } from './pageWithoutOwn';

/** Trimmed, de-duplicated and validated; throws a ValidationError. */
async function checkedInput(input: ProjectInput): Promise<ProjectInput> {
  const { normalizeTags, validateProjectInput } = await loadValidation();
  const clean: ProjectInput = {
    projectName: input.projectName.trim(),
    headline: input.headline.trim(),
    description: input.description.trim(),
    stage: input.stage,
    partnersWanted: [...new Set(input.partnersWanted)],
    skillsRequired: normalizeTags(input.skillsRequired),
  };
  assertValid(validateProjectInput(clean));
  return clean;
}

/** Projects and applications (spec 2 Explore projects, Project detail, Editor; 4 Application). */
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

  /** Publishes (or updates) the signed-in member's own project. */
  async publishProject(input: ProjectInput): Promise<Project> {
    return this.projects.saveOwnProject(await checkedInput(input));
  }

  /** Owner or admin; the backend refuses anyone else. */
  async updateProject(id: string, input: ProjectInput): Promise<Project> {
    return this.projects.updateProject(id, await checkedInput(input));
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
