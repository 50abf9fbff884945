import { JOB_OFFER_EXAMPLE, JOB_OFFER_TWO_STATES } from '@awc/domain/tools/job-offer.fixtures';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import JobOfferChecklistPage from '../../../app/routes/tools/job-offer-checklist.tsx';
import { currentSearch, renderToolPage, setUpToolPages } from '../../../testing/render-tool-page.tsx';

const renderAt = (url: string) => renderToolPage(JobOfferChecklistPage, url);

/** tools.md §6.4 in the address bar (Offer B's match as 100% up to 4%, §X.1-27). */
const EXAMPLE = new URLSearchParams(JOB_OFFER_EXAMPLE).toString();

/** The hand-computed single filer of job-offer.test.ts: A in a 5% state, B in a 0% state. */
const STATES = new URLSearchParams(JOB_OFFER_TWO_STATES).toString();

const WARNING = 'The offers’ state tax rates differ: compare after tax for a fair result.';

setUpToolPages();

describe('job offer checklist page', { timeout: 60_000 }, () => {
  it('compares before tax by default and keeps the §6.4 figures', () => {
    renderAt(`/tools/job-offer-checklist?${EXAMPLE}`);
    expect(screen.getByTestId('a-Annual value')).toHaveTextContent('$242,600');
    expect(screen.getByTestId('b-Annual value')).toHaveTextContent('$218,150');
    expect(screen.getByTestId('a-Effective hourly')).toHaveTextContent('$85.72');
    expect(screen.getByTestId('b-Effective hourly')).toHaveTextContent('$83.90');
    expect(screen.getByTestId('composite-a')).toHaveTextContent('74.3');
    expect(screen.getByTestId('composite-b')).toHaveTextContent('76.4');
    expect(screen.getByTestId('verdict')).toHaveTextContent('Offer B leads by 2.2');
    expect(screen.getByTestId('basis')).toHaveTextContent('Compared before tax');
    expect(screen.queryByTestId('a-After-tax value')).toBeNull();
    expect(screen.queryByTestId('a-Federal income tax')).toBeNull();
    expect(screen.getByRole('link', { name: 'Student Loan Navigator' })).toHaveAttribute('href', '/tools/student-loan-navigator?pslfTrack=true');
  });

  it('gives no score or verdict for offers without pay (issue 19: no "Effectively tied" on two $0 offers)', async () => {
    renderAt('/tools/job-offer-checklist');
    expect(screen.getByTestId('verdict')).toHaveTextContent('Offer B leads by 2.2');
    await userEvent.click(screen.getByRole('button', { name: 'Start from blank' }));
    expect(screen.getByTestId('not-comparable')).toHaveTextContent('Enter the pay and hours of both offers to see how they compare.');
    expect(screen.queryByTestId('verdict')).toBeNull();
    expect(screen.queryByTestId('composite-a')).toBeNull();
    expect(screen.queryByText(/Effectively tied/)).toBeNull();
    const a = screen.getByLabelText('Offer A: base salary');
    await userEvent.type(a, '200000');
    expect(screen.queryByTestId('verdict')).toBeNull();
    await userEvent.type(screen.getByLabelText('Offer B: base salary'), '190000');
    expect(screen.getByTestId('verdict')).toBeInTheDocument();
  });

  it('prompts when the state rates differ, then shows the after-tax rows once “Compare after tax” is ticked', async () => {
    renderAt(`/tools/job-offer-checklist?${STATES}`);
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    expect(screen.getByTestId('state-prompt')).toBeInTheDocument();
    expect(screen.queryAllByText('Filing status')).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare after tax' }));

    expect(currentSearch()).toContain('afterTaxMode=true');
    expect(screen.getByTestId('basis')).toHaveTextContent('Compared after tax');
    expect(screen.queryByText(WARNING)).toBeNull();
    expect(screen.queryByTestId('state-prompt')).toBeNull();
    expect(screen.getAllByText('Filing status').length).toBeGreaterThan(0);
    expect(screen.getByTestId('a-Federal income tax')).toHaveTextContent('−$36,614');
    expect(screen.getByTestId('a-FICA')).toHaveTextContent('−$14,574');
    expect(screen.getByTestId('a-State/local tax')).toHaveTextContent('−$9,975');
    expect(screen.getByTestId('a-After-tax value')).toHaveTextContent('$165,587');
    expect(screen.getByTestId('b-Federal income tax')).toHaveTextContent('−$34,334');
    expect(screen.getByTestId('b-State/local tax')).toHaveTextContent('$0');
    expect(screen.getByTestId('b-After-tax value')).toHaveTextContent('$141,472');
    // The effective hourly rate is now after tax: 165,587 / 2,500 = 66.23.
    expect(screen.getByTestId('a-Effective hourly')).toHaveTextContent('$66.23');
    expect(screen.getByText('Effective hourly (after tax)')).toBeInTheDocument();
  });

  it('adds the expected PSLF value only when asked', () => {
    const { unmount } = renderAt(`/tools/job-offer-checklist?${EXAMPLE}&bPslfValue=50000`);
    expect(screen.getByTestId('b-Annual value')).toHaveTextContent('$218,150');
    expect(screen.queryByTestId('b-Expected PSLF value')).toBeNull();
    unmount();
    renderAt(`/tools/job-offer-checklist?${EXAMPLE}&bPslfValue=50000&includePslf=true`);
    expect(screen.getByTestId('b-Expected PSLF value')).toHaveTextContent('$50,000');
    expect(screen.getByTestId('b-Annual value')).toHaveTextContent('$268,150');
  });
});
