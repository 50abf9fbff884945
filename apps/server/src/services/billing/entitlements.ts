import { isPlan, type MembershipKind, type MembershipSnapshot, membershipTransitions } from '@awc/domain';
import { and, eq, ne } from 'drizzle-orm';
import { billingEvents, subscribers, users } from '../../db/schema/index.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';
import { cancellationEmail, paymentFailedEmail, welcomeMemberEmail } from './emails.ts';
import { planPrices } from './settings.ts';
import { trackTrial } from './trial-claims.ts';
import type { MembershipState } from './types.ts';

const GRANTS = new Set(['active', 'trialing']);
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

export type ApplyMeta = {
  /** Provider event id: applied at most once (recorded in billing_events with the effect). */
  eventId?: string;
  eventType: string;
  /** Who asked (self-service); null for provider events. */
  actor?: { id: string; email: string } | null;
  /** Announcements that come from the event itself rather than from a state change. */
  extraKinds?: MembershipKind[];
};

export type ApplyResult = { duplicate: boolean; kinds: MembershipKind[] };

/** Records an event id that needs no state change (unknown types, unknown users). */
export const recordEvent = async (deps: Deps, eventId: string, provider: string, type: string): Promise<boolean> => {
  const rows = await deps.database.db
    .insert(billingEvents)
    .values({ id: eventId, provider, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
};

/**
 * Writes the provider's state of a subscription onto the user's `subscribers` row, in one
 * transaction with the event id, then announces what changed (emails, audit, hooks). Applying
 * the same state again changes and announces nothing; a state of an older subscription never
 * overwrites a newer one that still grants access.
 */
export const applyMembershipState = async (deps: Deps, next: MembershipState, meta: ApplyMeta): Promise<ApplyResult> => {
  const db = deps.database.db;
  const outcome = await db.transaction(async (tx) => {
    if (meta.eventId) {
      const inserted = await tx
        .insert(billingEvents)
        .values({ id: meta.eventId, provider: next.provider, type: meta.eventType })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (!inserted.length) return { duplicate: true as const };
    }
    const [user] = await tx.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, next.userId));
    // A deleted account: the event is recorded (so it is not retried forever) and ignored.
    if (!user) return { duplicate: false as const, kinds: [] as MembershipKind[], before: null, user: null };
    // A subscription another account already holds (its metadata was pointed at this user on the
    // provider's side): recorded for an administrator and not applied. The event stays recorded,
    // so the provider gets 200 instead of retrying a unique-index failure forever (issue 17 item 9).
    if (next.subscriptionId) {
      const [holder] = await tx
        .select({ userId: subscribers.userId })
        .from(subscribers)
        .where(and(eq(subscribers.providerSubscriptionId, next.subscriptionId), ne(subscribers.userId, next.userId)))
        .limit(1);
      if (holder) {
        await audit(tx, {
          actor: null,
          action: 'billing.conflict',
          target: next.userId,
          details: {
            provider: next.provider,
            subscription: next.subscriptionId,
            heldBy: holder.userId,
            event: meta.eventId ?? meta.eventType,
          },
        });
        deps.log.warn(
          { subscription: next.subscriptionId, heldBy: holder.userId, userId: next.userId },
          'billing conflict: subscription held by another account',
        );
        return { duplicate: false as const, kinds: [] as MembershipKind[], before: null, user: null };
      }
    }
    const [row] = await tx.select().from(subscribers).where(eq(subscribers.userId, next.userId)).for('update');
    const stale =
      row?.providerSubscriptionId &&
      next.subscriptionId &&
      row.providerSubscriptionId !== next.subscriptionId &&
      GRANTS.has(row.status) &&
      !GRANTS.has(next.status);
    if (stale) return { duplicate: false as const, kinds: meta.extraKinds ?? [], before: null, user };
    const before: MembershipSnapshot = row
      ? { plan: row.plan, status: row.status, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd }
      : null;
    const after: MembershipSnapshot = {
      plan: next.plan,
      status: next.status,
      currentPeriodEnd: next.currentPeriodEnd,
      cancelAtPeriodEnd: next.cancelAtPeriodEnd,
    };
    const kinds = [...membershipTransitions(before, after), ...(meta.extraKinds ?? [])];
    const values = {
      plan: next.plan,
      status: next.status,
      currentPeriodEnd: next.currentPeriodEnd,
      cancelAtPeriodEnd: next.cancelAtPeriodEnd,
      trialEndsAt: next.status === 'trialing' ? (next.trialEnd ?? null) : null,
      provider: next.provider,
      providerCustomerId: next.customerId,
      providerSubscriptionId: next.subscriptionId,
      providerUpdatedAt: new Date(),
      updatedAt: new Date(),
    };
    if (row) await tx.update(subscribers).set(values).where(eq(subscribers.userId, next.userId));
    // A returning member's "member since" restarts with the new membership (spec: subscribers.created_at).
    else await tx.insert(subscribers).values({ userId: next.userId, ...values });
    await trackTrial(tx, user, row?.status ?? null, next);
    if (row && kinds.includes('activated') && ENDED.has(row.status))
      await tx.update(subscribers).set({ createdAt: new Date() }).where(eq(subscribers.userId, next.userId));
    for (const kind of kinds) {
      await audit(tx, {
        actor: meta.actor ?? null,
        action: `billing.${kind}`,
        target: next.userId,
        details: { plan: next.plan, status: next.status, provider: next.provider, event: meta.eventId ?? meta.eventType },
      });
    }
    return { duplicate: false as const, kinds, before, user };
  });
  if (outcome.duplicate) return { duplicate: true, kinds: [] };
  if (outcome.user) await announce(deps, outcome.user, next, outcome.kinds, outcome.before, meta);
  return { duplicate: false, kinds: outcome.kinds };
};

