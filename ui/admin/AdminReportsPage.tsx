import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { REPORT_STATUSES, errorCodeOf, type Report } from '../../core/domain';
import { Button, ButtonLink } from '../components/Button';
import { useConfirm } from '../components/ConfirmProvider';
import { useToast } from '../components/Toast';
import { useUseCases } from '../hooks/UseCasesContext';
import { errorText } from '../texts';
import { AdminPage } from './AdminPage';
import { AdminReportsStore } from './AdminReportsStore';
import { dateLabel } from '../../core/time';
import { isoOf } from '../components/isoOf';
import { PagedList } from './PagedList';
import { adminReportsTexts as t } from './texts/reports';

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ReportCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 8em minmax(0, 1fr);
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Quote = styled.dd`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.divider};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function targetLink(report: Report): { to: string; label: string } {
  if (report.targetKind === 'project') return { to: `/project/${encodeURIComponent(report.targetId)}`, label: t.viewProject };
  if (report.targetKind === 'member') return { to: `/profile/${encodeURIComponent(report.targetId)}`, label: t.viewMember };
  return { to: `/profile/${encodeURIComponent(report.targetOwnerId)}`, label: t.viewSender };
}

const ReportItem = observer(function ReportItem({
  report,
  store,
  onResolve,
}: {
  report: Report;
  store: AdminReportsStore;
  onResolve: (report: Report, resolution: 'dismissed' | 'project_hidden') => void;
}) {
  const link = targetLink(report);
  const busy = store.resolvingId === report.id;
  const headingId = `report-${report.id}`;
  return (
    <ReportCard aria-labelledby={headingId}>
      <CardTitle id={headingId}>{t.cardTitle(t.kind[report.targetKind], t.reasons[report.reason])}</CardTitle>
      <Facts>
        <dt>{t.reportedContent}</dt>
        <Quote>{report.targetExcerpt}</Quote>
        <dt>{t.details}</dt>
        <dd>{report.details || t.noDetails}</dd>
        <dt>{t.reporter}</dt>
        <dd>{report.reporterName}</dd>
        <dt>{t.reportedOn}</dt>
        <dd>
          <time dateTime={isoOf(report.createdAt)}>{dateLabel(report.createdAt)}</time>
        </dd>
        {report.resolvedAt !== null ? (
          <>
            <dt>{t.resolvedOn}</dt>
            <dd>
              <time dateTime={isoOf(report.resolvedAt)}>{dateLabel(report.resolvedAt)}</time>
            </dd>
          </>
        ) : null}
      </Facts>
      <Actions>
        <ButtonLink to={link.to} variant="secondary" size="sm">
          {link.label}
        </ButtonLink>
        {report.status === 'open' ? (
          <>
            <Button variant="ghost" size="sm" loading={busy} disabled={store.resolvingId !== null} onClick={() => onResolve(report, 'dismissed')}>
              {t.dismiss}
            </Button>
            {report.targetKind === 'project' ? (
              <Button variant="danger" size="sm" disabled={store.resolvingId !== null} onClick={() => onResolve(report, 'project_hidden')}>
                {t.hideProject}
              </Button>
            ) : null}
          </>
        ) : null}
      </Actions>
    </ReportCard>
  );
});

/**
 * Reports (/admin/reports): open ones first, with what was reported (the member's name and
 * headline, the project's name, the message's text), the reason and the reporter's words; 駁回,
 * or for a project 隱藏專案 after a confirmation. Resolved reports stay readable by status.
 */
const AdminReportsPage = observer(function AdminReportsPage() {
  const useCases = useUseCases();
  const confirm = useConfirm();
  const toast = useToast();
  const [store] = useState(() => new AdminReportsStore(useCases));

  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  const resolve = async (report: Report, resolution: 'dismissed' | 'project_hidden') => {
    if (resolution === 'project_hidden') {
      const ok = await confirm({
        title: t.confirmHide.title(report.targetExcerpt),
        message: t.confirmHide.message,
        confirmLabel: t.confirmHide.confirm,
        danger: true,
      });
      if (!ok) return;
    }
    const outcome = await store.resolve(report, resolution);
    if (outcome.ok) toast.success(resolution === 'dismissed' ? t.dismissed : t.hidden(report.targetExcerpt));
    else if (outcome.error !== null)
      toast.error(errorCodeOf(outcome.error) === 'failed-precondition' ? t.alreadyResolved : errorText(outcome.error, t.failed));
  };

  return (
    <AdminPage title={t.title} description={t.description}>
      <Tabs role="group" aria-label={t.tabsLabel}>
        {REPORT_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={store.status === status ? 'primary' : 'secondary'}
            aria-pressed={store.status === status}
            onClick={() => store.showStatus(status)}
          >
            {t.tabs[status]}
          </Button>
        ))}
      </Tabs>
      <PagedList
        store={store.list}
        loadingLabel={t.loading}
        loadFailed={t.loadFailed}
        empty={t.empty[store.status]}
        emptySearch={() => t.empty[store.status]}
        pagerLabel={t.pagerLabel}
      >
        <Cards aria-label={t.listLabel(t.tabs[store.status])}>
          {store.list.items.map((report) => (
            <ReportItem key={report.id} report={report} store={store} onResolve={(r, how) => void resolve(r, how)} />
          ))}
        </Cards>
      </PagedList>
    </AdminPage>
  );
});

export default AdminReportsPage;
