import { JOB_OFFER_EXAMPLE } from '@awc/domain/tools/job-offer.fixtures';
import { ESTIMATED_TAX_EXAMPLE } from '@awc/domain/tools/test-inputs';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../app/pages.ts';
import BuyVsRentPage from '../../../app/routes/tools/buy-vs-rent-navigator.tsx';
import CreditPage from '../../../app/routes/tools/credit-score-factors-explorer.tsx';
import EmergencyFundPage from '../../../app/routes/tools/emergency-fund.tsx';
import EstimatedTaxPage from '../../../app/routes/tools/estimated-tax-navigator.tsx';
import BudgetPage from '../../../app/routes/tools/interactive-budget-planner.tsx';
import JobOfferPage from '../../../app/routes/tools/job-offer-checklist.tsx';
import PracticeAreaPage from '../../../app/routes/tools/practice-area-assessment.tsx';
import StockOptionPage from '../../../app/routes/tools/stock-option-explainer.tsx';
import TrueHourlyPage from '../../../app/routes/tools/true-hourly-rate.tsx';
import { renderToolPage, setUpToolPages } from '../../../testing/render-tool-page.tsx';

/** Renders a tool page with tools.md's worked example in the address bar. */
const renderAt = (Page: ComponentType<PageProps>, path: string, query: Record<string, string> = {}) => renderToolPage(Page, path, { query });

/** A chart's data table (found by its caption): each row's cells joined by " | ". */
const rowsOf = (title: string | RegExp) =>
  within(screen.getByRole('table', { name: title }))
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent).join(' | '));

setUpToolPages();

