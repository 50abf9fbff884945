import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import { WaitlistForm } from './waitlist-form.tsx';

describe('waitlist form', () => {
  it('refuses a bad address without a request', async () => {
    // No handler: any request would fail the test (onUnhandledRequest: 'error').
    render(<WaitlistForm source="the-equity-brief" product="The Equity Brief" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it('posts the address with the page’s source tag and confirms', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/newsletter', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 'subscribed' });
      }),
    );
    render(<WaitlistForm source="the-equity-brief" product="The Equity Brief" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'counsel@firm.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You’re on the waitlist'));
    expect(bodies).toEqual([{ email: 'counsel@firm.com', source: 'the-equity-brief' }]);
  });
});
