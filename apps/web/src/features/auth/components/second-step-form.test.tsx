import { TWO_FACTOR_MESSAGES } from '@awc/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import { SecondStepForm } from './second-step-form.tsx';

/** The server's answer to a code sent on a step that has ended (routes/auth.ts). */
const endedStep = (message: string) =>
  server.use(http.post('/api/auth/two-factor/verify-totp', () => HttpResponse.json({ code: 'UNAUTHORIZED', message }, { status: 401 })));
/** A code sent after the step's ten minutes (pendingAccount). */
const expiredStep = () => endedStep(TWO_FACTOR_MESSAGES.challengeExpired);

// jsdom has no ResizeObserver; Radix's checkbox ("Trust this device") measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const submitCode = () => {
  fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
};

describe('SecondStepForm when the step has expired', () => {
  it('after a password, asks for the email and password again', async () => {
    expiredStep();
    render(<SecondStepForm onStartOver={vi.fn()} />);
    submitCode();
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('after Google, tells the person to continue with Google again, not to enter a password', async () => {
    expiredStep();
    const onStartOver = vi.fn();
    render(<SecondStepForm onStartOver={onStartOver} firstStep="google" />);
    submitCode();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your sign-in took too long. Continue with Google to sign in again.');
    expect(alert).not.toHaveTextContent(/password/i);
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onStartOver).toHaveBeenCalledOnce();
  });
});

describe('SecondStepForm when wrong codes used up the step', () => {
  it('after a password, says there were too many wrong codes, not that the sign-in took too long', async () => {
    endedStep(TWO_FACTOR_MESSAGES.tooManyCodes);
    const onStartOver = vi.fn();
    render(<SecondStepForm onStartOver={onStartOver} />);
    submitCode();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many wrong codes. Enter your email and password again.');
    expect(alert).not.toHaveTextContent(/too long/);
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onStartOver).toHaveBeenCalledOnce();
  });

  it('after Google, sends the person back to Google', async () => {
    endedStep(TWO_FACTOR_MESSAGES.tooManyCodes);
    render(<SecondStepForm onStartOver={vi.fn()} firstStep="google" />);
    submitCode();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many wrong codes. Continue with Google to sign in again.');
    expect(alert).not.toHaveTextContent(/password|too long/i);
  });
});
