import { describe, expect, it } from 'vitest';
import { addYear, employedMonths, PSLF_MESSAGES, type PslfTracker, pslfProgress, pslfRemindersDue } from './pslf.ts';
import { pslfValueOf } from './pslf-value.ts';
import { PslfCertificationInputSchema, PslfCountInputSchema, PslfEmployerInputSchema } from './pslf.schemas.ts';
import { linesRaw } from '../tools/fields.ts';
import { validateTool } from '../tools/index.ts';
import { computeStudentLoans } from '../tools/student-loans.ts';

const empty: PslfTracker = { count: null, employers: [], certifications: [] };
const da = { id: 'e1', name: 'Office of the County Public Defender', startDate: '2021-09-13', endDate: null };
const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('pslfProgress', () => {
  it('is zero with nothing recorded, and projects nothing without a current qualifying employer', () => {
    const p = pslfProgress(empty, '2026-12-06');
    expect(p).toMatchObject({ counted: 0, estimated: 0, remaining: 120, canApplyNow: false, projectedMonth: null, certificationDue: null });
  });

  it('takes the count from the file to its date and adds the months worked since', () => {
    const t: PslfTracker = {
      count: { qualifyingPayments: 52, asOf: '2026-11-20', source: 'import', repaymentPlan: 'ibr' },
      employers: [da],
      certifications: [],
    };
    // December 2026 is the one month after the count's month: 53 likely made, 67 to go.
    const p = pslfProgress(t, '2026-12-06');
    expect(p).toMatchObject({ counted: 52, countedThrough: '2026-11-20', sinceCounted: 1, estimated: 53, remaining: 67 });
    // The 67th remaining payment, one a month from January 2027: July 2032.
    expect(p.projectedMonth).toBe('2032-07');
    expect(p.currentEmployer?.name).toBe(da.name);
    // No certification recorded: a year after starting there.
    expect(p.certificationDue).toBe('2022-09-13');
    expect(p.share).toBeCloseTo(53 / 120, 12);
  });

  it('adds the payments certifications credited after the count, not those before it', () => {
    const t: PslfTracker = {
      count: { qualifyingPayments: 40, asOf: '2025-06-30', source: 'entered', repaymentPlan: null },
      employers: [{ ...da, endDate: '2026-06-30' }],
      certifications: [
        { id: 'c0', employerId: 'e1', certifiedOn: '2025-01-15', paymentsCredited: 12 },
        { id: 'c1', employerId: 'e1', certifiedOn: '2026-07-10', paymentsCredited: 12 },
      ],
    };
    const p = pslfProgress(t, '2026-12-06');
    expect(p.counted).toBe(52);
    expect(p.countedThrough).toBe('2026-07-10');
    // The job ended in June 2026: no months since the certification, no projection, no certification due.
    expect(p).toMatchObject({ sinceCounted: 0, estimated: 52, currentEmployer: null, projectedMonth: null, certificationDue: null });
  });

  it('with no count recorded, the certifications are the count', () => {
    const t: PslfTracker = {
      count: null,
      employers: [da],
      certifications: [{ id: 'c1', employerId: 'e1', certifiedOn: '2026-03-01', paymentsCredited: 30 }],
    };
    const p = pslfProgress(t, '2026-12-06');
    // April to December 2026 worked since: 9 more.
    expect(p).toMatchObject({ counted: 30, sinceCounted: 9, estimated: 39, remaining: 81, certificationDue: '2027-03-01' });
  });

  it('stops at 120: you may apply now, nothing projected and nothing due', () => {
    const t: PslfTracker = {
      count: { qualifyingPayments: 118, asOf: '2026-01-31', source: 'entered', repaymentPlan: 'rap' },
      employers: [da],
      certifications: [{ id: 'c1', employerId: 'e1', certifiedOn: '2026-02-10', paymentsCredited: 1 }],
    };
    const p = pslfProgress(t, '2026-12-06');
    expect(p).toMatchObject({
      counted: 119,
      sinceCounted: 1,
      estimated: 120,
      remaining: 0,
      canApplyNow: true,
      projectedMonth: null,
      certificationDue: null,
    });
    const more = t.certifications.map((c) => ({ ...c, paymentsCredited: 9 }));
    expect(pslfProgress({ ...t, certifications: more }, '2026-12-06').counted).toBe(120);
  });

  it('counts a month once however many employers overlap it, and never a future month', () => {
    const employers = [
      { startDate: '2026-01-15', endDate: '2026-06-10' },
      { startDate: '2026-06-01', endDate: null },
      { startDate: '2027-01-01', endDate: null },
    ];
    expect(employedMonths(employers, null, '2026-12-06')).toBe(12);
    expect(employedMonths(employers, '2026-06-30', '2026-12-06')).toBe(6);
    expect(employedMonths(employers, '2026-12-01', '2026-12-06')).toBe(0);
  });

  it('certification falls due a year after the last one; February 29 moves to March 1', () => {
    expect(addYear('2024-02-29')).toBe('2025-03-01');
    const t: PslfTracker = {
      count: null,
      employers: [da],
      certifications: [{ id: 'c', employerId: 'e1', certifiedOn: '2026-01-20', paymentsCredited: 5 }],
    };
    expect(pslfProgress(t, '2026-12-06').certificationDue).toBe('2027-01-20');
  });
});

