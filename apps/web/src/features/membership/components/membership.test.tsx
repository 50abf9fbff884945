import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type AuthState, resetAuthStateForTests } from '../../../lib/auth/session-store.ts';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import { BillingTab } from './billing-tab.tsx';
import { PlanCards } from './plan-cards.tsx';

const PLANS = { provider: 'demo', prices: { monthly: 45, annual: 450 }, currency: 'usd' };

const signedIn = (isSubscribed: boolean | null): Partial<AuthState> => ({
  loading: false,
  me: {
    user: { id: 'u1', email: 'a@b.co', emailVerified: true, createdAt: '' },
    profile: {} as never,
    profileRecovered: false,
    isAdmin: false,
    isSuperAdmin: false,
    hasPassword: true,
  },
  subscription:
    isSubscribed === null
      ? { status: 'idle', view: null, error: null }
      : {
          status: 'ready',
          view: {
            isSubscribed,
            status: isSubscribed ? 'active' : null,
            plan: null,
            memberSince: null,
            currentPeriodEnd: null,
            cancelAtPeriodEnd: false,
          },
          error: null,
        },
});

const wrap = (ui: ReactNode) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
};

afterEach(() => resetAuthStateForTests());

describe('plan cards', () => {
  it('show the server’s prices and the annual saving; visitors are sent to /auth with the plan', async () => {
    server.use(http.get('/api/billing/plans', () => HttpResponse.json(PLANS)));
    resetAuthStateForTests({ loading: false, me: { user: null } });
    wrap(<PlanCards />);
    const annual = await screen.findByRole('article', { name: 'Annual' });
    expect(await within(annual).findByText('$450')).toBeInTheDocument();
    expect(within(annual).getByText('Save $90 a year')).toBeInTheDocument();
    expect(within(annual).getByText(/\$37\.50 a month, billed yearly: 17% less/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Monthly' })).toHaveAttribute('href', '/auth?plan=monthly');
    expect(screen.getByRole('link', { name: 'Choose Annual' })).toHaveAttribute('href', '/auth?plan=annual');
  });

  it('signed-in users go to checkout; members to the dashboard', async () => {
    server.use(http.get('/api/billing/plans', () => HttpResponse.json(PLANS)));
    resetAuthStateForTests(signedIn(false));
    const { unmount } = wrap(<PlanCards />);
    expect(await screen.findByRole('link', { name: 'Choose Annual' })).toHaveAttribute('href', '/membership/checkout?plan=annual');
    unmount();
    resetAuthStateForTests(signedIn(true));
    wrap(<PlanCards />);
    const links = await screen.findAllByRole('link', { name: 'You are a member: go to your dashboard' });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/dashboard');
  });
});

describe('billing tab', () => {
  const overview = (sub: Record<string, unknown>) => ({
    ...PLANS,
    subscriptionProvider: 'demo',
    subscription: {
      isSubscribed: true,
      status: 'active',
      plan: 'monthly',
      memberSince: '2026-01-01T00:00:00.000Z',
      currentPeriodEnd: new Date(Date.now() + 15 * 86_400_000).toISOString(),
      cancelAtPeriodEnd: false,
      ...sub,
    },
  });

  it('shows plan and renewal; cancelling asks first and posts to /api/billing/cancel', async () => {
    const calls: string[] = [];
    server.use(
      http.all('/api/*', ({ request }) => {
        const url = new URL(request.url).pathname;
        calls.push(`${request.method} ${url}`);
        if (url === '/api/billing/overview') return HttpResponse.json(overview({}));
        if (url === '/api/billing/cancel') return HttpResponse.json(overview({ cancelAtPeriodEnd: true }).subscription);
        if (url === '/api/subscription') return HttpResponse.json(overview({ cancelAtPeriodEnd: true }).subscription);
        return HttpResponse.json({}, { status: 404 });
      }),
    );
    resetAuthStateForTests(signedIn(true));
    wrap(<BillingTab />);
    expect(await screen.findByText('Monthly · $45 a month')).toBeInTheDocument();
    expect(screen.getByText('Renews on')).toBeInTheDocument();
    expect(screen.getByText('Demo billing: no card is charged')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manage billing/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your membership?' });
    expect(calls).not.toContain('POST /api/billing/cancel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByRole('button', { name: 'Resume membership' })).toBeInTheDocument();
    expect(screen.getByText('Access ends')).toBeInTheDocument();
    expect(calls).toContain('POST /api/billing/cancel');
  });

  it('the switch dialog says how the change is prorated before anything is sent', async () => {
    server.use(http.get('/api/billing/overview', () => HttpResponse.json(overview({}))));
    resetAuthStateForTests(signedIn(true));
    wrap(<BillingTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to annual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to the annual plan?' });
    expect(dialog).toHaveTextContent(
      /The unused part of your current plan \(\$2\d\.\d\d\) is credited against the \$450 annual price, so \$42\d\.\d\d is due today\./,
    );
  });

  it('a Stripe membership offers Manage billing; a non-member is pointed to the plans', async () => {
    server.use(http.get('/api/billing/overview', () => HttpResponse.json({ ...overview({}), subscriptionProvider: 'stripe' })));
    resetAuthStateForTests(signedIn(true));
    const { unmount } = wrap(<BillingTab />);
    expect(await screen.findByRole('button', { name: /Manage billing/ })).toBeInTheDocument();
    unmount();
    server.use(
      http.get('/api/billing/overview', () => HttpResponse.json(overview({ isSubscribed: false, status: null, plan: null, currentPeriodEnd: null }))),
    );
    wrap(<BillingTab />);
    expect(await screen.findByText('You do not have a membership yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/membership#pricing'));
  });
});
