import { z } from 'zod';
import { EmailSchema } from '../auth/auth.schemas.ts';

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

const LINK_MESSAGE = 'Enter a path on this site starting with /, such as /content';

export const NotificationContentSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(NOTIFICATION_TITLE_MAX, `Title must be at most ${NOTIFICATION_TITLE_MAX} characters`),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(NOTIFICATION_MESSAGE_MAX, `Message must be at most ${NOTIFICATION_MESSAGE_MAX} characters`),
  linkUrl: z
    .string({ error: LINK_MESSAGE })
    .trim()
    .max(NOTIFICATION_LINK_MAX, LINK_MESSAGE)
    .refine((v) => v === '' || isSafeLinkUrl(v), LINK_MESSAGE)
    .transform((v) => (v === '' ? null : v))
    .nullish(),
});
export type NotificationContent = z.input<typeof NotificationContentSchema>;

export const NOTIFICATION_AUDIENCES = ['members', 'all'] as const;
export const RECIPIENT_MESSAGE = 'Choose one recipient: a user id, an email address or an audience';

/** `POST /api/admin/notifications`: one user (by id or email), or an audience. */
export const AdminNotificationSchema = NotificationContentSchema.extend({
  userId: z.string().trim().min(1, RECIPIENT_MESSAGE).max(100, RECIPIENT_MESSAGE).optional(),
  email: EmailSchema.optional(),
  audience: z.enum(NOTIFICATION_AUDIENCES, { error: "Audience must be 'members' or 'all'" }).optional(),
}).superRefine((v, ctx) => {
  const chosen = [v.userId, v.email, v.audience].filter((x) => x !== undefined).length;
  if (chosen !== 1) ctx.addIssue({ code: 'custom', path: ['recipient'], message: RECIPIENT_MESSAGE });
});
export type AdminNotificationInput = z.input<typeof AdminNotificationSchema>;
export type AdminNotification = z.output<typeof AdminNotificationSchema>;

export const NotificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `Limit must be between 1 and ${NOTIFICATION_LIST_LIMIT}` })
    .int(`Limit must be between 1 and ${NOTIFICATION_LIST_LIMIT}`)
    .min(1, `Limit must be between 1 and ${NOTIFICATION_LIST_LIMIT}`)
    .max(NOTIFICATION_LIST_LIMIT, `Limit must be between 1 and ${NOTIFICATION_LIST_LIMIT}`)
    .default(NOTIFICATION_LIST_LIMIT),
  /** Cursor: the id of the oldest notification already shown. */
  before: z.string().min(1).max(100).optional(),
  filter: z.enum(['all', 'unread'], { error: "Filter must be 'all' or 'unread'" }).default('all'),
});

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
