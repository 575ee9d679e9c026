import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { styled } from 'styled-components';
import type { UserProfile } from '../../core/domain';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { displayName, roleLabel } from '../texts';
import type { AdminUsersStore } from './AdminUsersStore';
import { Caption, CellLabel, CellValue, Muted, RowActions, TBody, THead, Table, Td, Th, Tr } from './DataTable';
import { dateLabel } from '../../core/time';
import { isoOf } from '../components/isoOf';
import { adminTexts } from './texts/common';
import { adminUsersTexts } from './texts/users';
import { Link } from '../components/Link';

const t = adminUsersTexts;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const WhoText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const NameRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const NameLink = styled(Link)`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Headline = styled(Muted)`
  display: -webkit-box;
  -webkit-line-clamp: 1;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const SelfHint = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: normal;

  ${({ theme }) => theme.media.desktop} {
    white-space: nowrap;
  }
`;

export interface MembersTableProps {
  store: AdminUsersStore;
  onGrant: (user: UserProfile) => void;
  onRevoke: (user: UserProfile) => void;
  onSuspend: (user: UserProfile) => void;
}

/** The member table (spec 2 Admin): avatar, name, role, city, joined, admin flag, actions. */
export const MembersTable = observer(function MembersTable({ store, onGrant, onRevoke, onSuspend }: MembersTableProps) {
  const suspendHintId = useId();
  const selfHintId = useId();
  const c = t.columns;
  return (
    <>
      <VisuallyHidden id={suspendHintId}>{t.suspendHint}</VisuallyHidden>
      <Table>
        <Caption>{t.caption}</Caption>
        <THead>
          <Tr>
            <Th>{c.member}</Th>
            <Th>{c.role}</Th>
            <Th>{c.city}</Th>
            <Th>{c.joined}</Th>
            <Th>{c.admin}</Th>
            <Th $align="end">{adminTexts.table.actions}</Th>
          </Tr>
        </THead>
        <TBody>
          {store.list.items.map((user) => {
            const name = displayName(user.name);
            const self = store.isSelf(user);
            const busy = store.busyUid === user.uid;
            const city = user.address?.city?.trim() ?? '';
            return (
              <Tr key={user.uid}>
                <Td $kind="primary">
                  <Who>
                    <Avatar src={user.avatarUrl} name={user.name} size={40} decorative />
                    <WhoText>
                      <NameRow>
                        <NameLink to={`/profile/${encodeURIComponent(user.uid)}`} aria-label={t.viewProfile(name)}>
                          {name}
                        </NameLink>
                        {self ? <Badge $tone="primary">{t.you}</Badge> : null}
                      </NameRow>
                      {user.headline ? <Headline>{user.headline}</Headline> : null}
                    </WhoText>
                  </Who>
                </Td>
                <Td $nowrap>
                  <CellLabel>{c.role}</CellLabel>
                  <CellValue>{roleLabel(user.role)}</CellValue>
                </Td>
                <Td $nowrap>
                  <CellLabel>{c.city}</CellLabel>
                  <CellValue>{city || <Muted>{t.cityNone}</Muted>}</CellValue>
                </Td>
                <Td $nowrap>
                  <CellLabel>{c.joined}</CellLabel>
                  <CellValue>
                    <time dateTime={isoOf(user.createdAt)}>{dateLabel(user.createdAt)}</time>
                  </CellValue>
                </Td>
                <Td $nowrap>
                  <CellLabel>{c.admin}</CellLabel>
                  <CellValue>
                    {user.isAdmin ? <Badge $tone="accent">{t.isAdmin}</Badge> : <Badge>{t.notAdmin}</Badge>}
                  </CellValue>
                </Td>
                <Td $kind="actions">
                  <RowActions>
                    {user.isAdmin ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={busy}
                        aria-label={t.revokeFor(name)}
                        aria-disabled={self || undefined}
                        aria-describedby={self ? selfHintId : undefined}
                        onClick={() => {
                          if (!self) onRevoke(user);
                        }}
                      >
                        {t.revoke}
                      </Button>
                    ) : (
                      <Button variant="secondary" size="sm" loading={busy} aria-label={t.grantFor(name)} onClick={() => onGrant(user)}>
                        {t.grant}
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t.suspendFor(name)}
                      aria-disabled="true"
                      aria-describedby={suspendHintId}
                      onClick={() => onSuspend(user)}
                    >
                      {t.suspend}
                    </Button>
                  </RowActions>
                  {self ? <SelfHint id={selfHintId}>{t.selfRevokeHint}</SelfHint> : null}
                </Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
    </>
  );
});
