import type { AdminNotification } from '@awc/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';
import { BROADCAST_JOB, type BroadcastPayload } from './broadcast.ts';

type Actor = { id: string; email: string };

export type AdminSendResult =
  | { queued: true; broadcastId: string; audience: NonNullable<AdminNotification['audience']> }
  | { sent: 1; notification: Awaited<ReturnType<Deps['notify']>> };

/**
 * An admin's notification: to an audience, queued as one broadcast job (its id is the dedupe key, so
 * a retried request cannot send twice), or to one person found by id or email, written together
 * with its audit row so neither exists without the other.
 */
export const sendAdminNotification = async (deps: Deps, actor: Actor, input: AdminNotification): Promise<AdminSendResult> => {
  const db = deps.database.db;
  const content = { title: input.title, message: input.message, linkUrl: input.linkUrl ?? null };
  if (input.audience) {
    const payload: BroadcastPayload = { broadcastId: newId(), audience: input.audience, ...content, kind: 'announcements' };
    await audit(db, {
      actor,
      action: 'notification.broadcast',
      target: input.audience,
      details: { broadcastId: payload.broadcastId, title: input.title },
    });
    await deps.jobs.enqueue(BROADCAST_JOB, payload, { dedupeKey: `broadcast:${payload.broadcastId}` });
    return { queued: true, broadcastId: payload.broadcastId, audience: input.audience };
  }
  const [target] = input.userId
    ? await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId))
    : await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, (input.email ?? '').toLowerCase()));
  if (!target) throw new AppError('NOT_FOUND', 'No user with that id or email.');
  const notification = await db.transaction(async (tx) => {
    const n = await deps.notify(target.id, content, { tx });
    await audit(tx, { actor, action: 'notification.send', target: target.id, details: { notificationId: n?.id, title: input.title } });
    return n;
  });
  return { sent: 1, notification };
};
