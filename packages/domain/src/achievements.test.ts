import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, isAchievementId, scenarioAchievements } from './achievements.ts';
import { linesRaw } from './tools/fields.ts';
import { TOOL_IDS } from './tools/types.ts';

const netWorth = (assets: number, loans: number) => ({
  tool: 'net-worth' as const,
  input: {
    assets: linesRaw([{ category: 'checking', amount: assets }]),
    liabilities: linesRaw([{ category: 'federalStudentLoans', amount: loans }]),
  },
});
const fund = (reserve: number) => ({ tool: 'emergency-fund' as const, input: { essentials: '5000', currentReserve: String(reserve) } });

describe('achievements', () => {
  it('every tool has a first-scenario achievement, named after the tool', () => {
    for (const tool of TOOL_IDS) expect(ACHIEVEMENTS[`first_scenario:${tool}`].name).toMatch(/^First Scenario: /);
    expect(ACHIEVEMENTS['first_scenario:net-worth'].name).toBe('First Scenario: Net Worth Calculator');
    expect(isAchievementId('first_login')).toBe(true);
    expect(isAchievementId('first_scenario:nope')).toBe(false);
    expect(isAchievementId('toString')).toBe(false);
  });

  it('a saved scenario earns its tool’s first-scenario achievement', () => {
    expect(scenarioAchievements({ tool: 'true-hourly-rate', input: {} }, [])).toEqual(['first_scenario:true-hourly-rate']);
  });

  it('a net worth above zero counts only once an earlier saved one was below zero', () => {
    expect(scenarioAchievements(netWorth(50_000, 10_000), [])).toEqual(['first_scenario:net-worth']);
    expect(scenarioAchievements(netWorth(50_000, 10_000), [netWorth(20_000, 5_000)])).not.toContain('net_worth_positive');
    expect(scenarioAchievements(netWorth(50_000, 10_000), [netWorth(5_000, 180_000)])).toContain('net_worth_positive');
    // Exactly zero has not crossed; a still-negative figure has not either.
    expect(scenarioAchievements(netWorth(10_000, 10_000), [netWorth(5_000, 180_000)])).not.toContain('net_worth_positive');
    expect(scenarioAchievements(netWorth(5_000, 100_000), [netWorth(5_000, 180_000)])).not.toContain('net_worth_positive');
  });

  it('an emergency fund counts when its reserve meets the target', () => {
    expect(scenarioAchievements(fund(0), [])).not.toContain('emergency_fund_at_target');
    expect(scenarioAchievements(fund(200_000), [])).toContain('emergency_fund_at_target');
  });
});
