import { z } from 'zod';
import { EmailSchema } from '../auth/auth.schemas.ts';
import {
  isSafeLinkUrl,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_LINK_MAX,
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  RECIPIENT_MESSAGE,
} from './notifications.ts';

/** What an admin or the server may send as a notification, and the list's query (spec §9). */
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
