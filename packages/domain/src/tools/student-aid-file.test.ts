import { describe, expect, it } from 'vitest';
import { computeStudentLoans, validateTool } from '../index.ts';
import {
  CONSOLIDATED,
  FIXTURE_IDENTIFIERS,
  MALFORMED_BLOCKS,
  NO_LOANS,
  PARENT_PLUS,
  PDF_START,
  PRIVATE_LOOKING,
  SEVERAL_LOANS,
  WRONG_KIND_CSV,
} from './student-aid-file.fixtures.ts';
import {
  type ConfirmedLoan,
  type ImportedLoan,
  STUDENT_AID_FILE_MAX_BYTES,
  STUDENT_AID_MESSAGES,
  navigatorInputFromImport,
  navigatorLoanRows,
  parseAidAmount,
  parseAidDate,
  parseAidRate,
  parseStudentAidFile,
} from './student-aid-file.ts';

const parsed = (text: string) => {
  const r = parseStudentAidFile(text);
  if (!r.ok) throw new Error(r.error);
  return r;
};
const brief = (l: ImportedLoan) => [l.type, l.balance, l.rate, l.include];
const offered = (loans: ImportedLoan[]): ConfirmedLoan[] =>
  loans.filter((l) => l.include).map((l) => ({ type: l.type, balance: l.balance ?? 0, rate: l.rate ?? 0 }));

/** Every identifier of the fixtures, in the forms a leak could take. */
const identifiers = [
  ...Object.values(FIXTURE_IDENTIFIERS),
  ...Object.values(FIXTURE_IDENTIFIERS).map((v) => v.toLowerCase()),
  'Quentin',
  'Zephyrwood',
  '1994-04-09',
  'Winterberry',
];
const holdsNoIdentifier = (x: unknown) => {
  const json = JSON.stringify(x);
  for (const id of identifiers) expect(json, id).not.toContain(id);
};

