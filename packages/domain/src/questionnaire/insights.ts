import type { AvgLoanRate } from './questionnaire.constants.ts';
import type { QuestionnaireChoices } from './questionnaire.schemas.ts';

/**
 * The educational reflections of the Student Loan vs. Investing Decision Framework: a pure function
 * from the answers to which path they point to (debt payoff, investing or a balanced split), why,
 * and what to check next, in the order a person would check it. It explains trade-offs; it never
 * tells anyone what to do (docs/decisions/202 records the rules).
 */

export type InsightPath = 'debt' | 'invest' | 'balanced';

export type ReflectionTopic = 'high-interest-debt' | 'emergency-fund' | 'employer-match' | 'pslf' | 'loan-rate' | 'leaning';

/** Where a check stands: `act` (look at this first), `check` (find out more) or `ok` (in place). */
export type ReflectionStatus = 'act' | 'check' | 'ok';

export type Reflection = { topic: ReflectionTopic; status: ReflectionStatus; title: string; body: string };

export type Insights = {
  path: InsightPath;
  /** The path in a few words, e.g. "Leaning toward investing". */
  pathLabel: string;
  /** Why the answers point there, in two or three sentences. */
  summary: string;
  /** One reflection per topic, in the order to work through them. */
  reflections: Reflection[];
  /** The reflections that need attention, as short next steps, in order. */
  nextSteps: string[];
};

/** A long-run, before-tax assumption used only to frame the comparison (not a forecast). */
export const ASSUMED_LONG_RUN_RETURN_RANGE = '6% to 8%';

type RateBand = { lean: -2 | -1 | 0 | 1 | 2; known: boolean; title: string; body: string };

const RATE_BANDS: Record<AvgLoanRate, RateBand> = {
  'Less than 3%': {
    lean: 2,
    known: true,
    title: 'Your loan rate is below what a diversified portfolio has historically earned',
    body: `Paying down a loan below 3% is a guaranteed return of under 3%. Broad stock-market portfolios have historically returned something like ${ASSUMED_LONG_RUN_RETURN_RANGE} a year over long periods, with real ups and downs along the way. At rates this low, extra loan payments usually give up more expected growth than they save in interest.`,
  },
  '3% to 4.99%': {
    lean: 1,
    known: true,
    title: 'Your loan rate sits below typical long-run market returns',
    body: `A 3% to 4.99% rate is a modest guaranteed return on every extra dollar of payoff. Long-run market returns of roughly ${ASSUMED_LONG_RUN_RETURN_RANGE} are expected, not promised, so the gap favors investing only for money you can leave invested for many years.`,
  },
  '5% to 6.99%': {
    lean: 0,
    known: true,
    title: 'Your loan rate is in the toss-up zone',
    body: `At 5% to 6.99%, the guaranteed return from paying down the loan is close to what markets are expected to return after taxes and bad years. Neither choice is clearly ahead on the numbers, which is why many people split extra money between the two and let their comfort with risk decide the proportions.`,
  },
  '7% to 8.99%': {
    lean: -1,
    known: true,
    title: 'Your loan rate rivals long-run market returns',
    body: `Every extra dollar paid on a 7% to 8.99% loan earns that rate with certainty. That is at or above the ${ASSUMED_LONG_RUN_RETURN_RANGE} long-run range for stocks, without the risk. Once the employer match is captured, paying down these loans is hard for investing to beat on expected value.`,
  },
  '9% or higher': {
    lean: -2,
    known: true,
    title: 'Your loan rate is above what markets have reliably returned',
    body: `A loan at 9% or more costs more each year than a diversified portfolio has earned on average, so paying it down is a guaranteed return investing is unlikely to match. If the loans are private or refinanced, also compare what a lower-rate refinance would change.`,
  },
  "I'm not sure / Prefer not to say": {
    lean: 0,
    known: false,
    title: 'Find your loan rate: it decides most of this comparison',
    body: 'The interest rate is the single biggest input to the pay-down-or-invest question. Your federal loans and their rates are listed on studentaid.gov under your account; private lenders show the rate on every statement. A balance-weighted average of the rates is the number to compare with expected market returns.',
  },
};

