import { Timestamp, doc, getDoc, getDocs, runTransaction, serverTimestamp, writeBatch } from 'firebase/firestore';
import {
  DomainError,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
  ValidationError,
  chatMembers,
  type Report,
  type ReportInput,
} from '../../../core/domain';
import type { ReportRepository } from '../../../core/ports';
import { taiwanDayOf } from '../../../core/rules/outreach';
import { memberExcerpt } from '../../../core/rules/reportExcerpt';
import { REPORT_LIMIT_REACHED, canFileReport } from '../../../core/rules/reportLimit';
import { sha256Hex } from '../../../core/text/sha256';
import { hasErrors } from '../../../core/validation/codes';
import { normalizeReportInput, validateReport } from '../../../core/validation/report';
import { guarded, toDomainError } from '../errors';
import { str, toMillis, type Data } from '../mapping';
import { docPaths, keptReportId, reportId } from '../paths';
import { queries } from '../queryCatalogue';
import { SNAPSHOT_OPTIONS, toPage, toSdkQuery } from '../sdkQuery';
import { requireUid, type FirebaseServices } from './context';

function oneOf<T extends string>(values: readonly T[], v: unknown, fallback: T): T {
  return (values as readonly unknown[]).includes(v) ? (v as T) : fallback;
}

export function toReport(id: string, d: Data): Report {
  return {
    id,
    reporterId: str(d.reporterId),
    reporterName: str(d.reporterName),
    targetKind: oneOf(REPORT_TARGET_KINDS, d.targetKind, 'member'),
    targetId: str(d.targetId),
    chatId: str(d.chatId),
    targetOwnerId: str(d.targetOwnerId),
    targetExcerpt: str(d.targetExcerpt),
    reason: oneOf(REPORT_REASONS, d.reason, 'other'),
    details: str(d.details),
    status: oneOf(REPORT_STATUSES, d.status, 'open'),
    createdAt: toMillis(d.createdAt),
    resolvedAt: d.resolvedAt ? toMillis(d.resolvedAt) : null,
  };
}

/**
 * Reports on Firestore. firestore.rules check that the report's owner and copy of the content
 * are those of the reported thing, that it is not the reporter's, and that only admins list and
 * resolve; the reads here only find those values (and answer not-found, already-exists and
 * failed-precondition plainly before the rules would refuse).
 */
