import {
  BILLING_MESSAGES,
  describePlanChange,
  describeTrialLeft,
  formatUsd,
  isPlan,
  PLAN_LABELS,
  type Plan,
  quotePlanChange,
  trialDaysLeft,
} from '@awc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import type { SubscriptionStatusView } from '../../../lib/auth/auth-api.ts';
import { refreshSubscription, useAuthState } from '../../../lib/auth/session-store.ts';
import {
  type BillingOverview,
  cancelMembership,
  changeMembershipPlan,
  fetchBillingOverview,
  openBillingPortal,
  resumeMembership,
} from '../api/billing-api.ts';

export const billingQueryKey = ['billing', 'overview'] as const;

const longDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '—');

const statusBadge = (s: SubscriptionStatusView) => {
  if (s.isSubscribed && s.status === 'trialing') return <Badge tone={s.cancelAtPeriodEnd ? 'warning' : 'success'}>Free trial</Badge>;
  if (s.isSubscribed && s.cancelAtPeriodEnd) return <Badge tone="warning">Ends {longDate(s.currentPeriodEnd)}</Badge>;
  if (s.isSubscribed) return <Badge tone="success">Active</Badge>;
  if (s.status === 'past_due') return <Badge tone="danger">Payment failed</Badge>;
  return <Badge tone="neutral">{s.status === 'canceled' ? 'Ended' : 'Inactive'}</Badge>;
};

/** /account?tab=billing: plan, status, renewal; manage billing, cancel at period end, resume, switch plan. */
export const BillingTab = () => {
  const auth = useAuthState();
  const query = useQuery({ queryKey: billingQueryKey, queryFn: fetchBillingOverview });
  if (query.isPending) return <Spinner label="Loading billing..." />;
  if (query.isError) {
    return (
      <Alert tone="danger" role="alert" title="Billing details could not be loaded">
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const data = query.data;
  const s = data.subscription;
  const isAdmin = Boolean(auth.me?.user && auth.me.isAdmin);
  if (!s.plan || !isPlan(s.plan) || (!s.isSubscribed && s.status !== 'past_due')) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Membership</CardTitle>
          <CardDescription>{s.status === 'canceled' ? 'Your membership has ended.' : 'You do not have a membership yet.'}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {isAdmin && <Alert tone="info" title="As an administrator you have member access without a membership." />}
          <p className="text-ink-muted">
            Monthly {formatUsd(data.prices.monthly)} or annual {formatUsd(data.prices.annual)}: every tool, the content hub, live sessions and the
            community.
          </p>
          <Link to="/membership#pricing" className={buttonClasses('accent', 'md')}>
            See the plans
          </Link>
        </CardContent>
      </Card>
    );
  }
  return <MembershipCard data={data} plan={s.plan} />;
};

