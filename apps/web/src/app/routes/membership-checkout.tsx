import { BILLING_MESSAGES, formatUsd, isPlan, PLAN_LABELS } from '@awc/domain';
import { CheckIcon, LockIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuthState } from '../../lib/auth/session-store.ts';
import { startCheckout } from '../../features/membership/api/billing-api.ts';
import { DemoCheckoutPanel } from '../../features/membership/components/demo-checkout-panel.tsx';
import { usePlans } from '../../features/membership/api/use-plans.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import type { PageProps } from '../pages.ts';

/**
 * /membership/checkout?plan=monthly|annual (signed-in; the guard sends visitors to /auth?plan=…).
 * An unknown plan gets a message; a member is told and sent to the dashboard; otherwise the
 * provider's checkout starts (Stripe's page, or the demo panel here with &session=…).
 */
export default function MembershipCheckoutPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuthState();
  const { plans } = usePlans();
  const plan = params.get('plan');
  const session = params.get('session');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const member = auth.subscription.status === 'ready' && auth.subscription.view?.isSubscribed;

  useEffect(() => {
    if (member) toast.info(BILLING_MESSAGES.alreadyMember);
  }, [member]);

  if (member) return <Navigate to="/dashboard" replace />;
  if (auth.subscription.status === 'loading' || auth.subscription.status === 'idle') return <PageSpinner />;

  const header = <PageHeader eyebrow="Membership" title={route.heading} lead="One step left: confirm your plan and pay." />;
  if (!isPlan(plan)) {
    return (
      <>
        {header}
        <div className="container-page max-w-2xl py-10">
          <Alert tone="danger" role="alert" title={BILLING_MESSAGES.unknownPlan} />
          <Link to="/membership#pricing" className={buttonClasses('primary', 'md', 'mt-6')}>
            See the plans
          </Link>
        </div>
      </>
    );
  }

  const begin = async () => {
    setStarting(true);
    setError(null);
    try {
      const { url } = await startCheckout(plan);
      if (/^https?:\/\//.test(url)) window.location.assign(url);
      else {
        navigate(url);
        setStarting(false);
      }
    } catch (e) {
      setError(errorMessage(e));
      setStarting(false);
    }
  };

  const price = plans?.prices[plan];
  return (
    <>
      {header}
      <div className="container-page grid max-w-5xl gap-8 py-10 lg:grid-cols-[1fr_1.1fr]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{PLAN_LABELS[plan]} membership</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="font-serif text-4xl font-semibold text-navy-900">
              {price === undefined ? '…' : formatUsd(price)}
              <span className="ml-1.5 font-sans text-base font-normal text-ink-muted">{plan === 'annual' ? 'per year' : 'per month'}</span>
            </p>
            <ul className="mt-5 space-y-2 text-[0.95rem]">
              {[
                'Every member tool and saved scenarios',
                'The content hub, live sessions and replays',
                'The private community',
                'Cancel any time from your account',
              ].map((item) => (
                <li key={item} className="flex items-start gap-2.5">
                  <CheckIcon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success-700" />
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-5 text-sm text-ink-muted">
              Wrong plan?{' '}
              <Link
                to={`/membership/checkout?plan=${plan === 'annual' ? 'monthly' : 'annual'}`}
                className="font-semibold text-navy-700 underline underline-offset-4"
              >
                Switch to {PLAN_LABELS[plan === 'annual' ? 'monthly' : 'annual'].toLowerCase()}
              </Link>
            </p>
          </CardContent>
        </Card>
        <div>
          {session ? (
            <DemoCheckoutPanel key={session} sessionId={session} onDone={(to) => navigate(to, { replace: true })} />
          ) : (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Payment</CardTitle>
              </CardHeader>
              <CardContent className="space-y-5">
                {plans?.provider === 'none' ? (
                  <Alert tone="info" title={BILLING_MESSAGES.notOnSale} />
                ) : (
                  <p className="text-ink-muted">
                    {plans?.provider === 'demo'
                      ? 'This installation runs the demo checkout: the next page is clearly labeled and charges no card.'
                      : 'You will pay on our payment provider’s secure page and come straight back here.'}
                  </p>
                )}
                {error && <Alert tone="danger" role="alert" title={error} />}
                <Button
                  size="lg"
                  variant="accent"
                  className="w-full"
                  loading={starting}
                  disabled={!plans || plans.provider === 'none'}
                  onClick={begin}
                >
                  <LockIcon aria-hidden="true" className="mr-2 h-4 w-4" />
                  Continue to payment
                </Button>
                <p className="text-center text-sm">
                  <Link to="/membership" className="text-ink-muted underline underline-offset-4">
                    Not now, back to membership
                  </Link>
                </p>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
