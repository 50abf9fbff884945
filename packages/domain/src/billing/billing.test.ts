import { describe, expect, it } from 'vitest';
import { CheckoutRequestSchema } from './billing.schemas.ts';
import { annualSaving, describePlanChange, formatUsd, membershipTransitions, periodEndFrom, quotePlanChange } from './billing.ts';

const prices = { monthly: 39, annual: 390 };
const snap = (over: Partial<NonNullable<Parameters<typeof membershipTransitions>[0]>> = {}) => ({
  plan: 'monthly',
  status: 'active',
  currentPeriodEnd: new Date('2026-02-01T00:00:00Z'),
  cancelAtPeriodEnd: false,
  ...over,
});

describe('plan prices', () => {
  it('the annual plan saves twelve monthly payments less its price', () => {
    expect(annualSaving(prices)).toEqual({ amount: 78, percent: 17, monthsFree: 2 });
    expect(annualSaving({ monthly: 10, annual: 150 })).toEqual({ amount: 0, percent: 0, monthsFree: 0 });
  });
  it('formats dollars', () => {
    expect(formatUsd(39)).toBe('$39');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
  it('refuses unknown plans with a clear message', () => {
    const r = CheckoutRequestSchema.safeParse({ plan: 'weekly' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('That plan does not exist. Choose the monthly or the annual membership.');
    expect(CheckoutRequestSchema.safeParse({ plan: 'annual' }).success).toBe(true);
  });
  it('periods are calendar months', () => {
    expect(periodEndFrom('annual', new Date('2026-01-31T00:00:00Z')).toISOString()).toBe('2027-01-31T00:00:00.000Z');
    expect(periodEndFrom('monthly', new Date('2026-03-15T12:00:00Z')).toISOString()).toBe('2026-04-15T12:00:00.000Z');
  });
});

describe('plan change proration', () => {
  it('monthly → annual halfway through credits half a month', () => {
    const now = new Date('2026-01-16T12:00:00Z');
    const q = quotePlanChange({ from: 'monthly', to: 'annual', prices, currentPeriodEnd: new Date('2026-02-01T00:00:00Z'), now });
    expect(q.credit).toBe(19.5);
    expect(q.dueNow).toBe(370.5);
    expect(q.carriedCredit).toBe(0);
    expect(q.newPeriodEnd.toISOString()).toBe('2027-01-16T12:00:00.000Z');
    expect(describePlanChange(q, 'annual', prices)).toMatch(/\$19\.50.*\$390 annual price, so \$370\.50 is due today\./);
  });
  it('annual → monthly early carries the surplus credit', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const q = quotePlanChange({ from: 'annual', to: 'monthly', prices, currentPeriodEnd: new Date('2027-01-01T00:00:00Z'), now });
    expect(q.credit).toBe(390);
    expect(q.dueNow).toBe(0);
    expect(q.carriedCredit).toBe(351);
    expect(describePlanChange(q, 'monthly', prices)).toMatch(/nothing is due today and \$351 of credit carries over/);
  });
  it('an ended period gives no credit', () => {
    const q = quotePlanChange({ from: 'monthly', to: 'annual', prices, currentPeriodEnd: new Date('2020-01-01'), now: new Date('2026-01-01') });
    expect(q).toMatchObject({ credit: 0, dueNow: 390 });
  });
});

describe('membership transitions', () => {
  it('announces activation once', () => {
    expect(membershipTransitions(null, snap())).toEqual(['activated']);
    expect(membershipTransitions(snap({ status: 'incomplete' }), snap())).toEqual(['activated']);
    expect(membershipTransitions(snap(), snap())).toEqual([]);
  });
  it('renewal, plan change, cancel scheduling and resume', () => {
    expect(membershipTransitions(snap(), snap({ currentPeriodEnd: new Date('2026-03-01T00:00:00Z') }))).toEqual(['renewed']);
    expect(membershipTransitions(snap(), snap({ plan: 'annual', currentPeriodEnd: new Date('2027-01-01T00:00:00Z') }))).toEqual(['plan_changed']);
    expect(membershipTransitions(snap(), snap({ cancelAtPeriodEnd: true }))).toEqual(['cancel_scheduled']);
    expect(membershipTransitions(snap({ cancelAtPeriodEnd: true }), snap())).toEqual(['resumed']);
  });
  it('cancellation ends access once; an older state never re-announces', () => {
    expect(membershipTransitions(snap(), snap({ status: 'canceled' }))).toEqual(['canceled']);
    expect(membershipTransitions(snap({ status: 'canceled' }), snap({ status: 'canceled' }))).toEqual([]);
    expect(membershipTransitions(snap(), null)).toEqual([]);
    expect(membershipTransitions(snap(), snap({ status: 'past_due' }))).toEqual([]);
  });
});