const LEANING_SCORE: Record<QuestionnaireChoices['financialLeaning'], -1 | 0 | 1> = { wealth: 1, 'debt-free': -1, balanced: 0 };

/** The score that decides the path: positive favors investing, negative favors paying down debt. */
export const insightScore = (a: QuestionnaireChoices): number =>
  RATE_BANDS[a.avgLoanRate].lean + (a.pslfStatus === 'Yes' ? 4 : 0) + LEANING_SCORE[a.financialLeaning];

/**
 * The path the answers point to. High-interest debt comes first whatever else is true; a PSLF
 * borrower's extra payments shrink only the forgiven amount, so PSLF points to investing unless
 * the person wants to be debt-free above all; otherwise the rate band and the leaning decide.
 */
export const insightPath = (a: QuestionnaireChoices): InsightPath => {
  if (a.highInterestDebt === 'Yes') return 'debt';
  const score = insightScore(a);
  if (score >= 2) return 'invest';
  if (score <= -2) return 'debt';
  return 'balanced';
};

const PATH_LABELS: Record<InsightPath, string> = {
  debt: 'Leaning toward debt payoff',
  invest: 'Leaning toward investing',
  balanced: 'Leaning toward a balanced path',
};

const summaryOf = (a: QuestionnaireChoices, path: InsightPath): string => {
  const band = RATE_BANDS[a.avgLoanRate];
  if (a.highInterestDebt === 'Yes') {
    return 'You told us you carry high-interest debt. Paying off balances that charge more than 15% is a guaranteed return that no mainstream investment reliably matches, so your answers point to debt payoff first: the high-interest balances, then a fresh look at your student loans against investing.';
  }
  if (a.pslfStatus === 'Yes' && path === 'invest') {
    return 'You are pursuing PSLF. Under PSLF, any balance left after 120 qualifying payments is forgiven tax-free, so extra payments on those federal loans mostly reduce the amount forgiven rather than your total cost. Your answers point to investing: making the required payments on a qualifying plan and putting extra money to work elsewhere.';
  }
  if (a.pslfStatus === 'Yes') {
    return `You are pursuing PSLF, which usually argues for paying only what is required, but your loans charge ${a.avgLoanRate.toLowerCase()} and you told us that becoming debt-free quickly matters to you. Your answers point to a balanced path: keep the PSLF payments on track, and weigh how much the certainty of being debt-free is worth to you before paying extra toward a balance that may be forgiven.`;
  }
  if (path === 'invest') {
    return `${band.known ? `Your loans charge ${a.avgLoanRate.toLowerCase()}, below long-run market return expectations` : 'Your loan rate is unknown'}${a.financialLeaning === 'wealth' ? ', and you want to maximize long-term wealth' : ''}. Your answers point to investing beyond the required loan payments, with the usual caution that market returns are not guaranteed.`;
  }
  if (path === 'debt') {
    return `${band.known ? `Your loans charge ${a.avgLoanRate.toLowerCase()}, a guaranteed return that rivals long-run market returns` : 'Your loan rate is unknown'}${a.financialLeaning === 'debt-free' ? ', and becoming debt-free quickly matters to you' : ''}. Your answers point to paying down your student loans faster once the basics are in place.`;
  }
  return `${band.known ? `Your loans charge ${a.avgLoanRate.toLowerCase()}` : 'You are not sure of your loan rate'}${a.financialLeaning === 'balanced' ? ' and you prefer a balanced approach' : ''}. Neither paying down the loans nor investing is clearly ahead on your answers, so they point to a balanced path: splitting extra money between the two, and revisiting the split when your rate or goals change.`;
};