const MembershipCard = ({ data, plan }: { data: BillingOverview; plan: Plan }) => {
  const s = data.subscription;
  const queryClient = useQueryClient();
  const other: Plan = plan === 'annual' ? 'monthly' : 'annual';
  const demo = data.subscriptionProvider === 'demo';
  const trialing = s.status === 'trialing';

  const apply = async (view: SubscriptionStatusView, message: string) => {
    queryClient.setQueryData<BillingOverview>(billingQueryKey, (old) => (old ? { ...old, subscription: view } : old));
    await refreshSubscription({ force: true });
    toast.success(message);
  };
  const cancel = useMutation({
    mutationFn: cancelMembership,
    onSuccess: (v) => apply(v, BILLING_MESSAGES.cancelScheduled),
  });
  const resume = useMutation({ mutationFn: resumeMembership, onSuccess: (v) => apply(v, BILLING_MESSAGES.resumed) });
  const change = useMutation({
    mutationFn: () => changeMembershipPlan(other),
    onSuccess: (v) => apply(v, BILLING_MESSAGES.planChanged),
  });
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => {
      if (url) window.location.assign(url);
    },
  });

  const quote = quotePlanChange({
    from: plan,
    to: other,
    prices: data.prices,
    currentPeriodEnd: s.currentPeriodEnd ? new Date(s.currentPeriodEnd) : null,
  });
  const busy = cancel.isPending || resume.isPending || change.isPending;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle as="h2">Membership</CardTitle>
            <CardDescription>Your plan, its status and what happens next.</CardDescription>
          </div>
          {statusBadge(s)}
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-ink-muted">Plan</dt>
              <dd className="mt-1 font-semibold text-navy-900">
                {PLAN_LABELS[plan]} · {formatUsd(data.prices[plan])} {plan === 'annual' ? 'a year' : 'a month'}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">
                {trialing ? 'Trial ends' : s.cancelAtPeriodEnd ? 'Access ends' : s.status === 'past_due' ? 'Payment due since' : 'Renews on'}
              </dt>
              <dd className="mt-1 font-semibold text-navy-900">{longDate(s.currentPeriodEnd)}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">Member since</dt>
              <dd className="mt-1 font-semibold text-navy-900">{longDate(s.memberSince)}</dd>
            </div>
          </dl>

          {s.status === 'past_due' && (
            <Alert tone="danger" role="alert" title="Your last payment failed">
              Update your payment method with Manage billing to restore access.
            </Alert>
          )}
          {trialing && s.trialEndsAt && (
            <Alert tone={s.cancelAtPeriodEnd ? 'warning' : 'info'} title={describeTrialLeft(trialDaysLeft(s.trialEndsAt))}>
              {s.cancelAtPeriodEnd
                ? `You canceled during your free trial: you keep full access until ${longDate(s.trialEndsAt)} and you will not be charged. Resume to keep your membership.`
                : `Your free trial ends on ${longDate(s.trialEndsAt)}. Then your ${PLAN_LABELS[plan].toLowerCase()} membership starts and we charge ${formatUsd(data.prices[plan])}, unless you cancel before then.`}
            </Alert>
          )}
          {s.cancelAtPeriodEnd && !trialing && (
            <Alert tone="warning" title="Your membership will not renew">
              You keep full access until {longDate(s.currentPeriodEnd)}. Resume to keep it going.
            </Alert>
          )}

          <div className="flex flex-wrap gap-3">
            {s.cancelAtPeriodEnd ? (
              <Button variant="accent" loading={resume.isPending} disabled={busy} onClick={() => resume.mutate()}>
                Resume membership
              </Button>
            ) : (
              <>
                {!trialing && (
                  <ConfirmDialog
                    trigger={
                      <Button variant="secondary" disabled={busy || !s.isSubscribed}>
                        Switch to {PLAN_LABELS[other].toLowerCase()}
                      </Button>
                    }
                    title={`Switch to the ${PLAN_LABELS[other].toLowerCase()} plan?`}
                    description={`${formatUsd(data.prices[other])} ${other === 'annual' ? 'a year' : 'a month'}. ${describePlanChange(quote, other, data.prices)}`}
                    cancelLabel={`Keep ${PLAN_LABELS[plan].toLowerCase()}`}
                    confirmLabel={`Switch to ${PLAN_LABELS[other].toLowerCase()}`}
                    tone="primary"
                    onConfirm={() => change.mutateAsync()}
                  />
                )}
                <ConfirmDialog
                  trigger={
                    <Button variant="secondary" disabled={busy || !s.isSubscribed}>
                      Cancel membership
                    </Button>
                  }
                  title="Cancel your membership?"
                  description={
                    trialing
                      ? `You keep full access until ${longDate(s.currentPeriodEnd)}, the end of your free trial, and will not be charged. You can resume any time before then.`
                      : `You keep full access until ${longDate(s.currentPeriodEnd)} and will not be charged again. You can resume any time before then.`
                  }
                  cancelLabel="Keep membership"
                  confirmLabel="Cancel at period end"
                  onConfirm={() => cancel.mutateAsync()}
                />
              </>
            )}
            {!demo && (
              <Button variant="primary" loading={portal.isPending} onClick={() => portal.mutate()}>
                Manage billing <ExternalLinkIcon aria-hidden="true" className="ml-1.5 h-4 w-4" />
              </Button>
            )}
          </div>
          {demo && (
            <Alert tone="warning" title="Demo billing: no card is charged">
              This membership uses the demo provider, so there is no payment method or invoice to manage. Cancelling, resuming and switching plans
              here work exactly as they would with a real provider.
            </Alert>
          )}
        </CardContent>
      </Card>
    </div>
  );
};
