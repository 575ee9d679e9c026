import type { Banner, Cursor, Page, Project, Report, ReportResolution, ReportStatus, Resource, Uid, UserProfile } from '../domain';
import { LIMITS } from '../constants';
import type {
  AdminGateway,
  BannerRepository,
  ProjectRepository,
  QuestionnaireRepository,
  ReportRepository,
  ResourceRepository,
} from '../ports';
import { loadActiveQuestionnaire, type LoadedQuestionnaire } from './activeQuestionnaire';

export interface DashboardTotals {
  members: number;
  projects: number;
  /** Spec 9: fixed at 0. */
  pendingApplications: number;
}

/**
 * The admin area's lists, totals and removals (spec 2 Admin, 6 Admin, 7 Admin); what an admin
 * saves through a form is AdminEditUseCases. The backend refuses every call of a non-admin.
 */
export class AdminUseCases {
  constructor(
    private readonly admin: AdminGateway,
    private readonly projects: ProjectRepository,
    private readonly banners: BannerRepository,
    private readonly resources: ResourceRepository,
    private readonly questionnaire: QuestionnaireRepository,
    private readonly reports: ReportRepository,
  ) {}

  async dashboard(): Promise<DashboardTotals> {
    const [members, projects] = await Promise.all([this.admin.countUsers(), this.admin.countProjects()]);
    return { members, projects, pendingApplications: LIMITS.DASHBOARD_PENDING_APPLICATIONS };
  }

  searchUsers(prefix: string, after: Cursor | null): Promise<Page<UserProfile>> {
    return this.admin.searchUsers({ prefix: prefix.trim(), limit: LIMITS.ADMIN_USERS_PAGE, after });
  }

  setAdmin(uid: Uid, isAdmin: boolean): Promise<void> {
    return this.admin.setAdmin(uid, isAdmin);
  }

  searchProjects(prefix: string, after: Cursor | null): Promise<Page<Project>> {
    return this.admin.searchProjects({ prefix: prefix.trim(), limit: LIMITS.ADMIN_PROJECTS_PAGE, after });
  }

  deleteProject(id: string): Promise<void> {
    return this.projects.deleteProject(id);
  }

  listBanners(): Promise<Banner[]> {
    return this.banners.listBanners();
  }

  deleteBanner(id: string): Promise<void> {
    return this.banners.deleteBanner(id);
  }

  listResources(): Promise<Resource[]> {
    return this.resources.listResources();
  }

  deleteResource(id: string): Promise<void> {
    return this.resources.deleteResource(id);
  }

  /** The active questionnaire and its questions, for the question editor. */
  loadQuestionnaire(): Promise<LoadedQuestionnaire | null> {
    return loadActiveQuestionnaire(this.questionnaire);
  }

  deleteQuestion(id: string): Promise<void> {
    return this.questionnaire.deleteQuestion(id);
  }

  /** Reports of one status, newest first. */
  listReports(status: ReportStatus, after: Cursor | null): Promise<Page<Report>> {
    return this.reports.listReports({ status, limit: LIMITS.ADMIN_REPORTS_PAGE, after });
  }

  /** Dismisses an open report, or hides the project it reports. */
  resolveReport(id: string, resolution: ReportResolution): Promise<Report> {
    return this.reports.resolveReport(id, resolution);
  }
}
