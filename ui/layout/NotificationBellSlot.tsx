import { Component, Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { BellButton } from '../notifications/BellButton';
import type { NotificationBellProps } from '../notifications/NotificationBell';

const NotificationBell = lazy(
  () => import(/* webpackChunkName: "notifications" */ '../notifications/NotificationBell'),
);

/** Falls back to the plain bell when the notifications chunk cannot load. */
class BellBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[ui] the notification bell failed to load', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The header's bell: the lazily loaded NotificationBell, the plain bell until it arrives. */
export function NotificationBellSlot(props: NotificationBellProps) {
  const fallback = <BellButton unread={props.unread} disabled={props.disabled} />;
  return (
    <BellBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <NotificationBell {...props} />
      </Suspense>
    </BellBoundary>
  );
}
