import type {
  Banner,
  BannerInput,
  Cursor,
  Page,
  Project,
  ProjectInput,
  Question,
  QuestionInput,
  Resource,
  ResourceInput,
  Uid,
  UploadFile,
  UserProfile,
} from '../domain';
import { ValidationError } from '../domain';
import { LIMITS } from '../constants';
import type {
  AdminGateway,
  BannerRepository,
  FileStorage,
  ProjectRepository,
  QuestionnaireRepository,
  ResourceRepository,
} from '../ports';
import type { QuestionDraft } from '../validation';
import { loadValidation } from '../validation/load';
import { pictureByContent } from './imageContent';
import { loadActiveQuestionnaire, type LoadedQuestionnaire } from './activeQuestionnaire';
import { assertValid } from './guard';

export interface DashboardTotals {
  members: number;
  projects: number;
  /** Spec 9: fixed at 0. */
  pendingApplications: number;
}

/** The admin area (spec 2 Admin, 6 Admin, 7 Admin). The backend refuses every call of a non-admin. */
export class AdminUseCases {
  constructor(
    private readonly admin: AdminGateway,
    private readonly projects: ProjectRepository,
    private readonly banners: BannerRepository,
    private readonly resources: ResourceRepository,
    private readonly questionnaire: QuestionnaireRepository,
    private readonly storage: FileStorage,
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

  async updateProject(id: string, input: ProjectInput): Promise<Project> {
    const { validateProjectInput } = await loadValidation();
    assertValid(validateProjectInput(input));
    return this.projects.updateProject(id, input);
  }

  deleteProject(id: string): Promise<void> {
    return this.projects.deleteProject(id);
  }

  listBanners(): Promise<Banner[]> {
    return this.banners.listBanners();
  }

  /** Uploads to banners/{timestamp}_{filename}. */
  async uploadBannerImage(file: UploadFile): Promise<string> {
    const { validateBannerImage } = await loadValidation();
    const code = validateBannerImage(file);
    if (code) throw new ValidationError({ image: code });
    return this.storage.uploadBannerImage(await pictureByContent(file, 'image'));
  }

  async saveBanner(id: string | null, input: BannerInput): Promise<Banner> {
    const clean = { ...input, title: input.title.trim(), linkUrl: input.linkUrl.trim() };
    const { validateBanner } = await loadValidation();
    assertValid(validateBanner(clean));
    return id ? this.banners.updateBanner(id, clean) : this.banners.createBanner(clean);
  }

  deleteBanner(id: string): Promise<void> {
    return this.banners.deleteBanner(id);
  }

  listResources(): Promise<Resource[]> {
    return this.resources.listResources();
  }

  async saveResource(id: string | null, input: ResourceInput): Promise<Resource> {
    const clean: ResourceInput = {
      title: input.title.trim(),
      description: input.description.trim(),
      imageUrl: input.imageUrl.trim(),
      officialUrl: input.officialUrl.trim(),
      category: input.category.trim(),
      district: input.district.trim(),
    };
    const { validateResource } = await loadValidation();
    assertValid(validateResource(clean));
    return id ? this.resources.updateResource(id, clean) : this.resources.createResource(clean);
  }

  deleteResource(id: string): Promise<void> {
    return this.resources.deleteResource(id);
  }

  /** The active questionnaire and its questions, for the question editor. */
  loadQuestionnaire(): Promise<LoadedQuestionnaire | null> {
    return loadActiveQuestionnaire(this.questionnaire);
  }

  /** Blank options are dropped, scores default to 0, order defaults to 10. */
  async saveQuestion(id: string | null, draft: QuestionDraft): Promise<Question> {
    const { normalizeQuestionInput, validateQuestion } = await loadValidation();
    const input: QuestionInput = normalizeQuestionInput(draft);
    assertValid(validateQuestion(input));
    return id ? this.questionnaire.updateQuestion(id, input) : this.questionnaire.addQuestion(input);
  }

  deleteQuestion(id: string): Promise<void> {
    return this.questionnaire.deleteQuestion(id);
  }
}
