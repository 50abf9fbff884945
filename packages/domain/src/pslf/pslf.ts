import { STUDENT_LOAN_RULES_2026 } from '../rules/2026-student-loans.ts';

/**
 * The PSLF tracker (issue 23, decision 401): the member's qualifying employers, the employment
 * certifications they submitted, and their qualifying-payment count, kept between visits. Every
 * figure the page, the dashboard card and the reminders show is computed here.
 */

const SL = STUDENT_LOAN_RULES_2026;
export const PSLF_REQUIRED_COUNT = SL.pslf.qualifyingPayments.value;
export const PSLF_TRACKER_PATH = '/tools/pslf-tracker';
export const PSLF_LIMITS = { employers: 30, certifications: 100, nameMax: 120 } as const;
/** PSLF began on October 1, 2007: no qualifying employment or certification is earlier. */
export const PSLF_EARLIEST_DATE = '2007-10-01';
/** Employment should be certified once a year; the reminder comes this many days before that date. */
export const PSLF_CERTIFICATION_LEAD_DAYS = 30;

export const PSLF_PLANS = ['rap', 'ibr', 'paye', 'icr', 'standard10', 'other'] as const;
export type PslfPlan = (typeof PSLF_PLANS)[number];
export const PSLF_PLAN_LABELS: Record<PslfPlan, string> = {
  rap: 'Repayment Assistance Plan (RAP)',
  ibr: 'Income-Based Repayment (IBR)',
  paye: 'Pay As You Earn (PAYE)',
  icr: 'Income-Contingent Repayment (ICR)',
  standard10: '10-year Standard',
  other: 'Another plan, or not sure',
};

export const PSLF_COUNT_SOURCES = ['import', 'entered'] as const;
export type PslfCountSource = (typeof PSLF_COUNT_SOURCES)[number];

export const PSLF_MESSAGES = {
  // Spec §5's messages for the PSLF payment count, word for word.
  countNegative: 'Payments cannot be negative',
  countTooHigh: 'PSLF requires 120 payments',
  countWhole: 'Enter a whole number of payments',
  countRequired: 'Enter your qualifying payments so far',
  employerName: 'Enter the employer’s name',
  employerNameTooLong: `Keep the name to ${PSLF_LIMITS.nameMax} characters`,
  date: 'Enter a real date',
  startRequired: 'Enter the date you started',
  certifiedRequired: 'Enter the date of the certification',
  asOfRequired: 'Enter the date of this count',
  futureDate: 'The date cannot be in the future',
  beforePslf: 'PSLF began on October 1, 2007: enter a later date',
  endBeforeStart: 'The end date must be on or after the start date',
  plan: 'Choose a repayment plan from the list',
  source: 'Choose where the count comes from',
  employer: 'Choose one of your employers',
  tooManyEmployers: `You can keep up to ${PSLF_LIMITS.employers} employers. Remove one to add another.`,
  tooManyCertifications: `You can keep up to ${PSLF_LIMITS.certifications} certifications. Remove one to add another.`,
  notFound: 'Not found.',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written YYYY-MM-DD (what a date input gives). */
export const isIsoDate = (s: string): boolean => {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
};
/** Today's date (UTC) as YYYY-MM-DD. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The date `days` after (or before, when negative) a YYYY-MM-DD date. */
export const addDays = (iso: string, days: number): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(Date.UTC(y, m - 1, d + days)));
};
/** One year after a YYYY-MM-DD date (February 29 goes to March 1). */
export const addYear = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(Date.UTC(y + 1, m - 1, d)));
};

export interface PslfEmployer {
  id: string;
  name: string;
  startDate: string;
  endDate: string | null;
}
export interface PslfCertification {
  id: string;
  employerId: string | null;
  certifiedOn: string;
  paymentsCredited: number;
}
export interface PslfCount {
  qualifyingPayments: number;
  asOf: string;
  source: PslfCountSource;
  repaymentPlan: PslfPlan | null;
}
/** Everything the tracker keeps for one member (what GET /api/pslf answers). */
export interface PslfTracker {
  count: PslfCount | null;
  employers: PslfEmployer[];
  certifications: PslfCertification[];
}

