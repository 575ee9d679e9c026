import type { Backend } from '../ports';
import { deferred, type MethodNames } from '../ports/deferred';
import type { AdminUseCases } from './AdminUseCases';
import { AuthUseCases } from './AuthUseCases';
import { ChatUseCases } from './ChatUseCases';
import { ContentUseCases } from './ContentUseCases';
import { FeedbackUseCases } from './FeedbackUseCases';
import { NotificationUseCases } from './NotificationUseCases';
import { ProfileUseCases } from './ProfileUseCases';
import { ProjectUseCases } from './ProjectUseCases';
import type { QuestionnaireUseCases } from './QuestionnaireUseCases';

export * from './activeQuestionnaire';
export * from './AdminUseCases';
export * from './AuthUseCases';
export * from './ChatUseCases';
export * from './ContentUseCases';
export * from './FeedbackUseCases';
export * from './NotificationUseCases';
export * from './ProfileUseCases';
export * from './ProjectUseCases';
export * from './QuestionnaireUseCases';

/** Every member and admin action; the only thing the UI calls. */
export interface UseCases {
  auth: AuthUseCases;
  profiles: ProfileUseCases;
  projects: ProjectUseCases;
  chat: ChatUseCases;
  notifications: NotificationUseCases;
  content: ContentUseCases;
  questionnaire: QuestionnaireUseCases;
  feedback: FeedbackUseCases;
  admin: AdminUseCases;
}

export interface UseCaseOptions {
  log?: (message: string, error: unknown) => void;
  resultWaitMs?: number;
}

const ADMIN_METHODS: MethodNames<AdminUseCases> = {
  dashboard: true,
  searchUsers: true,
  setAdmin: true,
  searchProjects: true,
  updateProject: true,
  deleteProject: true,
  listBanners: true,
  uploadBannerImage: true,
  saveBanner: true,
  deleteBanner: true,
  listResources: true,
  saveResource: true,
  deleteResource: true,
  loadQuestionnaire: true,
  saveQuestion: true,
  deleteQuestion: true,
};

const QUESTIONNAIRE_METHODS: MethodNames<QuestionnaireUseCases> = {
  loadActive: true,
  eligibility: true,
  submitAndWaitForResult: true,
  lookupResult: true,
};

/**
 * The use cases over a backend's ports. The admin and assessment use cases load on their first
 * call (core/ports/deferred.ts: same interface, every method async), so the screens that never
 * call them do not download them (issue 7). The admin ones travel in the chunk of the admin
 * area's layout ("admin", ui/app/routes.tsx), which every admin page loads anyway; the
 * assessment's are a chunk of their own, counted with the pages that call them
 * (ui/app/pageFeatures.ts).
 */
export function createUseCases(b: Backend, options: UseCaseOptions = {}): UseCases {
  return {
    auth: new AuthUseCases(b.auth, b.users, options.log),
    profiles: new ProfileUseCases(b.users, b.storage),
    projects: new ProjectUseCases(b.projects, b.applications),
    chat: new ChatUseCases(b.chat),
    notifications: new NotificationUseCases(b.notifications),
    content: new ContentUseCases(b.banners, b.resources),
    questionnaire: deferred(async () => {
      const { QuestionnaireUseCases } = await import(
        /* webpackChunkName: "questionnaire-use-cases" */ './QuestionnaireUseCases'
      );
      return new QuestionnaireUseCases(b.questionnaire, options.resultWaitMs);
    }, QUESTIONNAIRE_METHODS),
    feedback: new FeedbackUseCases(b.feedback),
    admin: deferred(async () => {
      const { AdminUseCases } = await import(/* webpackChunkName: "admin" */ './AdminUseCases');
      return new AdminUseCases(b.admin, b.projects, b.banners, b.resources, b.questionnaire, b.storage);
    }, ADMIN_METHODS),
  };
}