/** Emails and hook calls after the change is committed. A failing listener is logged, never rethrown. */
const announce = async (
  deps: Deps,
  user: { id: string; email: string; name: string },
  next: MembershipState,
  kinds: MembershipKind[],
  before: MembershipSnapshot,
  meta: ApplyMeta,
) => {
  const base = deps.env.PUBLIC_URL;
  const accountUrl = `${base}/account?tab=billing`;
  const key = (kind: string) => `billing:${meta.eventId ?? `${meta.eventType}:${Date.now()}`}:${kind}`;
  const plan = isPlan(next.plan) ? next.plan : 'monthly';
  for (const kind of kinds) {
    try {
      if (kind === 'activated') {
        const email = welcomeMemberEmail({
          name: user.name,
          plan,
          price: planPrices(deps.env)[plan],
          renewsOn: next.currentPeriodEnd,
          dashboardUrl: `${base}/dashboard`,
          trialEndsOn: next.status === 'trialing' ? (next.trialEnd ?? null) : null,
        });
        await deps.mailer.send({ to: user.email, ...email }, { dedupeKey: key(kind) });
      } else if (kind === 'payment_failed') {
        await deps.mailer.send({ to: user.email, ...paymentFailedEmail({ name: user.name, accountUrl }) }, { dedupeKey: key(kind) });
      } else if (kind === 'cancel_scheduled' || (kind === 'canceled' && !before?.cancelAtPeriodEnd)) {
        const email = cancellationEmail({ name: user.name, endsOn: next.currentPeriodEnd, immediate: kind === 'canceled', accountUrl });
        await deps.mailer.send({ to: user.email, ...email }, { dedupeKey: key(kind) });
      }
    } catch (err) {
      deps.log.error({ err, kind }, 'membership email failed');
    }
    for (const hook of deps.hooks.afterMembershipChange) {
      try {
        await hook({ userId: user.id, kind, plan: next.plan });
      } catch (err) {
        deps.log.error({ err, kind }, 'afterMembershipChange listener failed');
      }
    }
  }
};
