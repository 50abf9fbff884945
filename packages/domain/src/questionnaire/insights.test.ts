import { describe, expect, it } from 'vitest';
import { type InsightPath, insightPath, questionnaireInsights } from './insights.ts';
import {
  AVG_LOAN_RATE_OPTIONS,
  type AvgLoanRate,
  EMERGENCY_FUND_OPTIONS,
  EMPLOYER_MATCH_OPTIONS,
  FINANCIAL_LEANING_OPTIONS,
  HIGH_INTEREST_DEBT_OPTIONS,
  PSLF_STATUS_OPTIONS,
} from './questionnaire.constants.ts';
import type { QuestionnaireChoices } from './questionnaire.schemas.ts';

/** Every combination of answers: 2 × 3 × 6 × 3 × 4 × 3 = 1,296. */
const ALL: QuestionnaireChoices[] = [];
for (const highInterestDebt of HIGH_INTEREST_DEBT_OPTIONS)
  for (const emergencyFundStatus of EMERGENCY_FUND_OPTIONS)
    for (const avgLoanRate of AVG_LOAN_RATE_OPTIONS)
      for (const pslfStatus of PSLF_STATUS_OPTIONS)
        for (const employerMatch of EMPLOYER_MATCH_OPTIONS)
          for (const financialLeaning of FINANCIAL_LEANING_OPTIONS)
            ALL.push({ highInterestDebt, emergencyFundStatus, avgLoanRate, pslfStatus, employerMatch, financialLeaning });

const RATE_ORDER: AvgLoanRate[] = ['Less than 3%', '3% to 4.99%', '5% to 6.99%', '7% to 8.99%', '9% or higher'];
const PATH_RANK: Record<InsightPath, number> = { debt: 0, balanced: 1, invest: 2 };

/**
 * The path table written out as the product's rules read in words (decision 202), independent of
 * the scoring the implementation uses.
 */
const expectedPath = (a: QuestionnaireChoices): InsightPath => {
  if (a.highInterestDebt === 'Yes') return 'debt';
  const L = a.financialLeaning;
  if (a.pslfStatus === 'Yes') return L === 'debt-free' && a.avgLoanRate === '9% or higher' ? 'balanced' : 'invest';
  switch (a.avgLoanRate) {
    case 'Less than 3%':
      return L === 'debt-free' ? 'balanced' : 'invest';
    case '3% to 4.99%':
      return L === 'wealth' ? 'invest' : 'balanced';
    case '5% to 6.99%':
    case "I'm not sure / Prefer not to say":
      return 'balanced';
    case '7% to 8.99%':
      return L === 'debt-free' ? 'debt' : 'balanced';
    case '9% or higher':
      return L === 'wealth' ? 'balanced' : 'debt';
  }
};

