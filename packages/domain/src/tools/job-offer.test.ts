import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './engine.ts';
import { type RawInput, defaultRaw, validateFields } from './fields.ts';
import { assumptionText } from './types.ts';
import { validateTool } from './index.ts';
import { JOB_OFFER_EXAMPLE, JOB_OFFER_TWO_STATES } from './job-offer.fixtures.ts';
import { computeJobOffer, jobOfferFields, jobOfferTool } from './job-offer.ts';
import { computeTrueHourly, trueHourlyFields } from './true-hourly.ts';

/** Validated values from defaults plus overrides typed as a person would (the tools.test.ts pattern). */
function input(over: RawInput, fields = jobOfferFields) {
  const res = validateFields(fields, { ...defaultRaw(fields), ...over });
  expect(res.errors).toEqual({});
  return res.values;
}
const run = (over: RawInput) => computeJobOffer(input(over));
const warningsOf = (over: RawInput) => validateTool('job-offer-checklist', { ...defaultRaw(jobOfferFields), ...over }).warnings;
const cents = (x: number) => roundHalfUp(x, 2);

/** The two-state single filer, compared after tax. */
const STATES: RawInput = { ...JOB_OFFER_TWO_STATES, afterTaxMode: 'true' };

describe('Tool 6 Job Offer: §6.4 worked example through the fields', () => {
  it('reproduces the figures before tax by default (A $242,600 / $85.72, B $218,150 / $83.90, 74.3 / 76.4)', () => {
    const r = run(JOB_OFFER_EXAMPLE);
    expect(r.basis).toBe('pre-tax');
    expect(r.a.basis).toBe('pre-tax');
    expect(r.a.annualValue).toBe(242_600);
    expect(r.b.annualValue).toBe(218_150);
    expect(r.b.match).toBe(7_400);
    expect(r.a.comparedValue).toBe(r.a.annualValue);
    expect(cents(r.a.effHourly)).toBe(85.72);
    expect(cents(r.b.effHourly)).toBe(83.9);
    expect(roundHalfUp(r.a.scores.compensation ?? 0, 1)).toBe(100);
    expect(roundHalfUp(r.b.scores.compensation ?? 0, 1)).toBe(89.9);
    expect(roundHalfUp(r.b.scores.hourly ?? 0, 1)).toBe(97.9);
    expect(roundHalfUp(r.a.composite, 1)).toBe(74.3);
    expect(roundHalfUp(r.b.composite, 1)).toBe(76.4);
    expect(r.leader).toBe('b');
    expect(roundHalfUp(r.lead, 1)).toBe(2.2);
    expect(r.tied).toBe(false);
    expect(r.flip).not.toBeNull();
    expect(r.a.pslf).toBe(0);
  });

  it('raises no state-rate warning when both offers keep the default rate', () => {
    expect(warningsOf(JOB_OFFER_EXAMPLE).bStateRate).toBeUndefined();
  });
});

