import { Component, Suspense, lazy, useState } from 'react';
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

/** What the person did before the panel's code arrived, replayed when it mounts. */
interface Intent {
  open: boolean;
  focus: boolean;
}

/**
 * The header's bell. The badge is here from the start (the count comes with the session); the
 * 通知中心 panel's code loads on the first sign of interest (pointer over the bell, focus on it,
 * or a click), so it is not part of any screen's first download (issue 7). A click made while
 * the code loads opens the panel once it arrives, and keyboard focus stays on the bell.
 */
export function NotificationBellSlot(props: NotificationBellProps) {
  const [intent, setIntent] = useState<Intent | null>(null);
  const want = (next: Partial<Intent>) => setIntent((current) => ({ open: false, focus: false, ...current, ...next }));
  const plainBell = (
    <BellButton
      unread={props.unread}
      disabled={props.disabled}
      aria-expanded={false}
      onPointerEnter={() => want({})}
      onFocus={() => want({ focus: true })}
      onBlur={() => want({ focus: false })}
      onClick={() => want({ open: true, focus: true })}
    />
  );
  if (!intent) return plainBell;
  return (
    <BellBoundary fallback={<BellButton unread={props.unread} disabled={props.disabled} />}>
      <Suspense fallback={plainBell}>
        <NotificationBell {...props} openOnMount={intent.open} focusOnMount={intent.focus} />
      </Suspense>
    </BellBoundary>
  );
}
