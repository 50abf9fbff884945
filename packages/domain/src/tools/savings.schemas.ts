import { z } from 'zod';
import { EMERGENCY_FUND_STATUSES, type SavingsForm } from './savings.ts';

const flag = z.boolean().default(false);

/** Spec §3 savings form with the spec §5 messages; an empty amount becomes 0. */
export const SavingsFormSchema = z.object({
  monthlySavings: z.preprocess(
    (v) => {
      if (v === undefined || v === null) return 0;
      if (typeof v === 'string') {
        const t = v.trim().replace(/[$,\s]/g, '');
        return t === '' ? 0 : Number(t);
      }
      return v;
    },
    z.number({ error: 'Amount must be positive' }).min(0, 'Amount must be positive'),
  ),
  emergencyFundStatus: z.enum(EMERGENCY_FUND_STATUSES, { error: 'Please select your emergency fund status' }),
  hasHighInterestDebt: flag,
  hasEmployerPlan: flag,
  hasEmployerMatch: flag,
  hasRothOption: flag,
  hasHSA: flag,
  isRothIRAEligible: flag,
  isInterestedBackdoorRoth: flag,
  isConsideringTraditionalIRA: flag,
  hasFSA: flag,
  hasCollegeSavings: flag,
});

const _sameShape: SavingsForm = {} as z.output<typeof SavingsFormSchema>;
void _sameShape;