const reflectionsOf = (a: QuestionnaireChoices): Reflection[] => {
  const out: Reflection[] = [];
  out.push(
    a.highInterestDebt === 'Yes'
      ? {
          topic: 'high-interest-debt',
          status: 'act',
          title: 'Start with your high-interest debt',
          body: 'Credit card and other balances above 15% cost more than almost any investment can be expected to earn. Many people list these balances from the highest rate down (the avalanche method), pay the minimum on everything else, and direct every extra dollar to the top of the list until it is gone.',
        }
      : {
          topic: 'high-interest-debt',
          status: 'ok',
          title: 'No high-interest debt: a strong starting point',
          body: 'Without balances above 15% competing for your cash, the real question is how your student loans compare with investing. Keeping credit cards paid in full each month keeps it that way.',
        },
  );
  out.push(
    a.emergencyFundStatus === 'Yes, fully funded'
      ? {
          topic: 'emergency-fund',
          status: 'ok',
          title: 'Your emergency fund is in place',
          body: 'With 3–6 months of essential expenses set aside, a surprise bill or a gap between jobs need not interrupt loan payments or force you to sell investments at a bad time. Revisit the amount when your expenses change.',
        }
      : a.emergencyFundStatus === 'Partially funded'
        ? {
            topic: 'emergency-fund',
            status: 'check',
            title: 'Finish your emergency fund',
            body: 'You have started, which matters. Until the fund covers 3–6 months of essential expenses, many people split extra money between topping it up and their other goals, so that one surprise does not undo progress on debt or investing.',
          }
        : {
            topic: 'emergency-fund',
            status: 'act',
            title: 'Build a starter emergency fund before extra payments or investing',
            body: 'Without savings to fall back on, an unexpected expense tends to land on a credit card at a high rate. A common first step is a starter fund of one month of essential expenses in a high-yield savings account, then building toward 3–6 months alongside your other goals.',
          },
  );
  const match: Record<QuestionnaireChoices['employerMatch'], Reflection> = {
    full: {
      topic: 'employer-match',
      status: 'ok',
      title: 'You are capturing your full employer match',
      body: 'An employer match is an immediate return of 50% or 100% on the matched contributions, more than paying down any student loan saves. You are already collecting all of it; money beyond the match is where the loans-versus-investing question begins.',
    },
    partial: {
      topic: 'employer-match',
      status: 'act',
      title: 'Contribute enough to receive the full employer match',
      body: 'You are leaving part of your employer match unclaimed. A match is an instant 50% or 100% return on those dollars, which no loan payoff can equal, so raising your contribution to the match threshold is usually the first use of money after high-interest debt and a starter emergency fund.',
    },
    none: {
      topic: 'employer-match',
      status: 'ok',
      title: 'No employer match to capture',
      body: 'Without a match, your workplace plan competes with your loans on its tax benefits and expected returns alone. Its tax deferral, and the option of an IRA or Roth IRA, still make it a strong place for money you decide to invest.',
    },
    unsure: {
      topic: 'employer-match',
      status: 'check',
      title: 'Find out whether your employer offers a match',
      body: 'Your plan’s summary plan description, benefits portal or HR team can tell you whether contributions are matched, up to what percentage of pay, and whether the match vests over time. If there is a match, contributing enough to receive all of it usually comes before extra loan payments.',
    },
  };
  out.push(match[a.employerMatch]);
  const pslf: Record<QuestionnaireChoices['pslfStatus'], Reflection> = {
    Yes: {
      topic: 'pslf',
      status: 'check',
      title: 'Protect your PSLF progress',
      body: 'Under PSLF, paying more than required on your federal Direct Loans reduces only the amount forgiven, not what you owe in total. What matters is that every payment qualifies: full-time work for a qualifying employer, Direct Loans, a qualifying repayment plan, and certified employment. Track your count on studentaid.gov.',
    },
    No: {
      topic: 'pslf',
      status: 'ok',
      title: 'Without PSLF, your loan rate drives the comparison',
      body: 'Since you are not pursuing forgiveness, every extra dollar paid reduces the interest you will pay, so the comparison between your loan rate and expected investment returns carries the decision. If you ever move to government or 501(c)(3) work, look at PSLF again.',
    },
    Unsure: {
      topic: 'pslf',
      status: 'check',
      title: 'Check whether PSLF could apply to you',
      body: 'PSLF can forgive a large federal balance tax-free after 120 qualifying payments, which changes the answer completely: a borrower on track for it usually should not pay extra. It needs full-time work for a government or 501(c)(3) employer, federal Direct Loans and a qualifying plan. The PSLF Help Tool on studentaid.gov checks an employer.',
    },
  };
  out.push(pslf[a.pslfStatus]);
  const band = RATE_BANDS[a.avgLoanRate];
  out.push({ topic: 'loan-rate', status: band.known ? 'ok' : 'check', title: band.title, body: band.body });
  const leaning: Record<QuestionnaireChoices['financialLeaning'], Reflection> = {
    wealth: {
      topic: 'leaning',
      status: 'ok',
      title: 'You lean toward maximizing long-term wealth',
      body: 'Investing for growth means accepting years when the portfolio falls, sometimes sharply. The expected advantage over paying down low-rate debt only shows up if you keep investing through those years rather than stopping or selling.',
    },
    'debt-free': {
      topic: 'leaning',
      status: 'ok',
      title: 'You lean toward becoming debt-free quickly',
      body: 'Being free of loan payments has real value: lower fixed costs, more career flexibility and less stress. That value does not show up in interest-rate comparisons, and it is a legitimate reason to pay down debt faster even when investing might grow more on paper.',
    },
    balanced: {
      topic: 'leaning',
      status: 'ok',
      title: 'You prefer a balanced approach',
      body: 'Splitting extra money between loans and investments hedges both regrets: you reduce debt with certainty while still building investments that compound. A fixed split, reviewed once a year, keeps the plan simple.',
    },
  };
  out.push(leaning[a.financialLeaning]);
  // High-interest debt first, then the emergency fund, the match, PSLF and the rate band (issue 10).
  return out;
};

