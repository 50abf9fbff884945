import { BILLING_MESSAGES, formatUsd, PLAN_LABELS } from '@awc/domain';
import { FlaskConicalIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cancelDemoCheckout, completeDemoCheckout, type DemoCheckout, fetchDemoCheckout } from '../api/billing-api.ts';

/**
 * The demo provider's checkout: a page of our own, labeled as a demo at the top and on the
 * button, that completes or cancels the same flow a real payment would (decision 162).
 */
export const DemoCheckoutPanel = ({ sessionId, onDone }: { sessionId: string; onDone: (to: string) => void }) => {
  const [checkout, setCheckout] = useState<DemoCheckout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  useEffect(() => {
    let alive = true;
    fetchDemoCheckout(sessionId).then(
      (c) => alive && setCheckout(c),
      (e) => alive && setError(errorMessage(e)),
    );
    return () => {
      alive = false;
    };
  }, [sessionId]);

  const act = async (kind: 'pay' | 'cancel') => {
    setBusy(kind);
    setError(null);
    try {
      const { redirect } = kind === 'pay' ? await completeDemoCheckout(sessionId) : await cancelDemoCheckout(sessionId);
      onDone(redirect);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(null);
    }
  };

  if (error && !checkout) return <Alert tone="danger" role="alert" title={error} />;
  if (!checkout) return <Spinner label="Loading checkout..." />;
  const closed = checkout.status !== 'open' || checkout.expired;
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-2 border-b border-[#fedf89] bg-warning-50 px-6 py-3 text-sm font-semibold text-warning-700" role="note">
        <FlaskConicalIcon aria-hidden="true" className="h-4 w-4" />
        {BILLING_MESSAGES.demoLabel}
      </div>
      <CardHeader>
        <CardTitle as="h2">Demo checkout</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <p className="text-sm text-ink-muted">
          This installation has no payment provider configured, so this page stands in for one. Completing it starts a real membership in this demo,
          without any payment.
        </p>
        <dl className="grid grid-cols-[1fr_auto] gap-y-2 rounded-xl border border-line bg-paper-2 px-5 py-4 text-[0.95rem]">
          <dt className="text-ink-muted">Plan</dt>
          <dd className="font-semibold text-navy-900">{PLAN_LABELS[checkout.plan]} membership</dd>
          <dt className="text-ink-muted">Amount</dt>
          <dd className="font-semibold text-navy-900">
            {formatUsd(checkout.price)} {checkout.plan === 'annual' ? 'per year' : 'per month'}
          </dd>
          {(checkout.trialDays ?? 0) > 0 && (
            <>
              <dt className="text-ink-muted">Free trial</dt>
              <dd className="font-semibold text-navy-900">{checkout.trialDays} days, then the amount above</dd>
              <dt className="text-ink-muted">Due today</dt>
              <dd className="font-semibold text-navy-900">{formatUsd(0)}</dd>
            </>
          )}
          <dt className="text-ink-muted">Card</dt>
          <dd className="font-semibold text-navy-900">None (demo)</dd>
        </dl>
        {error && <Alert tone="danger" role="alert" title={error} />}
        {closed ? (
          <Alert tone="warning" role="status" title={checkout.expired ? BILLING_MESSAGES.checkoutExpired : 'This checkout is already finished.'} />
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" variant="accent" loading={busy === 'pay'} disabled={busy !== null} onClick={() => act('pay')}>
              Complete demo payment
            </Button>
            <Button size="lg" variant="secondary" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => act('cancel')}>
              Cancel
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
};
