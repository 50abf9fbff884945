import { CheckCircle2Icon, MailIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { resendVerification } from '../../lib/auth/auth-api.ts';
import { GoogleSignInOption } from '../../features/auth/components/google-button.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { useAfterAuthentication } from '../../features/auth/hooks/use-after-authentication.ts';
import { toast } from '../../lib/toast.ts';

const POINTS = [
  'Nine member tools with saved scenarios',
  'Guides, video lessons and session replays',
  'Live sessions and a private attorney community',
];

export default function AuthPage() {
  const { plan, redirecting } = useAfterAuthentication();
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'register' || (params.get('mode') === null && plan !== null) ? 'register' : 'login';
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const googleErrors = params.getAll('error');
  const passwordChanged = (useLocation().state as { notice?: string } | null)?.notice === 'password-changed';

  const switchMode = () => {
    const next = new URLSearchParams(params);
    next.set('mode', mode === 'login' ? 'register' : 'login');
    next.delete('error');
    setParams(next, { replace: true });
    setCheckEmail(null);
  };

  if (redirecting) return <PageSpinner label="Signing you in..." />;

  const register = mode === 'register';
  return (
    <div className="grid min-h-[calc(100dvh-4.5rem)] lg:grid-cols-[1fr_1.1fr]">
      <aside className="on-dark relative hidden overflow-hidden bg-navy-900 p-12 text-white lg:flex lg:flex-col lg:justify-center">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_24rem_at_90%_0%,rgb(176_141_87/0.25),transparent)]"
        />
        <div className="relative max-w-md">
          <p className="eyebrow text-brass-300">Members</p>
          <p className="mt-4 font-serif text-3xl font-semibold leading-tight">The money side of a legal career, taught with the rigor of the law.</p>
          <ul className="mt-8 space-y-3">
            {POINTS.map((p) => (
              <li key={p} className="flex items-start gap-3 text-navy-100">
                <CheckCircle2Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brass-300" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <div className="flex items-start justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-md">
          {plan && (
            <div className="mb-5 flex flex-col items-start gap-2">
              <Badge tone="brass">{plan === 'annual' ? 'Annual Membership Signup' : 'Monthly Membership Signup'}</Badge>
              <p className="text-sm text-ink-muted">
                {register ? 'Create an account to continue with your subscription' : 'Log in to continue with your subscription'}
              </p>
            </div>
          )}
          <h1 className="text-3xl font-semibold text-navy-900">{register ? 'Join the Collective' : 'Welcome Back'}</h1>
          <p className="mt-2 text-ink-muted">{register ? 'Create your account to join the collective' : 'Log in to access your membership'}</p>

          {passwordChanged && !register && (
            <Alert tone="success" className="mt-6" role="status" title="Your password has been changed">
              Sign in with your new password.
            </Alert>
          )}

          {googleErrors.length > 0 && (
            <Alert tone="danger" className="mt-6" role="alert" title="Google sign-in did not complete">
              {googleErrors.includes('account_not_linked')
                ? 'An account with this email already exists. Sign in with your email and password; we never link a Google account to an existing account without your password.'
                : 'Please try again, or sign in with your email and password.'}
            </Alert>
          )}

          <Card className="mt-6">
            <CardHeader>
              <CardTitle as="h2">{register ? 'Create Account' : 'Sign In'}</CardTitle>
            </CardHeader>
            <CardContent>
              {checkEmail ? (
                <CheckEmailPanel email={checkEmail} plan={plan} onBack={() => setCheckEmail(null)} />
              ) : (
                <>
                  <GoogleSignInOption plan={plan} />
                  {register ? (
                    <SignUpForm plan={plan} onCreated={setCheckEmail} />
                  ) : (
                    <SignInForm
                      plan={plan}
                      onUnverified={setUnverified}
                      secondStepPending={params.get('second-step') === '1'}
                      onSecondStepLeft={() => {
                        const next = new URLSearchParams(params);
                        next.delete('second-step');
                        setParams(next, { replace: true });
                      }}
                    />
                  )}
                  {!register && unverified && (
                    <div className="mt-4">
                      <ResendLink email={unverified} plan={plan} />
                    </div>
                  )}
                </>
              )}
            </CardContent>
          </Card>
          <p className="mt-6 text-center text-sm text-ink-muted">
            {register ? 'Already have an account?' : 'New to the Collective?'}{' '}
            <button type="button" onClick={switchMode} className="cursor-pointer font-semibold text-navy-700 underline-offset-4 hover:underline">
              {register ? 'Sign in' : 'Create an account'}
            </button>
          </p>
        </div>
      </div>
    </div>
  );
}

const CheckEmailPanel = ({ email, plan, onBack }: { email: string; plan: 'monthly' | 'annual' | null; onBack: () => void }) => (
  <div className="text-center" role="status">
    <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-brass-100 text-brass-700">
      <MailIcon aria-hidden="true" className="h-6 w-6" />
    </span>
    <h3 className="mt-4 font-serif text-xl font-semibold text-navy-900">Check your email</h3>
    <p className="mt-2 text-sm leading-relaxed text-ink-muted">
      If <strong className="text-ink">{email}</strong> can be registered, a link to confirm it is on its way. Open it on any device to finish
      {plan ? ' and continue to checkout' : ' signing in'}.
    </p>
    <div className="mt-5 flex flex-col items-center gap-2">
      <ResendLink email={email} plan={plan} />
      <Button variant="link" onClick={onBack}>
        Use a different email
      </Button>
    </div>
  </div>
);

const ResendLink = ({ email, plan }: { email: string; plan: 'monthly' | 'annual' | null }) => {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={state === 'sending'}
      disabled={state === 'sent'}
      onClick={async () => {
        setState('sending');
        try {
          await resendVerification(email, plan);
          setState('sent');
          toast.success('We sent a new verification link.');
        } catch {
          setState('idle');
          toast.error('We could not send the link. Please try again later.');
        }
      }}
    >
      {state === 'sent' ? 'Verification link sent' : 'Resend the verification email'}
    </Button>
  );
};