describe('the charts tools.md names, with the worked examples', { timeout: 60_000 }, () => {
  // The line chart is loaded lazily. Loading it first means the page's lazy import finds it ready,
  // so the wait below is for React to render it, not for the test runner to transform Recharts
  // (which took over ten seconds while other jobs kept both cores busy).
  beforeAll(async () => {
    await import('../../../components/ui/chart-impl.tsx');
  }, 60_000);

  it('§1.4 True hourly: the hours donut and the waterfall from cash pay to net cash', () => {
    renderAt(TrueHourlyPage, '/tools/true-hourly-rate', { stateLocalRate: '6', workCosts: '1440' });
    expect(rowsOf('Hours given to the job in a year, by kind')).toEqual([
      'Kind | Hours | Share',
      'Billable | 2,000 | 70.0%',
      'Non-billable | 400 | 14.0%',
      'Unlogged | 240 | 8.4%',
      'Commute | 216 | 7.6%',
      'hours a year | 2,856 | ',
    ]);
    expect(rowsOf(/^From cash pay to net cash/)).toEqual([
      'Step | Amount | Running total',
      'Cash pay | $245,000 | $245,000',
      'Federal income tax | −$49,704 | $195,296',
      'Social Security | −$11,439 | $183,857',
      'Medicare | −$3,553 | $180,305',
      'Additional Medicare | −$405 | $179,900',
      'State/local | −$14,700 | $165,200',
      'Work costs | −$1,440 | $163,760',
      'Net cash | $163,760 | $163,760',
    ]);
  });

  it('§1.4 True hourly with no state tax and no work costs: no $0 steps, no signed zero (issue 19)', () => {
    renderAt(TrueHourlyPage, '/tools/true-hourly-rate', { stateLocalRate: '0', workCosts: '0' });
    const steps = rowsOf(/^From cash pay to net cash/).map((r) => r.split(' | ')[0]);
    expect(steps).not.toContain('State/local');
    expect(steps).not.toContain('Work costs');
    expect(document.body.textContent).not.toMatch(/\+-|\+−|[−-]\$0(\.00)?(?![\d.])/);
  });

  it('§5.4 Emergency fund: the gauge of months covered against the target, with the 3–6 band', () => {
    renderAt(EmergencyFundPage, '/tools/emergency-fund', {
      dependents: '1',
      healthOopMax: '8500',
      currentReserve: '20000',
      monthlyContribution: '2500',
    });
    expect(rowsOf(/^Months of essentials your reserve covers now \(2\.7\)/)).toEqual([
      'Measure | Value',
      'Months covered now | 2.7',
      'Your target: 5.5 months | 5.5',
      'Conventional 3–6 months | 3–6',
      'Scale | 0–12',
    ]);
  });

  it('§6.5 Job offer: the radar of the ten criterion scores for both offers', () => {
    renderAt(JobOfferPage, '/tools/job-offer-checklist', JOB_OFFER_EXAMPLE);
    expect(rowsOf('Score of each of the ten criteria, 0–100, for both offers')).toEqual([
      'Criterion | Offer A | Offer B',
      'Total compensation | 100.0 | 89.9',
      'Effective hourly | 100.0 | 97.9',
      'Career growth & training | 100.0 | 50.0',
      'Workload sustainability | 25.0 | 75.0',
      'Practice-area fit | 75.0 | 75.0',
      'Advancement/partnership track | 50.0 | 50.0',
      'Job security | 50.0 | 75.0',
      'Flexibility/remote | 50.0 | 75.0',
      'Culture & supervision | 50.0 | 75.0',
      'Benefits quality | 75.0 | 75.0',
    ]);
  });

  it('§7.5 Practice area: the radar of the five dimensions and the score gauge with the four bands', () => {
    renderAt(PracticeAreaPage, '/tools/practice-area-assessment', {
      q1: '5',
      q2: '4',
      q3: '4',
      q4: '4',
      q5: '3',
      q6: '4',
      q7: '3',
      q8: '3',
      q9: '2',
      q12: '3',
      q13: '4',
      q14: '5',
      q15: '3',
      liquidReserve: '70000',
      essentials: '7000',
      expectedPayChange: '-15',
      maxAcceptableCut: '20',
    });
    expect(rowsOf('Score of each of the five dimensions, 0–100')).toEqual([
      'Dimension | Score',
      'Motivation & fit | 83.3',
      'Transferable skills | 66.7',
      'Market demand & access | 41.7',
      'Financial readiness | 58.3',
      'Credentials & logistics | 75.0',
    ]);
    expect(rowsOf('Readiness score 64.6 out of 100, on the four bands')).toEqual([
      'Measure | Value',
      'Readiness score, out of 100 | 64.6',
      'Not yet | 0–50',
      'Exploratory | 50–65',
      'Promising | 65–80',
      'Strong fit | 80–100',
      'Scale | 0–100',
    ]);
  });

  it('§8.4 Buy vs rent: the sensitivity tornado and the break-even marker on the net-worth chart', async () => {
    renderAt(BuyVsRentPage, '/tools/buy-vs-rent-navigator');
    expect(rowsOf(/^Break-even year over 30 years with each input/)).toEqual([
      'Input | 1 point lower | 1 point higher',
      'Inputs as entered | Year 6 | Year 6',
      'Appreciation ±1 pt | Year 10 | Year 4',
      'Mortgage rate ±1 pt | Year 5 | Year 8',
      'Investment return ±1 pt | Year 5 | Year 7',
      'Selling costs ±1 pt | Year 5 | Year 6',
      'Rent growth ±1 pt | Year 6 | Year 6',
    ]);
    // The net-worth line chart loads lazily; its note names the marker.
    expect(await screen.findByText(/^Dashed line: break-even in year 6/, undefined, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('§4.4 Estimated tax: the timeline of the four due dates with each quarter’s payment, what is owed by then, status and penalty as of Nov 1, 2026', () => {
    renderAt(EstimatedTaxPage, '/tools/estimated-tax-navigator', ESTIMATED_TAX_EXAMPLE);
    // Each quarter's own payment, beyond the withholding counted on its date; the running total is
    // labeled as one (issue 19: "Due $8,100.00" at Q4 read as a fourth-quarter bill).
    expect(rowsOf(/^The four 2026 due dates/)).toEqual([
      'Event | Date | This quarter’s payment | Status',
      // Each shortfall is charged until the next date's withholding covers it (decision 313).
      'Q1 | Apr 15, 2026 | $2,025.00 this quarter; Covered Jun 15, 2026 · Penalty ≈ $20.31 | Covered late',
      'Q2 | Jun 15, 2026 | $2,025.00 this quarter; $4,050.00 owed by this date in all · Covered Sep 15, 2026 · Penalty ≈ $69.79 | Covered late',
      'Q3 | Sep 15, 2026 | $2,025.00 this quarter; $6,075.00 owed by this date in all · Penalty ≈ $54.76 | Overdue',
      'Q4 | Jan 15, 2027 | $2,025.00 this quarter; $8,100.00 owed by this date in all | Upcoming',
      'As of Nov 1, 2026 | Nov 1, 2026 |  | ',
    ]);
  });

  it('§A.4 Budget: the Sankey from take-home to buckets to lines', () => {
    renderAt(BudgetPage, '/admin/interactive-budget-planner', {
      netPerPaycheck: '5500',
      grossAnnual: '200000',
      pretaxSavingsAnnual: '24500',
      rent: '3800',
      utilities: '250',
      groceries: '600',
      insurance: '150',
      studentLoan: '712.50',
      transit: '130',
      phone: '90',
      dining: '700',
      travel: '600',
      subscriptions: '80',
      clothing: '250',
      fitness: '150',
      misc: '300',
      backdoorRoth: '625',
      emergencyFund: '1000',
      taxableInvesting: '500',
    });
    const rows = rowsOf(/^Monthly take-home pay flowing/);
    expect(rows.slice(0, 5)).toEqual([
      'From | To | Per month',
      'Take-home | Needs | $5,732.50',
      'Take-home | Wants | $2,080.00',
      'Take-home | Savings | $2,125.00',
      'Take-home | Unassigned | $1,062.50',
    ]);
    expect(rows).toContain('Needs | Minimum student-loan payment | $712.50');
    expect(rows).toContain('Wants | Dining | $700.00');
    expect(rows).toContain('Savings | Backdoor Roth | $625.00');
    // Sixteen lines with an amount (childcare, bar dues and extra principal are 0).
    expect(rows).toHaveLength(1 + 4 + 16);
  });

  it('§C.4 Credit: the donut of the official weights 35/30/15/10/10', () => {
    renderAt(CreditPage, '/admin/credit-score-factors-explorer', {
      revolvingLimits: '10000',
      revolvingBalances: '1200',
      oldestAccountYears: '9',
      averageAgeYears: '5',
      hardInquiries12m: '1',
    });
    expect(rowsOf('FICO’s general-population weights of the five factors')).toEqual([
      'Factor | Weight',
      'Payment history | 35%',
      'Amounts owed | 30%',
      'Length of credit history | 15%',
      'New credit | 10%',
      'Credit mix | 10%',
    ]);
  });

  it('§D.5 Stock options: the timeline with the countdown to the qualifying date, and the AMT crossover gauge', () => {
    renderAt(StockOptionPage, '/admin/stock-option-explainer', {
      shares: '5000',
      strike: '10',
      fmvAtExerciseOrVest: '40',
      salePrice: '60',
      otherWages: '250000',
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('120 days to the qualifying date (Mar 1, 2027), counted from Nov 1, 2026.');
    expect(rowsOf('Grant, exercise, qualifying date and planned sale')).toEqual([
      'Event | Date | Details | Status',
      'Grant | Jan 15, 2024 | No tax at grant | ',
      'Exercise | Mar 1, 2026 | Spread $150,000 | ',
      'Qualifying date | Mar 1, 2027 | Sell after it for a qualifying disposition | ',
      'Planned sale | Mar 2, 2027 | Qualifying disposition | ',
      'As of Nov 1, 2026 | Nov 1, 2026 |  | ',
    ]);
    const gauge = rowsOf(/^ISO spread counted for AMT this year \(\$150,000\)/);
    expect(gauge[1]).toBe('ISO spread counted for AMT this year | $150,000');
    expect(gauge[2]).toMatch(/^Crossover ≈ \$37,423 \| \$37,423$/);
    expect(gauge.slice(3)).toEqual(['No AMT | $0–$37,423', 'AMT due | $37,423–$200,000', 'Scale | $0–$200,000']);
  });
});