describe('pslfRemindersDue', () => {
  const cert = { id: 'c1', employerId: 'e1', certifiedOn: '2026-02-15', paymentsCredited: 1 };
  const onPaye = { qualifyingPayments: 60, asOf: '2026-01-31', source: 'import', repaymentPlan: 'paye' } as const;
  const certified: PslfTracker = { count: onPaye, employers: [da], certifications: [cert] };
  const keys = (today: string, t = certified) => pslfRemindersDue(t, today).map((r) => r.key);

  it('reminds of the yearly certification from 30 days before it is due, and names the date', () => {
    expect(keys('2027-01-15')).toEqual([]);
    expect(keys('2027-01-16')).toEqual(['pslf:certification:2027-02-15']);
    const [r] = pslfRemindersDue(certified, '2027-01-16');
    expect(r?.title).toBe('Time to certify your PSLF employment');
    expect(r?.message).toContain('Your last employment certification was on February 15, 2026.');
    expect(r?.message).toContain('by February 15, 2027');
    // After the date it still reminds (same occasion), until a new certification is recorded.
    expect(keys('2027-03-01')).toEqual(['pslf:certification:2027-02-15']);
    const renewed = {
      ...certified,
      certifications: [...certified.certifications, { id: 'c2', employerId: 'e1', certifiedOn: '2027-03-02', paymentsCredited: 12 }],
    };
    expect(keys('2027-03-05', renewed)).toEqual([]);
  });

  it('reminds PAYE and ICR borrowers 90 and 30 days before the plans end, and no one else', () => {
    // Still overdue from 2027 (no new certification), and the plan date is over 90 days off.
    expect(keys('2028-03-31')).toEqual(['pslf:certification:2027-02-15']);
    expect(keys('2028-04-01', { ...certified, certifications: [{ ...cert, certifiedOn: '2028-03-20' }] })).toEqual(['pslf:plan:paye-icr-end:90']);
    const later = { ...certified, certifications: [{ ...cert, certifiedOn: '2028-05-20' }] };
    expect(keys('2028-05-31', later)).toEqual(['pslf:plan:paye-icr-end:30']);
    expect(keys('2028-07-01', later)).toEqual([]);
    const onIbr = { ...later, count: { ...onPaye, repaymentPlan: 'ibr' as const } };
    expect(keys('2028-05-31', onIbr)).toEqual([]);
    const [r] = pslfRemindersDue(later, '2028-05-31');
    expect(r?.title).toBe('PAYE and ICR end on June 30, 2028');
  });

  it('reminds everyone tracking of RAP’s start, and no one with nothing recorded', () => {
    const before: PslfTracker = { count: null, employers: [{ ...da, startDate: '2026-02-01' }], certifications: [] };
    expect(keys('2026-04-02', before)).toEqual(['pslf:plan:rap-start:90']);
    expect(keys('2026-06-15', before)).toEqual(['pslf:plan:rap-start:30']);
    expect(keys('2026-04-02', empty)).toEqual([]);
  });
});

