import { auditLog } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';

export type AuditEntry = {
  actor: { id: string; email: string } | null;
  /** dotted verb, e.g. 'admin.grant', 'blog.publish', 'notification.broadcast' */
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
};

/** The one way every admin action is recorded (pass the transaction that makes the change). */
export const audit = async (db: DbOrTx, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    id: newId(),
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? null,
  });
};