describe('questionnaire insights over every combination of answers', () => {
  it('covers 1,296 combinations', () => {
    expect(ALL).toHaveLength(1296);
  });

  it.each(ALL.map((a) => [JSON.stringify(a), a] as const))('%s', (_, a) => {
    const out = questionnaireInsights(a);
    // The path follows the rule table.
    expect(out.path).toBe(expectedPath(a));
    expect(out.pathLabel).toBe(
      { debt: 'Leaning toward debt payoff', invest: 'Leaning toward investing', balanced: 'Leaning toward a balanced path' }[out.path],
    );
    // One reflection per topic, in the order to work through them.
    expect(out.reflections.map((r) => r.topic)).toEqual(['high-interest-debt', 'emergency-fund', 'employer-match', 'pslf', 'loan-rate', 'leaning']);
    const by = Object.fromEntries(out.reflections.map((r) => [r.topic, r]));
    // High-interest debt first.
    expect(by['high-interest-debt']?.status).toBe(a.highInterestDebt === 'Yes' ? 'act' : 'ok');
    expect(by['high-interest-debt']?.title).toBe(
      a.highInterestDebt === 'Yes' ? 'Start with your high-interest debt' : 'No high-interest debt: a strong starting point',
    );
    // Emergency fund.
    expect(by['emergency-fund']?.status).toBe(
      { 'Yes, fully funded': 'ok', 'Partially funded': 'check', 'No, not yet started': 'act' }[a.emergencyFundStatus],
    );
    // Employer match.
    expect(by['employer-match']?.status).toBe({ full: 'ok', partial: 'act', none: 'ok', unsure: 'check' }[a.employerMatch]);
    if (a.employerMatch === 'partial') expect(by['employer-match']?.title).toBe('Contribute enough to receive the full employer match');
    // PSLF.
    expect(by.pslf?.title).toBe(
      {
        Yes: 'Protect your PSLF progress',
        No: 'Without PSLF, your loan rate drives the comparison',
        Unsure: 'Check whether PSLF could apply to you',
      }[a.pslfStatus],
    );
    // The rate band against expected returns.
    const rateTitle = by['loan-rate']?.title ?? '';
    if (a.avgLoanRate === "I'm not sure / Prefer not to say") expect(rateTitle).toMatch(/Find your loan rate/);
    else if (RATE_ORDER.indexOf(a.avgLoanRate) <= 1) expect(rateTitle).toMatch(/below/);
    else if (a.avgLoanRate === '5% to 6.99%') expect(rateTitle).toMatch(/toss-up/);
    else expect(rateTitle).toMatch(/rivals|above/);
    // Next steps: one per reflection needing attention, in reflection order, then the path's closing step.
    const needing = out.reflections.filter((r) => r.status !== 'ok');
    expect(out.nextSteps).toHaveLength(needing.length + 1);
    if (a.highInterestDebt === 'Yes') expect(out.nextSteps[0]).toMatch(/balances above 15%/);
    else if (a.emergencyFundStatus === 'No, not yet started') expect(out.nextSteps[0]).toMatch(/starter emergency fund/);
    // The summary explains the path and every text is plain, finished prose.
    expect(out.summary).toMatch(/point to|points to/);
    if (a.highInterestDebt === 'Yes') expect(out.summary).toMatch(/high-interest debt/);
    else if (a.pslfStatus === 'Yes') expect(out.summary).toMatch(/PSLF/);
    for (const text of [out.summary, ...out.nextSteps, ...out.reflections.flatMap((r) => [r.title, r.body])]) {
      expect(text).not.toMatch(/undefined|null|NaN|\$\{|\s{2}/);
      expect(text.trim()).toBe(text);
    }
    // Education, not advice: the texts describe, they never instruct with "you should".
    expect(JSON.stringify(out)).not.toMatch(/you should/i);
  });
});

describe('the path moves the way the answers should move it', () => {
  const key = (a: QuestionnaireChoices) => JSON.stringify({ ...a, avgLoanRate: '', pslfStatus: '', financialLeaning: '' });
  it('a higher loan rate never moves the path toward investing', () => {
    for (const a of ALL.filter((x) => RATE_ORDER.includes(x.avgLoanRate))) {
      const i = RATE_ORDER.indexOf(a.avgLoanRate);
      if (i === RATE_ORDER.length - 1) continue;
      const higher = { ...a, avgLoanRate: RATE_ORDER[i + 1] as AvgLoanRate };
      expect(PATH_RANK[insightPath(higher)], key(a)).toBeLessThanOrEqual(PATH_RANK[insightPath(a)]);
    }
  });
  it('pursuing PSLF never moves the path toward debt payoff', () => {
    for (const a of ALL.filter((x) => x.pslfStatus !== 'Yes')) {
      expect(PATH_RANK[insightPath({ ...a, pslfStatus: 'Yes' })]).toBeGreaterThanOrEqual(PATH_RANK[insightPath(a)]);
    }
  });
  it('the leaning tilts the path in its own direction', () => {
    for (const a of ALL.filter((x) => x.financialLeaning === 'balanced')) {
      expect(PATH_RANK[insightPath({ ...a, financialLeaning: 'wealth' })]).toBeGreaterThanOrEqual(PATH_RANK[insightPath(a)]);
      expect(PATH_RANK[insightPath({ ...a, financialLeaning: 'debt-free' })]).toBeLessThanOrEqual(PATH_RANK[insightPath(a)]);
    }
  });
  it('the emergency fund and the match change the checks, not the path', () => {
    for (const a of ALL) {
      expect(insightPath({ ...a, emergencyFundStatus: 'Yes, fully funded', employerMatch: 'full' })).toBe(insightPath(a));
    }
  });
  it('is deterministic', () => {
    const a = ALL[777] as QuestionnaireChoices;
    expect(questionnaireInsights(a)).toEqual(questionnaireInsights({ ...a }));
  });
});

describe('examples', () => {
  it('a PSLF borrower with a match to claim', () => {
    const out = questionnaireInsights({
      highInterestDebt: 'No',
      emergencyFundStatus: 'Partially funded',
      avgLoanRate: '7% to 8.99%',
      pslfStatus: 'Yes',
      employerMatch: 'partial',
      financialLeaning: 'balanced',
    });
    expect(out.path).toBe('invest');
    expect(out.summary).toMatch(/^You are pursuing PSLF/);
    expect(out.nextSteps).toEqual([
      'Top up your emergency fund to 3–6 months of essential expenses.',
      'Raise your retirement contribution to the level that receives the full employer match.',
      'Confirm your PSLF eligibility and payment count with the PSLF Help Tool on studentaid.gov.',
      'Then decide how much to invest each month beyond the required loan payments, using tax-advantaged accounts first.',
    ]);
  });
  it('the spec defaults point to a balanced path and ask for the rate, the match and PSLF', () => {
    const out = questionnaireInsights({
      highInterestDebt: 'No',
      emergencyFundStatus: 'Yes, fully funded',
      avgLoanRate: "I'm not sure / Prefer not to say",
      pslfStatus: 'Unsure',
      employerMatch: 'unsure',
      financialLeaning: 'balanced',
    });
    expect(out.path).toBe('balanced');
    expect(out.nextSteps).toHaveLength(4);
  });
});
