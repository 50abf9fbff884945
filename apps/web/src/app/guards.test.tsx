import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthState, resetAuthStateForTests } from '../lib/auth/session-store.ts';
import { http, HttpResponse, server } from '../testing/msw.ts';
import { AdminGuard, AuthGuard, MemberRouteGuard, memberGuardState } from './guards.tsx';

const signedIn = (extra: { isAdmin?: boolean; twoFactorEnabled?: boolean } = {}): Partial<AuthState> => ({
  loading: false,
  me: {
    user: { id: 'u1', email: 'a@b.co', emailVerified: true, createdAt: '' },
    profile: {} as never,
    profileRecovered: false,
    isAdmin: extra.isAdmin ?? false,
    isSuperAdmin: false,
    hasPassword: true,
    twoFactorEnabled: extra.twoFactorEnabled ?? true,
  },
});
const sub = (status: AuthState['subscription']['status'], isSubscribed = false): Partial<AuthState> => ({
  subscription: {
    status,
    view:
      status === 'ready'
        ? { isSubscribed, status: 'active', plan: 'annual', memberSince: null, currentPeriodEnd: null, cancelAtPeriodEnd: false }
        : null,
    error: status === 'error' ? 'boom' : null,
  },
});
const state = (patch: Partial<AuthState>): AuthState => ({
  loading: true,
  me: null,
  error: null,
  subscription: { status: 'idle', view: null, error: null },
  signingOut: false,
  ...patch,
});

describe('member route guard precedence (spec §4)', () => {
  it.each([
    ['error beats everything', state({ loading: false, error: 'down' }), true, 'error'],
    ['timeout next', state({ ...signedIn() }), true, 'timeout'],
    ['auth loading', state({ loading: true }), false, 'checking-auth'],
    ['not authenticated', state({ loading: false, me: { user: null } }), false, 'not-authenticated'],
    ['admin passes before any subscription check', state({ ...signedIn({ isAdmin: true }) }), false, 'authenticated'],
    ['subscription loading', state({ ...signedIn(), ...sub('loading') }), false, 'checking-subscription'],
    ['not subscribed', state({ ...signedIn(), ...sub('ready', false) }), false, 'not-subscribed'],
    ['a failed subscription check counts as not subscribed', state({ ...signedIn(), ...sub('error') }), false, 'not-subscribed'],
    ['subscribed', state({ ...signedIn(), ...sub('ready', true) }), false, 'authenticated'],
  ])('%s', (_name, auth, timedOut, expected) => {
    expect(memberGuardState(auth, timedOut as boolean, true)).toBe(expected);
  });
});

const renderAt = (path: string, element: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="/auth" element={<p>auth page</p>} />
        <Route path="/membership" element={<p>membership page</p>} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
        <Route path="/account" element={<p>account page</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('guards in the router', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The session checks the guards start never answer: the tests drive the timeouts.
    server.use(http.all('/api/*', () => new Promise<never>(() => {})));
  });
  afterEach(() => vi.useRealTimers());

  it('sends a visitor to /auth and a non-member to /membership', () => {
    resetAuthStateForTests({ loading: false, me: { user: null } });
    renderAt('/content', <MemberRouteGuard>member page</MemberRouteGuard>);
    expect(screen.getByText('auth page')).toBeInTheDocument();
    resetAuthStateForTests({ ...signedIn(), ...sub('ready', false) });
    renderAt('/community', <MemberRouteGuard>member page</MemberRouteGuard>);
    expect(screen.getByText('membership page')).toBeInTheDocument();
  });

  it('sends an admin without two-factor sign-in to enroll, and lets them in once it is on (decision 422)', () => {
    resetAuthStateForTests({ ...signedIn({ isAdmin: true, twoFactorEnabled: false }) });
    renderAt('/admin/blog', <AdminGuard>admin page</AdminGuard>);
    expect(screen.getByText('account page')).toBeInTheDocument();
    resetAuthStateForTests({ ...signedIn({ isAdmin: true, twoFactorEnabled: true }) });
    renderAt('/admin/blog', <AdminGuard>admin page</AdminGuard>);
    expect(screen.getByText('admin page')).toBeInTheDocument();
  });

  it('lets an admin through without a membership, and sends a non-admin away from admin pages', () => {
    resetAuthStateForTests({ ...signedIn({ isAdmin: true }) });
    renderAt('/content', <MemberRouteGuard>member page</MemberRouteGuard>);
    expect(screen.getByText('member page')).toBeInTheDocument();
    resetAuthStateForTests({ ...signedIn(), ...sub('ready', true) });
    renderAt('/admin/blog', <AdminGuard>admin page</AdminGuard>);
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it('retries after 2000, 3000, 4500 and 6750 ms, then shows Authentication Timeout', () => {
    resetAuthStateForTests({ ...signedIn(), ...sub('loading') });
    renderAt('/content', <MemberRouteGuard>member page</MemberRouteGuard>);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    for (const ms of [2000, 3000, 4500, 6750]) {
      act(() => vi.advanceTimersByTime(ms - 1));
      expect(screen.queryByText('Authentication Timeout')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
    }
    // After more than 3 retries: the fourth retry's time runs out into the timeout screen.
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('heading', { name: 'Authentication Timeout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('simple guards time out after 3000 + 1000 ms per attempt, failing after 3 attempts', () => {
    resetAuthStateForTests({ loading: true });
    renderAt('/account', <AuthGuard>account page</AuthGuard>);
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(4000 - 1));
    expect(screen.queryByText('Authentication Timeout')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('heading', { name: 'Authentication Timeout' })).toBeInTheDocument();
    expect(screen.getByText('Authentication check timed out. Please refresh the page.')).toBeInTheDocument();
  });

  it('an unreachable server shows the error with Retry', async () => {
    server.use(http.all('/api/*', () => HttpResponse.error()));
    resetAuthStateForTests({ loading: true });
    const { loadSession } = await import('../lib/auth/session-store.ts');
    renderAt('/account', <AuthGuard>account page</AuthGuard>);
    await act(async () => {
      await loadSession();
    });
    expect(screen.getByText('Network error. Please check your connection')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