const NEXT_STEP_TEXT: Record<ReflectionTopic, Partial<Record<ReflectionStatus, string>>> = {
  'high-interest-debt': { act: 'List your balances above 15% and direct every extra dollar to the highest rate first.' },
  'emergency-fund': {
    act: 'Set aside a starter emergency fund of one month of essential expenses.',
    check: 'Top up your emergency fund to 3–6 months of essential expenses.',
  },
  'employer-match': {
    act: 'Raise your retirement contribution to the level that receives the full employer match.',
    check: 'Ask HR or read your plan documents to learn whether your employer matches contributions, and on what terms.',
  },
  pslf: {
    check: 'Confirm your PSLF eligibility and payment count with the PSLF Help Tool on studentaid.gov.',
  },
  'loan-rate': { check: 'Look up the interest rate on each loan (studentaid.gov for federal loans) and work out the balance-weighted average.' },
  leaning: {},
};

/** The reflections, path and next steps for one set of answers. Pure and deterministic. */
export const questionnaireInsights = (answers: QuestionnaireChoices): Insights => {
  const path = insightPath(answers);
  const reflections = reflectionsOf(answers);
  const nextSteps = reflections.map((r) => NEXT_STEP_TEXT[r.topic][r.status]).filter((s): s is string => Boolean(s));
  const closing: Record<InsightPath, string> = {
    debt: 'Then decide how much extra to put toward your loans each month, starting with the highest-rate loan.',
    invest: 'Then decide how much to invest each month beyond the required loan payments, using tax-advantaged accounts first.',
    balanced: 'Then pick a split of extra money between loans and investing that you can keep for a year, and review it annually.',
  };
  nextSteps.push(closing[path]);
  return { path, pathLabel: PATH_LABELS[path], summary: summaryOf(answers, path), reflections, nextSteps };
};
