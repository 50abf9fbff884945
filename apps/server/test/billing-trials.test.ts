import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleRecurring } from '../src/jobs/recurring.ts';
import { auditLog, billingPlanSettings, jobs, subscribers, trialClaims } from '../src/db/schema/index.ts';
import { recurringJobs } from '../src/services/scheduled.ts';
import { requireMember } from '../src/middleware/session.ts';
import { runTrialPass, TRIALS_JOB } from '../src/services/billing/trials.ts';
import type { Deps } from '../src/types.ts';
import { me, signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createVerifiedUserOverSmtp, decodeWords, type SmtpCapture, startSmtp } from './smtp-capture.ts';
import { grantAdmin } from './two-factor-helpers.ts';

// Trials with the demo provider (decisions 430, 431): emails go through a real SMTP server.
const DAY = 86_400_000;
let t: TestApp;
let smtp: SmtpCapture;
let depsRef: Deps;
let admin = '';

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp(
    { SMTP_URL: smtp.url },
    {
      extraRoutes: (app) => {
        app.get(
          '/api/test/members-only',
          (c, next) => requireMember(depsRef)(c, next),
          (c) => c.json({ ok: true }),
        );
      },
    },
  );
  depsRef = t.deps;
  await createVerifiedUserOverSmtp(t, smtp, 'trial-admin@example.com');
  const adminId = (await me(t, await signedInCookie(t, 'trial-admin@example.com'))).user?.id as string;
  await grantAdmin(t, adminId);
  admin = await signedInCookie(t, 'trial-admin@example.com');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (path: string, cookie: string, json?: unknown) =>
  t.request(path, { method: 'POST', headers: { cookie }, ...(json === undefined ? {} : { json }) });
const put = (path: string, cookie: string, json: unknown) => t.request(path, { method: 'PUT', headers: { cookie }, json });
const subscriptionOf = async (cookie: string) =>
  (await (await t.request('/api/subscription', { headers: { cookie } })).json()) as Record<string, unknown>;

let n = 0;
const newUser = async (email = `trial-${++n}@example.com`) => {
  const cookie = await createVerifiedUserOverSmtp(t, smtp, email, { firstName: 'Tess', lastName: 'Trial' });
  return { email, cookie, id: (await me(t, cookie)).user?.id as string };
};
/** Starts and pays a demo checkout; returns the checkout's details as the checkout page reads them. */
const joinDemo = async (cookie: string, plan: 'monthly' | 'annual' = 'monthly') => {
  const res = await post('/api/billing/checkout', cookie, { plan });
  expect(res.status).toBe(200);
  const id = new URL(((await res.json()) as { url: string }).url, 'http://x').searchParams.get('session') as string;
  const details = (await (await t.request(`/api/billing/demo-checkout/${id}`, { headers: { cookie } })).json()) as { trialDays: number };
  expect((await post(`/api/billing/demo-checkout/${id}/complete`, cookie)).status).toBe(200);
  return details;
};
const setTrials = async (monthly: number, annual: number) => {
  const res = await put('/api/admin/billing/trials/settings', admin, { monthly, annual });
  expect(res.status).toBe(200);
};

describe('trial settings (admin)', () => {
  it('only an administrator reads or changes them', async () => {
    const { cookie } = await newUser();
    expect((await t.request('/api/admin/billing/trials/settings')).status).toBe(401);
    expect((await t.request('/api/admin/billing/trials/settings', { headers: { cookie } })).status).toBe(403);
    expect((await put('/api/admin/billing/trials/settings', cookie, { monthly: 14, annual: 0 })).status).toBe(403);
    expect((await t.request('/api/admin/billing/trials', { headers: { cookie } })).status).toBe(403);
    expect(await t.database.db.select().from(billingPlanSettings)).toHaveLength(0);
  });

  it('refuses a bad length with its message and changes nothing', async () => {
    for (const monthly of [-1, 91, 2.5, 'ten', null]) {
      const res = await put('/api/admin/billing/trials/settings', admin, { monthly, annual: 0 });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fieldErrors: { monthly: ['Enter a whole number of days from 0 (no trial) to 90.'] } });
    }
    expect((await put('/api/admin/billing/trials/settings', admin, { monthly: 7, annual: 0, weekly: 3 })).status).toBe(400);
    expect(await (await t.request('/api/admin/billing/trials/settings', { headers: { cookie: admin } })).json()).toEqual({ monthly: 0, annual: 0 });
  });

  it('saves per plan, shows on the public plans and audits each change', async () => {
    await setTrials(14, 0);
    expect(await (await t.request('/api/billing/plans')).json()).toMatchObject({ provider: 'demo', trialDays: { monthly: 14, annual: 0 } });
    await setTrials(14, 0); // unchanged: no second audit row
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'billing.trial_settings'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorEmail: 'trial-admin@example.com', target: 'monthly', details: { from: 0, to: 14 } });
  });
});

