import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailDeliveries } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { Deps } from '../../types.ts';

export const EMAIL_DELIVERY_JOB = 'email.delivery';
/** Attempts before a delivery is recorded as failed: the queue's back-off spreads them over about a day. */
export const DELIVERY_MAX_ATTEMPTS = 10;

export type DeliveryPayload = { deliveryId: string; message: MailMessage };

export type OnceInput = {
  /** Unique per recipient and event, e.g. `replies:<postId>:<userId>`. */
  key: string;
  kind: string;
  ref?: string | null;
  userId?: string | null;
  subscriberId?: string | null;
  message: MailMessage;
  runAt?: Date;
};

/**
 * Queues an email at most once per idempotency key (decision 331): the delivery row's unique key
 * decides, so a retried job, a second process or a double click that asks again inserts nothing
 * and queues nothing. Pass `db` (a transaction) to make the email exist only if the caller commits.
 * Returns the delivery id, or null when the key was already used.
 */
export const sendEmailOnce = async (deps: Pick<Deps, 'database' | 'jobs' | 'env'>, input: OnceInput, options: { db?: DbOrTx } = {}) => {
  const db = options.db ?? deps.database.db;
  const id = newId();
  const rows = await db
    .insert(emailDeliveries)
    .values({
      id,
      idempotencyKey: input.key,
      kind: input.kind,
      ref: input.ref ?? null,
      userId: input.userId ?? null,
      subscriberId: input.subscriberId ?? null,
      email: input.message.to,
      subject: input.message.subject,
    })
    .onConflictDoNothing()
    .returning({ id: emailDeliveries.id });
  if (!rows.length) return null;
  const host = new URL(deps.env.PUBLIC_URL).hostname;
  await deps.jobs.enqueue<DeliveryPayload>(
    EMAIL_DELIVERY_JOB,
    { deliveryId: id, message: { ...input.message, messageId: `<${id}@${host}>` } },
    { db, dedupeKey: `email-delivery:${id}`, maxAttempts: DELIVERY_MAX_ATTEMPTS, ...(input.runAt ? { runAt: input.runAt } : {}) },
  );
  return id;
};

/**
 * The delivery job. A row already 'sent' (or deleted with its account) sends nothing. A failing
 * SMTP send records the error and throws, so the queue retries with back-off; the last attempt
 * marks the row 'failed' with its reason.
 */
export const registerDeliveryJob = (deps: Pick<Deps, 'database' | 'jobs' | 'mailer'>) => {
  deps.jobs.register<DeliveryPayload>(EMAIL_DELIVERY_JOB, async ({ deliveryId, message }, job) => {
    const db = deps.database.db;
    const [row] = await db.select({ status: emailDeliveries.status }).from(emailDeliveries).where(eq(emailDeliveries.id, deliveryId)).limit(1);
    if (!row || row.status === 'sent') return;
    try {
      await deps.mailer.deliver(message);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await db
        .update(emailDeliveries)
        .set({ attempts: job.attempts, lastError: reason, status: job.attempts >= DELIVERY_MAX_ATTEMPTS ? 'failed' : 'queued' })
        .where(eq(emailDeliveries.id, deliveryId));
      throw error;
    }
    await db
      .update(emailDeliveries)
      .set({ status: 'sent', sentAt: new Date(), attempts: job.attempts, lastError: null })
      .where(and(eq(emailDeliveries.id, deliveryId), ne(emailDeliveries.status, 'sent')));
  });
};
