import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { trialClaims } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { MembershipState } from './types.ts';

/** The addresses one person counts as: lower case, trimmed (the verified email of the account). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Keeps the trial record in step with the subscription, inside the transaction that writes the
 * subscriber row: a trialing state claims the person's one trial (by account and by email), and
 * leaving trialing records whether it converted (paid) or lapsed.
 */
export const trackTrial = async (
  tx: DbOrTx,
  user: { id: string; email: string },
  beforeStatus: string | null,
  next: MembershipState,
): Promise<void> => {
  if (next.status === 'trialing' && next.trialEnd) {
    await tx
      .insert(trialClaims)
      .values({
        id: newId(),
        userId: user.id,
        email: normalEmail(user.email),
        plan: next.plan,
        provider: next.provider,
        subscriptionId: next.subscriptionId,
        trialEndsAt: next.trialEnd,
      })
      .onConflictDoNothing();
    // A trial moved by the provider (Stripe lets an operator extend it): the reminder follows.
    await tx
      .update(trialClaims)
      .set({
        trialEndsAt: next.trialEnd,
        reminderSentAt: sql`case when ${trialClaims.trialEndsAt} = ${next.trialEnd.toISOString()}::timestamptz then ${trialClaims.reminderSentAt} else null end`,
      })
      .where(and(eq(trialClaims.userId, user.id), eq(trialClaims.outcome, 'trialing')));
    return;
  }
  if (beforeStatus !== 'trialing' || next.status === 'trialing') return;
  // A declined first charge is 'unpaid' (Stripe retries it; the member has no access meanwhile).
  const outcome = next.status === 'active' ? 'converted' : next.status === 'past_due' ? 'unpaid' : 'lapsed';
  await tx
    .update(trialClaims)
    .set({ outcome, endedAt: new Date() })
    .where(and(eq(trialClaims.userId, user.id), eq(trialClaims.outcome, 'trialing')));
};
