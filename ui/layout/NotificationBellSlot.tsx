import { useState } from 'react';
import { lazyPart } from '../components/lazyPart';
import { PartBoundary } from '../components/PartBoundary';
import { BellButton } from '../notifications/BellButton';
import type { NotificationBellProps } from '../notifications/NotificationBell';

/**
 * The panel's code downloads when a pointer is over the bell or it has focus (`prefetch`); a
 * failure then shows on the click that follows (the plain bell, PartBoundary).
 */
const { Component: NotificationBell, prefetch } = lazyPart(
  () => import(/* webpackChunkName: "notifications" */ '../notifications/NotificationBell'),
  (m) => m.default,
);

/**
 * The header's bell. The badge is here from the start (the count comes with the session); the
 * 通知中心 panel's code is fetched on the first sign of interest (pointer over the bell, focus
 * on it) and mounted on the first click, which it then replays by opening the panel. So the
 * panel is in no screen's first download, and the bell under the pointer or the
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
    <PartBoundary
      name="the notification bell"
      loading={<BellButton unread={props.unread} disabled={props.disabled} aria-expanded={false} />}
      fallback={<BellButton unread={props.unread} disabled={props.disabled} />}
    >
      <NotificationBell {...props} openOnMount />
    </PartBoundary>
  );
}
