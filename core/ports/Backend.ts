import type { AdminGateway } from './AdminGateway';
import type { ApplicationRepository } from './ApplicationRepository';
import type { AuthProvider } from './AuthProvider';
import type { BlockRepository } from './BlockRepository';
import type { ChatGateway } from './ChatGateway';
import type { BannerRepository, ResourceRepository } from './ContentRepository';
import type { FeedbackService } from './FeedbackService';
import type { FileStorage } from './FileStorage';
import type { MyDataGateway } from './MyDataGateway';
import type { NotificationRepository } from './NotificationRepository';
import type { ProjectRepository } from './ProjectRepository';
import type { QuestionnaireRepository } from './QuestionnaireRepository';
import type { ReportRepository } from './ReportRepository';
import type { UserRepository } from './UserRepository';

/** Every port, as one backend adapter provides them. The composition root binds each one. */
export interface Backend {
  auth: AuthProvider;
  users: UserRepository;
  projects: ProjectRepository;
  applications: ApplicationRepository;
  chat: ChatGateway;
  blocks: BlockRepository;
  notifications: NotificationRepository;
  banners: BannerRepository;
  resources: ResourceRepository;
  questionnaire: QuestionnaireRepository;
  storage: FileStorage;
  feedback: FeedbackService;
  admin: AdminGateway;
  reports: ReportRepository;
  myData: MyDataGateway;
}
