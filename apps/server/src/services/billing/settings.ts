import type { Plan, PlanPrices } from '@awc/domain';
import type { Env } from '../../env.ts';

export const planPrices = (env: Env): PlanPrices => ({ monthly: env.PLAN_PRICE_MONTHLY_USD, annual: env.PLAN_PRICE_ANNUAL_USD });

export const stripeEnabled = (env: Env): boolean => Boolean(env.STRIPE_SECRET_KEY);

export const stripePriceId = (env: Env, plan: Plan): string => {
  const id = plan === 'annual' ? env.STRIPE_PRICE_ANNUAL : env.STRIPE_PRICE_MONTHLY;
  if (!id) throw new Error(`no Stripe price id for ${plan}`);
  return id;
};

export const planOfStripePrice = (env: Env, priceId: string | null | undefined): Plan | null =>
  priceId === env.STRIPE_PRICE_ANNUAL ? 'annual' : priceId === env.STRIPE_PRICE_MONTHLY ? 'monthly' : null;
