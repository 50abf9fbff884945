import { describe, expect, it } from 'vitest';
import { EDUCATION_NOTICE } from '../messages.ts';
import { RULES_2026 } from '../rules/2026.ts';
import { keyFinancialFacts } from './key-facts.ts';
import { questionnaireReport } from './report.ts';

const flat = (facts = keyFinancialFacts()) =>
  facts.sections.flatMap((s) => [s.title, ...s.facts.flatMap((f) => [f.label, f.value, f.note ?? ''])]).join('\n');

describe('Key Financial Facts (part 2 of the report)', () => {
  it('has the three sections the issue names', () => {
    expect(keyFinancialFacts().sections.map((s) => s.title)).toEqual([
      '2026 contribution limits',
      'Public Service Loan Forgiveness (PSLF)',
      'Federal repayment plans after July 1, 2026',
    ]);
  });

  it('shows the 2026 figures of the rules file', () => {
    const text = flat();
    for (const s of [
      '$24,500',
      '$8,000',
      '$11,250',
      '$72,000',
      '$7,500',
      '$1,100',
      '$4,400 self-only / $8,750 family',
      '120 monthly payments',
      'at least 30 hours',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toContain('Repayment Assistance Plan (RAP), Tiered Standard');
    expect(text).toContain('can be repaid only under Repayment Assistance Plan (RAP) or Tiered Standard');
    expect(text).toContain('PAYE and ICR end June 30, 2028');
    expect(text).toContain('SAVE');
    expect(keyFinancialFacts().footer).toBe(RULES_2026.footer);
  });

  it('reads every figure from the rules file, never a copy', () => {
    const changed = JSON.parse(JSON.stringify(RULES_2026)) as typeof RULES_2026;
    (changed.retirement.electiveDeferral as { value: number }).value = 99_999;
    (changed.studentLoans.pslf.qualifyingPayments as { value: number }).value = 121;
    const text = flat(keyFinancialFacts(changed));
    expect(text).toContain('$99,999');
    expect(text).not.toContain('$24,500');
    expect(text).toContain('121 monthly payments');
  });

  it('the report carries the name, the answers as shown, the insights, the facts and the notice', () => {
    const report = questionnaireReport({
      firstName: ' Ada ',
      highInterestDebt: 'No',
      emergencyFundStatus: 'Yes, fully funded',
      avgLoanRate: 'Less than 3%',
      pslfStatus: 'No',
      employerMatch: 'full',
      financialLeaning: 'wealth',
    });
    expect(report.firstName).toBe('Ada');
    expect(report.answers.map((a) => a.answer)).toEqual([
      'No',
      'Yes, fully funded',
      'Less than 3%',
      'No',
      'Yes, and I contribute enough to get the full match',
      'Maximize long-term wealth, accepting market risk',
    ]);
    expect(report.insights.path).toBe('invest');
    expect(report.facts.sections).toHaveLength(3);
    expect(report.notice).toBe(EDUCATION_NOTICE);
  });
});
