import { JOB_OFFER_EXAMPLE, JOB_OFFER_TWO_STATES } from '@awc/domain/tools/job-offer.fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import JobOfferChecklistPage from '../../../app/routes/tools/job-offer-checklist.tsx';
import { currentSearch, renderToolPage, setUpToolPages } from '../../../testing/render-tool-page.tsx';

const renderAt = (url: string) => renderToolPage(JobOfferChecklistPage, url);

/**
 * The worked example, BigLaw Offer A against in-house Offer B (tools.md §6.4), in the address bar;
 * B's 4% match entered in the errata's match formula as 100% of deferrals up to 4% of pay (§X.1-27).
 */
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
    expect(screen.getByTestId('category-tally')).toHaveTextContent('Offer A leads in 3 categories, Offer B in 4 categories; 3 even.');
    expect(screen.getByTestId('delta-workload')).toHaveTextContent('Offer B leads');
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
    expect(screen.queryByTestId('category-tally')).toBeNull();
    expect(screen.queryByText(/Effectively tied/)).toBeNull();
    // Found within the base-salary row, and pasted: a label search over the whole form (eighty rating
    // points) and a redraw of the comparison per keystroke each take jsdom seconds on a loaded machine.
    const base = within(screen.getByTestId('row-aBase'));
    await userEvent.click(base.getByLabelText('Offer A: base salary'));
    await userEvent.paste('200000');
    expect(screen.queryByTestId('verdict')).toBeNull();
    await userEvent.click(base.getByLabelText('Offer B: base salary'));
    await userEvent.paste('190000');
    expect(screen.getByTestId('verdict')).toBeInTheDocument();
  });

  it('sets the offers side by side in sections that open and close, ratings as radio groups, opening a link made before them (issue 19)', async () => {
    // The address of a link shared when each line stood alone ("Offer A: base salary", ratings typed as digits).
    renderAt(`/tools/job-offer-checklist?${EXAMPLE}`);
    const base = within(screen.getByTestId('row-aBase'));
    expect(base.getByText('Base salary')).toBeInTheDocument();
    expect(base.getByLabelText('Offer A: base salary')).toHaveValue('225000');
    expect(base.getByLabelText('Offer B: base salary')).toHaveValue('185000');

    const workload = within(screen.getByTestId('row-aRate_workload'));
    const a = workload.getByRole('radiogroup', { name: 'Offer A: Workload sustainability' });
    const b = workload.getByRole('radiogroup', { name: 'Offer B: Workload sustainability' });
    expect(within(a).getByRole('radio', { name: '2' })).toBeChecked();
    expect(within(b).getByRole('radio', { name: '4' })).toBeChecked();
    await userEvent.click(within(b).getByRole('radio', { name: '5: Excellent' }));
    expect(currentSearch()).toContain('bRate_workload=5');
    expect(currentSearch()).toContain('aBase=225000');

    // Each section is a disclosure: a heading button with aria-expanded, open beside the results.
    const cash = screen.getByRole('button', { name: 'Cash', expanded: true });
    await userEvent.click(cash);
    expect(cash).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('row-aBase')).toBeNull();
    // Closing a section changes no input.
    expect(screen.getByTestId('a-Annual value')).toHaveTextContent('$242,600');
    await userEvent.click(cash);
    expect(within(screen.getByTestId('row-aBase')).getByLabelText('Offer A: base salary')).toHaveValue('225000');
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