export interface PslfProgress {
  /** Payments counted: the recorded count plus the payments credited by certifications after it. */
  counted: number;
  /** The date that count runs to (the count's date or the latest certification), or null. */
  countedThrough: string | null;
  /** Months after that date, up to this month, worked at a qualifying employer: payments likely made but not yet counted. */
  sinceCounted: number;
  /** counted + sinceCounted, at most 120: the progress shown. */
  estimated: number;
  remaining: number;
  /** estimated / 120, 0 to 1. */
  share: number;
  canApplyNow: boolean;
  /** The qualifying employer the member works for today (the latest started), or null. */
  currentEmployer: PslfEmployer | null;
  /** YYYY-MM of the 120th payment at one a month from next month, while at a qualifying employer; null otherwise. */
  projectedMonth: string | null;
  /** When employment should next be certified (a year after the last certification), while at a qualifying employer. */
  certificationDue: string | null;
}

const monthIndex = (iso: string) => {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return y * 12 + (m - 1);
};

/**
 * Months strictly after `after` (YYYY-MM-DD, or from the first employment when null) up to and
 * including the month of `today` that some employment period overlaps; each month once, however
 * many employers overlap it.
 */
export function employedMonths(employers: readonly Pick<PslfEmployer, 'startDate' | 'endDate'>[], after: string | null, today: string): number {
  const months = new Set<number>();
  const last = monthIndex(today);
  for (const e of employers) {
    if (e.startDate > today) continue;
    const from = Math.max(monthIndex(e.startDate), after === null ? Number.NEGATIVE_INFINITY : monthIndex(after) + 1);
    const to = Math.min(last, e.endDate === null ? last : monthIndex(e.endDate));
    for (let k = from; k <= to; k++) months.add(k);
  }
  return months.size;
}

/**
 * Where the member stands (decision 401). A count from the aid file or typed in holds to its date;
 * each certification dated after it adds the payments it credited (with no count recorded, the
 * certifications are the count). Months since then at a qualifying employer are added as likely
 * but uncounted payments, and the projection runs one payment a month from next month.
 */
export function pslfProgress(t: PslfTracker, today: string): PslfProgress {
  const base = t.count;
  const later = t.certifications.filter((c) => base === null || c.certifiedOn > base.asOf);
  const counted = Math.min(PSLF_REQUIRED_COUNT, (base?.qualifyingPayments ?? 0) + later.reduce((s, c) => s + c.paymentsCredited, 0));
  const dates = [...(base ? [base.asOf] : []), ...later.map((c) => c.certifiedOn)].sort();
  const countedThrough = dates.at(-1) ?? null;
  const current =
    t.employers
      .filter((e) => e.startDate <= today && (e.endDate === null || e.endDate >= today))
      .sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0))[0] ?? null;
  // Only months after something was counted: before any count the payments are unknown.
  const sinceCounted = countedThrough === null ? 0 : Math.min(PSLF_REQUIRED_COUNT - counted, employedMonths(t.employers, countedThrough, today));
  const estimated = counted + sinceCounted;
  const remaining = PSLF_REQUIRED_COUNT - estimated;
  const lastCert =
    t.certifications
      .map((c) => c.certifiedOn)
      .sort()
      .at(-1) ?? null;
  const certifyFrom = lastCert ?? current?.startDate ?? null;
  return {
    counted,
    countedThrough,
    sinceCounted,
    estimated,
    remaining,
    share: estimated / PSLF_REQUIRED_COUNT,
    canApplyNow: remaining === 0,
    currentEmployer: current,
    projectedMonth: remaining > 0 && current ? pslfForgivenessMonth(today, remaining) : null,
    certificationDue: current && certifyFrom && remaining > 0 ? addYear(certifyFrom) : null,
  };
}

