import type { Cursor, Page, Report, ReportInput, ReportResolution, ReportStatus } from '../domain';
import { ValidationError } from '../domain';
import type { ReportRepository } from '../ports';
import { hasErrors } from '../validation/codes';
import { normalizeReportInput, validateReport } from '../validation/report';

/** Reports per page in the admin area. */
export const REPORTS_PAGE = 20;

/**
 * A member reports a member, a project or a message; an admin lists reports and resolves them.
 * The form's input is checked here first so the words are never lost to a round trip; the
 * backend checks it again.
 */
export class ReportUseCases {
  constructor(private readonly reports: ReportRepository) {}

  report(input: ReportInput): Promise<Report> {
    const errors = validateReport(input);
    if (hasErrors(errors)) return Promise.reject(new ValidationError(errors));
    return this.reports.createReport(normalizeReportInput(input));
  }

  listMyReports(): Promise<Report[]> {
    return this.reports.listMyReports();
  }

  listReports(status: ReportStatus, after: Cursor | null): Promise<Page<Report>> {
    return this.reports.listReports({ status, limit: REPORTS_PAGE, after });
  }

  resolve(id: string, resolution: ReportResolution): Promise<Report> {
    return this.reports.resolveReport(id, resolution);
  }
}
