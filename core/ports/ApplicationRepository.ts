import type { Application, ApplicationStatus, ClientId, Uid, Unsubscribe } from '../domain';

/** projects/{id}/applications (spec 7, Projects). */
export interface ApplicationRepository {
  /** Owner only: every application to the project, newest first, live. */
  watchApplications(projectId: string, callback: (apps: Application[]) => void, onError?: (e: unknown) => void): Unsubscribe;
  /**
   * The signed-in member applies. Refused for the own project or a second time. Notifies the
   * owner. Sent again with the same `clientId` (its reply was lost), it answers with the
   * application already stored and notifies no one again; a malformed id is refused.
   */
  apply(projectId: string, clientId?: ClientId): Promise<Application>;
  /** Owner only, pending → accepted | rejected. Notifies the applicant. */
  decide(projectId: string, applicantId: Uid, status: Exclude<ApplicationStatus, 'pending'>): Promise<void>;
  /** The signed-in member's own application to a project, if any. */
  getMyApplication(projectId: string): Promise<Application | null>;
  /** The same, live: the applicant sees the owner's decision as it is made (spec 4). */
  watchMyApplication(
    projectId: string,
    callback: (app: Application | null) => void,
    onError?: (e: unknown) => void,
  ): Unsubscribe;
  /** The signed-in member's applications, newest first. */
  listMyApplications(): Promise<Application[]>;
}
