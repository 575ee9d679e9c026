import type { Page, Report, ReportInput, ReportResolution } from '../../../core/domain';
import { DomainError, ValidationError } from '../../../core/domain';
import type { ReportListQuery, ReportRepository } from '../../../core/ports';
import { hasErrors } from '../../../core/validation/codes';
import { normalizeReportInput, validateReport } from '../../../core/validation/report';
import type { SupabaseContext } from '../context';
import { decodeIdCursor, encodeIdCursor } from '../cursor';
import type { Row } from '../database.types';
import { check, one } from '../errors';
import { isUuid } from '../ids';
import { ms } from '../rows';
import { checkLimit } from './limits';

type ReportRow = Row<'reports'>;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export function toReport(r: ReportRow): Report {
  return {
    id: r.id,
    reporterId: r.reporter_id,
    reporterName: text(r.reporter_name),
    targetKind: r.target_kind as Report['targetKind'],
    targetId: r.target_id,
    chatId: text(r.chat_id),
    targetOwnerId: r.target_owner_id,
    targetExcerpt: text(r.target_excerpt),
    reason: r.reason as Report['reason'],
    details: text(r.details),
    status: r.status as Report['status'],
    createdAt: ms(r.created_at),
    resolvedAt: r.resolved_at ? ms(r.resolved_at) : null,
  };
}

/**
 * Reports through SQL functions (migration 20261126030000_reports.sql): create_report fills in
 * the reported content and refuses one's own; admin_list_reports and resolve_report refuse
 * non-admins. A member reads their own reports through row-level security.
 */
export function createReportRepository(ctx: SupabaseContext): ReportRepository {
  const { client } = ctx;

  return {
    async createReport(input: ReportInput): Promise<Report> {
      ctx.requireUid();
      const errors = validateReport(input);
      if (hasErrors(errors)) throw new ValidationError(errors);
      const clean = normalizeReportInput(input);
      if (!isUuid(clean.targetId)) throw new DomainError('not-found');
      const row = one(
        await client
          .rpc('create_report', {
            p_target_kind: clean.targetKind,
            p_target_id: clean.targetId,
            p_chat_id: clean.chatId,
            p_reason: clean.reason,
            p_details: clean.details,
          })
          .single(),
      );
      return toReport(row as ReportRow);
    },

    async listMyReports(): Promise<Report[]> {
      const me = ctx.requireUid();
      const rows = check(
        await client.from('reports').select('*').eq('reporter_id', me).order('created_at', { ascending: false }).limit(100),
      );
      return rows.map(toReport);
    },

    async listReports(query: ReportListQuery): Promise<Page<Report>> {
      ctx.requireUid();
      const limit = checkLimit(query.limit);
      const after = query.after ? decodeIdCursor('reports', query.after) : null;
      const rows = check(
        await client.rpc('admin_list_reports', { p_status: query.status, p_limit: limit + 1, p_after: after }),
      ) as ReportRow[];
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { items: page.map(toReport), next: rows.length > limit && last ? encodeIdCursor('reports', last.id) : null };
    },

    async resolveReport(id: string, resolution: ReportResolution): Promise<Report> {
      ctx.requireUid();
      if (!isUuid(id)) {
        const admin = check(await client.rpc('is_admin')) === true;
        throw new DomainError(admin ? 'not-found' : 'permission-denied');
      }
      const row = one(await client.rpc('resolve_report', { p_id: id, p_resolution: resolution }).single());
      return toReport(row as ReportRow);
    },
  };
}
