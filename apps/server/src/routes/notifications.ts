import { AdminNotificationSchema, NotificationListQuerySchema } from '@awc/domain';
import { type Context, Hono } from 'hono';
import { AppError } from '../lib/errors.ts';
import { openSse } from '../lib/sse.ts';
import { idParam, jsonBody, query } from '../lib/validate.ts';
import { requireAdmin, requireUser, sessionOf } from '../middleware/session.ts';
import { NOTIFICATION_LIST } from '../services/accounts/auth-cache.ts';
import { sendAdminNotification } from '../services/notifications/admin-send.ts';
import { clearRead, deleteNotification, listNotifications, markAllRead, markRead } from '../services/notifications/inbox.ts';
import type { StreamRequest } from '../services/notifications/hub.ts';
import type { AppEnv, Deps } from '../types.ts';

/** `Last-Event-ID` (set by EventSource) or `?lastEventId=` (our reconnecting client): a sequence number. */
const parseLastEventId = (value: string | undefined | null): number | null => {
  if (value === undefined || value === null || value === '') return null;
  if (!/^\d{1,15}$/.test(value)) throw new AppError('BAD_REQUEST', 'Last-Event-ID must be a non-negative integer.');
  return Number(value);
};

/**
 * One user's event stream (decision 411): the replay after `afterSeq`, a `ready` event, then live
 * events and a heartbeat every `heartbeatMs` while the session lasts, all written by the hub.
 * Exported for the fan-out benchmark, which opens streams without sessions (`sessionId` null).
 */
export const streamNotifications = async (c: Context, deps: Deps, stream: Omit<StreamRequest, 'sink'>) => {
  const { sink, respond } = openSse(c);
  await deps.notificationHub.open({ ...stream, sink });
  return respond();
};

/** `/api/notifications/*` (the session user's own) and `/api/admin/notifications` (send). */
export const notificationRoutes = (deps: Deps) => {
  const db = deps.database.db;
  const signedIn = requireUser(deps);
  return new Hono<AppEnv>()
    .get('/notifications', signedIn, query(NotificationListQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const userId = sessionOf(c).user.id;
      // Reused for a few seconds unless a change of the user's notifications is announced (decision 289).
      const kind = `${NOTIFICATION_LIST}:${q.limit ?? ''}:${q.before ?? ''}:${q.filter ?? ''}`;
      return c.json(await deps.authCache.fact(kind, userId, () => listNotifications(db, userId, q)));
    })
    .get('/notifications/stream', signedIn, async (c) => {
      const { user, session } = sessionOf(c);
      const afterSeq = parseLastEventId(c.req.header('last-event-id') ?? c.req.query('lastEventId'));
      // A stream outlives no session: signed out or revoked elsewhere ends it at the next heartbeat.
      return streamNotifications(c, deps, { userId: user.id, sessionId: session.id, afterSeq });
    })
    .patch('/notifications/:id/read', signedIn, idParam, async (c) => {
      return c.json({ notification: await markRead(db, sessionOf(c).user.id, c.req.valid('param').id) });
    })
    .post('/notifications/read-all', signedIn, async (c) => {
      return c.json({ updated: await markAllRead(db, sessionOf(c).user.id) });
    })
    .delete('/notifications/read', signedIn, async (c) => {
      return c.json({ deleted: await clearRead(deps.database, sessionOf(c).user.id) });
    })
    .delete('/notifications/:id', signedIn, idParam, async (c) => {
      await deleteNotification(deps.database, sessionOf(c).user.id, c.req.valid('param').id);
      return c.json({ success: true });
    })
    .post('/admin/notifications', requireAdmin(deps), jsonBody(AdminNotificationSchema), async (c) => {
      const result = await sendAdminNotification(deps, sessionOf(c).user, c.req.valid('json'));
      return c.json(result, 'queued' in result ? 202 : 201);
    });
};
