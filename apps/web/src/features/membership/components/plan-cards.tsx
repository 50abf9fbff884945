import { annualSaving, describeTrialOffer, formatUsd, PLAN_LABELS, PLANS, type Plan } from '@awc/domain';
import { CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePlans } from '../api/use-plans.ts';
import { AudienceActions } from './audience-actions.tsx';

const INCLUDED = ['All nine member tools', 'The full content hub and replays', 'Live sessions and the community'];

/**
 * Monthly and annual plans. Visitors go to /auth?plan=…, signed-in users to checkout, and a
 * member is pointed to the dashboard instead of paying twice; none of them sees another's button
 * on the way (AudienceActions).
 */
export const PlanCards = () => {
  const { plans, failed, retry } = usePlans();
  if (failed) {
    return (
      <Alert tone="danger" role="alert" title="Prices could not be loaded">
        <p>Please check your connection and try again.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  const saving = plans ? annualSaving(plans.prices) : null;
  return (
    <div className="grid gap-6 md:grid-cols-2" aria-busy={!plans}>
      {PLANS.map((plan: Plan) => {
        const annual = plan === 'annual';
        const price = plans?.prices[plan];
        return (
          <article
            key={plan}
            aria-labelledby={`plan-${plan}`}
            className={cn(
              'relative flex flex-col rounded-[var(--radius-card)] border bg-white p-7 shadow-[var(--shadow-card)]',
              annual ? 'border-brass-300 ring-1 ring-brass-300' : 'border-line',
            )}
          >
            <div className="flex items-center justify-between gap-3">
              <h3 id={`plan-${plan}`} className="text-2xl font-semibold text-navy-900">
                {PLAN_LABELS[plan]}
              </h3>
              {annual && saving && saving.amount > 0 && <Badge tone="brass">Save {formatUsd(saving.amount)} a year</Badge>}
            </div>
            <p className="mt-4 flex items-baseline gap-1.5">
              {price === undefined ? (
                <span className="inline-block h-10 w-28 animate-pulse rounded-md bg-paper-2" aria-hidden="true" />
              ) : (
                <span className="font-serif text-5xl font-semibold text-navy-900">{formatUsd(price)}</span>
              )}
              <span className="text-ink-muted">{annual ? 'per year' : 'per month'}</span>
            </p>
            <p className="mt-2 min-h-[1.5rem] text-sm text-ink-muted">
              {annual
                ? saving && plans
                  ? `${formatUsd(Math.round((plans.prices.annual / 12) * 100) / 100)} a month, billed yearly: ${saving.percent}% less than paying monthly.`
                  : ''
                : 'Billed monthly. Cancel any time.'}
            </p>
            {plans?.trialDays && plans.trialDays[plan] > 0 && (
              <p className="mt-2 text-sm font-semibold text-success-700">{describeTrialOffer(plans.trialDays[plan])}</p>
            )}
            <ul className="mt-6 flex-1 space-y-2.5 text-[0.95rem]">
              {INCLUDED.map((item) => (
                <li key={item} className="flex items-start gap-2.5">
                  <CheckIcon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success-700" />
                  {item}
                </li>
              ))}
            </ul>
            <AudienceActions
              className="mt-7"
              render={(audience) =>
                audience === 'member' ? (
                  <Link to="/dashboard" className={buttonClasses('secondary', 'lg', 'w-full')}>
                    You are a member: go to your dashboard
                  </Link>
                ) : (
                  <Link
                    to={audience === 'signed-in' ? `/membership/checkout?plan=${plan}` : `/auth?plan=${plan}`}
                    className={buttonClasses(annual ? 'accent' : 'primary', 'lg', 'w-full')}
                  >
                    Choose {PLAN_LABELS[plan]}
                  </Link>
                )
              }
            />
          </article>
        );
      })}
    </div>
  );
};
