import { BellButton } from './BellButton';

export interface NotificationBellProps {
  /** profile.unreadNotifications */
  unread: number;
  /** True during onboarding: the panel cannot be opened. */
  disabled: boolean;
}

/**
 * The header's notification bell, loaded lazily by ui/layout/NotificationBellSlot.tsx.
 * TODO(notifications engineer): the 通知中心 panel (spec 2 Header): the 20 newest via
 * useUseCases().notifications.watchLatest, closes on a click outside and on Esc, a click marks
 * read (notifications.open) and navigates to the link; relative time labels from core/time.
 */
export default function NotificationBell({ unread, disabled }: NotificationBellProps) {
  return <BellButton unread={unread} disabled={disabled} />;
}