export function createReportRepository(services: FirebaseServices): ReportRepository {
  const { db } = services;

  /** A read the rules refuse is, for a project, one an admin hid: not found. */
  async function readOrNull(path: string): Promise<Data | null> {
    try {
      const snap = await getDoc(doc(db, path));
      return snap.exists() ? (snap.data(SNAPSHOT_OPTIONS) as Data) : null;
    } catch (e) {
      if (toDomainError(e).code === 'permission-denied') return null;
      throw e;
    }
  }

  async function reportedContent(me: string, input: ReportInput): Promise<{ ownerId: string; excerpt: string }> {
    if (input.targetKind === 'member') {
      const u = await readOrNull(docPaths.user(input.targetId));
      if (!u) throw new DomainError('not-found');
      return { ownerId: input.targetId, excerpt: memberExcerpt(str(u.name), str(u.headline)) };
    }
    if (input.targetKind === 'project') {
      const p = await readOrNull(docPaths.project(input.targetId));
      if (!p || (p.hidden === true && str(p.ownerId) !== me)) throw new DomainError('not-found');
      return { ownerId: str(p.ownerId) || input.targetId, excerpt: str(p.projectName) };
    }
    if (!chatMembers(input.chatId)?.includes(me)) throw new DomainError('permission-denied');
    const m = await readOrNull(docPaths.message(input.chatId, input.targetId));
    if (!m) throw new DomainError('not-found');
    return { ownerId: str(m.senderId), excerpt: str(m.text) };
  }

  async function readReport(id: string): Promise<Report | null> {
    const snap = await getDoc(doc(db, docPaths.report(id)));
    return snap.exists() ? toReport(snap.id, snap.data(SNAPSHOT_OPTIONS)) : null;
  }

  return {
    createReport(input) {
      return guarded(async () => {
        const me = requireUid(services);
        const errors = validateReport(input);
        if (hasErrors(errors)) throw new ValidationError(errors);
        const clean = normalizeReportInput(input);
        if (clean.targetId.includes('/')) throw new DomainError('not-found');
        const { ownerId, excerpt } = await reportedContent(me, clean);
        if (ownerId === me) throw new DomainError('permission-denied', 'a member does not report themselves');
        const id = reportId(me, clean.targetKind, clean.targetId);
        const earlierSnap = await getDoc(doc(db, docPaths.report(id)));
        const earlier = earlierSnap.exists() ? earlierSnap.data() : null;
        if (earlier?.status === 'open') throw new DomainError('already-exists', 'this is reported already');
        const reporter = await readOrNull(docPaths.user(me));
        // The day's count goes up with the report, in one transaction (firestore.rules
        // reportCounted): two reports sent at once each take their own place, or the limit.
        const counterRef = doc(db, docPaths.reportingDay(me, taiwanDayOf(Date.now())));
        await runTransaction(db, async (tx) => {
          const counter = await tx.get(counterRef);
          const filedToday = counter.exists() ? Number(counter.get('filed')) || 0 : 0;
          if (!canFileReport(filedToday)) throw new DomainError('resource-exhausted', REPORT_LIMIT_REACHED);
          tx.set(counterRef, { filed: filedToday + 1, lastReport: sha256Hex(id) });
          // The resolved one stays on record, as it was (firestore.rules keptResolvedReport).
          if (earlier && earlier.resolvedAt instanceof Timestamp)
            tx.set(doc(db, docPaths.report(keptReportId(id, earlier.resolvedAt.toMillis()))), earlier);
          tx.set(doc(db, docPaths.report(id)), {
            ...clean,
            reporterId: me,
            reporterName: str(reporter?.name),
            targetOwnerId: ownerId,
            targetExcerpt: excerpt,
            status: 'open',
            createdAt: serverTimestamp(),
            resolvedAt: null,
          });
        });
        const saved = await readReport(id);
        if (!saved) throw new DomainError('not-found');
        return saved;
      });
    },

    listMyReports() {
      return guarded(async () => {
        const me = requireUid(services);
        const result = await getDocs(toSdkQuery(db, queries.reportsMine(me)));
        return result.docs.map((d) => toReport(d.id, d.data(SNAPSHOT_OPTIONS)));
      });
    },

    listReports({ status, limit, after }) {
      return guarded(async () => {
        requireUid(services);
        const spec = queries.reportsOfStatus(status, limit, after);
        const result = await getDocs(toSdkQuery(db, spec));
        return toPage(spec, result.docs, (d) => toReport(d.id, d.data(SNAPSHOT_OPTIONS)));
      });
    },

    resolveReport(id, resolution) {
      return guarded(async () => {
        requireUid(services);
        if (id.includes('/') || id === '') throw new DomainError('not-found');
        const report = await readReport(id);
        if (!report) throw new DomainError('not-found');
        if (resolution !== 'dismissed' && resolution !== 'project_hidden') throw new DomainError('invalid-argument');
        if (report.status !== 'open') throw new DomainError('failed-precondition', 'the report is resolved already');
        const batch = writeBatch(db);
        if (resolution === 'project_hidden') {
          if (report.targetKind !== 'project') throw new DomainError('failed-precondition', 'only a reported project is hidden');
          const project = await getDoc(doc(db, docPaths.project(report.targetId)));
          if (!project.exists()) throw new DomainError('failed-precondition', 'the project is gone');
          // Which report hid it stays with the admins: the report's id names its reporter.
          batch.update(project.ref, { hidden: true });
          batch.set(doc(db, docPaths.projectModeration(report.targetId)), { reportId: id });
        }
        // Its reporter reads the whole report, so it names no admin.
        batch.update(doc(db, docPaths.report(id)), { status: resolution, resolvedAt: serverTimestamp() });
        await batch.commit();
        const saved = await readReport(id);
        if (!saved) throw new DomainError('not-found');
        return saved;
      });
    },
  };
}
