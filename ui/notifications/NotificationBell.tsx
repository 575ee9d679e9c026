import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import type { AppNotification } from '../../core/domain';
import { useUseCases } from '../hooks/UseCasesContext';
import { useSession } from '../stores/SessionContext';
import { BellButton } from './BellButton';
import { NotificationPanel } from './NotificationPanel';
import { NotificationStore } from './NotificationStore';

export interface NotificationBellProps {
  /** profile.unreadNotifications */
  unread: number;
  /** True during onboarding: the panel cannot be opened. */
  disabled: boolean;
  /**
   * Open the panel on mount: the bell was clicked, which loaded this code (NotificationBellSlot).
   * If it cannot open (onboarding), focus stays on the bell.
   */
  openOnMount?: boolean;
}

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

/** Phones: dims the page below the header while the full-width panel is open; a tap closes it. */
const Backdrop = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.menu};
  top: var(--notification-panel-top, ${({ theme }) => theme.layout.headerHeight});
  right: 0;
  bottom: 0;
  left: 0;
  background: ${({ theme }) => theme.colors.overlay};

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

function topStyle(top: number | null): CSSProperties | undefined {
  return top !== null ? ({ '--notification-panel-top': `${Math.round(top)}px` } as CSSProperties) : undefined;
}

/**
 * The header's notification bell (spec 2 Header), loaded lazily by
 * ui/layout/NotificationBellSlot.tsx: the unread badge (above 0) and the 通知中心 panel — a
 * disclosure: aria-expanded on the bell, focus moves into the panel, Esc closes it and returns
 * focus to the bell, and a click outside (or focus leaving it, or navigating) closes it. During
 * onboarding the bell is disabled and the panel cannot open. Clicking a notification marks it
 * read (lowering the count) and goes to its link.
 */
const NotificationBellFor = observer(function NotificationBellFor({
  unread,
  disabled,
  openOnMount = false,
}: NotificationBellProps) {
  const useCases = useUseCases();
  const location = useLocation();
  const [store] = useState(() => new NotificationStore(useCases));
  const [top, setTop] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId().replace(/:/g, '') + '-notifications';
  const open = store.open && !disabled;

  useEffect(() => () => store.stop(), [store]);

  // Onboarding (or anything that disables the bell) closes the panel.
  useEffect(() => {
    if (disabled) store.setOpen(false);
  }, [disabled, store]);

  // Navigating anywhere closes it.
  useEffect(() => {
    store.setOpen(false);
  }, [location.key, store]);

  // Replays what happened while this code loaded (after the effect above, which closes).
  useEffect(() => {
    if (!openOnMount) return;
    if (disabled) bellRef.current?.focus();
    else store.setOpen(true);
    // Only on mount: later changes of these props mean nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) return;
    const header = rootRef.current?.closest('header');
    setTop(header ? header.getBoundingClientRect().bottom : null);
    panelRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      store.setOpen(false);
      bellRef.current?.focus();
    };
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && rootRef.current?.contains(target)) return;
      store.setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('mousedown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('mousedown', onPointerDown, true);
    };
  }, [open, store]);

  const close = () => {
    store.setOpen(false);
    bellRef.current?.focus();
  };

  const choose = (n: AppNotification) => {
    // The link itself navigates; this marks the notification read and closes the panel.
    store.choose(n);
  };

  return (
    <Wrapper
      ref={rootRef}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !rootRef.current?.contains(next)) store.setOpen(false);
      }}
    >
      <BellButton
        ref={bellRef}
        unread={unread}
        disabled={disabled}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => store.toggle()}
      />
      {open ? (
        <>
          <Backdrop aria-hidden="true" style={topStyle(top)} onClick={() => store.setOpen(false)} />
          <NotificationPanel
            ref={panelRef}
            id={panelId}
            store={store}
            unread={unread}
            top={top}
            onClose={close}
            onChoose={choose}
          />
        </>
      ) : null}
    </Wrapper>
  );
});

/** One bell per signed-in member: another member in this tab gets a fresh list. */
export default observer(function NotificationBell(props: NotificationBellProps) {
  const session = useSession();
  return <NotificationBellFor key={session.uid ?? 'signed-out'} {...props} />;
});
