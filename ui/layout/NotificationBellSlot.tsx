import { Component, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyPart } from '../components/lazyPart';
import { BellButton } from '../notifications/BellButton';
import type { NotificationBellProps } from '../notifications/NotificationBell';

/**
 * The panel's code downloads when a pointer is over the bell or it has focus (`prefetch`); a
 * failure then shows on the click that follows (BellBoundary).
 */
const { Component: NotificationBell, prefetch } = lazyPart(
  () => import(/* webpackChunkName: "notifications" */ '../notifications/NotificationBell'),
  (m) => m.default,
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

/**
 * The header's bell. The badge is here from the start (the count comes with the session); the
 * 通知中心 panel's code is fetched on the first sign of interest (pointer over the bell, focus
 * on it) and mounted on the first click, which it then replays by opening the panel. So the
 * panel is in no screen's first download (issue 7), and the bell under the pointer or the
 * keyboard focus is never swapped before the person has clicked.
 */
export function NotificationBellSlot(props: NotificationBellProps) {
  const [clicked, setClicked] = useState(false);
  if (!clicked) {
    return (
      <BellButton
        unread={props.unread}
        disabled={props.disabled}
        aria-expanded={false}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setClicked(true)}
      />
    );
  }
  return (
    <BellBoundary fallback={<BellButton unread={props.unread} disabled={props.disabled} />}>
      <Suspense fallback={<BellButton unread={props.unread} disabled={props.disabled} aria-expanded={false} />}>
        <NotificationBell {...props} openOnMount />
      </Suspense>
    </BellBoundary>
  );
}
