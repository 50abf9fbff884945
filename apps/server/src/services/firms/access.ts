import { firmGrantsAccess } from '@awc/domain';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firmMembers, firms } from '../../db/schema/index.ts';

/** The seat a person holds at a firm, with what decides whether it gives access. */
export type FirmSeat = { firmId: string; firmName: string; status: string; currentPeriodEnd: Date | null; joinedAt: Date };

/**
 * The person's seat, or null. A firm admin who has not taken a seat for themselves has none: the
 * role manages the firm, the seat gives access (decision 435).
 */
export const firmSeatOf = async (db: DbOrTx, userId: string): Promise<FirmSeat | null> => {
  const [row] = await db
    .select({
      firmId: firms.id,
      firmName: firms.name,
      status: firms.status,
      currentPeriodEnd: firms.currentPeriodEnd,
      joinedAt: firmMembers.joinedAt,
    })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .where(and(eq(firmMembers.userId, userId), eq(firmMembers.holdsSeat, true)))
    .limit(1);
  return row ?? null;
};

/** Whether the seat gives member access now (judged at the call, like a member's own period). */
export const seatGrantsAccess = (seat: FirmSeat | null, now = new Date()): boolean => Boolean(seat && firmGrantsAccess(seat, now));

/** Users whose firm seat gives access now, as a subquery of user ids (the digest and member broadcasts pick with it). */
export const activeSeatHolders = (db: DbOrTx) =>
  db
    .select({ id: firmMembers.userId })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .where(
      and(
        eq(firmMembers.holdsSeat, true),
        inArray(firms.status, ['active', 'trialing']),
        or(isNull(firms.currentPeriodEnd), gt(firms.currentPeriodEnd, sql`now()`)),
      ),
    );
