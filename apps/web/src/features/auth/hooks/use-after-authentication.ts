import { isPlan, MESSAGES, type Plan, safeInternalPath } from '@awc/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { refreshSubscription, useAuthState } from '../../../lib/auth/session-store.ts';
import { clearSubscriptionIntent, readSubscriptionIntent, saveSubscriptionIntent } from '../../../lib/auth/subscription-intent.ts';

/**
 * Spec §4 "After authentication", for /auth. `plan` and `success` are read before anything else:
 * a plan is saved as the subscription intent; success=true refreshes the subscription and shows
 * the payment toast. Then, once signed in: a plan (query or stored intent) and no membership →
 * checkout for that plan (clearing the intent); otherwise the `from` path or /dashboard.
 */
export const useAfterAuthentication = (): { plan: Plan | null; redirecting: boolean } => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuthState();
  const queryPlan = params.get('plan');
  const plan = isPlan(queryPlan) ? queryPlan : null;
  const success = params.get('success') === 'true';
  const [paymentChecked, setPaymentChecked] = useState(!success);
  const handled = useRef(false);

  // First, before anything else.
  const initialized = useRef(false);
  if (!initialized.current) {
    initialized.current = true;
    if (plan) saveSubscriptionIntent(plan);
  }

  const signedIn = !auth.loading && Boolean(auth.me?.user);
  useEffect(() => {
    if (!success || !signedIn) return;
    let alive = true;
    void refreshSubscription({ force: true }).then(() => {
      if (!alive) return;
      toast.success(MESSAGES.paymentSuccess);
      setPaymentChecked(true);
    });
    return () => {
      alive = false;
    };
  }, [success, signedIn]);

  useEffect(() => {
    if (handled.current || !signedIn || !paymentChecked) return;
    const chosen = plan ?? readSubscriptionIntent();
    const from = safeInternalPath(params.get('from'), '/dashboard');
    if (chosen) {
      if (auth.subscription.status !== 'ready' && auth.subscription.status !== 'error') return;
      handled.current = true;
      clearSubscriptionIntent();
      if (!auth.subscription.view?.isSubscribed) {
        navigate(`/membership/checkout?plan=${chosen}`, { replace: true });
        return;
      }
      navigate(from, { replace: true });
      return;
    }
    handled.current = true;
    navigate(from, { replace: true });
  }, [signedIn, paymentChecked, plan, auth.subscription, params, navigate]);

  return { plan: plan ?? null, redirecting: signedIn };
};
