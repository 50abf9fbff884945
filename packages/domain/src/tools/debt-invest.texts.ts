import type { PracticeSetting } from '../auth/auth.constants.ts';
import type { DebtVsInvestRecommendation } from './debt-invest.ts';

/**
 * The 'Attorney-Specific Context' texts (spec §9 names the cases; the wording is ours, decision
 * 101). General education about each setting, never advice to one person.
 */
export const ATTORNEY_CONTEXT_TEXTS = {
  BigLaw:
    'Big Law pays well but front-loads risk: most associates leave within a few years, and lockstep raises and bonuses can mask how much of the salary is committed. Early on, flexibility is worth a lot, so many associates split their cash: capture any 401(k) match, keep a solid cash reserve, and pay private or high-rate loans down quickly while the salary is high.',
  GovernmentPslf:
    'Government attorneys pursuing Public Service Loan Forgiveness make 120 qualifying payments on a qualifying plan, and the remaining federal balance is forgiven tax-free. Paying extra on federal loans only shrinks what would be forgiven, so surplus cash usually does more in retirement accounts: government 457(b) and pension plans are powerful here. Certify employment every year and keep your records.',
  PublicInterestPslf:
    'Public interest attorneys pursuing PSLF usually pay the required income-driven amount and no more: after 120 qualifying payments the rest of the federal balance is forgiven tax-free. Extra cash tends to work harder invested or in savings. Check that your employer is a qualifying 501(c)(3) and certify employment yearly so every payment counts.',
  GovernmentOrPublicInterestNoPslf:
    'You work in a setting that usually qualifies for Public Service Loan Forgiveness, but you are not pursuing it. If your federal loans are large relative to your income, it is worth checking eligibility before you pay extra or refinance: refinancing moves loans out of the federal system and gives up PSLF for good.',
  MidsizeOrSmall:
    'Midsize and small firm pay varies more and bonuses are less predictable than in Big Law, so a larger emergency fund comes first. With loans at moderate rates, many attorneys in these firms pay the required amount, capture any employer match, and direct extra cash at the highest-rate debt first.',
  InHouse:
    'In-house roles often bring steadier hours and stronger benefits: a 401(k) match, sometimes equity or a bonus plan. Take the full match first; it is an immediate return no loan payoff can beat. Beyond that, compare your loan rates with a realistic after-tax return, and watch concentration if part of your pay is company stock.',
} as const;

export type AttorneyContextKey = keyof typeof ATTORNEY_CONTEXT_TEXTS;

export const attorneyContextKey = (practiceSetting: PracticeSetting, pslf: boolean): AttorneyContextKey => {
  switch (practiceSetting) {
    case 'BigLaw':
      return 'BigLaw';
    case 'Government':
      return pslf ? 'GovernmentPslf' : 'GovernmentOrPublicInterestNoPslf';
    case 'PublicInterest':
      return pslf ? 'PublicInterestPslf' : 'GovernmentOrPublicInterestNoPslf';
    case 'InHouse':
      return 'InHouse';
    default:
      return 'MidsizeOrSmall';
  }
};

/** The 'Our Recommendation' texts (spec §9: debt, invest with a PSLF variant, balanced). */
export const RECOMMENDATION_TEXTS = {
  debt: {
    title: 'Prioritize paying down debt',
    body: 'With these figures, the interest you would pay on your debt outweighs what investing the same cash is projected to earn. Paying debt down is a guaranteed, risk-free return equal to its interest rate. Keep capturing any employer match, then direct the rest of your available cash at the highest-rate balance first.',
  },
  invest: {
    title: 'Prioritize investing',
    body: 'With these figures, investing is projected to come out ahead of the interest you would save by paying debt faster, by more than 20% of that interest. Keep paying at least the minimum on every loan, take the full employer match, and invest the rest consistently. Market returns are not guaranteed; a lower return or a bad sequence of years narrows the gap.',
  },
  investPslf: {
    title: 'Prioritize investing while you pursue PSLF',
    body: 'On a qualifying income-driven plan with Public Service Loan Forgiveness, extra payments mostly reduce a balance that would be forgiven. Pay the required amount, certify your employment every year, and put surplus cash into retirement accounts and savings. If you might leave public service before 120 qualifying payments, revisit this choice.',
  },
  balanced: {
    title: 'Take a balanced approach',
    body: 'With these figures, neither path is clearly ahead, or your situation calls for flexibility. Many attorneys split the difference: capture the full employer match, keep an emergency fund, pay extra toward the highest-rate debt, and invest the rest. Revisit the split when your income, rates or plans change.',
  },
  balancedEarlyBigLaw: {
    title: 'Take a balanced approach',
    body: 'With these figures investing comes out ahead, but in the first years at a large firm pay, hours and plans change quickly, and many associates leave within five years. Keep your options open: capture the full employer match, build an emergency fund, pay extra toward the highest-rate debt, and invest the rest. Revisit the split as your career settles.',
  },
} as const;

export type RecommendationTextKey = keyof typeof RECOMMENDATION_TEXTS;

export const recommendationTextKey = (
  recommendation: DebtVsInvestRecommendation,
  pslf: boolean,
  balancedForEarlyBigLaw = false,
): RecommendationTextKey =>
  recommendation === 'invest' && pslf
    ? 'investPslf'
    : recommendation === 'balanced' && balancedForEarlyBigLaw
      ? 'balancedEarlyBigLaw'
      : recommendation;

/** The investing advantage as a sentence: which path comes out ahead, by how much (never a signed amount). */
export const advantageSentence = (advantage: number, years: number, formatUsd: (x: number) => string): string => {
  const amount = formatUsd(Math.abs(advantage));
  if (amount === formatUsd(0)) return `Over ${years} years, both paths come out even.`;
  return advantage > 0
    ? `Over ${years} years, investing comes out ahead by ${amount} (what the investments grow to, less the debt interest and your starting savings).`
    : `Over ${years} years, paying down debt comes out ahead by ${amount} (the debt interest, less what investing would have added to your starting savings).`;
};
