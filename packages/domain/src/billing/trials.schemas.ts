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

/** How a trial ended, or that it still runs. */
export type TrialOutcome = 'trialing' | 'converted' | 'lapsed' | 'unpaid';

/** GET /api/admin/billing/trials: one row of the admin's list. */
export type TrialListItem = {
  id: string;
  userId: string | null;
  email: string;
  name: string | null;
  plan: string;
  provider: string;
  startedAt: string;
  trialEndsAt: string;
  outcome: TrialOutcome;
  reminderSentAt: string | null;
};

/** GET …/trials: an optional search text. */
export const BillingSearchQuerySchema = z.object({ q: z.string().trim().max(200).optional().default('') });
