import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterSignup } from './newsletter-signup.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('footer newsletter', () => {
  it('answers a bad address under the field and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterSignup />);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a good address and clears the field', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'subscribed' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterSignup />);
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, 'counsel@firm.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'counsel@firm.com', source: 'footer' }) }),
    );
  });

  it('keeps the address when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    render(<NewsletterSignup />);
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, 'counsel@firm.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).not.toBeDisabled());
    expect(field).toHaveValue('counsel@firm.com');
  });
});
