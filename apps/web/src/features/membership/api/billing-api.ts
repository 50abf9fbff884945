import type { Plan, PlanPrices } from '@awc/domain';
import { api } from '../../../lib/api-client.ts';
import type { SubscriptionStatusView } from '../../../lib/auth/auth-api.ts';

/** `trialDays`: the free trial each plan offers a newcomer (0 = none; absent from an older server). */
export type BillingPlans = { provider: 'stripe' | 'demo' | 'none'; prices: PlanPrices; currency: 'usd'; trialDays?: Record<Plan, number> };
export type BillingOverview = BillingPlans & { subscription: SubscriptionStatusView; subscriptionProvider: string | null; trialEligible?: boolean };
export type DemoCheckout = {
  id: string;
  plan: Plan;
  status: 'open' | 'complete' | 'canceled';
  expired: boolean;
  price: number;
  trialDays?: number;
};

let plansPromise: Promise<BillingPlans> | null = null;
/** Prices come from the server's settings; fetched once per page load (membership pages are lean). */
export const fetchPlans = (): Promise<BillingPlans> => {
  plansPromise ??= api<BillingPlans>('/api/billing/plans').catch((error) => {
    plansPromise = null;
    throw error;
  });
  return plansPromise;
};

export const fetchBillingOverview = () => api<BillingOverview>('/api/billing/overview');
export const startCheckout = (plan: Plan) => api<{ url: string }>('/api/billing/checkout', { method: 'POST', body: { plan } });
export const fetchDemoCheckout = (id: string) => api<DemoCheckout>(`/api/billing/demo-checkout/${encodeURIComponent(id)}`);
export const completeDemoCheckout = (id: string) =>
  api<{ redirect: string }>(`/api/billing/demo-checkout/${encodeURIComponent(id)}/complete`, { method: 'POST', body: {} });
export const cancelDemoCheckout = (id: string) =>
  api<{ redirect: string }>(`/api/billing/demo-checkout/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} });
export const cancelMembership = () => api<SubscriptionStatusView>('/api/billing/cancel', { method: 'POST', body: {} });
export const resumeMembership = () => api<SubscriptionStatusView>('/api/billing/resume', { method: 'POST', body: {} });
export const changeMembershipPlan = (plan: Plan) => api<SubscriptionStatusView>('/api/billing/change-plan', { method: 'POST', body: { plan } });
export const openBillingPortal = () => api<{ url: string | null }>('/api/billing/portal', { method: 'POST', body: {} });
