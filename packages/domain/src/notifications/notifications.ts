// The bell, the dashboard and the notifications page read this module on their first load, so it
// builds no schema when it loads: the schemas are in notifications.schemas.ts (decision 321).

/** Spec §9: the list shows at most 50; older ones page in with a `before` cursor. */
export const NOTIFICATION_LIST_LIMIT = 50;
/** Spec §9: realtime heartbeat every 30 s; the client reconnects after 1, 2, 5, 10 s (then 10 s). */
export const NOTIFICATION_HEARTBEAT_MS = 30_000;
export const NOTIFICATION_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
/** Spec §2/§9: list at most 400 px high; the scrollbar hides 600 ms after scrolling stops. */
export const NOTIFICATION_LIST_MAX_HEIGHT_PX = 400;
export const NOTIFICATION_SCROLL_HIDE_DELAY_MS = 600;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2_000;
export const NOTIFICATION_LINK_MAX = 2_000;

/** The delay before reconnect attempt `attempt` (0-based): 1, 2, 5, 10, 10, … s. */
export const reconnectDelayMs = (attempt: number): number =>
  NOTIFICATION_RECONNECT_DELAYS_MS[Math.min(Math.max(0, attempt), NOTIFICATION_RECONNECT_DELAYS_MS.length - 1)] as number;

/** The bell badge: nothing at 0, the count, or '99+' ('9+' in the desktop account-menu variant). */
export const badgeLabel = (unread: number, variant: 'default' | 'compact' = 'default'): string | null => {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  const cap = variant === 'compact' ? 9 : 99;
  return unread > cap ? `${cap}+` : String(Math.floor(unread));
};

/** The dropdown's summary line (spec §2). */
export const unreadSummary = (unread: number, total: number): string => {
  if (total === 0) return 'No notifications yet';
  if (unread === 0) return 'No new notifications';
  return `${unread} unread`;
};

/** 'x ago' for the list (spec §2): just now, minutes, hours, days, then weeks, months, years. */
export const relativeTime = (then: Date | string, now: Date = new Date()): string => {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(then).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const units: [number, string][] = [
    [365 * 86_400, 'year'],
    [30 * 86_400, 'month'],
    [7 * 86_400, 'week'],
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
};

/**
 * A link is a path on this site ('/…'): never another site ('//…', '/\\…'), never a scheme that
 * would run when clicked, and no control characters or spaces (browsers drop tabs and newlines from
 * URLs, so '/\t/evil.example' would become '//evil.example'; issue 17 item 10).
 */
export const isSafeLinkUrl = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !/[\p{Cc}\s]/u.test(value);

export const NOTIFICATION_AUDIENCES = ['members', 'all'] as const;
export const RECIPIENT_MESSAGE = 'Choose one recipient: a user id, an email address or an audience';

/** What the API and the stream send for one notification. */
export type NotificationDto = {
  id: string;
  title: string;
  message: string;
  linkUrl: string | null;
  readAt: string | null;
  createdAt: string;
};

export type NotificationListResponse = { notifications: NotificationDto[]; unreadCount: number; total: number; hasMore: boolean };

/** SSE events on `GET /api/notifications/stream` (the `id:` line is the event's sequence number). */
export type NotificationStreamEvent = { type: 'insert'; notification: NotificationDto } | { type: 'delete'; id: string };