describe('a demo trial', () => {
  it('grants full access at once, says the days left and emails that it started', async () => {
    await setTrials(14, 0);
    const u = await newUser();
    const before = Date.now();
    expect((await joinDemo(u.cookie, 'monthly')).trialDays).toBe(14);
    const sub = await subscriptionOf(u.cookie);
    expect(sub).toMatchObject({ isSubscribed: true, status: 'trialing', plan: 'monthly' });
    const end = Date.parse(sub.trialEndsAt as string);
    expect(end).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(end).toBeLessThan(Date.now() + 14 * DAY + 1000);
    expect(sub.currentPeriodEnd).toBe(sub.trialEndsAt);
    expect((await t.request('/api/test/members-only', { headers: { cookie: u.cookie } })).status).toBe(200);
    // A switch would restart the period and charge now, ending the trial early: refused, nothing changes.
    const sw = await post('/api/billing/change-plan', u.cookie, { plan: 'annual' });
    expect(sw.status).toBe(409);
    expect(((await sw.json()) as { message: string }).message).toBe('You can switch plans once your free trial has ended.');
    expect(await subscriptionOf(u.cookie)).toEqual(sub);
    await t.deps.jobs.drain();
    const welcome = smtp.to(u.email).find((m) => decodeWords(m.header('subject') ?? '').includes('free trial has started'));
    expect(welcome?.text).toMatch(/we charge \$39 per month, unless you cancel/);
    // The annual plan has no trial: a checkout for it starts an ordinary membership.
    const v = await newUser();
    expect((await joinDemo(v.cookie, 'annual')).trialDays).toBe(0);
    expect(await subscriptionOf(v.cookie)).toMatchObject({ status: 'active', trialEndsAt: null });
  });

  it('emails once, 3 days before the end, and converts to a paid period at the end', async () => {
    await setTrials(10, 0);
    const u = await newUser();
    await joinDemo(u.cookie);
    const end = Date.parse((await subscriptionOf(u.cookie)).trialEndsAt as string);
    const reminders = () => smtp.to(u.email).filter((m) => decodeWords(m.header('subject') ?? '').includes('trial ends in 3 days'));
    // Four days before: not yet.
    await runTrialPass(t.deps, new Date(end - 4 * DAY));
    await t.deps.jobs.drain();
    expect(reminders()).toHaveLength(0);
    // Inside the last three days: once, however often the pass runs (two processes at once included).
    await Promise.all([runTrialPass(t.deps, new Date(end - 3 * DAY + 60_000)), runTrialPass(t.deps, new Date(end - 3 * DAY + 60_000))]);
    await runTrialPass(t.deps, new Date(end - 2 * DAY));
    await t.deps.jobs.drain();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]?.text).toMatch(/Unless you cancel before then, your monthly membership starts that day and we charge \$39\./);
    // The end: the first paid month starts where the trial stopped.
    expect(await runTrialPass(t.deps, new Date(end + 60_000))).toMatchObject({ ended: 1 });
    expect(await runTrialPass(t.deps, new Date(end + 120_000))).toMatchObject({ ended: 0 });
    const sub = await subscriptionOf(u.cookie);
    expect(sub).toMatchObject({ isSubscribed: true, status: 'active', trialEndsAt: null });
    const paidEnd = new Date(end);
    paidEnd.setUTCMonth(paidEnd.getUTCMonth() + 1);
    expect(Date.parse(sub.currentPeriodEnd as string)).toBe(paidEnd.getTime());
    const [claim] = await t.database.db.select().from(trialClaims).where(eq(trialClaims.userId, u.id));
    expect(claim).toMatchObject({ outcome: 'converted' });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.target, u.id))).not.toHaveLength(0);
  });

  it('lapses with no charge when the member canceled during the trial', async () => {
    await setTrials(7, 0);
    const u = await newUser();
    await joinDemo(u.cookie);
    expect((await post('/api/billing/cancel', u.cookie)).status).toBe(200);
    const sub = await subscriptionOf(u.cookie);
    expect(sub).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true, isSubscribed: true });
    const end = Date.parse(sub.trialEndsAt as string);
    expect(await runTrialPass(t.deps, new Date(end + 1000))).toMatchObject({ ended: 1 });
    expect(await subscriptionOf(u.cookie)).toMatchObject({ isSubscribed: false, status: 'canceled' });
    expect((await t.request('/api/test/members-only', { headers: { cookie: u.cookie } })).status).toBe(403);
    const [claim] = await t.database.db.select().from(trialClaims).where(eq(trialClaims.userId, u.id));
    expect(claim).toMatchObject({ outcome: 'lapsed' });
  });

  it('a trial of 3 days or less gets no reminder (its start email names the end)', async () => {
    await setTrials(3, 0);
    const u = await newUser();
    await joinDemo(u.cookie);
    const end = Date.parse((await subscriptionOf(u.cookie)).trialEndsAt as string);
    expect(await runTrialPass(t.deps, new Date(end - DAY))).toMatchObject({ reminders: 0 });
  });
});

