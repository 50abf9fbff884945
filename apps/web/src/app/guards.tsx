import {
  MESSAGES,
  ROUTE_GUARD_MAX_RETRIES,
  routeGuardRetryTimeout,
  SIMPLE_GUARD_MAX_ATTEMPTS,
  signInPath,
  simpleGuardTimeout,
  TWO_FACTOR_ENROLL_PATH,
} from '@awc/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { type AuthState, loadSession, refreshSubscription, useAuthState } from '../lib/auth/session-store.ts';
import { toast } from '../lib/toast.ts';

/**
 * The guards of spec §4 for the route groups of routes.md:
 *   signed-in → AuthGuard, admin → AdminGuard, member → MemberRouteGuard (the full state
 *   machine), plus GuestGuard and SuperAdminGuard.
 */

export type GuardState =
  | 'initializing'
  | 'checking-auth'
  | 'checking-subscription'
  | 'not-authenticated'
  | 'not-subscribed'
  | 'authenticated'
  | 'error'
  | 'timeout';

/** Spec §4 precedence: error, timeout, auth loading, not authenticated, admin passes, subscription loading, not subscribed, authenticated. */
export const memberGuardState = (auth: AuthState, timedOut: boolean, started: boolean): GuardState => {
  if (!started) return 'initializing';
  if (auth.error && !auth.me) return 'error';
  if (timedOut) return 'timeout';
  if (auth.loading || auth.me === null) return 'checking-auth';
  if (!auth.me.user) return 'not-authenticated';
  if (auth.me.isAdmin) return 'authenticated';
  if (auth.subscription.status === 'idle' || auth.subscription.status === 'loading') return 'checking-subscription';
  if (!auth.subscription.view?.isSubscribed) return 'not-subscribed';
  return 'authenticated';
};

/** Where a visitor is sent: /auth, told which page to return to (the server's redirect is the same). */
const SignInRedirect = () => <Navigate to={signInPath(useLocation())} replace />;

const TimeoutScreen = ({ onRetry, message = MESSAGES.authCheckTimedOut }: { onRetry: () => void; message?: string }) => (
  <div className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center" role="alert">
    <h1 className="text-2xl font-semibold text-navy-900">{MESSAGES.authTimeout}</h1>
    <p className="mt-3 max-w-md text-ink-muted">{message}</p>
    <Button className="mt-6" onClick={onRetry}>
      Try Again
    </Button>
  </div>
);

const ErrorScreen = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <div className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center" role="alert">
    <h1 className="text-2xl font-semibold text-navy-900">We could not check your session</h1>
    <p className="mt-3 max-w-md text-ink-muted">{message}</p>
    <Button className="mt-6" onClick={onRetry}>
      Retry
    </Button>
  </div>
);

/**
 * Simple guards' loading: a spinner with 'Loading...'; each attempt times out after 3000 ms plus
 * 1000 ms per attempt and asks again; after 3 attempts the check has failed.
 */
const useSimpleGuardTimeout = (waiting: boolean) => {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!waiting || failed) return;
    const timer = setTimeout(() => {
      if (attempt + 1 >= SIMPLE_GUARD_MAX_ATTEMPTS) setFailed(true);
      else {
        setAttempt(attempt + 1);
        void loadSession();
      }
    }, simpleGuardTimeout(attempt));
    return () => clearTimeout(timer);
  }, [waiting, attempt, failed]);
  return {
    failed,
    retry: () => {
      setFailed(false);
      setAttempt(0);
      void loadSession();
    },
  };
};

/** signed-in group: visitors go to /auth, the page remembered. */
/** The session is still unknown: loading, or its first check timed out. */
const unknown = (auth: AuthState) => !auth.error && (auth.loading || auth.me === null);

export const AuthGuard = ({ children }: { children: ReactNode }) => {
  const auth = useAuthState();
  const { failed, retry } = useSimpleGuardTimeout(unknown(auth));
  if (failed) return <TimeoutScreen onRetry={retry} />;
  if (auth.error && !auth.me) return <ErrorScreen message={auth.error} onRetry={retry} />;
  if (unknown(auth)) return <PageSpinner label="Loading..." />;
  if (!auth.me?.user) return <SignInRedirect />;
  return <>{children}</>;
};

/** guest: signed-in users go to the dashboard. */
export const GuestGuard = ({ children }: { children: ReactNode }) => {
  const auth = useAuthState();
  if (unknown(auth)) return <PageSpinner label="Loading..." />;
  if (auth.me?.user) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
};

/** admin group: visitors to /auth, signed-in non-admins to /dashboard. */
export const AdminGuard = ({ children }: { children: ReactNode }) => {
  const auth = useAuthState();
  const { failed, retry } = useSimpleGuardTimeout(unknown(auth));
  if (failed) return <TimeoutScreen onRetry={retry} />;
  if (auth.error && !auth.me) return <ErrorScreen message={auth.error} onRetry={retry} />;
  if (unknown(auth)) return <PageSpinner label="Loading..." />;
  if (!auth.me?.user) return <SignInRedirect />;
  if (!auth.me.isAdmin) return <Navigate to="/dashboard" replace />;
  // An administrator turns on two-factor sign-in before any admin page opens (decision 422).
  if (auth.me.twoFactorEnabled === false) return <Navigate to={TWO_FACTOR_ENROLL_PATH} replace />;
  return <>{children}</>;
};

/** Lets only the SUPER_ADMIN_EMAIL administrator through (spec §4). */
export const SuperAdminGuard = ({ children }: { children: ReactNode }) => {
  const auth = useAuthState();
  const denied = !unknown(auth) && Boolean(auth.me?.user) && !(auth.me?.user && auth.me.isSuperAdmin);
  useEffect(() => {
    if (denied) toast.error(MESSAGES.superAdminOnly);
  }, [denied]);
  if (unknown(auth)) return <PageSpinner label="Loading..." />;
  if (!auth.me?.user) return <SignInRedirect />;
  if (denied) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
};

/**
 * member group: the full route guard of spec §4. Each check retries after
 * min(2000 × 1.5^retry, 10000) ms; after more than 3 retries it shows 'Authentication Timeout'.
 * Non-members go to the fallback (default /membership); admins pass without a membership.
 */
export const MemberRouteGuard = ({ children, fallback = '/membership' }: { children: ReactNode; fallback?: string }) => {
  const auth = useAuthState();
  const [retry, setRetry] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const state = memberGuardState(auth, timedOut, true);
  const checking = state === 'checking-auth' || state === 'checking-subscription';

  useEffect(() => {
    if (!checking || timedOut) return;
    const timer = setTimeout(() => {
      if (retry >= ROUTE_GUARD_MAX_RETRIES) setTimedOut(true);
      else {
        setRetry(retry + 1);
        if (state === 'checking-auth') void loadSession();
        else void refreshSubscription({ force: true });
      }
    }, routeGuardRetryTimeout(retry));
    return () => clearTimeout(timer);
  }, [checking, retry, timedOut, state]);

  const tryAgain = () => {
    setTimedOut(false);
    setRetry(0);
    void loadSession();
  };

  switch (state) {
    case 'error':
      return <ErrorScreen message={auth.error ?? MESSAGES.unexpected} onRetry={tryAgain} />;
    case 'timeout':
      return <TimeoutScreen onRetry={tryAgain} />;
    case 'initializing':
    case 'checking-auth':
    case 'checking-subscription':
      return <PageSpinner label="Loading..." />;
    case 'not-authenticated':
      return <SignInRedirect />;
    case 'not-subscribed':
      return <Navigate to={fallback} replace />;
    case 'authenticated':
      return <>{children}</>;
  }
};
