import { hasActiveSubscription, isPlan, type SubscriptionDto } from '@awc/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { subscribers } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscribers.$inferSelect;

export const subscriptionRow = async (db: DbOrTx, userId: string): Promise<SubscriptionRow | null> => {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
  return row ?? null;
};

export const getSubscription = async (db: DbOrTx, userId: string): Promise<SubscriptionDto> => {
  const row = await subscriptionRow(db, userId);
  if (!row) return { isSubscribed: false, status: null, plan: null, memberSince: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };
  return {
    isSubscribed: hasActiveSubscription(row),
    status: row.status,
    plan: isPlan(row.plan) ? row.plan : null,
    memberSince: row.createdAt.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
};