describe('the trial pass in the job queue', () => {
  it('runs hourly: one job per hour however many processes schedule it', async () => {
    await scheduleRecurring(t.deps.jobs, recurringJobs(t.deps));
    await scheduleRecurring(t.deps.jobs, recurringJobs(t.deps));
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.name, TRIALS_JOB));
    expect(queued).toHaveLength(1);
    expect((queued[0]?.runAt.getTime() ?? 1) % 3_600_000).toBe(0);
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.name, TRIALS_JOB));
    await t.deps.jobs.drain();
    const after = await t.database.db.select().from(jobs).where(eq(jobs.name, TRIALS_JOB));
    expect(after.map((j) => j.status).sort()).toEqual(['done', 'pending']);
  });
});

describe('one trial per person', () => {
  it('not twice for one account, nor for a new account with the same email', async () => {
    await setTrials(7, 7);
    const u = await newUser('once-only@example.com');
    await joinDemo(u.cookie);
    expect((await post('/api/billing/cancel', u.cookie)).status).toBe(200);
    const end = Date.parse((await subscriptionOf(u.cookie)).trialEndsAt as string);
    await runTrialPass(t.deps, new Date(end + 1000));
    expect(await subscriptionOf(u.cookie)).toMatchObject({ status: 'canceled' });
    // The same account again: no trial, the membership starts paid.
    expect(
      ((await (await t.request('/api/billing/overview', { headers: { cookie: u.cookie } })).json()) as { trialEligible: boolean }).trialEligible,
    ).toBe(false);
    expect((await joinDemo(u.cookie)).trialDays).toBe(0);
    expect(await subscriptionOf(u.cookie)).toMatchObject({ status: 'active' });
    // Deleted and made again with the same address (in another case): still none.
    expect((await post('/api/billing/cancel', u.cookie)).status).toBe(200);
    const del = await post('/api/account/delete', u.cookie, { confirmEmail: 'once-only@example.com', password: 'Passw0rdOk' });
    expect(del.status).toBe(200);
    smtp.clear(); // the first account's verification email would be found first
    const again = await newUser('once-only@example.com');
    expect(again.id).not.toBe(u.id);
    expect((await joinDemo(again.cookie)).trialDays).toBe(0);
    expect(await subscriptionOf(again.cookie)).toMatchObject({ status: 'active', trialEndsAt: null });
    const claims = await t.database.db.select().from(trialClaims).where(eq(trialClaims.email, 'once-only@example.com'));
    expect(claims).toHaveLength(1);
    expect(claims[0]?.userId).toBeNull();
  });

  it('an account that already had a paid membership gets no trial', async () => {
    await setTrials(7, 7);
    const u = await newUser();
    await t.database.db.insert(subscribers).values({ userId: u.id, plan: 'monthly', status: 'canceled', provider: 'demo' });
    expect((await joinDemo(u.cookie)).trialDays).toBe(0);
  });
});

describe('the admin list of trials', () => {
  it('lists trials newest first, running ones on their own, searchable by email or name', async () => {
    const all = (await (await t.request('/api/admin/billing/trials', { headers: { cookie: admin } })).json()) as {
      trials: { email: string; outcome: string; name: string | null }[];
    };
    expect(all.trials.length).toBeGreaterThanOrEqual(5);
    expect(new Set(all.trials.map((x) => x.outcome))).toEqual(new Set(['trialing', 'converted', 'lapsed']));
    const running = (await (await t.request('/api/admin/billing/trials?status=trialing', { headers: { cookie: admin } })).json()) as {
      trials: { outcome: string }[];
    };
    expect(running.trials.every((x) => x.outcome === 'trialing')).toBe(true);
    const found = (await (await t.request('/api/admin/billing/trials?q=ONCE-only', { headers: { cookie: admin } })).json()) as {
      trials: { email: string }[];
    };
    expect(found.trials.map((x) => x.email)).toEqual(['once-only@example.com']);
    const byName = (await (await t.request('/api/admin/billing/trials?q=tess%20trial', { headers: { cookie: admin } })).json()) as {
      trials: unknown[];
    };
    expect(byName.trials.length).toBeGreaterThan(0);
    const odd = await t.request('/api/admin/billing/trials?q=%25_%5C', { headers: { cookie: admin } });
    expect(((await odd.json()) as { trials: unknown[] }).trials).toEqual([]);
    expect((await t.request('/api/admin/billing/trials?status=maybe', { headers: { cookie: admin } })).status).toBe(400);
  });
});
