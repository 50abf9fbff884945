import { FIRM_MESSAGES, type MyFirmDto } from '@awc/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import { FirmTab } from './firm-tab.tsx';

const firm: MyFirmDto = {
  firm: {
    id: 'f1',
    name: 'Hale LLP',
    seats: 3,
    seatsUsed: 3,
    seatsFree: 0,
    status: 'active',
    active: true,
    currentPeriodEnd: '2027-12-07T00:00:00.000Z',
    source: 'demo',
  },
  role: 'admin',
  holdsSeat: false,
  members: [{ userId: 'u1', name: 'Dana Admin', email: 'dana@example.com', role: 'admin', holdsSeat: false, joinedAt: '2026-12-07T00:00:00.000Z' }],
  invitations: [],
  offer: { provider: 'demo', seatPriceAnnual: 390 },
};

const renderTab = (path = '/account?tab=firm') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <FirmTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the Firm tab', { timeout: 30_000 }, () => {
  it('shows the seats and puts the server’s refusal of a 4th invitation under the field', async () => {
    server.use(
      http.get('/api/firm', () => HttpResponse.json(firm)),
      http.post('/api/firms/f1/invitations', () => HttpResponse.json({ code: 'CONFLICT', message: FIRM_MESSAGES.seatsFull(3) }, { status: 409 })),
    );
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Hale LLP' })).toBeTruthy();
    expect(screen.getByTestId('firm-seats-free').textContent).toBe('0');
    await userEvent.type(screen.getByLabelText('Invite by email'), 'fourth@example.com{Enter}');
    expect(await screen.findByText(FIRM_MESSAGES.seatsFull(3))).toBeTruthy();
  });

  it('checks an address before sending it', async () => {
    server.use(http.get('/api/firm', () => HttpResponse.json(firm)));
    renderTab();
    await userEvent.type(await screen.findByLabelText('Invite by email'), 'not-an-address{Enter}');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });

  it('without a firm offers the seats at their yearly price', async () => {
    server.use(http.get('/api/firm', () => HttpResponse.json({ ...firm, firm: null, role: null, members: null, invitations: null })));
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Buy seats for your firm' })).toBeTruthy();
    expect(screen.getByTestId('firm-checkout-total').textContent).toBe('3 seats: $1,170 a year');
  });

  it('shows why an invitation link cannot be used', async () => {
    server.use(
      http.get('/api/firm', () => HttpResponse.json({ ...firm, firm: null, role: null, members: null, invitations: null })),
      http.post('/api/firm-invitations/view', () =>
        HttpResponse.json({
          invitation: { firmName: 'Hale LLP', email: 'a@example.com', role: 'member', state: 'expired', expiresAt: '2026-12-01T00:00:00.000Z' },
        }),
      ),
    );
    renderTab('/account?tab=firm&invitation=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(await screen.findByText(FIRM_MESSAGES.invitationExpired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});
