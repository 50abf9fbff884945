import { allocateSavings, SAVINGS_DEFAULTS } from '@awc/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SavingsStrategyNavigatorPage from '../../../app/routes/tools/savings-strategy-navigator.tsx';
import { currentSearch, renderToolPage, setUpToolPages, toolPageRequests } from '../../../testing/render-tool-page.tsx';

setUpToolPages();

const PATH = '/tools/savings-strategy-navigator';
const amount = () => screen.getByLabelText('Monthly Savings Amount', { selector: 'input' });

/** The navigator on the tools' field machinery (decision 385): a live form, accounts as cards. */
describe('Savings Strategy Navigator page', { timeout: 60_000 }, () => {
  it('opens an address with the old 1 flags, applies the card rules, and writes changes back', async () => {
    renderToolPage(
      SavingsStrategyNavigatorPage,
      `${PATH}?monthlySavings=6000&hasEmployerPlan=1&hasEmployerMatch=1&isRothIRAEligible=1&isInterestedBackdoorRoth=1`,
    );
    expect(amount()).toHaveValue('6000');
    expect(screen.getByRole('checkbox', { name: /^Employer Match/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /^Backdoor Roth IRA/ })).toBeNull();
    const form = { ...SAVINGS_DEFAULTS, monthlySavings: 6000, hasEmployerPlan: true, hasEmployerMatch: true, isRothIRAEligible: true };
    expect(screen.getAllByTestId('allocation-box')).toHaveLength(allocateSavings(form).length);
    // Turning the employer plan off clears its options, in the address too.
    await userEvent.click(screen.getByRole('checkbox', { name: /^Employer Plan/ }));
    expect(screen.queryByText('Employer Plan Options:')).toBeNull();
    expect(new URLSearchParams(currentSearch()).get('hasEmployerMatch')).toBeNull();
    expect(new URLSearchParams(currentSearch()).get('isRothIRAEligible')).toBe('1');
    // The public navigator computes in the page: no network call.
    expect(toolPageRequests()).toEqual([]);
  });

  it('shows the spec message for a bad amount and keeps the last allocation; a cleared amount is 0', () => {
    renderToolPage(SavingsStrategyNavigatorPage, PATH);
    fireEvent.change(amount(), { target: { value: '-50' } });
    expect(screen.getByText('Amount must be positive')).toBeInTheDocument();
    expect(screen.getByTestId('monthly-savings-box')).toHaveTextContent('$1,000');
    fireEvent.change(amount(), { target: { value: '' } });
    expect(screen.queryByText('Amount must be positive')).toBeNull();
    expect(screen.getByTestId('monthly-savings-box')).toHaveTextContent('$0');
  });

  it('asks for an emergency fund status an address gets wrong', async () => {
    renderToolPage(SavingsStrategyNavigatorPage, `${PATH}?emergencyFundStatus=maybe`);
    expect(screen.getByText('Please select your emergency fund status')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Fully funded/ }));
    expect(screen.queryByText('Please select your emergency fund status')).toBeNull();
    expect(currentSearch()).toBe('?emergencyFundStatus=full');
  });
});