describe('the federal aid file parser: realistic files', () => {
  it('several loans: each outstanding loan with principal + interest and its rate; the paid-in-full loan left out', () => {
    const r = parsed(SEVERAL_LOANS);
    expect(r.fileDate).toBe('2026-11-20');
    expect(r.loans.map(brief)).toEqual([
      ['DirectSub', 0, 3.4, false],
      ['DirectUnsub', 20812.4, 6.08, true],
      ['DirectUnsub', 20788.15, 4.3, true],
      ['GradPLUS', 32254.65, 7.08, true],
      ['GradPLUS', 29540, 5.3, true],
      ['DirectUnsub', 20500, 3.73, true],
    ]);
    expect(r.loans[0]?.leftOut).toBe('paid in full');
    expect(r.loans[1]).toMatchObject({
      n: 2,
      description: 'Direct Stafford Unsubsidized',
      loanDate: '2019-08-15',
      principal: 20500,
      interest: 312.4,
      status: 'In Repayment',
      plan: 'Income-Based Repayment',
      pslfMonths: 48,
      problems: [],
    });
    expect(r.warnings).toEqual([]);
    // The largest PSLF count among the offered Direct Loans; IBR is neither PAYE nor ICR.
    expect(r.suggestions).toEqual({
      pslfQualifyingPayments: 48,
      payeEnrolled: false,
      icrEnrolled: false,
      anyLoanOnOrAfter2026_07_01: false,
      balanceBefore2014_07_01: false,
    });
  });

  it('consolidated: the repaid loans are left out, the consolidation loan is Direct Consolidation on PAYE; FFEL and Perkins keep their kinds', () => {
    const r = parsed(CONSOLIDATED);
    expect(r.loans.map(brief)).toEqual([
      ['DirectUnsub', 0, 6.8, false],
      ['GradPLUS', 0, 7.9, false],
      ['DirectConsolidation', 144330.09, 7.25, true],
      ['FFEL', 8511.2, 6.8, true],
      ['Perkins', 2100, 5, true],
    ]);
    expect(r.loans[0]?.leftOut).toContain('repaid by a consolidation loan');
    expect(r.suggestions.payeEnrolled).toBe(true);
    expect(r.suggestions.icrEnrolled).toBe(false);
    expect(r.suggestions.pslfQualifyingPayments).toBe(19);
    // An FFEL loan from 2009 is still owed: the borrower owed a federal loan on July 1, 2014.
    expect(r.suggestions.balanceBefore2014_07_01).toBe(true);
  });

  it('Parent PLUS: the parent loan is Parent PLUS; a consolidation beside a Parent PLUS loan repaid by consolidation is offered as one that repaid Parent PLUS, to check', () => {
    const r = parsed(PARENT_PLUS);
    expect(r.loans.map(brief)).toEqual([
      ['ParentPLUS', 24410, 6.31, true],
      ['ParentPLUS', 0, 6.84, false],
      ['ParentPLUSConsolidation', 19750.25, 6.875, true],
    ]);
    expect(r.loans[2]?.problems).toEqual(['it looks like the consolidation loan that repaid a Parent PLUS loan; check its type']);
    expect(r.warnings).toEqual([
      'Loan 3 (Direct Consolidated Unsubsidized, made 02/10/2020): it looks like the consolidation loan that repaid a Parent PLUS loan; check its type.',
    ]);
    expect(r.suggestions.icrEnrolled).toBe(true);
    expect(r.suggestions.pslfQualifyingPayments).toBeNull();
  });

  it('private-looking entries are offered as private loans, outside the federal plans', () => {
    const r = parsed(PRIVATE_LOOKING);
    expect(r.loans.map(brief)).toEqual([
      ['DirectUnsub', 20500, 6.08, true],
      ['Private', 45120, 9.25, true],
      ['Private', 12000, 5.49, true],
    ]);
  });

  it('never returns an identifier of the file: name, SSN, date of birth, address, email, phone, award id, school', () => {
    for (const f of [SEVERAL_LOANS, CONSOLIDATED, PARENT_PLUS, PRIVATE_LOOKING, MALFORMED_BLOCKS]) {
      const r = parsed(f);
      expect(f).toContain(FIXTURE_IDENTIFIERS.ssn);
      holdsNoIdentifier(r);
      holdsNoIdentifier(navigatorInputFromImport(offered(r.loans), r.suggestions));
    }
  });

  it('reads Windows line ends, spaces around labels and a missing header the same way', () => {
    const crlf = SEVERAL_LOANS.replace(/\n/g, '\r\n').replace(/Loan Interest Rate:/g, 'Loan  Interest Rate :  ');
    expect(parsed(crlf).loans.map(brief)).toEqual(parsed(SEVERAL_LOANS).loans.map(brief));
    const headless = SEVERAL_LOANS.slice(SEVERAL_LOANS.indexOf('Loan Type Code'));
    const r = parsed(headless);
    expect(r.fileDate).toBeNull();
    expect(r.warnings).toEqual(['The file’s request date could not be read, so the balances’ date is unknown.']);
    expect(r.loans).toHaveLength(6);
  });
});

