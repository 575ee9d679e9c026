import type { Page, Report, ReportInput, ReportResolution } from '../../core/domain';
import { taiwanDayOf } from '../../core/rules/outreach';
import { REPORT_LIMIT_REACHED, canFileReport } from '../../core/rules/reportLimit';
import { DomainError, ValidationError, chatMembers } from '../../core/domain';
import { canReadReport, canResolveReports } from '../../core/policies/permissions';
import type { ReportListQuery, ReportRepository } from '../../core/ports';
import { memberExcerpt } from '../../core/rules/reportExcerpt';
import { clone, type MemoryContext } from './context';
import { newId } from './crypto';
import type { DbData } from './database';
import { loadValidation } from './validation';
import { pageOf, SortedIndex } from './paging';

/** Whom the reported thing belongs to, and the copy of it the report keeps; not-found when gone. */
function reportedContent(d: DbData, reporterId: string, input: ReportInput): { ownerId: string; excerpt: string } {
  if (input.targetKind === 'member') {
    const u = d.users[input.targetId];
    if (!u) throw new DomainError('not-found');
    return { ownerId: u.uid, excerpt: memberExcerpt(u.name ?? '', u.headline ?? '') };
  }
  if (input.targetKind === 'project') {
    const p = d.projects[input.targetId];
    if (!p || (p.hidden === true && p.ownerId !== reporterId)) throw new DomainError('not-found');
    return { ownerId: p.ownerId, excerpt: p.projectName };
  }
  // Only the two members of a chat read its messages, so only they report one.
  if (!chatMembers(input.chatId)?.includes(reporterId)) throw new DomainError('permission-denied');
  const m = (d.messages[input.chatId] ?? []).find((x) => x.id === input.targetId);
  if (!m) throw new DomainError('not-found');
  return { ownerId: m.senderId, excerpt: m.text };
}

function sameTarget(a: ReportInput, b: ReportInput): boolean {
  return a.targetKind === b.targetKind && a.targetId === b.targetId && a.chatId === b.chatId;
}

/**
 * Reports, with the checks firestore.rules and the Supabase functions make: nobody reports
 * themselves or their own content, or the same thing twice while the report is open; only admins
 * list and resolve; hiding a project is a resolution of that project's report.
 */
export function createReportRepository(ctx: MemoryContext): ReportRepository {
  const newestFirst = new SortedIndex<Report>({ key: (r) => [r.createdAt, r.id], direction: 'desc' });

  return {
    async createReport(input: ReportInput): Promise<Report> {
      // The validators load with the first report (./validation.ts): the admins' list needs none.
      const { hasErrors, normalizeReportInput, validateReport } = await loadValidation();
      return ctx.writeAsMember(['reports'], (d, actor) => {
        const errors = validateReport(input);
        if (hasErrors(errors)) throw new ValidationError(errors);
        const clean = normalizeReportInput(input);
        const { ownerId, excerpt } = reportedContent(d, actor.uid, clean);
        if (ownerId === actor.uid) throw new DomainError('permission-denied', 'a member does not report themselves');
        const open = Object.values(d.reports).some(
          (r) => r.reporterId === actor.uid && r.status === 'open' && sameTarget(r, clean),
        );
        if (open) throw new DomainError('already-exists', 'this is reported already');
        const today = taiwanDayOf(ctx.now());
        const filedToday = Object.values(d.reports).filter(
          (r) => r.reporterId === actor.uid && taiwanDayOf(r.createdAt) === today,
        ).length;
        if (!canFileReport(filedToday)) throw new DomainError('resource-exhausted', REPORT_LIMIT_REACHED);
        const report: Report = {
          ...clean,
          id: newId(),
          reporterId: actor.uid,
          reporterName: d.users[actor.uid]?.name ?? '',
          targetOwnerId: ownerId,
          targetExcerpt: excerpt,
          status: 'open',
          createdAt: ctx.now(),
          resolvedAt: null,
        };
        d.reports[report.id] = report;
        return clone(report);
      });
    },

    async listMyReports(): Promise<Report[]> {
      return ctx.readAsMember((d, actor) =>
        Object.values(d.reports)
          .filter((r) => r.reporterId === actor.uid && canReadReport(actor, r))
          .sort((a, b) => b.createdAt - a.createdAt)
          .map(clone),
      );
    },

    async listReports(query: ReportListQuery): Promise<Page<Report>> {
      return ctx.readAsMember((d, actor) => {
        if (!canResolveReports(actor)) throw new DomainError('permission-denied');
        return pageOf({
          index: newestFirst,
          indexName: 'reports-created',
          version: ctx.db.version('reports'),
          source: () => Object.values(d.reports),
          limit: query.limit,
          after: query.after,
          filter: (r) => r.status === query.status,
          map: clone,
        });
      });
    },

    async resolveReport(id: string, resolution: ReportResolution): Promise<Report> {
      return ctx.writeAsMember(['reports', 'projects'], (d, actor) => {
        if (!canResolveReports(actor)) throw new DomainError('permission-denied');
        const report = d.reports[id];
        if (!report) throw new DomainError('not-found');
        if (resolution !== 'dismissed' && resolution !== 'project_hidden') throw new DomainError('invalid-argument');
        if (report.status !== 'open') throw new DomainError('failed-precondition', 'the report is resolved already');
        if (resolution === 'project_hidden') {
          const project = report.targetKind === 'project' ? d.projects[report.targetId] : undefined;
          if (!project) throw new DomainError('failed-precondition', 'only a reported project is hidden');
          project.hidden = true;
        }
        report.status = resolution;
        report.resolvedAt = ctx.now();
        return clone(report);
      });
    },
  };
}
