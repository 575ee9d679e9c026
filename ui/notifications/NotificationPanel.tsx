import { observer } from 'mobx-react-lite';
import type { CSSProperties, Ref } from 'react';
import { styled, css } from 'styled-components';
import type { AppNotification } from '../../core/domain';
import { dateLabel, relativeTimeLabel } from '../../core/time';
import { LoadingState } from '../components/LoadingState';
import { isoOf } from '../components/isoOf';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { safeInAppPath } from './NotificationStore';
import type { NotificationStore } from './NotificationStore';
import { LineIcon } from '../components/LineIcon';
import { notificationTexts } from './texts';
import { Link } from '../components/Link';

const t = notificationTexts;

const Panel = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.menu};
  top: var(--notification-panel-top, ${({ theme }) => theme.layout.headerHeight});
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - var(--notification-panel-top, ${({ theme }) => theme.layout.headerHeight}));
  max-height: calc(100dvh - var(--notification-panel-top, ${({ theme }) => theme.layout.headerHeight}));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  ${({ theme }) => theme.media.tablet} {
    position: absolute;
    top: calc(100% + ${({ theme }) => theme.space.xs});
    left: auto;
    right: 0;
    width: 400px;
    max-height: min(70vh, 600px);
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Summary = styled.p`
  flex: 1 1 auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  svg {
    width: 20px;
    height: 20px;
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const itemStyles = css<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const ItemLink = styled(Link)<{ $unread: boolean }>`
  ${itemStyles}
`;

const ItemButton = styled.button<{ $unread: boolean }>`
  ${itemStyles}
`;

const Dot = styled.span<{ $unread: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  margin-top: 8px;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.danger : 'transparent')};
`;

const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Message = styled.span<{ $unread: boolean }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.typography.weight.bold : theme.typography.weight.regular)};
  line-height: 1.5;
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;

  p:first-child {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  p + p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

function CloseIcon() {
  return (
    <LineIcon>
      <path d="M6 6l12 12" />
      <path d="M18 6L6 18" />
    </LineIcon>
  );
}

const NotificationItem = observer(function NotificationItem({
  notification,
  now,
  onChoose,
}: {
  notification: AppNotification;
  now: number;
  onChoose: (n: AppNotification) => void;
}) {
  const unread = !notification.isRead;
  const path = safeInAppPath(notification.link);
  const content = (
    <>
      <Dot $unread={unread} aria-hidden="true" />
      <ItemText>
        <Message $unread={unread}>
          {unread ? <VisuallyHidden>{`${t.unread}，`}</VisuallyHidden> : null}
          {notification.message}
        </Message>
        <When dateTime={isoOf(notification.createdAt)} title={dateLabel(notification.createdAt)}>
          {relativeTimeLabel(notification.createdAt, now)}
        </When>
      </ItemText>
    </>
  );
  return (
    <li>
      {path ? (
        <ItemLink to={path} $unread={unread} data-unread={unread || undefined} onClick={() => onChoose(notification)}>
          {content}
        </ItemLink>
      ) : (
        <ItemButton
          type="button"
          $unread={unread}
          data-unread={unread || undefined}
          onClick={() => onChoose(notification)}
        >
          {content}
        </ItemButton>
      )}
    </li>
  );
});

export interface NotificationPanelProps {
  id: string;
  store: NotificationStore;
  /** The bell count (profile.unreadNotifications). */
  unread: number;
  /** Distance from the top of the viewport to the header's bottom (phones: the panel sits below it). */
  top: number | null;
  onClose: () => void;
  onChoose: (n: AppNotification) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * 通知中心 (spec 2 Header): the 20 newest notifications, live, with relative times and unread
 * dots. A non-modal dialog under the bell; full width below the header on phones.
 */
export const NotificationPanel = observer(function NotificationPanel({
  id,
  store,
  unread,
  top,
  onClose,
  onChoose,
  ref,
}: NotificationPanelProps) {
  const titleId = `${id}-title`;
  const style = top !== null ? ({ '--notification-panel-top': `${Math.round(top)}px` } as CSSProperties) : undefined;
  const now = store.clock.now;
  return (
    <Panel id={id} ref={ref} role="dialog" aria-labelledby={titleId} tabIndex={-1} style={style}>
      <PanelHeader>
        <Title id={titleId}>{t.panelTitle}</Title>
        {/* With no notice at all, the list says so. */}
        {unread > 0 || store.items.length > 0 ? <Summary>{t.unreadSummary(unread)}</Summary> : null}
        <CloseButton type="button" aria-label={t.close} onClick={onClose}>
          <CloseIcon />
        </CloseButton>
      </PanelHeader>
      <Body>
        {store.status !== 'ready' ? (
          <LoadingState label={t.loading} />
        ) : store.items.length === 0 ? (
          <Empty>
            <p>{t.empty}</p>
            <p>{t.emptyHint}</p>
          </Empty>
        ) : (
          <List aria-label={t.listLabel}>
            {store.items.map((n) => (
              <NotificationItem key={n.id} notification={n} now={now} onChoose={onChoose} />
            ))}
          </List>
        )}
      </Body>
    </Panel>
  );
});
