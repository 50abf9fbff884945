import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import EmergencyFundPage from '../../../app/routes/tools/emergency-fund.tsx';
import StudentLoanNavigatorPage from '../../../app/routes/tools/student-loan-navigator.tsx';
import { resetAuthStateForTests } from '../../../lib/auth/session-store.ts';
import { currentSearch, renderToolPage, setUpToolPages } from '../../../testing/render-tool-page.tsx';

const renderAt = (url: string) => renderToolPage(EmergencyFundPage, url);

setUpToolPages();

describe('tool page shell', { timeout: 60_000 }, () => {
  it('computes from the inputs in the URL and shows the notice and the figures-as-of line', async () => {
    renderAt('/tools/emergency-fund?dependents=1&healthOopMax=8500&currentReserve=20000&monthlyContribution=2500');
    expect(screen.getByTestId('target')).toHaveTextContent('$49,750');
    expect(screen.getByTestId('months-to-goal')).toHaveTextContent('12');
    // The answer first, in a sentence, and on a phone the headline figure kept in view (issue 19).
    expect(screen.getByTestId('summary-sentence')).toHaveTextContent('Aim for $49,750, 5.5 months of essentials; you are $29,750 short.');
    expect(screen.getByTestId('sticky-summary')).toHaveTextContent('Emergency fund target$49,750');
    expect(screen.getByText('This is general financial education, not legal, tax or investment advice.')).toBeInTheDocument();
    // No tax-year figures in this tool: its date, and its one source as a numbered note (issue 19).
    expect(screen.getByTestId('figures-as-of')).toHaveTextContent('Figures as of Nov 2026.');
    expect(screen.getByRole('list', { name: 'Sources' })).toHaveTextContent('CFPB guide to building an emergency fund');
    expect(screen.queryByText(/Rev\. Proc\./)).toBeNull();
    expect(await screen.findByText(/No saved Emergency Fund Calculator scenarios yet/)).toBeInTheDocument();
  });

  it('shows assumptions as sentences, an unconfirmed figure with a quiet badge, and the tax sources as notes', () => {
    renderToolPage(StudentLoanNavigatorPage, '/tools/student-loan-navigator');
    const assumptions = screen.getByRole('region', { name: 'Assumptions' });
    expect(assumptions).not.toHaveTextContent(/\[|\]|min\(|unconfirmed|not found/);
    const icr = screen.getByText(/ICR counts your income at 100%/);
    expect(icr).toHaveTextContent('Not yet confirmed');
    expect(screen.getByTestId('figures-as-of')).toHaveTextContent('Figures for tax year 2026, as of Nov 2026.');
    expect(screen.getByRole('list', { name: 'Sources' })).toHaveTextContent('ED RISE final rule');
  });

  it('shows the tools.md message under a bad field, hides the results, and keeps the input in the URL', async () => {
    renderAt('/tools/emergency-fund');
    const field = screen.getByLabelText('Essential monthly expenses');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    expect(screen.getByText('Enter essential monthly expenses (at least $1).')).toBeInTheDocument();
    expect(screen.queryByTestId('target')).toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(currentSearch()).toContain('essentials=0');
    await userEvent.clear(field);
    await userEvent.type(field, '5000');
    expect(screen.getByTestId('target')).toHaveTextContent('$25,000');
  });

  it('pre-fills what the profile knows, unless the URL says otherwise', () => {
    resetAuthStateForTests({
      loading: false,
      me: {
        user: { id: 'u1', email: 'a@b.co', emailVerified: true, createdAt: '2026-01-01' },
        profile: { practiceSetting: 'Government' } as never,
        profileRecovered: false,
        isAdmin: false,
        isSuperAdmin: false,
        hasPassword: true,
      },
    });
    const { unmount } = renderAt('/tools/emergency-fund');
    expect(screen.getByText(/Pre-filled from your profile: Your work/)).toBeInTheDocument();
    expect(screen.getByText('Government: job stability')).toBeInTheDocument();
    unmount();
    renderAt('/tools/emergency-fund?employment=contractAttorney');
    expect(screen.queryByText(/Pre-filled from your profile/)).toBeNull();
    expect(screen.getByText('Contract attorney: job stability')).toBeInTheDocument();
  });

  describe('on a phone (issue 19, decision 380)', () => {
    it('opens a long form with its sections closed, the answer right after; a section opens and closes by its heading button', async () => {
      // Below the large breakpoint, where the form comes before the results.
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
      // (undone after each test by setUpToolPages)
      renderAt('/tools/emergency-fund?dependents=1&healthOopMax=8500&currentReserve=20000&monthlyContribution=2500');
      // The saved scenarios load first: nothing redraws the page after the test, when the stubs are gone.
      expect(await screen.findByText(/No saved Emergency Fund Calculator scenarios yet/)).toBeInTheDocument();
      const situation = screen.getByRole('button', { name: 'Situation' });
      expect(situation).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('button', { name: 'Money' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByLabelText('Dependents')).toBeNull();
      expect(screen.getByTestId('target')).toHaveTextContent('$49,750');
      await userEvent.click(situation);
      expect(situation).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByLabelText('Dependents')).toHaveValue('1');
      await userEvent.clear(screen.getByLabelText('Dependents'));
      await userEvent.type(screen.getByLabelText('Dependents'), '99');
      // The address follows in a deferred navigation: let it land while the phone's stubs are in place.
      await waitFor(() => expect(currentSearch()).toContain('dependents=99'));
      // Closed again, a section keeps its input to fix in view by its heading.
      await userEvent.click(situation);
      expect(screen.getByRole('button', { name: /^Situation/ })).toHaveTextContent('1 input to fix');
      // Unmounted while the phone's stubs are in place: without matchMedia the page would redraw wide.
      cleanup();
    });
  });
});
