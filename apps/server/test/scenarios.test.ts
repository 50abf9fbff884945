import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarios, subscribers, userRoles } from '../src/db/schema/index.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let alice = '';
let bob = '';
let visitor = '';
let admin = '';

const makeMember = async (cookie: string) => {
  const id = (await me(t, cookie)).user?.id ?? '';
  await t.database.db
    .insert(subscribers)
    .values({ userId: id, plan: 'annual', status: 'active', provider: 'test', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
  return id;
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await createVerifiedUser(t, 'alice@example.com');
  bob = await createVerifiedUser(t, 'bob@example.com');
  visitor = await createVerifiedUser(t, 'visitor@example.com');
  admin = await createVerifiedUser(t, 'admin@example.com');
  await makeMember(alice);
  await makeMember(bob);
  const adminId = (await me(t, admin)).user?.id ?? '';
  await t.database.db.insert(userRoles).values({ userId: adminId, role: 'admin' });
});
afterAll(() => t.close());

const api = (path: string, cookie: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(`/api/scenarios${path}`, { ...init, headers: { cookie } });
const example = {
  tool: 'true-hourly-rate',
  name: 'BigLaw year 1',
  input: { baseSalary: '225000', stateLocalRate: '6', workCosts: '1440', notAField: 'x' },
};

describe('/api/scenarios', () => {
  it('is for members: 401 visitors without a session, 403 signed-in non-members', async () => {
    expect((await t.request('/api/scenarios')).status).toBe(401);
    expect((await api('', visitor)).status).toBe(403);
    expect((await api('', visitor, { method: 'POST', json: example })).status).toBe(403);
  });

  it('saves, lists, reopens, renames and deletes a member’s scenario, keeping only the tool’s fields', async () => {
    const res = await api('', alice, { method: 'POST', json: example });
    expect(res.status).toBe(201);
    const { scenario } = (await res.json()) as {
      scenario: { id: string; tool: string; name: string; input: Record<string, string>; createdAt: string; updatedAt: string };
    };
    expect(scenario).toMatchObject({
      tool: 'true-hourly-rate',
      name: 'BigLaw year 1',
      input: { baseSalary: '225000', stateLocalRate: '6', workCosts: '1440' },
    });
    expect(scenario.input.notAField).toBeUndefined();
    expect(Date.parse(scenario.createdAt)).toBeGreaterThan(0);
    const list = (await (await api('?tool=true-hourly-rate', alice)).json()) as { scenarios: { id: string }[] };
    expect(list.scenarios.map((s) => s.id)).toEqual([scenario.id]);
    const one = (await (await api(`/${scenario.id}`, alice)).json()) as { scenario: { input: Record<string, string> } };
    expect(one.scenario.input.baseSalary).toBe('225000');
    const renamed = await api(`/${scenario.id}`, alice, { method: 'PATCH', json: { name: 'Renamed', input: { baseSalary: '230000' } } });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { scenario: { name: string; input: Record<string, string> } }).scenario).toMatchObject({
      name: 'Renamed',
      input: { baseSalary: '230000' },
    });
    expect((await api(`/${scenario.id}`, alice, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/${scenario.id}`, alice)).status).toBe(404);
  });

  it('answers 404 to another member for read, update and delete, and changes nothing', async () => {
    const { scenario } = (await (await api('', alice, { method: 'POST', json: example })).json()) as { scenario: { id: string } };
    expect((await api(`/${scenario.id}`, bob)).status).toBe(404);
    expect((await api(`/${scenario.id}`, bob, { method: 'PATCH', json: { name: 'Mine now' } })).status).toBe(404);
    expect((await api(`/${scenario.id}`, bob, { method: 'DELETE' })).status).toBe(404);
    expect(((await (await api('', bob)).json()) as { scenarios: unknown[] }).scenarios).toEqual([]);
    const [row] = await t.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id));
    expect(row?.name).toBe('BigLaw year 1');
  });

  it('refuses bad input with the tool’s own messages and stores nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(scenarios);
    const bad = await api('', alice, { method: 'POST', json: { ...example, input: { baseSalary: '-5' } } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      'input.baseSalary': ['Enter your annual base salary (0–5,000,000).'],
    });
    const noName = await api('', alice, { method: 'POST', json: { ...example, name: '  ' } });
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.name).toEqual(['Name your scenario.']);
    const noTool = await api('', alice, { method: 'POST', json: { ...example, tool: 'nope' } });
    expect(noTool.status).toBe(400);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(scenarios);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('saves line-item lists (one JSON string per list) and keys a bad line’s message by list, row and cell', async () => {
    const assets = JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ category: 'checking', label: `Account ${i + 1}`, amount: '15000' })));
    expect(assets.length).toBeGreaterThan(200);
    const input = { assets, liabilities: '[{"category":"mortgage","amount":"520000","rate":"6.5"}]' };
    const res = await api('', alice, { method: 'POST', json: { tool: 'net-worth', name: 'Twelve accounts', input } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { scenario: { input: Record<string, string> } }).scenario.input).toEqual(input);
    const bad = await api('', alice, {
      method: 'POST',
      json: { tool: 'net-worth', name: 'Bad line', input: { assets: '[{"category":"checking","amount":"-1"}]', liabilities: '[' } },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      'input.assets.0.amount': ['Enter an amount from 0 to 100,000,000.'],
      'input.liabilities': ['These lines could not be read (the link may have been edited). Reset the list to start again.'],
    });
    const huge = await api('', alice, { method: 'POST', json: { tool: 'net-worth', name: 'Huge', input: { assets: 'x'.repeat(9000) } } });
    expect(huge.status).toBe(400);
  });

  it('keeps admin-tool scenarios for admins', async () => {
    const admTool = { tool: 'savings-strategies', name: 'Default', input: { salary: '200000' } };
    expect((await api('', alice, { method: 'POST', json: admTool })).status).toBe(404);
    expect((await api('', admin, { method: 'POST', json: admTool })).status).toBe(201);
  });
});