describe('Tool 6 Job Offer: after-tax mode (§X.1-30)', () => {
  it('computes each offer’s federal, FICA and state tax by hand (single filer, 5% vs 0% state)', () => {
    const r = run(STATES);
    expect(r.basis).toBe('after-tax');
    expect(r.b.basis).toBe('after-tax');

    // Offer A, pre-tax value: cash 210,000 + match 10,500 + HSA 1,000 + min(6,250, 5,250) + stipends 1,000
    // − premium 2,000 = 225,750.
    expect(r.a.deferral).toBe(10_500);
    expect(r.a.match).toBe(10_500);
    expect(r.a.annualValue).toBe(225_750);
    // Taxed wages: cash 210,000 + stipends 1,000 + assistance above 5,250 (1,000) = 212,000 (match and HSA untaxed).
    expect(r.a.taxableAssistExcess).toBe(1_000);
    expect(r.a.taxes.wages).toBe(212_000);
    // Income-tax base: 212,000 − deferral 10,500 − premium 2,000 = 199,500; FICA base: 212,000 − 2,000 = 210,000.
    expect(r.a.taxes.incomeTaxBase).toBe(199_500);
    expect(r.a.taxes.ficaBase).toBe(210_000);
    // Federal: taxable income 199,500 − 16,100 = 183,400.
    //   10% × 12,400 = 1,240; 12% × 38,000 = 4,560; 22% × 55,300 = 12,166; 24% × (183,400 − 105,700 = 77,700) = 18,648
    //   → 36,614.
    expect(cents(r.a.taxes.federal)).toBe(36_614);
    // FICA: SS 6.2% × 184,500 = 11,439; Medicare 1.45% × 210,000 = 3,045; Additional 0.9% × (210,000 − 200,000) = 90
    //   → 14,574.
    expect(cents(r.a.taxes.ss)).toBe(11_439);
    expect(cents(r.a.taxes.medicare)).toBe(3_045);
    expect(cents(r.a.taxes.additionalMedicare)).toBe(90);
    expect(cents(r.a.taxes.fica)).toBe(14_574);
    // State: 5% × 199,500 = 9,975.
    expect(cents(r.a.taxes.state)).toBe(9_975);
    // Total 36,614 + 14,574 + 9,975 = 61,163; after tax: 225,750 + 1,000 (taxable assistance) − 61,163 = 165,587.
    expect(cents(r.a.taxes.total)).toBe(61_163);
    expect(cents(r.a.afterTaxValue)).toBe(165_587);

    // Offer B: wages 190,000, no deductions; taxable income 190,000 − 16,100 = 173,900.
    //   Federal 1,240 + 4,560 + 12,166 + 24% × (173,900 − 105,700 = 68,200) = 16,368 → 34,334.
    //   FICA: SS 11,439; Medicare 1.45% × 190,000 = 2,755; no Additional Medicare (below 200,000) → 14,194.
    //   State 0. Total 48,528; after tax 190,000 − 48,528 = 141,472.
    expect(r.b.annualValue).toBe(190_000);
    expect(cents(r.b.taxes.federal)).toBe(34_334);
    expect(cents(r.b.taxes.medicare)).toBe(2_755);
    expect(r.b.taxes.additionalMedicare).toBe(0);
    expect(cents(r.b.taxes.fica)).toBe(14_194);
    expect(r.b.taxes.state).toBe(0);
    expect(cents(r.b.afterTaxValue)).toBe(141_472);

    // The scores, the hourly rate and the composite use the after-tax values.
    expect(r.a.comparedValue).toBe(r.a.afterTaxValue);
    expect(cents(r.a.effHourly)).toBe(cents(165_587 / 2_500));
    expect(cents(r.b.effHourly)).toBe(cents(141_472 / 2_500));
    expect(r.a.scores.compensation).toBe(100);
    expect(roundHalfUp(r.b.scores.compensation ?? 0, 2)).toBe(roundHalfUp((100 * 141_472) / 165_587, 2));
    expect(roundHalfUp(r.b.scores.hourly ?? 0, 2)).toBe(roundHalfUp((100 * 141_472) / 165_587, 2));
  });

  it('leaves the pre-tax comparison alone when the toggle is off, but still reports the taxes', () => {
    const off = run({ ...STATES, afterTaxMode: 'false' });
    expect(off.basis).toBe('pre-tax');
    expect(off.a.comparedValue).toBe(225_750);
    expect(cents(off.a.effHourly)).toBe(cents(225_750 / 2_500));
    expect(cents(off.a.afterTaxValue)).toBe(165_587);
    expect(roundHalfUp(off.b.scores.compensation ?? 0, 2)).toBe(roundHalfUp((100 * 190_000) / 225_750, 2));
  });

  it('takes the health premium out of the income-tax and FICA bases (§125)', () => {
    const withPremium = run(STATES).a.taxes;
    const noPremium = run({ ...STATES, aEmployeePremiumAnnual: '0' }).a.taxes;
    // 2,000 less pay taxed: federal at 24% = 480; FICA 1.45% + 0.9% (above 200,000; SS already capped) = 47; state 5% = 100.
    expect(cents(noPremium.federal - withPremium.federal)).toBe(480);
    expect(cents(noPremium.fica - withPremium.fica)).toBe(47);
    expect(cents(noPremium.state - withPremium.state)).toBe(100);
  });

  it('does not tax the 401(k) match or the employer HSA', () => {
    // Fix the deferral so only the employer money changes.
    const fixed = { ...STATES, aEmployeeDeferral: '10500' };
    const none = run({ ...fixed, aMatchPct: '0', aMatchCapPct: '0', aEmployerHsa: '0' }).a;
    const both = run(fixed).a;
    expect(both.taxes.total).toBe(none.taxes.total);
    // Match 10,500 + HSA 1,000 reach the after-tax value in full.
    expect(cents(both.afterTaxValue - none.afterTaxValue)).toBe(11_500);
  });

  it('taxes student-loan assistance above $5,250 as wages', () => {
    const at127 = run({ ...STATES, aStudentLoanAssist: '5250' }).a;
    const above = run(STATES).a;
    // The pre-tax value counts only the tax-free 5,250 (§6.3).
    expect(above.annualValue).toBe(at127.annualValue);
    // 1,000 more wages: federal 24% = 240; Medicare 1.45% + 0.9% = 23.50; state 5% = 50 → 313.50 of tax,
    // so the after-tax value rises by 1,000 − 313.50 = 686.50.
    expect(cents(above.taxes.federal - at127.taxes.federal)).toBe(240);
    expect(cents(above.taxes.fica - at127.taxes.fica)).toBe(23.5);
    expect(cents(above.taxes.state - at127.taxes.state)).toBe(50);
    expect(cents(above.afterTaxValue - at127.afterTaxValue)).toBe(686.5);
  });

  it('married filing jointly: the tax caused by the offer on top of the spouse’s wages, as Tool 1 computes it', () => {
    const r = run({
      afterTaxMode: 'true',
      filingStatus: 'mfj',
      spouseWages: '100000',
      aBase: '200000',
      aEmployeeDeferral: '20000',
      aEmployeePremiumAnnual: '3000',
      aStateRate: '4',
    }).a;
    // Income-tax base 200,000 − 20,000 − 3,000 = 177,000.
    // Federal = tax(177,000 + 100,000 − 32,200 = 244,800) − tax(100,000 − 32,200 = 67,800)
    //   tax(244,800) = 2,480 + 12% × 76,000 = 9,120 + 22% × 110,600 = 24,332 + 24% × 33,400 = 8,016 → 43,948
    //   tax(67,800)  = 2,480 + 12% × 43,000 = 5,160 → 7,640;  difference 36,308.
    expect(cents(r.taxes.federal)).toBe(36_308);
    // FICA base 197,000: SS 11,439; Medicare 2,856.50; Additional 0.9% × (197,000 + 100,000 − 250,000) = 423.
    expect(cents(r.taxes.medicare)).toBe(2_856.5);
    expect(cents(r.taxes.additionalMedicare)).toBe(423);
    // State 4% × 177,000 = 7,080. Total 58,106.50; after tax 197,000 − 58,106.50 = 138,893.50.
    expect(cents(r.taxes.state)).toBe(7_080);
    expect(cents(r.afterTaxValue)).toBe(138_893.5);
    const t1 = computeTrueHourly(
      input(
        {
          baseSalary: '200000',
          expectedBonus: '0',
          deferrals401k: '20000',
          section125: '3000',
          stateLocalRate: '4',
          filingStatus: 'mfj',
          spouseWages: '100000',
        },
        trueHourlyFields,
      ),
    );
    expect(r.taxes.federal).toBe(t1.tax.federal);
    expect(r.taxes.additionalMedicare).toBe(t1.tax.additionalMedicare);
    expect(r.taxes.state).toBe(t1.tax.state);
  });

  it('bounds the state rate at 0–15%', () => {
    const res = validateFields(jobOfferFields, { ...defaultRaw(jobOfferFields), aStateRate: '16' });
    expect(res.errors.aStateRate).toBe('0–15%.');
  });
});

