import type { MyDataRecords } from '../domain';

/**
 * The signed-in member's own records, for 下載我的資料, and the deletion of their account
 * (個人資料保護法). Every method acts as the session's member only and is refused without one.
 * One method per section of the download; a new kind of record adds a method here and a row in
 * MY_DATA_SECTIONS (core/usecases/MyDataUseCases.ts).
 */
export interface MyDataGateway {
  readProfile(): Promise<MyDataRecords['profile']>;
  readContact(): Promise<MyDataRecords['contact']>;
  readProject(): Promise<MyDataRecords['project']>;
  /** Applications the member sent to other projects. */
  readApplicationsMade(): Promise<MyDataRecords['applicationsMade']>;
  /** Applications others sent to the member's project. */
  readApplicationsReceived(): Promise<MyDataRecords['applicationsReceived']>;
  /** Every message the member sent or received, oldest first. */
  readMessages(): Promise<MyDataRecords['messages']>;
  readNotifications(): Promise<MyDataRecords['notifications']>;
  readAssessmentSubmissions(): Promise<MyDataRecords['assessmentSubmissions']>;
  readAssessmentResults(): Promise<MyDataRecords['assessmentResults']>;
  /** Reports the member made, newest first. */
  readReportsMade(): Promise<MyDataRecords['reportsMade']>;
  /** The member's blocks of other members, newest first. */
  readBlocksMade(): Promise<MyDataRecords['blocksMade']>;
  /**
   * Deletes the member's account on the server: profile, contact, project (with the applications
   * it received), applications made, notifications, assessment submissions and results, uploaded
   * images, blocks made by and of the member, outreach and report counters, reports the member made and
   * reports about the member, their project or their messages, and the sign-in account. Messages the member sent stay in the other member's chat,
   * whose summary then names no one (an empty name: the member deleted their account).
   * Then the session ends. Refused ('invalid-argument') unless `confirmation` is
   * ACCOUNT_DELETION_WORD.
   */
  deleteAccount(confirmation: string): Promise<void>;
}
