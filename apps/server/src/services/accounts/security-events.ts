import { SECURITY_EVENTS, type SecurityEventAction, type SecurityEventDto } from '@awc/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { securityChangeEmail } from '../../mail/templates.ts';
import type { Deps } from '../../types.ts';
import { audit } from './audit.ts';

const ACTIVITY_LIMIT = 50;

export type SecurityEvent = {
  /** The account the change is about (its owner receives the email). */
  user: { id: string; email: string; name?: string | null };
  action: SecurityEventAction;
  /** Who made the change when it was not the owner (an administrator's reset). */
  actor?: { id: string; email: string } | null;
  /** A short detail for the owner, e.g. the passkey's name. */
  detail?: string | null;
};

/**
 * Records a security change of an account in the audit log (the same log admin actions go to, with
 * the account as target, so the owner's activity list and the admins' log agree) and emails the
 * owner. The email goes through the job queue, in `db`'s transaction when one is given.
 */
export const recordSecurityEvent = async (deps: Deps, event: SecurityEvent, db: DbOrTx = deps.database.db): Promise<void> => {
  const actor = event.actor ?? { id: event.user.id, email: event.user.email };
  await audit(db, { actor, action: event.action, target: event.user.id, details: event.detail ? { detail: event.detail } : {} });
  await deps.mailer.send(
    {
      to: event.user.email,
      ...securityChangeEmail({
        name: event.user.name ?? null,
        change: SECURITY_EVENTS[event.action],
        detail: event.detail ?? null,
        byAdmin: Boolean(event.actor && event.actor.id !== event.user.id),
        accountUrl: `${deps.env.PUBLIC_URL}/account?tab=security`,
        resetUrl: `${deps.env.PUBLIC_URL}/reset-password`,
      }),
    },
    { db },
  );
};

/** The account's security changes, newest first (its own activity list on /account). */
export const listSecurityEvents = async (db: DbOrTx, userId: string): Promise<SecurityEventDto[]> => {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, userId), like(auditLog.action, 'security.%')))
    .orderBy(desc(auditLog.createdAt))
    .limit(ACTIVITY_LIMIT);
  return rows
    .filter((r) => r.action in SECURITY_EVENTS)
    .map((r) => {
      const action = r.action as SecurityEventAction;
      const detail = (r.details as { detail?: unknown } | null)?.detail;
      return {
        id: r.id,
        action,
        label: SECURITY_EVENTS[action],
        detail: typeof detail === 'string' ? detail : null,
        at: r.createdAt.toISOString(),
        byAdmin: r.actorId !== null && r.actorId !== userId,
      };
    });
};
