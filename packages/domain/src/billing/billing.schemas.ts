import { z } from 'zod';
import { PLANS } from '../product.ts';
import { BILLING_MESSAGES } from './billing.ts';

// In their own module, so the membership page (labels, prices, savings) does not load zod.
export const PlanSchema = z.enum(PLANS, { message: BILLING_MESSAGES.unknownPlan });
export const CheckoutRequestSchema = z.object({ plan: PlanSchema });
export const ChangePlanRequestSchema = z.object({ plan: PlanSchema });
