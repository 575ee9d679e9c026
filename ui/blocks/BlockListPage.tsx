import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { dateLabel } from '../../core/time';
import { isoOf } from '../components/isoOf';
import { styled } from 'styled-components';
import { Avatar } from '../components/Avatar';
import { Button } from '../components/Button';
import { useConfirm } from '../components/ConfirmProvider';
import { EmptyState } from '../components/EmptyState';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { useToast } from '../components/Toast';
import { useUseCases } from '../hooks/UseCasesContext';
import { displayName } from '../texts';
import { BlockListStore } from './BlockListStore';
import { blockTexts } from './texts';
import { Link } from '../components/Link';

const t = blockTexts;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

const Who = styled(Link)`
  display: flex;
  flex: 1 1 12rem;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Names = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** 封鎖名單 (/blocks): the members the signed-in member blocked, each with 解除封鎖. */
export default observer(function BlockListPage() {
  const useCases = useUseCases();
  const [store] = useState(() => new BlockListStore(useCases));
  const confirm = useConfirm();
  const toast = useToast();
  useEffect(() => store.start(), [store]);

  const unblock = async (uid: string, rawName: string) => {
    const name = displayName(rawName);
    const ok = await confirm({
      title: t.confirmUnblockTitle(name),
      message: t.confirmUnblockMessage,
      confirmLabel: t.unblock,
    });
    if (!ok) return;
    if (await store.unblock(uid)) toast.success(t.unblocked(name));
    else toast.error(t.actionFailed);
  };

  return (
    <PageContainer $width="narrow">
      <PageHeader title={t.listTitle} description={t.listDescription} />
      {store.status === 'loading' ? (
        <LoadingState label={t.loading} />
      ) : store.status === 'error' ? (
        <ErrorBox onRetry={store.retry}>{store.error}</ErrorBox>
      ) : store.blocked.length === 0 ? (
        <EmptyState icon="✓" title={t.emptyTitle} description={t.emptyDescription} />
      ) : (
        <List aria-label={t.listLabel}>
          {store.blocked.map((b) => {
            const name = displayName(b.name);
            return (
              <Row key={b.uid}>
                <Who to={`/profile/${encodeURIComponent(b.uid)}`}>
                  <Avatar src={b.avatarUrl} name={name} size={40} decorative />
                  <Names>
                    <Name>{name}</Name>
                    <When dateTime={isoOf(b.blockedAt)}>{t.blockedOn(dateLabel(b.blockedAt))}</When>
                  </Names>
                </Who>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={store.busyUid === b.uid}
                  aria-label={t.unblockLabel(name)}
                  onClick={() => void unblock(b.uid, b.name)}
                >
                  {t.unblock}
                </Button>
              </Row>
            );
          })}
        </List>
      )}
    </PageContainer>
  );
});
