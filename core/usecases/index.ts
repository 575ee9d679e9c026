import type { AdminEditUseCases } from './AdminEditUseCases';
import type { AdminUseCases } from './AdminUseCases';
import type { AuthUseCases } from './AuthUseCases';
import type { BlockUseCases } from './BlockUseCases';
import type { ChatSendUseCases } from './ChatSendUseCases';
import type { ChatUseCases } from './ChatUseCases';
import type { ContentUseCases } from './ContentUseCases';
import type { FeedbackUseCases } from './FeedbackUseCases';
import type { MyDataUseCases } from './MyDataUseCases';
import type { NotificationUseCases } from './NotificationUseCases';
import type { PasswordAuthUseCases } from './PasswordAuthUseCases';
import type { ProfileEditUseCases } from './ProfileEditUseCases';
import type { ProfileUseCases } from './ProfileUseCases';
import type { ProjectEditUseCases } from './ProjectEditUseCases';
import type { ProjectUseCases } from './ProjectUseCases';
import type { QuestionnaireUseCases } from './QuestionnaireUseCases';
import type { RecommendationUseCases } from './RecommendationUseCases';
import type { ReportUseCases } from './ReportUseCases';

export * from './activeQuestionnaire';
export * from './AdminEditUseCases';
export * from './editTarget';
export * from './AdminUseCases';
export * from './AuthUseCases';
export * from './BlockUseCases';
export * from './ChatSendUseCases';
export * from './ChatUseCases';
export * from './ContentUseCases';
export * from './FeedbackUseCases';
export * from './MyDataUseCases';
export * from './NotificationUseCases';
export * from './PasswordAuthUseCases';
export * from './ProfileEditUseCases';
export * from './ProfileUseCases';
export * from './ProjectEditUseCases';
export * from './ProjectUseCases';
export * from './QuestionnaireUseCases';
export * from './RecommendationUseCases';
export * from './ReportUseCases';

/** One group as the screens call it: the public methods of the use cases that read and of those that save. */
export type Joined<A, B> = Pick<A, keyof A> & Pick<B, keyof B>;

/**
 * Every member and admin action, grouped as the screens call them; the only thing the UI calls.
 * A group whose screens read and also save what a person typed joins the use cases that read
 * with those that validate and save.
 */
export interface UseCases {
  auth: Joined<AuthUseCases, PasswordAuthUseCases>;
  profiles: Joined<ProfileUseCases, ProfileEditUseCases>;
  projects: Joined<ProjectUseCases, ProjectEditUseCases>;
  chat: Joined<ChatUseCases, ChatSendUseCases>;
  blocks: BlockUseCases;
  notifications: NotificationUseCases;
  content: ContentUseCases;
  questionnaire: QuestionnaireUseCases;
  recommendations: RecommendationUseCases;
  feedback: FeedbackUseCases;
  admin: Joined<AdminUseCases, AdminEditUseCases>;
  reports: ReportUseCases;
  myData: MyDataUseCases;
}
