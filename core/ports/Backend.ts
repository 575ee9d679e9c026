import type { AdminGateway } from './AdminGateway';
import type { ApplicationRepository } from './ApplicationRepository';
import type { AuthProvider } from './AuthProvider';
import type { ChatGateway } from './ChatGateway';
import type { BannerRepository, ResourceRepository } from './ContentRepository';
import type { FeedbackService } from './FeedbackService';
import type { FileStorage } from './FileStorage';
import type { NotificationRepository } from './NotificationRepository';
import type { ProjectRepository } from './ProjectRepository';
import type { QuestionnaireRepository } from './QuestionnaireRepository';
import type { UserRepository } from './UserRepository';

/** Every port, as one backend adapter provides them. The composition root binds each one. */
export interface Backend {
  auth: AuthProvider;
  users: UserRepository;
  projects: ProjectRepository;
  applications: ApplicationRepository;
  chat: ChatGateway;
  notifications: NotificationRepository;
  banners: BannerRepository;
  resources: ResourceRepository;
  questionnaire: QuestionnaireRepository;
  storage: FileStorage;
  feedback: FeedbackService;
  admin: AdminGateway;
}

/** Inversify-free service identifiers for the ports (src/ binds them). */
export const PORT = {
  auth: Symbol.for('AuthProvider'),
  users: Symbol.for('UserRepository'),
  projects: Symbol.for('ProjectRepository'),
  applications: Symbol.for('ApplicationRepository'),
  chat: Symbol.for('ChatGateway'),
  notifications: Symbol.for('NotificationRepository'),
  banners: Symbol.for('BannerRepository'),
  resources: Symbol.for('ResourceRepository'),
  questionnaire: Symbol.for('QuestionnaireRepository'),
  storage: Symbol.for('FileStorage'),
  feedback: Symbol.for('FeedbackService'),
  admin: Symbol.for('AdminGateway'),
} as const satisfies Record<keyof Backend, symbol>;
