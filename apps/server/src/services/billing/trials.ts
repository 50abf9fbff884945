import {
  type BillingSearchQuerySchema,
  formatUsd,
  isPlan,
  PLAN_LABELS,
  PLANS,
  periodEndFrom,
  type Plan,
  PRODUCT_NAME,
  TRIAL_REMINDER_DAYS,
  type TrialListItem,
  type TrialOutcome,
  type TrialSettings,
} from '@awc/domain';
import { and, desc, eq, gt, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { billingPlanSettings, subscribers, trialClaims, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like.ts';
import { renderEmail } from '../../mail/layout.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';
import { applyMembershipState } from './entitlements.ts';
import { planPrices } from './settings.ts';
import { normalEmail } from './trial-claims.ts';

const DAY_MS = 86_400_000;
export const TRIALS_JOB = 'billing.trials';
/** The trial pass runs hourly: a reminder or a demo trial's end is at most an hour late. */
export const TRIALS_EVERY_MS = 3_600_000;

/** The trial length of each plan (0 = none) as the admin last saved it. */
export const trialSettings = async (db: DbOrTx): Promise<TrialSettings> => {
  const rows = await db.select().from(billingPlanSettings);
  const out: TrialSettings = { monthly: 0, annual: 0 };
  for (const r of rows) if (isPlan(r.plan)) out[r.plan] = r.trialDays;
  return out;
};

export const saveTrialSettings = async (deps: Deps, actor: { id: string; email: string }, next: TrialSettings): Promise<TrialSettings> =>
  deps.database.db.transaction(async (tx) => {
    const before = await trialSettings(tx);
    for (const plan of PLANS) {
      if (before[plan] === next[plan]) continue;
      await tx
        .insert(billingPlanSettings)
        .values({ plan, trialDays: next[plan] })
        .onConflictDoUpdate({ target: billingPlanSettings.plan, set: { trialDays: next[plan], updatedAt: new Date() } });
      await audit(tx, { actor, action: 'billing.trial_settings', target: plan, details: { from: before[plan], to: next[plan] } });
    }
    return trialSettings(tx);
  });

/**
 * One trial per person (decision 430): none for an account that already had one or had any
 * membership, nor for an email address that had one on any account, deleted ones included.
 */
export const trialEligible = async (db: DbOrTx, user: { id: string; email: string }): Promise<boolean> => {
  const [claim] = await db
    .select({ id: trialClaims.id })
    .from(trialClaims)
    .where(or(eq(trialClaims.userId, user.id), eq(trialClaims.email, normalEmail(user.email))))
    .limit(1);
  if (claim) return false;
  const [member] = await db.select({ id: subscribers.userId }).from(subscribers).where(eq(subscribers.userId, user.id)).limit(1);
  return !member;
};

/** The trial a checkout opened now for `plan` would start (0 when none, or not for this person). */
export const trialDaysFor = async (db: DbOrTx, user: { id: string; email: string }, plan: Plan): Promise<number> => {
  const days = (await trialSettings(db))[plan];
  return days > 0 && (await trialEligible(db, user)) ? days : 0;
};

export const trialEndingEmail = (input: { name: string | null; plan: Plan; price: number; endsOn: Date; accountUrl: string }) => {
  const first = (input.name ?? '').trim().split(/\s+/)[0] || 'there';
  const day = input.endsOn.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} trial ends in ${TRIAL_REMINDER_DAYS} days`,
    heading: 'Your free trial ends soon',
    blocks: [
      { kind: 'p', text: `Hi ${first},` },
      {
        kind: 'p',
        text: `Your free trial ends on ${day}. Unless you cancel before then, your ${PLAN_LABELS[input.plan].toLowerCase()} membership starts that day and we charge ${formatUsd(input.price)}.`,
      },
      { kind: 'button', label: 'Review your membership', url: input.accountUrl },
      { kind: 'small', text: 'To end the trial without being charged, cancel from the Billing tab of your account before it ends.' },
    ],
  });
};

/**
 * The hourly trial pass, run by the job queue (and by a test or the development clock with a
 * moved `now`):
 * - the "ends in 3 days" email for every trial reaching that point, claimed by setting
 *   reminder_sent_at in one statement, so however many processes run the pass it goes out once;
 *   a trial of 3 days or less gets none (its start email already names the end);
 * - the end of each demo trial, which the demo provider has no one else to do: it converts to a
 *   paid period, or lapses when the member canceled during the trial (Stripe does this itself and
 *   tells us by webhook).
 */
export const runTrialPass = async (deps: Deps, now = new Date()) => {
  const db = deps.database.db;
  const due = await db
    .update(trialClaims)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(trialClaims.outcome, 'trialing'),
        isNull(trialClaims.reminderSentAt),
        lte(trialClaims.trialEndsAt, new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS)),
        gt(trialClaims.trialEndsAt, now),
        sql`${trialClaims.trialEndsAt} - ${trialClaims.startedAt} > make_interval(days => ${TRIAL_REMINDER_DAYS})`,
      ),
    )
    .returning();
  let reminders = 0;
  for (const claim of due) {
    if (!claim.userId || !isPlan(claim.plan)) continue;
    const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, claim.userId));
    if (!user) continue;
    const email = trialEndingEmail({
      name: user.name,
      plan: claim.plan,
      price: planPrices(deps.env)[claim.plan],
      endsOn: claim.trialEndsAt,
      accountUrl: `${deps.env.PUBLIC_URL}/account?tab=billing`,
    });
    await deps.mailer.send({ to: user.email, ...email }, { dedupeKey: `trial-ending:${claim.id}` });
    reminders++;
  }
  const ending = await db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.provider, 'demo'), eq(subscribers.status, 'trialing'), lte(subscribers.trialEndsAt, now)));
  let ended = 0;
  for (const row of ending) if (await endDemoTrial(deps, row, now)) ended++;
  return { reminders, ended };
};

/**
 * The end of a demo trial, as Stripe ends one: the first paid period starts at the trial's end,
 * or, when the member canceled during the trial, the membership ends there and nothing is charged.
 * Applied once under its own event id.
 */
export const endDemoTrial = async (deps: Deps, row: typeof subscribers.$inferSelect, now: Date): Promise<boolean> => {
  if (!row.trialEndsAt || !isPlan(row.plan) || row.trialEndsAt.getTime() > now.getTime()) return false;
  const lapse = row.cancelAtPeriodEnd;
  const result = await applyMembershipState(
    deps,
    {
      userId: row.userId,
      provider: 'demo',
      plan: row.plan,
      status: lapse ? 'canceled' : 'active',
      currentPeriodEnd: lapse ? row.trialEndsAt : periodEndFrom(row.plan, row.trialEndsAt),
      cancelAtPeriodEnd: lapse,
      trialEnd: null,
      customerId: row.providerCustomerId,
      subscriptionId: row.providerSubscriptionId,
    },
    { eventId: `demo:trial-end:${row.providerSubscriptionId}`, eventType: lapse ? 'trial.lapsed' : 'trial.converted' },
  );
  return !result.duplicate;
};

/** The admin's list: trials newest first, optionally only those still running, searched by name or email. */
export const listTrials = async (
  db: DbOrTx,
  query: z.infer<typeof BillingSearchQuerySchema> & { status?: 'trialing' | 'all' },
): Promise<{ trials: TrialListItem[] }> => {
  const rows = await db
    .select({ claim: trialClaims, name: users.name })
    .from(trialClaims)
    .leftJoin(users, eq(users.id, trialClaims.userId))
    .where(
      and(
        query.status === 'trialing' ? eq(trialClaims.outcome, 'trialing') : undefined,
        query.q ? or(ilike(trialClaims.email, containsPattern(query.q)), ilike(users.name, containsPattern(query.q))) : undefined,
      ),
    )
    .orderBy(desc(trialClaims.startedAt), desc(trialClaims.id))
    .limit(200);
  return {
    trials: rows.map(({ claim, name }) => ({
      id: claim.id,
      userId: claim.userId,
      email: claim.email,
      name: name ?? null,
      plan: claim.plan,
      provider: claim.provider,
      startedAt: claim.startedAt.toISOString(),
      trialEndsAt: claim.trialEndsAt.toISOString(),
      // The column holds only these (the trial pass and the webhooks write them).
      outcome: claim.outcome as TrialOutcome,
      reminderSentAt: claim.reminderSentAt?.toISOString() ?? null,
    })),
  };
};
