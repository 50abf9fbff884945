import { z } from 'zod';
import { MAX_TRIAL_DAYS, TRIAL_MESSAGES } from './trials.ts';

const trialDays = z
  .number({ message: TRIAL_MESSAGES.trialDays })
  .int({ message: TRIAL_MESSAGES.trialDays })
  .min(0, { message: TRIAL_MESSAGES.trialDays })
  .max(MAX_TRIAL_DAYS, { message: TRIAL_MESSAGES.trialDays });

/** PUT /api/admin/billing/trials/settings: the trial of each plan. */
export const TrialSettingsSchema = z.object({ monthly: trialDays, annual: trialDays }).strict();
export type TrialSettings = z.infer<typeof TrialSettingsSchema>;

/** GET …/trials: an optional search text. */
export const BillingSearchQuerySchema = z.object({ q: z.string().trim().max(200).optional().default('') });
