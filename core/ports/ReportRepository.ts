import type { Cursor, Page, Report, ReportInput, ReportResolution, ReportStatus } from '../domain';

export interface ReportListQuery {
  /** Reports of one status, newest first. */
  status: ReportStatus;
  limit: number;
  after?: Cursor | null;
}

/**
 * Reports of members, projects and messages. A member reports anything but themselves and their
 * own content, once while the report is open; only admins list and resolve reports, and nobody
 * but the reporter and the admins reads one.
 */
export interface ReportRepository {
  /** Refused with already-exists while the member's report of the same thing is open. */
  createReport(input: ReportInput): Promise<Report>;
  /** The signed-in member's own reports, newest first. */
  listMyReports(): Promise<Report[]>;
  /** Admin only. */
  listReports(query: ReportListQuery): Promise<Page<Report>>;
  /**
   * Admin only, once: dismiss, or (a project's report) hide the project. Refused with
   * failed-precondition when the report is no longer open.
   */
  resolveReport(id: string, resolution: ReportResolution): Promise<Report>;
}