describe('the federal aid file parser: bad input', () => {
  it('a file of the wrong kind, an empty file, a PDF, a binary file, a 10 MB file: a clear message and no loans', () => {
    expect(parseStudentAidFile('')).toEqual({ ok: false, error: STUDENT_AID_MESSAGES.empty });
    expect(parseStudentAidFile(' \n\r\n ')).toEqual({ ok: false, error: STUDENT_AID_MESSAGES.empty });
    expect(parseStudentAidFile(WRONG_KIND_CSV)).toEqual({ ok: false, error: STUDENT_AID_MESSAGES.wrongKind });
    expect(parseStudentAidFile(PDF_START)).toEqual({ ok: false, error: STUDENT_AID_MESSAGES.pdf });
    expect(parseStudentAidFile('PK\u0003\u0004\u0000\u0000binary zip')).toEqual({ ok: false, error: STUDENT_AID_MESSAGES.binary });
    expect(parseStudentAidFile('\ufffd\ufffd\ufffd\ufffd\ufffd\ufffdab')).toEqual({ ok: false, error: STUDENT_AID_MESSAGES.binary });
    expect(parseStudentAidFile(NO_LOANS)).toEqual({ ok: false, error: STUDENT_AID_MESSAGES.noLoans });
    // The size says too large before anything is read; a text over the limit is refused too.
    expect(parseStudentAidFile(SEVERAL_LOANS, STUDENT_AID_FILE_MAX_BYTES + 1)).toEqual({ ok: false, error: STUDENT_AID_MESSAGES.tooLarge });
    expect(parseStudentAidFile(SEVERAL_LOANS, STUDENT_AID_FILE_MAX_BYTES).ok).toBe(true);
    const huge = SEVERAL_LOANS + ' '.repeat(STUDENT_AID_FILE_MAX_BYTES);
    expect(parseStudentAidFile(huge)).toEqual({ ok: false, error: STUDENT_AID_MESSAGES.tooLarge });
    expect(STUDENT_AID_MESSAGES.tooLarge).toContain('10 MB');
  });

  it('blocks with missing or malformed amounts: each named, the rest of the loans still offered', () => {
    const r = parsed(MALFORMED_BLOCKS);
    expect(r.loans.map(brief)).toEqual([
      ['DirectUnsub', null, 6.08, true],
      ['GradPLUS', 31000, null, true],
      ['DirectSub', 8500, 4.53, true],
      ['DirectUnsub', 5000, 7, true],
      ['DirectUnsub', 20500, 4.3, true],
    ]);
    expect(r.warnings).toEqual([
      'Loan 1 (Direct Stafford Unsubsidized, made 08/15/2019): its outstanding principal balance could not be read.',
      'Loan 2 (Direct Plus Graduate, made 08/15/2019): its interest rate is missing.',
      'Loan 3 (Direct Stafford Subsidized): its loan date could not be read; its outstanding interest balance could not be read (counted as $0).',
      'Loan 4 (Health Education Assistance, made 08/15/2018): its loan type is not one the navigator knows; choose its type.',
    ]);
    expect(r.loans[4]?.problems).toEqual([]);
  });

  it('amounts, rates and dates: what reads and what does not', () => {
    expect(parseAidAmount('$12,345.67')).toBe(12345.67);
    expect(parseAidAmount('$0.00')).toBe(0);
    expect(parseAidAmount('1234')).toBe(1234);
    expect(parseAidAmount('')).toBeUndefined();
    expect(parseAidAmount('N/A')).toBeUndefined();
    for (const bad of ['$12,34.00', '$1,2345.00', '-$5.00', '$5.001', '12 345', 'abc']) expect(parseAidAmount(bad), bad).toBeNull();
    expect(parseAidRate('6.54%')).toBe(6.54);
    expect(parseAidRate('6.875%')).toBe(6.875);
    expect(parseAidRate('5')).toBe(5);
    expect(parseAidRate('')).toBeUndefined();
    for (const bad of ['6,54%', '-1%', '654%', 'six']) expect(parseAidRate(bad), bad).toBeNull();
    expect(parseAidDate('08/15/2019')).toBe('2019-08-15');
    expect(parseAidDate('2/29/2024')).toBe('2024-02-29');
    expect(parseAidDate('02/29/2023')).toBeNull();
    expect(parseAidDate('13/01/2020')).toBeNull();
  });

  it('a rate above 15%, a balance above $2,000,000 and a defaulted loan are flagged for the member to check', () => {
    const text = SEVERAL_LOANS.replace('Loan Interest Rate:6.08%', 'Loan Interest Rate:16.50%')
      .replace(
        'Loan Outstanding Principal Balance:$20,500.00\nLoan Outstanding Principal Balance as of Date:11/18/2026\nLoan Outstanding Interest Balance:$288.15',
        'Loan Outstanding Principal Balance:$2,000,000.00\nLoan Outstanding Principal Balance as of Date:11/18/2026\nLoan Outstanding Interest Balance:$288.15',
      )
      .replace(
        'Current Loan Status Description:IN REPAYMENT\nCurrent Loan Status Effective Date:12/01/2022\nLoan Status Description:IN SCHOOL\nLoan Status Effective Date:08/15/2019\nLoan Contact Type:SERVICER\nLoan Contact Name:EXAMPLE LOAN SERVICING\nLoan Contact Street Address 1:PO BOX 7000\nLoan Contact City:WILKES-BARRE\nLoan Contact State Code:PA\nLoan Contact Phone Number:8005550100\nLoan Contact Email Address:help@servicer.example\nLoan Type Code:D3',
        'Current Loan Status Description:DEFAULTED\nLoan Type Code:D3',
      );
    const r = parsed(text);
    expect(r.loans[1]?.problems).toEqual(['its interest rate of 16.5% is above the navigator’s 15% limit']);
    expect(r.loans[2]?.problems).toEqual([
      'its balance is above the navigator’s $2,000,000 limit',
      'it is in default, which the navigator does not model',
    ]);
  });
});