describe('Tool 6 Job Offer: different states (§6.6)', () => {
  const msg = 'The offers’ state tax rates differ: compare after tax for a fair result.';
  it('prompts for after-tax mode when the state rates differ and the comparison is before tax', () => {
    expect(warningsOf({ ...STATES, afterTaxMode: 'false' }).bStateRate).toBe(msg);
  });
  it('does not prompt once after-tax mode is on, or when the rates match', () => {
    expect(warningsOf(STATES).bStateRate).toBeUndefined();
    expect(warningsOf({ ...STATES, afterTaxMode: 'false', bStateRate: '5' }).bStateRate).toBeUndefined();
  });
});

describe('Tool 6 Job Offer: expected PSLF value (§6.6)', () => {
  it('is not added by default', () => {
    const r = run({ ...JOB_OFFER_EXAMPLE, bPslfValue: '50000' });
    expect(r.b.pslf).toBe(0);
    expect(r.b.annualValue).toBe(218_150);
    expect(roundHalfUp(r.b.composite, 1)).toBe(76.4);
  });

  it('is added to that offer’s annual value when includePslf is on, untaxed', () => {
    const r = run({ ...JOB_OFFER_EXAMPLE, bPslfValue: '50000', includePslf: 'true' });
    expect(r.b.pslf).toBe(50_000);
    expect(r.b.annualValue).toBe(268_150);
    expect(r.a.annualValue).toBe(242_600);
    expect(cents(r.b.effHourly)).toBe(cents(268_150 / 2_600));
    // Offer B is now the higher value, so it sets the 100 of the compensation score.
    expect(r.b.scores.compensation).toBe(100);
    const after = run({ ...JOB_OFFER_EXAMPLE, bPslfValue: '50000', includePslf: 'true', afterTaxMode: 'true' }).b;
    const afterNoPslf = run({ ...JOB_OFFER_EXAMPLE, bPslfValue: '50000', afterTaxMode: 'true' }).b;
    expect(after.taxes.total).toBe(afterNoPslf.taxes.total);
    expect(cents(after.afterTaxValue - afterNoPslf.afterTaxValue)).toBe(50_000);
  });

  it('says so in the assumptions', () => {
    expect(jobOfferTool.assumptions.map(assumptionText).some((a) => a.includes('PSLF') && a.includes('only when'))).toBe(true);
  });
});

describe('no verdict on nothing (issue 19)', () => {
  it('is comparable only when both offers have pay and hours', () => {
    const blank = computeJobOffer(validateTool('job-offer-checklist', defaultRaw(jobOfferFields)).values);
    expect(blank.comparable).toBe(false);
    const oneSided = computeJobOffer(validateTool('job-offer-checklist', { ...defaultRaw(jobOfferFields), aBase: '200000' }).values);
    expect(oneSided.comparable).toBe(false);
    const both = computeJobOffer(validateTool('job-offer-checklist', { ...defaultRaw(jobOfferFields), ...JOB_OFFER_EXAMPLE }).values);
    expect(both.comparable).toBe(true);
  });
});
