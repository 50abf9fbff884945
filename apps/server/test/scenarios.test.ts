import crypto from 'node:crypto';
import { grantAdmin } from './two-factor-helpers.ts';
import { defaultRaw, TOOLS, type ToolId, validateTool } from '@awc/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarios, subscribers } from '../src/db/schema/index.ts';
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
  await grantAdmin(t, adminId);
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

  it('lets members save Stock Option Explainer scenarios, now a member tool too (decision 310)', async () => {
    const iso = {
      tool: 'stock-option-explainer',
      name: 'ISO exercise',
      input: { shares: '5000', strike: '10', fmvAtExerciseOrVest: '40', salePrice: '60', otherWages: '250000', filingStatus: 'hoh' },
    };
    const res = await api('', alice, { method: 'POST', json: iso });
    expect(res.status).toBe(201);
    const { scenario } = (await res.json()) as { scenario: { id: string; input: Record<string, string> } };
    expect(scenario.input).toEqual(iso.input);
    expect((await api(`/${scenario.id}`, bob)).status).toBe(404);
    expect((await api('', visitor, { method: 'POST', json: iso })).status).toBe(403);
  });

  it('saves and reopens the inputs issue 18 added: head of household, the own forgiveness tax rate, the annualized method', async () => {
    const cases = [
      { tool: 'student-loan-navigator', input: { agi: '95000', filingStatus: 'hoh', forgivenessTaxRateMode: 'manual', forgivenessTaxRate: '32' } },
      {
        tool: 'estimated-tax-navigator',
        input: { seNetProfit: '240000', priorYearTotalTax: '60000', installmentMethod: 'annualized', seProfitP1: '30000', seProfitP3: '20000' },
      },
      { tool: 'true-hourly-rate', input: { filingStatus: 'hoh' } },
    ];
    for (const c of cases) {
      const res = await api('', alice, { method: 'POST', json: { ...c, name: `New inputs ${c.tool}` } });
      expect(res.status, c.tool).toBe(201);
      const { scenario } = (await res.json()) as { scenario: { id: string } };
      const back = (await (await api(`/${scenario.id}`, alice)).json()) as { scenario: { input: Record<string, string> } };
      expect(back.scenario.input).toEqual(c.input);
    }
    const bad = await api('', alice, {
      method: 'POST',
      json: { tool: 'student-loan-navigator', name: 'Too high', input: { agi: '95000', forgivenessTaxRateMode: 'manual', forgivenessTaxRate: '75' } },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      'input.forgivenessTaxRate': ['Tax rate must be 0–60%.'],
    });
  });

  it('opens scenarios stored before issue 18 with the same inputs, new inputs at their defaults', async () => {
    // Rows as the earlier version stored them: no forgivenessTaxRateMode, installmentMethod or HoH.
    const aliceId = (await me(t, alice)).user?.id ?? '';
    const old: { tool: string; input: Record<string, string> }[] = [
      {
        tool: 'student-loan-navigator',
        input: { loans: '[{"type":"DirectUnsub","balance":"180000","rate":"7.5"}]', agi: '95000', forgivenessStateRate: '5', filingStatus: 'mfs' },
      },
      {
        tool: 'estimated-tax-navigator',
        input: { w2Wages: '160000', withholdingFullYear: '26000', seNetProfit: '30000', priorYearTotalTax: '31000', underpaymentRateQ3: '8' },
      },
      {
        tool: 'interactive-budget-planner',
        input: { netPerPaycheck: '5000', grossAnnual: '200000', payFrequency: 'biweekly', firstPayDate: '2026-01-02' },
      },
      // Saved by the earlier, blended-balance student-loan page (decision 122): read as one loan line.
      { tool: 'student-loan-navigator', input: { balance: '90000', rate: '6', agi: '80000' } },
    ];
    const ids: string[] = [];
    for (const [i, o] of old.entries()) {
      const id = crypto.randomUUID();
      ids.push(id);
      await t.database.db.insert(scenarios).values({ id, userId: aliceId, tool: o.tool, name: `Stored before ${i}`, input: o.input });
    }
    for (const [i, id] of ids.entries()) {
      const res = await api(`/${id}`, alice);
      expect(res.status).toBe(200);
      const { scenario } = (await res.json()) as { scenario: { tool: ToolId; input: Record<string, string> } };
      // The stored inputs come back exactly as saved…
      expect(scenario.input).toEqual(old[i]?.input);
      // …and still validate, with every input added since at its default.
      const v = validateTool(scenario.tool, { ...defaultRaw(TOOLS[scenario.tool].fields), ...scenario.input });
      expect(v.errors, scenario.tool).toEqual({});
      if (scenario.tool === 'student-loan-navigator') expect(v.values.forgivenessTaxRateMode).toBe('compute');
      if (scenario.tool === 'estimated-tax-navigator') {
        expect(v.values.installmentMethod).toBe('regular');
        expect(v.values.underpaymentRateQ3).toBe(0.08);
      }
    }
    // Renaming one keeps its inputs.
    const renamed = await api(`/${ids[0]}`, alice, { method: 'PATCH', json: { name: 'Renamed' } });
    expect(((await renamed.json()) as { scenario: { input: Record<string, string> } }).scenario.input).toEqual(old[0]?.input);
  });
});
