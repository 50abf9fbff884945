import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaitlistForm } from './waitlist-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('waitlist form', () => {
  it('refuses a bad address without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<WaitlistForm source="the-equity-brief" product="The Equity Brief" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the address with the page’s source tag and confirms', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'subscribed' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<WaitlistForm source="the-equity-brief" product="The Equity Brief" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'counsel@firm.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You’re on the waitlist'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'counsel@firm.com', source: 'the-equity-brief' }) }),
    );
  });
});
