import type { Backend } from '../ports';
import { AdminUseCases } from './AdminUseCases';
import { AuthUseCases } from './AuthUseCases';
import { ChatUseCases } from './ChatUseCases';
import { ContentUseCases } from './ContentUseCases';
import { FeedbackUseCases } from './FeedbackUseCases';
import { NotificationUseCases } from './NotificationUseCases';
import { ProfileUseCases } from './ProfileUseCases';
import { ProjectUseCases } from './ProjectUseCases';
import { QuestionnaireUseCases } from './QuestionnaireUseCases';

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

export function createUseCases(b: Backend, options: UseCaseOptions = {}): UseCases {
  return {
    auth: new AuthUseCases(b.auth, b.users, options.log),
    profiles: new ProfileUseCases(b.users, b.storage),
    projects: new ProjectUseCases(b.projects, b.applications),
    chat: new ChatUseCases(b.chat),
    notifications: new NotificationUseCases(b.notifications),
    content: new ContentUseCases(b.banners, b.resources),
    questionnaire: new QuestionnaireUseCases(b.questionnaire, options.resultWaitMs),
    feedback: new FeedbackUseCases(b.feedback),
    admin: new AdminUseCases(b.admin, b.projects, b.banners, b.resources, b.questionnaire, b.storage),
  };
}
