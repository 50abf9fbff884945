import { hasActiveSubscription, isPlan, type SubscriptionDto } from '@awc/domain';
import { and, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { subscribers, userRoles, users } from '../../db/schema/index.ts';
import { activeSeatHolders, firmSeatOf, seatGrantsAccess } from '../firms/access.ts';

export type SubscriptionRow = typeof subscribers.$inferSelect;

export const subscriptionRow = async (db: DbOrTx, userId: string): Promise<SubscriptionRow | null> => {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
  return row ?? null;
};

export const getSubscription = async (db: DbOrTx, userId: string): Promise<SubscriptionDto> => {
  const row = await subscriptionRow(db, userId);
  if (!row)
    return { isSubscribed: false, status: null, plan: null, memberSince: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, trialEndsAt: null };
  return {
    isSubscribed: hasActiveSubscription(row),
    status: row.status,
    plan: isPlan(row.plan) ? row.plan : null,
    memberSince: row.createdAt.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialEndsAt: row.status === 'trialing' ? (row.trialEndsAt?.toISOString() ?? null) : null,
  };
};

/**
 * The condition on `users` for member access as the whole site grants it: an active or trialing
 * subscription whose period has not ended, a seat at a firm whose subscription is so (decision
 * 435), or the admin role. The digest and the members'
 * broadcast both pick their recipients with it.
 */
export const hasMemberAccess = (db: DbOrTx): SQL => {
  const activeMember = db
    .select({ id: subscribers.userId })
    .from(subscribers)
    .where(
      and(
        inArray(subscribers.status, ['active', 'trialing']),
        or(isNull(subscribers.currentPeriodEnd), gt(subscribers.currentPeriodEnd, sql`now()`)),
      ),
    );
  const admin = db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
  return or(inArray(users.id, activeMember), inArray(users.id, admin), inArray(users.id, activeSeatHolders(db))) as SQL;
};

/**
 * Whether the person is a member, as `GET /api/subscription` answers it: their own subscription,
 * or else a seat at a firm whose subscription is active (decision 435). Their own membership is
 * what they see and manage when they have one; the firm is named either way. The Billing tab
 * reads `getSubscription` (their own only), so a seat never shows cancel or switch controls.
 */
export const getMembership = async (db: DbOrTx, userId: string): Promise<SubscriptionDto> => {
  const [own, seat] = await Promise.all([getSubscription(db, userId), firmSeatOf(db, userId)]);
  const firm = seat ? { id: seat.firmId, name: seat.firmName, active: seatGrantsAccess(seat) } : null;
  if (own.isSubscribed || !seat || !firm?.active) return { ...own, firm };
  return {
    isSubscribed: true,
    status: 'active',
    plan: null,
    memberSince: seat.joinedAt.toISOString(),
    currentPeriodEnd: seat.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: false,
    firm,
  };
};
