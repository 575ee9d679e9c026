import { observer } from 'mobx-react-lite';
import { styled } from 'styled-components';
import { Badge } from '../components/Badge';
import { Button, ButtonLink } from '../components/Button';
import { ErrorBox, InlineNotice } from '../components/ErrorBox';
import { texts } from '../texts';
import type { ProjectDetailStore } from './ProjectDetailStore';
import { DetailCard } from './DetailCard';
import { projectTexts } from './texts';

const Box = styled(DetailCard)`
  gap: ${({ theme }) => theme.space.md};
`;

const H2 = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StatusRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StatusBadge = styled(Badge)`
  font-size: ${({ theme }) => theme.typography.size.sm};
  padding: 4px 12px;
`;

function editPath(projectId: string): string {
  return `/project/edit/${encodeURIComponent(projectId)}`;
}

/**
 * The sidebar's action box (spec 2 Project detail) in its states: 我想加入 for other
 * members, 這是你的專案 (with 編輯專案) for the owner, 你已申請此專案 (with the status) after
 * applying, 你已封鎖這位會員 (with the way to the block list) when the viewer blocked the owner.
 * Apply outcomes (spec 8 Apply) are announced in the box.
 */
export const ActionBox = observer(function ActionBox({ store }: { store: ProjectDetailStore }) {
  const t = projectTexts.action;
  const notice = store.applyNotice;
  const noticeView = notice ? (
    notice.tone === 'error' ? (
      <ErrorBox>{notice.text}</ErrorBox>
    ) : (
      <InlineNotice tone="success">{notice.text}</InlineNotice>
    )
  ) : null;

  if (store.actionState === 'owner') {
    return (
      <Box as="section" aria-labelledby="project-action-heading">
        <H2 id="project-action-heading">{t.ownProject}</H2>
        <Muted>{t.ownProjectHint}</Muted>
        <ButtonLink to={editPath(store.projectId)} variant="secondary" fullWidth>
          {t.editProject}
        </ButtonLink>
      </Box>
    );
  }

  const adminEdit = store.canEdit ? (
    <ButtonLink to={editPath(store.projectId)} variant="ghost" fullWidth>
      {t.adminEdit}
    </ButtonLink>
  ) : null;

  if (store.actionState === 'blocked') {
    return (
      <Box as="section" aria-labelledby="project-action-heading">
        <H2 id="project-action-heading">{t.blockedHeading}</H2>
        <Muted>{t.blockedHint}</Muted>
        <ButtonLink to="/blocks" variant="secondary" fullWidth>
          {t.toBlockList}
        </ButtonLink>
        {adminEdit}
      </Box>
    );
  }

  const mine = store.myApplication;
  if (store.actionState === 'applied' && mine) {
    return (
      <Box as="section" aria-labelledby="project-action-heading">
        <H2 id="project-action-heading">{t.youApplied}</H2>
        {noticeView}
        <StatusRow>
          <StatusBadge
            $tone={mine.status === 'accepted' ? 'success' : mine.status === 'pending' ? 'warning' : 'neutral'}
          >
            {t.status(texts.enums.applicationStatus[mine.status])}
          </StatusBadge>
        </StatusRow>
        <Muted>{t.statusHint[mine.status]}</Muted>
        {adminEdit}
      </Box>
    );
  }

  return (
    <Box as="section" aria-labelledby="project-action-heading">
      <H2 id="project-action-heading">{t.heading}</H2>
      <Muted>{t.joinHint}</Muted>
      {noticeView}
      <Button size="lg" fullWidth onClick={store.apply} loading={store.applying}>
        {t.join}
      </Button>
      {adminEdit}
    </Box>
  );
});
