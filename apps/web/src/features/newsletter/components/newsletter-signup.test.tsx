import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import { NewsletterSignup } from './newsletter-signup.tsx';

describe('footer newsletter', () => {
  it('answers a bad address under the field and sends nothing', async () => {
    // No handler: any request would fail the test (onUnhandledRequest: 'error').
    render(<NewsletterSignup />);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('posts a good address and clears the field', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/newsletter', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 'subscribed' });
      }),
    );
    render(<NewsletterSignup />);
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, 'counsel@firm.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(bodies).toEqual([{ email: 'counsel@firm.com', source: 'footer' }]);
  });

  it('keeps the address when the request fails', async () => {
    server.use(http.post('/api/newsletter', () => HttpResponse.json({}, { status: 500 })));
    render(<NewsletterSignup />);
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, 'counsel@firm.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).not.toBeDisabled());
    expect(field).toHaveValue('counsel@firm.com');
  });
});
