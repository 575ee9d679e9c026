import type { Report, ReportInput } from '../domain';
import { ValidationError } from '../domain';
import type { ReportRepository } from '../ports';
import { hasErrors } from '../validation/codes';
import { normalizeReportInput, validateReport } from '../validation/report';

/**
 * A member reports a member, a project or a message, and reads their own reports (the admins'
 * list and resolution are AdminUseCases'). The form's input is checked here first so the words are never lost to a round trip; the
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
}