describe('the schemas', () => {
  it('take a good count and refuse bad ones with the spec’s messages', () => {
    expect(PslfCountInputSchema.parse({ qualifyingPayments: 52, asOf: '2026-11-20', source: 'import', repaymentPlan: 'ibr' })).toEqual({
      qualifyingPayments: 52,
      asOf: '2026-11-20',
      source: 'import',
      repaymentPlan: 'ibr',
    });
    const bad = (o: object) => messages(PslfCountInputSchema.safeParse({ asOf: '2026-01-01', source: 'entered', repaymentPlan: null, ...o }));
    expect(bad({ qualifyingPayments: -1 })).toEqual({ qualifyingPayments: PSLF_MESSAGES.countNegative });
    expect(bad({ qualifyingPayments: 121 })).toEqual({ qualifyingPayments: 'PSLF requires 120 payments' });
    expect(bad({ qualifyingPayments: 2.5 })).toEqual({ qualifyingPayments: PSLF_MESSAGES.countWhole });
    expect(bad({ qualifyingPayments: undefined })).toEqual({ qualifyingPayments: PSLF_MESSAGES.countRequired });
    expect(bad({ qualifyingPayments: 3, asOf: '2026-02-30' })).toEqual({ asOf: PSLF_MESSAGES.date });
    expect(bad({ qualifyingPayments: 3, asOf: '2999-01-01' })).toEqual({ asOf: PSLF_MESSAGES.futureDate });
    expect(bad({ qualifyingPayments: 3, asOf: '2007-09-30' })).toEqual({ asOf: PSLF_MESSAGES.beforePslf });
    expect(bad({ qualifyingPayments: 3, asOf: '' })).toEqual({ asOf: PSLF_MESSAGES.asOfRequired });
    expect(bad({ qualifyingPayments: 3, repaymentPlan: 'save' })).toEqual({ repaymentPlan: PSLF_MESSAGES.plan });
    expect(bad({ qualifyingPayments: 3, source: 'guess' })).toEqual({ source: PSLF_MESSAGES.source });
  });

  it('check an employer’s name and dates', () => {
    expect(PslfEmployerInputSchema.parse({ name: '  Legal Aid Society ', startDate: '2020-01-06', endDate: '' })).toEqual({
      name: 'Legal Aid Society',
      startDate: '2020-01-06',
      endDate: null,
    });
    expect(PslfEmployerInputSchema.parse({ name: 'A', startDate: '2020-01-06' }).endDate).toBeNull();
    const bad = (o: object) =>
      messages(PslfEmployerInputSchema.safeParse({ name: 'Legal Aid Society', startDate: '2020-01-06', endDate: null, ...o }));
    expect(bad({ name: '   ' })).toEqual({ name: PSLF_MESSAGES.employerName });
    expect(bad({ name: 'x'.repeat(121) })).toEqual({ name: PSLF_MESSAGES.employerNameTooLong });
    expect(bad({ startDate: '' })).toEqual({ startDate: PSLF_MESSAGES.startRequired });
    expect(bad({ startDate: '01/06/2020' })).toEqual({ startDate: PSLF_MESSAGES.date });
    expect(bad({ endDate: '2019-12-31' })).toEqual({ endDate: PSLF_MESSAGES.endBeforeStart });
    expect(bad({ endDate: 'soon' })).toEqual({ endDate: PSLF_MESSAGES.date });
  });

  it('check a certification', () => {
    const ok = { employerId: 'e1', certifiedOn: '2026-03-01', paymentsCredited: 12 };
    expect(PslfCertificationInputSchema.parse(ok)).toEqual(ok);
    expect(PslfCertificationInputSchema.parse({ ...ok, employerId: null }).employerId).toBeNull();
    const bad = (o: object) => messages(PslfCertificationInputSchema.safeParse({ ...ok, ...o }));
    expect(bad({ paymentsCredited: -3 })).toEqual({ paymentsCredited: PSLF_MESSAGES.countNegative });
    expect(bad({ certifiedOn: '2999-03-01' })).toEqual({ certifiedOn: PSLF_MESSAGES.futureDate });
    expect(bad({ employerId: '' })).toEqual({ employerId: PSLF_MESSAGES.employer });
  });
});

describe('pslfValueOf', () => {
  const input = { loans: linesRaw([{ type: 'DirectUnsub', balance: 124395.2, rate: 6.1 }]), agi: '72000' };
  it('is the navigator’s PSLF value for saved inputs with the tracker’s count', () => {
    const v = pslfValueOf(input, 51);
    const direct = validateTool('student-loan-navigator', { ...input, pslfTrack: 'true', pslfQualifyingPaymentsToDate: '51' });
    expect(direct.errors).toEqual({});
    const r = computeStudentLoans(direct.values);
    expect(v).toEqual({ value: r.pslf?.value, forgiven: r.pslf?.forgiven });
    expect(v?.value).toBeGreaterThan(0);
    // At 120 the navigator's last count, 119, is used.
    expect(pslfValueOf(input, 120)).toEqual(pslfValueOf(input, 119));
  });
  it('is null for inputs the navigator refuses', () => {
    expect(pslfValueOf({ loans: linesRaw([{ type: 'DirectUnsub', balance: -5, rate: 6.1 }]) }, 10)).toBeNull();
  });
});
