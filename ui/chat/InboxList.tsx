import { observer } from 'mobx-react-lite';
import { styled } from 'styled-components';
import type { ChatSummary, Uid } from '../../core/domain';
import { inboxTimeLabel } from '../../core/time';
import { Avatar } from '../components/Avatar';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { displayName } from '../texts';
import { isoOf } from '../components/isoOf';
import { inboxTexts } from './inboxTexts';
import { Link } from '../components/Link';

const t = inboxTexts;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const RowLink = styled(Link)<{ $unread: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 72px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
`;

const Main = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
`;

const TopLine = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Name = styled.span<{ $unread: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.time<{ $unread: boolean }>`
  flex: none;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.typography.weight.bold : theme.typography.weight.regular)};
`;

const BottomLine = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Last = styled.span<{ $unread: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.typography.weight.medium : theme.typography.weight.regular)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Count = styled.span`
  flex: none;
  min-width: 24px;
  height: 24px;
  padding: 0 7px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 24px;
  text-align: center;
`;

/** The last message on one line (newlines become spaces; CSS adds the ellipsis). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const InboxRow = observer(function InboxRow({
  summary,
  myUid,
  now,
}: {
  summary: ChatSummary;
  myUid: Uid;
  now: number;
}) {
  // An empty name: the member deleted their account (every member has a name otherwise).
  const name = summary.otherName.trim() === '' ? t.deletedMember : displayName(summary.otherName);
  const unread = Math.max(0, Math.floor(summary.unreadCount));
  const hasUnread = unread > 0;
  const mine = summary.lastMessage.senderId === myUid;
  const label = inboxTimeLabel(summary.lastMessage.timestamp, now);
  return (
    <li>
      <RowLink to={`/chat/${encodeURIComponent(summary.otherId)}`} $unread={hasUnread} data-other-id={summary.otherId}>
        <Avatar src={summary.otherAvatar} name={name} size={48} decorative />
        <Main>
          <TopLine>
            <Name $unread={hasUnread}>{name}</Name>
            <When $unread={hasUnread} dateTime={isoOf(summary.lastMessage.timestamp)}>
              <VisuallyHidden>，</VisuallyHidden>
              {label}
            </When>
          </TopLine>
          <BottomLine>
            <Last $unread={hasUnread}>
              <VisuallyHidden>，</VisuallyHidden>
              {mine ? t.youPrefix : null}
              {oneLine(summary.lastMessage.text)}
            </Last>
            {hasUnread ? (
              <Count data-testid="unread-badge">
                <span aria-hidden="true">{t.badge(unread)}</span>
                <VisuallyHidden>{`，${t.unread(unread)}`}</VisuallyHidden>
              </Count>
            ) : null}
          </BottomLine>
        </Main>
      </RowLink>
    </li>
  );
});

/** The conversations, newest first: each row opens its chat. */
export const InboxList = observer(function InboxList({
  rows,
  myUid,
  now,
}: {
  rows: ChatSummary[];
  myUid: Uid;
  now: number;
}) {
  return (
    <List aria-label={t.listLabel}>
      {rows.map((s) => (
        <InboxRow key={s.otherId} summary={s} myUid={myUid} now={now} />
      ))}
    </List>
  );
});
