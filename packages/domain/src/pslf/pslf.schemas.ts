import { z } from 'zod';
import { isIsoDate, isoDay, PSLF_COUNT_SOURCES, PSLF_EARLIEST_DATE, PSLF_LIMITS, PSLF_MESSAGES, PSLF_PLANS, PSLF_REQUIRED_COUNT } from './pslf.ts';

// The tracker's input schemas, apart from pslf.ts: the dashboard's PSLF card reads the progress
// functions there, and a module that builds zod schemas when it loads would bring zod to the
// dashboard's first load with them (issue 20).

/** A past or present date, no earlier than PSLF's start; `today` is read when validating. */
const pastDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((s) => s === '' || isIsoDate(s), PSLF_MESSAGES.date)
    .refine((s) => !isIsoDate(s) || s >= PSLF_EARLIEST_DATE, PSLF_MESSAGES.beforePslf)
    .refine((s) => !isIsoDate(s) || s <= isoDay(new Date()), PSLF_MESSAGES.futureDate);

const count = z
  .number({ error: PSLF_MESSAGES.countRequired })
  .int(PSLF_MESSAGES.countWhole)
  .min(0, PSLF_MESSAGES.countNegative)
  .max(PSLF_REQUIRED_COUNT, PSLF_MESSAGES.countTooHigh);

export const PslfCountInputSchema = z.object({
  qualifyingPayments: count,
  asOf: pastDate(PSLF_MESSAGES.asOfRequired),
  source: z.enum(PSLF_COUNT_SOURCES, { error: PSLF_MESSAGES.source }),
  repaymentPlan: z.enum(PSLF_PLANS, { error: PSLF_MESSAGES.plan }).nullable(),
});
export type PslfCountInput = z.output<typeof PslfCountInputSchema>;

export const PslfEmployerInputSchema = z
  .object({
    name: z
      .string({ error: PSLF_MESSAGES.employerName })
      .trim()
      .min(1, PSLF_MESSAGES.employerName)
      .max(PSLF_LIMITS.nameMax, PSLF_MESSAGES.employerNameTooLong),
    startDate: pastDate(PSLF_MESSAGES.startRequired),
    // Blank: still working there. A planned end date may be in the future.
    endDate: z
      .string({ error: PSLF_MESSAGES.date })
      .trim()
      .refine((s) => s === '' || isIsoDate(s), PSLF_MESSAGES.date)
      .nullable()
      .optional()
      .transform((s) => (s ? s : null)),
  })
  .refine((e) => e.endDate === null || !isIsoDate(e.startDate) || e.endDate >= e.startDate, {
    message: PSLF_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type PslfEmployerInput = z.output<typeof PslfEmployerInputSchema>;

export const PslfCertificationInputSchema = z.object({
  employerId: z.string({ error: PSLF_MESSAGES.employer }).min(1, PSLF_MESSAGES.employer).max(100, PSLF_MESSAGES.employer).nullable(),
  certifiedOn: pastDate(PSLF_MESSAGES.certifiedRequired),
  paymentsCredited: count,
});
export type PslfCertificationInput = z.output<typeof PslfCertificationInputSchema>;
