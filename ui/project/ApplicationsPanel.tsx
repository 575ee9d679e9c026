import { observer } from 'mobx-react-lite';
import { styled } from 'styled-components';
import type { Application } from '../../core/domain';
import { isDecided } from '../../core/rules/applicationStatus';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { Button, ButtonLink } from '../components/Button';
import { useConfirm } from '../components/ConfirmProvider';
import { ErrorBox, InlineNotice } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { displayName, texts } from '../texts';
import { dateLabel } from '../../core/time';
import { isoOf } from '../components/isoOf';
import type { ProjectDetailStore } from './ProjectDetailStore';
import { DetailCard } from './DetailCard';
import { projectTexts } from './texts';
import { Link } from '../components/Link';

const Panel = styled(DetailCard)`
  gap: ${({ theme }) => theme.space.md};
`;

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const H2 = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

const CountBadge = styled(Badge)`
  font-size: ${({ theme }) => theme.typography.size.sm};
  padding: 2px 12px;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};

  &:first-child {
    border-top: none;
    padding-top: 0;
  }

  &:last-child {
    padding-bottom: 0;
  }

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Person = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const PersonText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const NameLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RoleBadge = styled(Badge)`
  align-self: flex-start;
  margin-block: 2px;
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

const Headline = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
`;

// Every row keeps 傳送訊息 in the same place, last: on phones a grid of three, the decision (two
// buttons, or its status across two columns) first; on wider screens a row at the right.
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: none;

  ${({ theme }) => theme.media.tablet} {
    display: flex;
  }
`;

const StatusBadge = styled(Badge)`
  grid-column: span 2;
  justify-self: start;
  font-size: ${({ theme }) => theme.typography.size.sm};
  padding: 4px 14px;
`;

const EmptyText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function profilePath(uid: string): string {
  return `/profile/${encodeURIComponent(uid)}`;
}

/**
 * The owner's applications list (spec 2 Project detail, 4 Application): the pending count; each
 * row the applicant (avatar and name linking to the profile, their role and headline) and date;
 * pending rows 接受 / 婉拒 (after a confirmation), decided rows a status tag; 傳送訊息 on every row. Outcomes are announced above the list.
 */
export const ApplicationsPanel = observer(function ApplicationsPanel({ store }: { store: ProjectDetailStore }) {
  const t = projectTexts.applications;
  const confirm = useConfirm();

  const decide = async (app: Application, status: 'accepted' | 'rejected') => {
    const name = displayName(app.applicantName);
    const ok = await confirm({
      title: status === 'accepted' ? t.confirmAcceptTitle : t.confirmRejectTitle,
      message: t.confirmMessage(name),
      confirmLabel: status === 'accepted' ? t.accept : t.reject,
      danger: status === 'rejected',
    });
    if (ok) await store.decide(app.applicantId, status);
  };

  const pending = store.pendingCount;
  return (
    <Panel as="section" aria-labelledby="project-applications-heading">
      <HeadingRow>
        <H2 id="project-applications-heading">{t.heading}</H2>
        {store.applicationsLoaded && !store.applicationsError && pending > 0 ? (
          <CountBadge $tone="warning">{t.pendingCount(pending)}</CountBadge>
        ) : null}
      </HeadingRow>
      {store.decideNotice ? (
        store.decideNotice.tone === 'error' ? (
          <ErrorBox>{store.decideNotice.text}</ErrorBox>
        ) : (
          <InlineNotice tone="success">{store.decideNotice.text}</InlineNotice>
        )
      ) : null}
      {!store.applicationsLoaded ? (
        <LoadingState variant="inline" label={t.loading} />
      ) : store.applicationsError ? (
        <ErrorBox>{store.applicationsError}</ErrorBox>
      ) : store.applications.length === 0 ? (
        <EmptyText>{t.empty}</EmptyText>
      ) : (
        <List>
          {store.applications.map((app) => {
            const name = displayName(app.applicantName);
            const busy = store.decidingId === app.applicantId;
            const profile = store.applicants.get(app.applicantId);
            return (
              <Row key={app.applicantId}>
                <Person>
                  <Avatar src={app.applicantAvatar} name={app.applicantName} size={48} decorative />
                  <PersonText>
                    <NameLink to={profilePath(app.applicantId)}>{name}</NameLink>
                    {profile?.role ? <RoleBadge $tone="primary">{texts.enums.role[profile.role]}</RoleBadge> : null}
                    {profile?.headline ? <Headline>{profile.headline}</Headline> : null}
                    <Muted>
                      <time dateTime={isoOf(app.createdAt)}>{t.appliedOn(dateLabel(app.createdAt))}</time>
                    </Muted>
                  </PersonText>
                </Person>
                <Actions>
                  {isDecided(app.status) ? (
                    <StatusBadge $tone={app.status === 'accepted' ? 'success' : 'neutral'}>{texts.enums.applicationStatus[app.status]}</StatusBadge>
                  ) : (
                    <>
                      <Button size="sm" onClick={() => decide(app, 'accepted')} loading={busy} disabled={store.decidingId !== null} aria-label={t.acceptLabel(name)}>
                        {t.accept}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => decide(app, 'rejected')} disabled={store.decidingId !== null} aria-label={t.rejectLabel(name)}>
                        {t.reject}
                      </Button>
                    </>
                  )}
                  {/* Ask before deciding, or agree on the next step once accepted. */}
                  <ButtonLink to={`/chat/${encodeURIComponent(app.applicantId)}`} size="sm" variant="ghost" aria-label={t.messageLabel(name)}>
                    {t.message}
                  </ButtonLink>
                </Actions>
              </Row>
            );
          })}
        </List>
      )}
    </Panel>
  );
});
