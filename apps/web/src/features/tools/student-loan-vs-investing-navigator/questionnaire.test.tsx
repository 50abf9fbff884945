import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import { Questionnaire } from './questionnaire.tsx';

// jsdom has no ResizeObserver; Radix's radio and checkbox measure themselves with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Each test clicks through several steps; the shared machine can be slow.
vi.setConfig({ testTimeout: 30_000 });

const REPORTS = '/api/reports/student-loan-vs-investing';
const OK = { email: 'ada@example.com', downloadUrl: '/api/reports/student-loan-vs-investing/download/x', expiresAt: '2026-11-25T10:00:00.000Z' };

const toLastStep = async (name = 'Ada') => {
  await userEvent.type(screen.getByLabelText('What is your first name?'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Start Navigator' }));
  for (let i = 0; i < 3; i++) await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Your Personal Factors & Insights' });
};

describe('Student Loan vs. Investing questionnaire', () => {
  it('validates the name before Start Navigator, and Enter means Next', async () => {
    render(<Questionnaire />);
    await userEvent.click(screen.getByRole('button', { name: 'Start Navigator' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('What is your first name?'), 'Ada{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your Financial Foundation' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  });

  it('walks the steps with Previous and Next, keeping the answers', async () => {
    render(<Questionnaire />);
    await userEvent.type(screen.getByLabelText('What is your first name?'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Start Navigator' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Your Student Loan Landscape' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "I'm not sure / Prefer not to say" })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Your Financial Foundation' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('What is your first name?')).toHaveValue('Ada');
  });

  it('checks email and terms on the last step and sends nothing until they are right', async () => {
    // No handler: any request would fail the test (onUnhandledRequest: 'error').
    render(<Questionnaire />);
    await toLastStep();
    expect(screen.getByRole('checkbox', { name: /educational purposes only/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /educational purposes only/ }));
    await userEvent.type(screen.getByLabelText('Email address'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Submit & Get My Insights' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms to continue')).toBeInTheDocument();
  });

  it('submits every answer, shows the submitting state with Previous disabled, then the confirmation', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const bodies: unknown[] = [];
    server.use(
      http.post(REPORTS, async ({ request }) => {
        bodies.push(await request.json());
        await answered;
        return HttpResponse.json(OK, { status: 201 });
      }),
    );
    render(<Questionnaire />);
    await toLastStep();
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit & Get My Insights' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      firstName: 'Ada',
      highInterestDebt: 'No',
      emergencyFundStatus: 'Yes, fully funded',
      avgLoanRate: "I'm not sure / Prefer not to say",
      pslfStatus: 'Unsure',
      employerMatch: 'unsure',
      financialLeaning: 'balanced',
      email: 'ada@example.com',
      termsAgreed: true,
    });
    answer();
    expect(await screen.findByRole('heading', { name: 'Your insights are on their way, Ada' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Download your report (PDF)' })).toHaveAttribute('href', OK.downloadUrl);
    expect(screen.getByText('ada@example.com', { selector: 'strong' })).toBeInTheDocument();
  });

  it('puts the server’s field messages under their fields, on their step', async () => {
    server.use(
      http.post(REPORTS, () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'Some fields need attention.', fieldErrors: { firstName: ['Please enter your name'] } },
          { status: 400 },
        ),
      ),
    );
    render(<Questionnaire />);
    await toLastStep();
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit & Get My Insights' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText('What is your first name?')).toBeInTheDocument();
  });

  it('says so when throttled, and keeps the answers', async () => {
    server.use(
      http.post(REPORTS, () => HttpResponse.json({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later' }, { status: 429 })),
    );
    render(<Questionnaire />);
    await toLastStep();
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit & Get My Insights' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit & Get My Insights' })).toBeEnabled());
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
  });
});
