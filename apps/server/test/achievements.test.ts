import { linesRaw } from '@awc/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, contentItems, notifications, subscribers } from '../src/db/schema/index.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Issue 28: achievements for real milestones, each awarded once, notified, listed on the dashboard. */
let t: TestApp;
let cookie = '';
let userId = '';

beforeAll(async () => {
  t = await createTestApp();
  cookie = await createVerifiedUser(t, 'milestones@example.com');
  userId = (await me(t, cookie)).user?.id ?? '';
  await t.database.db
    .insert(subscribers)
    .values({ userId, plan: 'annual', status: 'active', provider: 'test', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
});
afterAll(() => t.close());

const call = (path: string, init: RequestInit & { json?: unknown } = {}) => t.request(path, { ...init, headers: { cookie } });
const earned = async () =>
  (await t.database.db.select({ id: achievements.achievementId }).from(achievements).where(eq(achievements.userId, userId))).map((r) => r.id).sort();
const notified = async (id: string) =>
  (
    await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.dedupeKey, `achievement:${id}`)))
  ).map((n) => n.title);
const dashboardNames = async () =>
  ((await (await call('/api/dashboard')).json()) as { achievements: { name: string }[] }).achievements.map((a) => a.name);

const netWorth = (assets: number, loans: number) => ({
  tool: 'net-worth',
  name: `Net worth ${assets - loans}`,
  input: {
    assets: linesRaw([{ category: 'checking', amount: assets }]),
    liabilities: linesRaw([{ category: 'federalStudentLoans', amount: loans }]),
  },
});

describe('milestone achievements', () => {
  it('the first saved scenario of each tool: once per tool, notified once, on the dashboard', async () => {
    const hourly = { tool: 'true-hourly-rate', name: 'Year 1', input: { baseSalary: '225000' } };
    expect((await call('/api/scenarios', { method: 'POST', json: hourly })).status).toBe(201);
    expect((await call('/api/scenarios', { method: 'POST', json: { ...hourly, name: 'Year 2' } })).status).toBe(201);
    expect(await earned()).toContain('first_scenario:true-hourly-rate');
    expect(await notified('first_scenario:true-hourly-rate')).toEqual(['Achievement Unlocked: First Scenario: True Hourly Rate Calculator!']);
    expect(await dashboardNames()).toContain('First Scenario: True Hourly Rate Calculator');
  });

  it('a net worth that crossed zero: not for a first positive figure, once when a saved negative one turns positive', async () => {
    const before = await earned();
    const res = await call('/api/scenarios', { method: 'POST', json: netWorth(5_000, 150_000) });
    expect(res.status).toBe(201);
    const { scenario } = (await res.json()) as { scenario: { id: string } };
    expect(await earned()).toEqual([...before, 'first_scenario:net-worth'].sort());
    expect(await earned()).not.toContain('net_worth_positive');
    // The same scenario, updated a year later: the figure crossed zero.
    const update = await call(`/api/scenarios/${scenario.id}`, { method: 'PATCH', json: { input: netWorth(180_000, 120_000).input } });
    expect(update.status).toBe(200);
    expect(await earned()).toContain('net_worth_positive');
    expect(await notified('net_worth_positive')).toEqual(['Achievement Unlocked: Net Worth Above Zero!']);
    // Crossing again (down, then up) earns nothing more.
    await call(`/api/scenarios/${scenario.id}`, { method: 'PATCH', json: { input: netWorth(5_000, 150_000).input } });
    await call(`/api/scenarios/${scenario.id}`, { method: 'PATCH', json: { input: netWorth(200_000, 120_000).input } });
    expect((await earned()).filter((id) => id === 'net_worth_positive')).toHaveLength(1);
    expect(await notified('net_worth_positive')).toHaveLength(1);
    expect(await dashboardNames()).toContain('Net Worth Above Zero');
  });

  it('an emergency fund at target, once', async () => {
    const short = { tool: 'emergency-fund', name: 'Short', input: { essentials: '6000', currentReserve: '1000' } };
    expect((await call('/api/scenarios', { method: 'POST', json: short })).status).toBe(201);
    expect(await earned()).not.toContain('emergency_fund_at_target');
    const full = { ...short, name: 'Full', input: { essentials: '6000', currentReserve: '250000' } };
    expect((await call('/api/scenarios', { method: 'POST', json: full })).status).toBe(201);
    expect((await call('/api/scenarios', { method: 'POST', json: { ...full, name: 'Again' } })).status).toBe(201);
    expect(await notified('emergency_fund_at_target')).toEqual(['Achievement Unlocked: Emergency Fund at Target!']);
  });

  it('a scenario the tool refuses earns nothing', async () => {
    const before = await earned();
    const res = await call('/api/scenarios', {
      method: 'POST',
      json: { tool: 'student-loan-navigator', name: 'Bad', input: { filingStatus: 'nonsense' } },
    });
    expect(res.status).toBe(400);
    expect(await earned()).toEqual(before);
  });

  it('the first community post, thread or reply, once', async () => {
    const thread = await call('/api/community/threads', {
      method: 'POST',
      json: { spaceId: 'general', title: 'Hello from a first-year', body: 'Glad to be here. What should I read first?' },
    });
    expect(thread.status).toBe(201);
    const { id } = (await thread.json()) as { id: string };
    const reply = await call(`/api/community/threads/${id}/replies`, { method: 'POST', json: { body: 'Answering myself: the PSLF guide.' } });
    expect(reply.status).toBe(201);
    expect(await earned()).toContain('first_community_post');
    expect(await notified('first_community_post')).toEqual(['Achievement Unlocked: First Community Post!']);
  });

  it('a learning path finished: every published item of one hub topic read, once', async () => {
    const item = (id: string, category: string, published = true) => ({
      id,
      title: `Lesson ${id}`,
      summary: 'A lesson.',
      kind: 'guide',
      category,
      published,
    });
    await t.database.db
      .insert(contentItems)
      .values([item('lp-1', 'practice-management'), item('lp-2', 'practice-management'), item('lp-draft', 'practice-management', false)]);
    const read = (id: string, value = true) => call(`/api/content/${id}/progress`, { method: 'PUT', json: { read: value } });
    expect((await read('lp-1')).status).toBe(200);
    expect(await earned()).not.toContain('learning_path_finished');
    expect((await read('lp-2')).status).toBe(200);
    expect(await earned()).toContain('learning_path_finished');
    // Unread and read again: still one award, one notification.
    await read('lp-2', false);
    await read('lp-2');
    expect(await notified('learning_path_finished')).toEqual(['Achievement Unlocked: Learning Path Finished!']);
    expect(await dashboardNames()).toContain('Learning Path Finished');
  });
});