/** "March 2031" for a YYYY-MM month. */
export const pslfMonthName = (ym: string): string => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
};
/** "March 4, 2031" for a YYYY-MM-DD date. */
export const pslfDateName = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
};

/** Dates of the 2025 law (P.L. 119-21, carried out by the RISE rule) that touch loans on these plans. */
export const PSLF_PLAN_DATES: readonly {
  id: string;
  date: string;
  /** The plans it touches; null: every federal borrower. */
  plans: readonly PslfPlan[] | null;
  title: string;
  message: string;
}[] = [
  {
    id: 'rap-start',
    date: SL.newRulesDate.value,
    plans: null,
    title: `RAP opens on ${pslfDateName(SL.newRulesDate.value)}`,
    message: `On ${pslfDateName(SL.newRulesDate.value)} the Repayment Assistance Plan (RAP) opens, PAYE and ICR close to new loans, and loans made from that date can be repaid only under RAP or Tiered Standard. RAP payments count for PSLF; Tiered Standard payments are not yet confirmed to count.`,
  },
  {
    id: 'paye-icr-end',
    date: SL.payeIcrSunset.value,
    plans: ['paye', 'icr'],
    title: `PAYE and ICR end on ${pslfDateName(SL.payeIcrSunset.value)}`,
    message: `Your loans are on PAYE or ICR, which end on ${pslfDateName(SL.payeIcrSunset.value)}. Loans still on them then move to RAP, or to IBR where RAP does not take them. Payments on RAP and IBR keep counting for PSLF.`,
  },
];
/** Plan-date reminders come this many days before the date (the latest that has come). */
export const PSLF_PLAN_DATE_LEADS = [90, 30] as const;

export interface PslfReminder {
  /** Unique per member and occasion: the notification's dedupe key and the email's event key. */
  key: string;
  title: string;
  message: string;
}

/**
 * The reminders due on `today` (decision 402): the yearly employment certification from 30 days
 * before it falls due (and after, until a new certification is recorded), and each plan date of
 * the 2025 law touching the member's plan from 90 and again 30 days before it. Each has a key, so
 * a daily pass delivers each occasion once.
 */
export function pslfRemindersDue(t: PslfTracker, today: string): PslfReminder[] {
  const out: PslfReminder[] = [];
  const p = pslfProgress(t, today);
  if (p.certificationDue && p.currentEmployer && today >= addDays(p.certificationDue, -PSLF_CERTIFICATION_LEAD_DAYS)) {
    const last = t.certifications
      .map((c) => c.certifiedOn)
      .sort()
      .at(-1);
    const past = p.certificationDue < today;
    out.push({
      key: `pslf:certification:${p.certificationDue}`,
      title: 'Time to certify your PSLF employment',
      message: `${last ? `Your last employment certification was on ${pslfDateName(last)}.` : `You have not recorded an employment certification for ${p.currentEmployer.name}.`} Certify once a year so your qualifying payments are counted: submit the PSLF form on studentaid.gov ${past ? 'now' : `by ${pslfDateName(p.certificationDue)}`}, then record it in your PSLF tracker.`,
    });
  }
  const plan = t.count?.repaymentPlan ?? null;
  const anything = t.count !== null || t.employers.length > 0 || t.certifications.length > 0;
  for (const d of PSLF_PLAN_DATES) {
    if (!anything || today > d.date) continue;
    if (d.plans !== null && (plan === null || !d.plans.includes(plan))) continue;
    const lead = PSLF_PLAN_DATE_LEADS.filter((days) => today >= addDays(d.date, -days)).at(-1);
    if (lead === undefined) continue;
    out.push({ key: `pslf:plan:${d.id}:${lead}`, title: d.title, message: d.message });
  }
  return out;
}

/**
 * The month of the projected PSLF forgiveness, as YYYY-MM: the first remaining payment falls in the
 * month after `asOf` (YYYY-MM-DD), so the last of `remaining` payments falls `remaining` months on.
 */
export function pslfForgivenessMonth(asOf: string, remaining: number): string {
  const [y, m] = asOf.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + Math.max(0, remaining);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
