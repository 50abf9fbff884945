import { calculateDebtVsInvest, DEBT_INVEST_DEFAULTS } from '@awc/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import DebtInvestmentCalculatorPage from '../../../app/routes/tools/debt-investment-calculator.tsx';
import { currentSearch, renderToolPage, setUpToolPages, toolPageRequests } from '../../../testing/render-tool-page.tsx';
import { usd } from '../components/format.ts';

setUpToolPages();

const PATH = '/tools/debt-investment-calculator';
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const calculate = () => userEvent.click(screen.getByRole('button', { name: 'Calculate Your Options' }));
/** The message under a field (FormField wires it through aria-describedby). */
const messageUnder = (el: HTMLElement) => {
  const id = (el.getAttribute('aria-describedby') ?? '').split(' ').find((x) => x.endsWith('-err'));
  return id ? document.getElementById(id)?.textContent : null;
};

/** The public calculator on the tools' field machinery, in its submit mode (decision 385). */
describe('Debt vs. Invest calculator page', { timeout: 60_000 }, () => {
  it('waits for "Calculate Your Options", then shows the engine’s figures, with no network call', async () => {
    renderToolPage(DebtInvestmentCalculatorPage, PATH);
    expect(screen.getByRole('heading', { name: 'Enter Your Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Federal Student Loans/ })).toHaveTextContent('$170,000');
    expect(screen.getByRole('button', { name: /^Career & Investment Profile/ })).toHaveTextContent('Big Law');
    expect(screen.queryByLabelText('Qualifying PSLF Payments Made')).toBeNull();
    expect(screen.queryByLabelText('Tax Bracket (%)')).toBeNull();
    expect(screen.getByRole('slider', { name: 'Risk Tolerance' })).toHaveAttribute('aria-valuetext', '3, Moderate');
    type('Private Loan Balance', '40000');
    // Live section headers, but no results while typing.
    expect(screen.getByRole('button', { name: /^Private Student Loans/ })).toHaveTextContent('$40,000');
    expect(screen.queryByRole('heading', { name: 'Your Results' })).toBeNull();
    type('Private Loan Balance', '');
    await calculate();
    expect(await screen.findByRole('heading', { name: 'Your Results' })).toBeInTheDocument();
    const r = calculateDebtVsInvest({ ...DEBT_INVEST_DEFAULTS });
    expect(screen.getByTestId('total-interest')).toHaveTextContent(usd(r.debtOption.totalInterest));
    expect(screen.getByTestId('final-value')).toHaveTextContent('$481,627');
    // A cleared balance took its default (0); the address keeps it as typed, blank.
    expect(currentSearch()).toBe('?privateLoanBalance=');
    expect(toolPageRequests()).toEqual([]);
  });

  it('opens an address written before decision 385 with the same inputs, and writes it back on Calculate', async () => {
    const old = 'federalLoanBalance=90%2C000&taxBracket=32&practiceSetting=Midsize&pslf=1&advanced=1&pslfPayments=24';
    renderToolPage(DebtInvestmentCalculatorPage, `${PATH}?${old}`);
    expect(field('Federal Loan Balance')).toHaveValue('90,000');
    expect(screen.getByLabelText('Pursuing PSLF')).toBeChecked();
    expect(screen.getByLabelText('Show Advanced Options')).toBeChecked();
    expect(field('Tax Bracket (%)')).toHaveValue('32');
    expect(field('Qualifying PSLF Payments Made')).toHaveValue('24');
    expect(screen.getByRole('button', { name: /^Career & Investment Profile/ })).toHaveTextContent('Midsize Firm');
    expect(screen.getByRole('heading', { name: 'Enter Your Details' })).toBeInTheDocument();
    await calculate();
    const input = {
      ...DEBT_INVEST_DEFAULTS,
      federalLoanBalance: 90_000,
      taxBracket: 32,
      practiceSetting: 'Midsize' as const,
      pslf: true,
      pslfPayments: 24,
    };
    const r = calculateDebtVsInvest(input, { advanced: true });
    expect(await screen.findByTestId('final-value')).toHaveTextContent(usd(r.investOption.totalValue));
    const sorted = (q: string) => [...new URLSearchParams(q).entries()].sort(([a], [b]) => a.localeCompare(b));
    expect(sorted(currentSearch())).toEqual(sorted(old));
  });

  it('shows each rule’s own message under its field, focuses the first, and calculates nothing', async () => {
    renderToolPage(DebtInvestmentCalculatorPage, PATH);
    await userEvent.click(screen.getByLabelText('Pursuing PSLF'));
    type('Federal Loan Balance', '-1');
    type('Annual Income', 'lots');
    type('Years in Practice', '41');
    type('Qualifying PSLF Payments Made', '121');
    // No message before the first attempt.
    expect(messageUnder(field('Federal Loan Balance'))).toBeNull();
    await calculate();
    await waitFor(() => expect(field('Federal Loan Balance')).toHaveFocus());
    expect(messageUnder(field('Federal Loan Balance'))).toBe('Balance cannot be negative');
    expect(messageUnder(field('Annual Income'))).toBe('Enter a number');
    expect(messageUnder(field('Years in Practice'))).toBe('Must be 40 years or less');
    expect(messageUnder(field('Qualifying PSLF Payments Made'))).toBe('PSLF requires 120 payments');
    expect(field('Federal Loan Balance')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Enter Your Details' })).toBeInTheDocument();
    // After an attempt, fixing a field clears its message as you type.
    type('Qualifying PSLF Payments Made', '12.5');
    expect(messageUnder(field('Qualifying PSLF Payments Made'))).toBe('Payments must be a whole number');
    type('Years in Practice', '1');
    expect(messageUnder(field('Years in Practice'))).toBe('Must be at least 2 years');
    type('Federal Loan Balance', '');
    expect(messageUnder(field('Federal Loan Balance'))).toBeNull();
  });

  it('opens the section and the advanced options of an invalid hidden field', async () => {
    renderToolPage(DebtInvestmentCalculatorPage, `${PATH}?taxBracket=60`);
    await userEvent.click(screen.getByRole('button', { name: /^Career & Investment Profile/ }));
    expect(screen.getByRole('button', { name: /^Career & Investment Profile/ })).toHaveAttribute('aria-expanded', 'false');
    await calculate();
    await waitFor(() => expect(field('Tax Bracket (%)')).toHaveFocus());
    expect(screen.getByLabelText('Show Advanced Options')).toBeChecked();
    expect(messageUnder(field('Tax Bracket (%)'))).toBe('Tax bracket must be 50% or less');
  });

  it('Reset restores the inputs and the address while the results stay', async () => {
    renderToolPage(DebtInvestmentCalculatorPage, PATH);
    type('Monthly Available Cash', '3000');
    await calculate();
    const shown = (await screen.findByTestId('final-value')).textContent;
    expect(currentSearch()).toBe('?monthlyAvailableCash=3000');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Calculator' }));
    expect(field('Monthly Available Cash')).toHaveValue('2000');
    expect(screen.getByTestId('final-value')).toHaveTextContent(shown ?? '');
    await waitFor(() => expect(currentSearch()).toBe(''));
  });
});