describe('from the confirmed loans to the navigator', () => {
  it('fills the loan lines and the PSLF count; the navigator computes on them as on the same loans typed by hand', () => {
    const r = parsed(SEVERAL_LOANS);
    const raw = navigatorInputFromImport(offered(r.loans), r.suggestions);
    expect(raw).toEqual({
      loans:
        '[{"type":"DirectUnsub","balance":"20812.4","rate":"6.08"},{"type":"DirectUnsub","balance":"20788.15","rate":"4.3"},{"type":"GradPLUS","balance":"32254.65","rate":"7.08"},{"type":"GradPLUS","balance":"29540","rate":"5.3"},{"type":"DirectUnsub","balance":"20500","rate":"3.73"}]',
      pslfTrack: 'true',
      pslfQualifyingPaymentsToDate: '48',
    });
    const typed = {
      loans: JSON.stringify([
        { type: 'DirectUnsub', balance: '20,812.40', rate: '6.08' },
        { type: 'DirectUnsub', balance: '20788.15', rate: '4.30' },
        { type: 'GradPLUS', balance: '32254.65', rate: '7.08' },
        { type: 'GradPLUS', balance: '29,540', rate: '5.3' },
        { type: 'DirectUnsub', balance: '20500.00', rate: '3.73' },
      ]),
      pslfTrack: 'true',
      pslfQualifyingPaymentsToDate: '48',
      agi: '72000',
    };
    const a = validateTool('student-loan-navigator', { ...raw, agi: '72000' });
    const b = validateTool('student-loan-navigator', typed);
    expect(a.errors).toEqual({});
    expect(computeStudentLoans(a.values)).toEqual(computeStudentLoans(b.values));
  });

  it('carries PAYE, ICR and the loan-date facts the file shows', () => {
    const c = parsed(CONSOLIDATED);
    expect(navigatorInputFromImport(offered(c.loans), c.suggestions)).toMatchObject({ payeEnrolled: 'true', balanceBefore2014_07_01: 'true' });
    const p = parsed(PARENT_PLUS);
    const raw = navigatorInputFromImport(offered(p.loans), p.suggestions);
    expect(raw).toMatchObject({ icrEnrolled: 'true' });
    expect(raw?.pslfTrack).toBeUndefined();
    const late = parsed(SEVERAL_LOANS.replace('Loan Date:08/21/2021', 'Loan Date:08/20/2026'));
    expect(late.suggestions.anyLoanOnOrAfter2026_07_01).toBe(true);
  });

  it('past 20 lines, loans of one kind at one rate share a line; beyond that there is no input', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ type: 'DirectUnsub' as const, balance: 1000, rate: 4 + (i % 5) }));
    const rows = navigatorLoanRows(many);
    expect(rows).toHaveLength(5);
    expect(rows?.[0]).toEqual({ type: 'DirectUnsub', balance: 6000, rate: 4 });
    expect(navigatorLoanRows(many.slice(0, 20))).toHaveLength(20);
    const distinct = Array.from({ length: 21 }, (_, i) => ({ type: 'DirectUnsub' as const, balance: 1000, rate: 3 + i / 10 }));
    expect(navigatorLoanRows(distinct)).toBeNull();
    expect(navigatorInputFromImport(distinct, parsed(SEVERAL_LOANS).suggestions)).toBeNull();
  });
});
