import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import JobOfferChecklistPage from '../../../app/routes/tools/job-offer-checklist.tsx';
import StudentLoanNavigatorPage from '../../../app/routes/tools/student-loan-navigator.tsx';
import { currentSearch, renderToolPage, setUpToolPages } from '../../../testing/render-tool-page.tsx';

/** The navigator, with the Job Offer Checklist its link opens. */
const renderAt = (url: string) => renderToolPage(StudentLoanNavigatorPage, url, { others: { '/tools/job-offer-checklist': JobOfferChecklistPage } });

/** The worked example (AGI $95,000, $180,000 of Direct loans at 7.5%; tools.md §3.4) at constant income, on the PSLF track. */
const EXAMPLE = '/tools/student-loan-navigator?agi=95000&incomeGrowth=0&povertyGrowth=0&pslfTrack=true';

setUpToolPages();

describe('student loan navigator page', { timeout: 60_000 }, () => {
  it('opens on the worked example, labeled as such, with its inputs in the address', async () => {
    renderAt('/tools/student-loan-navigator');
    expect(screen.getByTestId('example-notice')).toHaveTextContent('Showing a worked example: a single attorney with $180,000 of federal loans');
    expect((screen.getByLabelText('Adjusted gross income (AGI)') as HTMLInputElement).value.replace(/,/g, '')).toBe('95000');
    expect(document.querySelector('[data-plan="rap"]')).not.toBeNull();
    expect(currentSearch()).toContain('agi=95000');
    // The notice goes once the member makes the figures theirs.
    await userEvent.type(screen.getByLabelText('Adjusted gross income (AGI)'), '1');
    expect(screen.queryByTestId('example-notice')).toBeNull();
  });

  it('from blank, asks for the AGI without marking it as an error, and marks it once typed in and cleared', async () => {
    renderAt('/tools/student-loan-navigator');
    await userEvent.click(screen.getByRole('button', { name: 'Start from blank' }));
    const agi = screen.getByLabelText('Adjusted gross income (AGI)');
    expect(agi).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter your adjusted gross income from your most recent tax return.')).not.toBeInTheDocument();
    expect(screen.getByText('To see your results, fill in: Adjusted gross income (AGI).')).toBeInTheDocument();

    await userEvent.type(agi, '9');
    await userEvent.clear(agi);
    expect(await screen.findByText('Enter your adjusted gross income from your most recent tax return.')).toBeInTheDocument();
    expect(agi).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fix the highlighted input to see your results.')).toBeInTheDocument();
  });

  it('shows nominal and present values per plan, and the callouts', () => {
    renderAt(EXAMPLE);
    const row = (id: string) => within(document.querySelector(`[data-plan="${id}"]`) as HTMLElement);
    expect(row('rap').getByText('$162,000 (taxable)', { exact: false })).toBeInTheDocument();
    // 162,000 / 1.04^30 = 49,947.62; 41,474 / 1.04^30 = 12,787.21 (see tools.test.ts).
    expect(screen.getByTestId('pv-forgiven-rap')).toHaveTextContent('PV $49,948');
    expect(screen.getByTestId('pv-tax-rap')).toHaveTextContent('PV $12,787');
    // Lifetime cost = 256,500 + 41,474 = 297,974.
    expect(row('rap').getByText('$297,974', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('pv-forgiven-pslfIbr')).toHaveTextContent('PV $164,797 (PSLF value)');
    const callouts = screen.getByTestId('callouts');
    expect(callouts).toHaveTextContent('Consolidating now would limit you to RAP/Tiered Standard.');
    expect(callouts).toHaveTextContent('Forgiveness outside PSLF is taxable from 2026.');
    expect(callouts).toHaveTextContent('default or forbearance are not modeled');
  });

  it('shows the PSLF ring and date, and hands the PSLF value to the Job Offer Checklist', async () => {
    renderAt(EXAMPLE);
    expect(screen.getByTestId('pslf-ring')).toHaveTextContent('0 / 120');
    expect(screen.getByTestId('pslf-date')).toHaveTextContent(/Projected forgiveness: \w+ \d{4}, after 120 more qualifying payments/);
    // 243,940 forgiven tax-free via IBR after 120 payments: 243,940 / 1.04^10 = 164,797.12.
    expect(screen.getByTestId('pslf-value')).toHaveTextContent('$164,797');
    const link = screen.getByRole('link', { name: 'Use in the Job Offer Checklist' });
    expect(link).toHaveAttribute('href', '/tools/job-offer-checklist?includePslf=true&aPslfValue=164797');
    await userEvent.click(link);
    expect(await screen.findByTestId('a-Expected PSLF value')).toHaveTextContent('$164,797');
    expect(screen.getByRole('checkbox', { name: 'Add the expected PSLF value to each offer’s annual value' })).toBeChecked();
  });

  it('reads an old link’s blended balance as one Direct Unsubsidized line, and adds a private loan apart', async () => {
    renderAt('/tools/student-loan-navigator?balance=150000&agi=95000&incomeGrowth=0&povertyGrowth=0');
    expect(screen.getByLabelText('Loan type')).toHaveValue('DirectUnsub');
    expect(screen.getByLabelText('Balance')).toHaveValue('150000');
    expect(screen.getByLabelText('Rate')).toHaveValue('7.5');
    expect(screen.getByTestId('federal-balance')).toHaveTextContent('$150,000');
    // 150,000 − 360 × $50 match = 132,000 forgiven under RAP.
    expect(within(document.querySelector('[data-plan="rap"]') as HTMLElement).getByText(/\$132,000 \(taxable\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a line to loans' }));
    await userEvent.selectOptions(screen.getAllByLabelText('Loan type')[1] as HTMLElement, 'Private');
    await userEvent.type(screen.getAllByLabelText('Balance')[1] as HTMLElement, '50000');
    await userEvent.type(screen.getAllByLabelText('Rate')[1] as HTMLElement, '6');
    // pmt(50,000, 6%, 120) = 555.10 a month; the federal figures do not move.
    expect(await screen.findByTestId('private-loans')).toHaveTextContent('$555.10');
    expect(screen.getByTestId('federal-balance')).toHaveTextContent('$150,000');
  });

  it('shows PAYE and ICR rows: closed with the reason by default, projected to the 2028 sunset when they apply', () => {
    const { unmount } = renderAt('/tools/student-loan-navigator?agi=95000&incomeGrowth=0&povertyGrowth=0');
    const row = (id: string) => document.querySelector(`[data-plan="${id}"]`) as HTMLElement;
    expect(row('paye')).toHaveTextContent('Pay As You Earn (PAYE)');
    expect(row('paye')).toHaveTextContent('Closed to new enrollment');
    expect(row('paye')).toHaveTextContent('Not available to you');
    expect(row('icr')).toHaveTextContent('Income-Contingent Repayment (ICR)');
    expect(row('icr')).toHaveTextContent('Not available to you');
    unmount();
    // Already on PAYE, with a Parent PLUS consolidation on ICR (see tools.test.ts for the figures):
    // PAYE 10% × (95,000 − 23,940) / 12 = $592.17 until June 2028, then RAP from month 20.
    const loans = JSON.stringify([
      { type: 'DirectUnsub', balance: '180000', rate: '7.5' },
      { type: 'ParentPLUSConsolidation', balance: '60000', rate: '7' },
    ]);
    renderAt(
      `/tools/student-loan-navigator?${new URLSearchParams({ agi: '95000', incomeGrowth: '0', povertyGrowth: '0', payeEnrolled: 'true', loans })}`,
    );
    expect(within(row('paye')).getByText('$592.17')).toBeInTheDocument();
    expect(screen.getByTestId('moved-paye')).toHaveTextContent('RAP from month 20');
    // ICR takes only the Parent PLUS consolidation: the 12-year payment pmt(60,000, 7%, 144) = $617.03
    // is below 20% of income over the poverty line, then IBR (RAP does not take it without the carve-out).
    expect(within(row('icr')).getByText('$617.03')).toBeInTheDocument();
    expect(screen.getByTestId('moved-icr')).toHaveTextContent('IBR from month 20');
    expect(row('icr')).toHaveTextContent('Covers $60,000 of your $240,000 in federal loans');
    expect(screen.getByLabelText('ICR income percentage factor')).toHaveValue('100');
    expect(screen.getByTestId('callouts')).toHaveTextContent('PAYE and ICR end June 30, 2028');
  });

  it('says the member may apply now at 120 payments', () => {
    renderAt('/tools/student-loan-navigator?agi=95000&pslfTrack=true&pslfQualifyingPaymentsToDate=120');
    expect(screen.getByTestId('pslf-ring')).toHaveTextContent('120 / 120');
    expect(screen.getByTestId('pslf-date')).toHaveTextContent('You may be eligible to apply now.');
    expect(screen.getByTestId('callouts')).toHaveTextContent('You may be eligible to apply now.');
    expect(screen.getByTestId('pslf-value')).toHaveTextContent('$180,000');
  });
});
