import { BILLING_MESSAGES, PlanSchema } from '@awc/domain';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { params } from '../lib/validate.ts';
import { loadSession, requireUser, sessionOf } from '../middleware/session.ts';
import {
  billingOverview,
  billingPlans,
  cancelDemoCheckout,
  changePlan,
  completeDemoCheckout,
  demoCheckoutDetails,
  handleStripeWebhook,
  portalUrl,
  returnFromCheckout,
  setCancelAtPeriodEnd,
  startCheckout,
} from '../services/billing/billing.ts';
import type { AppEnv, Deps } from '../types.ts';

export const BILLING_WEBHOOK_PATH = '/api/billing/webhook';

/** `{ plan }` with the plan message as the answer's own message (not a generic "fields need attention"). */
const planBody = validator('json', (value: unknown, c) => {
  if (!/^application\/json/i.test(c.req.header('content-type') ?? ''))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  const r = PlanSchema.safeParse((value as { plan?: unknown } | null)?.plan);
  if (!r.success) throw new AppError('VALIDATION_FAILED', BILLING_MESSAGES.unknownPlan, { fieldErrors: { plan: [BILLING_MESSAGES.unknownPlan] } });
  return { plan: r.data };
});

const checkoutId = params(z.object({ id: z.string().min(1).max(200) }));

/** Plans, checkout, the demo checkout, self-service and the provider webhook. */
export const billingRoutes = (deps: Deps) => {
  const signedIn = requireUser(deps);
  return new Hono<AppEnv>()
    .get('/plans', async (c) => c.json(await billingPlans(deps)))
    .get('/overview', signedIn, async (c) => c.json(await billingOverview(deps, sessionOf(c).user)))
    .post('/checkout', signedIn, planBody, async (c) => c.json(await startCheckout(deps, sessionOf(c).user, c.req.valid('json').plan)))
    .get('/demo-checkout/:id', signedIn, checkoutId, async (c) =>
      c.json(await demoCheckoutDetails(deps, sessionOf(c).user.id, c.req.valid('param').id)),
    )
    .post('/demo-checkout/:id/complete', signedIn, checkoutId, async (c) =>
      c.json(await completeDemoCheckout(deps, sessionOf(c).user, c.req.valid('param').id)),
    )
    .post('/demo-checkout/:id/cancel', signedIn, checkoutId, async (c) =>
      c.json(await cancelDemoCheckout(deps, sessionOf(c).user.id, c.req.valid('param').id)),
    )
    .get('/return', loadSession(deps), async (c) =>
      c.redirect(await returnFromCheckout(deps, c.get('session')?.user.id ?? null, c.req.query('session_id')), 303),
    )
    .post('/portal', signedIn, async (c) => c.json(await portalUrl(deps, sessionOf(c).user.id)))
    .post('/cancel', signedIn, async (c) => c.json(await setCancelAtPeriodEnd(deps, sessionOf(c).user, true)))
    .post('/resume', signedIn, async (c) => c.json(await setCancelAtPeriodEnd(deps, sessionOf(c).user, false)))
    .post('/change-plan', signedIn, planBody, async (c) => c.json(await changePlan(deps, sessionOf(c).user, c.req.valid('json').plan)))
    .post('/webhook', async (c) => {
      // The signature covers the exact bytes, so the body is read as text and never re-serialised.
      const raw = await c.req.text();
      return c.json(await handleStripeWebhook(deps, raw, c.req.header('stripe-signature')));
    });
};
