const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Notification time labels (spec 2): 剛剛 under 1 minute; `N 分鐘前` under 60 minutes;
 * `N 小時前` under 24 hours; 昨天 at 1 day (24 h up to 48 h); otherwise `N 天前`. N is rounded
 * down. Future timestamps (clock skew) and non-numbers give 剛剛. The panel gives the date
 * itself in the element's title.
 */
export function relativeTimeLabel(createdAt: number, now: number): string {
  const diff = now - createdAt;
  if (!Number.isFinite(diff) || diff < MINUTE) return '剛剛';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)} 分鐘前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)} 小時前`;
  const days = Math.floor(diff / DAY);
  if (days === 1) return '昨天';
  return `${days} 天前`;
}
