/**
 * Reads the federal aid data file a borrower downloads from studentaid.gov (`MyStudentData.txt`):
 * a header (`File Request Date`, the student's own fields), then one block of `Label: value` lines
 * per loan, grants and enrollment between them. Issue 23, decision 400.
 *
 * Privacy by construction: the parser reads only the labels on LOAN_LABELS from the loan blocks and
 * the file's request date. Names, SSN, date of birth, addresses, email, phone, award ids (which
 * begin with the SSN in older files), schools and servicer contacts are never copied into what it
 * returns, so nothing downstream (the page, a saved scenario, the PSLF tracker, a log line) can hold
 * them. Messages name the loan by its position, kind and date, never by a value from those fields.
 *
 * Pure: text in, loans and messages out. The browser runs it on the file the member picked; the
 * file itself never leaves the browser.
 */
import { type LoanType, LOAN_TYPES, studentLoanFields } from './student-loans.ts';
import { type RawInput, linesRaw } from './fields.ts';

/** The largest file accepted (the real file is a few kilobytes). */
export const STUDENT_AID_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const STUDENT_AID_MESSAGES = {
  tooLarge: 'This file is larger than 10 MB, so it was not read. The federal aid file (MyStudentData.txt) is only a few kilobytes.',
  empty: 'This file is empty. Download MyStudentData.txt again from studentaid.gov and choose it here.',
  pdf: 'This is a PDF. Choose the text file instead: on studentaid.gov, “Download My Aid Data” saves MyStudentData.txt.',
  binary: 'This file could not be read as text. Choose MyStudentData.txt, the text file studentaid.gov’s “Download My Aid Data” saves.',
  wrongKind:
    'This does not look like the federal aid data file: no loan blocks (lines such as “Loan Type Description:”) were found in it. Choose MyStudentData.txt from studentaid.gov, or paste its text.',
  noLoans: 'The file was read, but it lists no loans.',
  tooManyLoans:
    'The file lists more loans than the navigator can hold (20 lines, even after combining loans of one kind at one rate). Leave some out to continue.',
} as const;

/** What was found for one loan block: only the figures the navigator and the PSLF tracker need. */
export interface ImportedLoan {
  /** Position among the file's loans, from 1. */
  n: number;
  /** The navigator's loan kind. */
  type: LoanType;
  /** The file's own description of the loan, in title case ("Direct Stafford Unsubsidized"). */
  description: string;
  /** YYYY-MM-DD, or null when missing or unreadable. */
  loanDate: string | null;
  principal: number | null;
  interest: number | null;
  /** Principal plus outstanding interest: what is owed today. Null when the principal could not be read. */
  balance: number | null;
  /** Percent, e.g. 6.54. */
  rate: number | null;
  status: string | null;
  plan: string | null;
  /** `Loan PSLF Cumulative Matched Months`. */
  pslfMonths: number | null;
  /** Offered for the navigator unless paid off, consolidated or discharged. */
  include: boolean;
  /** Why the loan is left out by default (paid in full, repaid by consolidation, …), or null. */
  leftOut: string | null;
  /** What the member should check or enter for this loan. */
  problems: string[];
}

export interface StudentAidSuggestions {
  /** The PSLF count the file shows (largest among the Direct Loans offered), capped at 120. */
  pslfQualifyingPayments: number | null;
  payeEnrolled: boolean;
  icrEnrolled: boolean;
  anyLoanOnOrAfter2026_07_01: boolean;
  balanceBefore2014_07_01: boolean;
}

export type StudentAidImport =
  | { ok: false; error: string }
  | {
      ok: true;
      /** `File Request Date` as YYYY-MM-DD: the date the file's figures are from. */
      fileDate: string | null;
      loans: ImportedLoan[];
      /** File-level notes (lines that could not be read, plans that are ending). */
      warnings: string[];
      suggestions: StudentAidSuggestions;
    };

/** The loan-block labels the parser reads; every other line of the file is skipped unread. */
const LOAN_LABELS = [
  'loan type code',
  'loan type description',
  'loan date',
  'loan outstanding principal balance',
  'loan outstanding interest balance',
  'loan interest rate',
  'loan repayment plan type code description',
  'loan repayment plan type description',
  'loan pslf cumulative matched months',
  'current loan status description',
  'loan status description',
] as const;
type LoanLabel = (typeof LOAN_LABELS)[number];

const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());

/** "$12,345.67" → 12345.67; "" → undefined (blank); anything else → null (unreadable). */
export function parseAidAmount(raw: string | undefined): number | null | undefined {
  if (raw === undefined) return undefined;
  const t = raw.trim();
  if (t === '' || /^n\/?a$/i.test(t)) return undefined;
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(\.\d{1,2})?$/.exec(t);
  if (!m) return null;
  return Number((m[1] ?? '').replace(/,/g, '') + (m[2] ?? ''));
}

/** "6.54%" → 6.54; blank → undefined; unreadable → null. */
export function parseAidRate(raw: string | undefined): number | null | undefined {
  if (raw === undefined) return undefined;
  const t = raw.trim();
  if (t === '' || /^n\/?a$/i.test(t)) return undefined;
  const m = /^(\d{1,2}(?:\.\d{1,4})?|\.\d{1,4})\s*%?$/.exec(t);
  return m ? Number(m[1]) : null;
}

/** "08/15/2019" (or 2019-08-15) → "2019-08-15"; anything else → null. */
export function parseAidDate(raw: string | undefined): string | null {
  const t = (raw ?? '').trim();
  let y: number;
  let mo: number;
  let d: number;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (us) [mo, d, y] = [Number(us[1]), Number(us[2]), Number(us[3])];
  else if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** "2019-08-15" → "08/15/2019", the way the file and a US reader write it. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * The navigator's loan kind for a loan of the file, from its description (the code only when the
 * description says nothing we know). `parentPlusConsolidated`: the file also shows a Parent PLUS
 * loan repaid by consolidation, so a Direct consolidation loan is probably the one that repaid it.
 */
export function loanKindOf(description: string, code: string, parentPlusConsolidated: boolean): { type: LoanType; sure: boolean } {
  const d = description.toUpperCase();
  if (/PRIVATE|ALTERNATIVE|NON-?FEDERAL|REFINANC|BANK/.test(d)) return { type: 'Private', sure: true };
  if (/PERKINS/.test(d)) return { type: 'Perkins', sure: true };
  if (/FFEL|FEDERAL STAFFORD|FEDERAL PLUS|FEDERAL CONSOLIDAT|GUARANTEED/.test(d)) return { type: 'FFEL', sure: true };
  if (/CONSOLIDAT/.test(d)) {
    if (/PARENT/.test(d)) return { type: 'ParentPLUSConsolidation', sure: true };
    return parentPlusConsolidated ? { type: 'ParentPLUSConsolidation', sure: false } : { type: 'DirectConsolidation', sure: true };
  }
  if (/PLUS/.test(d)) {
    if (/PARENT/.test(d)) return { type: 'ParentPLUS', sure: true };
    if (/GRAD|PROFESSIONAL/.test(d)) return { type: 'GradPLUS', sure: true };
    return { type: 'GradPLUS', sure: false };
  }
  if (/UNSUB/.test(d)) return { type: 'DirectUnsub', sure: true };
  if (/SUBSIDIZED|\bSUB\b/.test(d)) return { type: 'DirectSub', sure: true };
  // NSLDS Direct Loan codes (D1 subsidized, D2 unsubsidized) when the description is missing.
  const c = code.trim().toUpperCase();
  if (c === 'D1') return { type: 'DirectSub', sure: true };
  if (c === 'D2') return { type: 'DirectUnsub', sure: true };
  return { type: 'DirectUnsub', sure: false };
}

/** Why a loan is not offered by default, from its status and balance. */
function leftOutReason(status: string, balance: number | null): string | null {
  const s = status.toUpperCase();
  if (/CONSOLIDAT/.test(s) && /PAID|REPAID/.test(s)) return 'repaid by a consolidation loan (the consolidation loan is listed on its own)';
  if (/PAID IN FULL|PAID OFF|FULLY PAID/.test(s)) return 'paid in full';
  if (/DISCHARG|CANCEL|FORGIV/.test(s)) return 'discharged or forgiven';
  if (balance === 0) return 'nothing owed on it';
  return null;
}

type Block = Partial<Record<LoanLabel, string>>;

/** Splits the text into `label: value` pairs; the loan blocks are the runs of lines starting "Loan …". */
function readBlocks(text: string): { fileDate: string | null; blocks: Block[] } {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let fileDate: string | null = null;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const label = line.slice(0, colon).trim().toLowerCase().replace(/\s+/g, ' ');
    const value = line.slice(colon + 1).trim();
    if (label === 'file request date') {
      fileDate = parseAidDate(value);
      continue;
    }
    const isLoanLine = label.startsWith('loan ') || label.startsWith('current loan ');
    if (!isLoanLine) {
      current = null;
      continue;
    }
    // A block starts at its type code, or at a second description when the code is missing.
    if (label === 'loan type code' || (label === 'loan type description' && current?.['loan type description'] !== undefined) || !current) {
      current = {};
      blocks.push(current);
    }
    if ((LOAN_LABELS as readonly string[]).includes(label)) {
      const key = label as LoanLabel;
      // The first of a repeated label wins (status history lists the current status first).
      if (current[key] === undefined) current[key] = value;
    }
  }
  return { fileDate, blocks };
}

/**
 * Parses the text of a federal aid data file. `sizeBytes` is the file's size when known (the page
 * checks it before reading; the text's length stands in for it otherwise).
 */
export function parseStudentAidFile(text: string, sizeBytes = text.length): StudentAidImport {
  if (sizeBytes > STUDENT_AID_FILE_MAX_BYTES || text.length > STUDENT_AID_FILE_MAX_BYTES) return { ok: false, error: STUDENT_AID_MESSAGES.tooLarge };
  if (text.trim() === '') return { ok: false, error: STUDENT_AID_MESSAGES.empty };
  if (text.startsWith('%PDF')) return { ok: false, error: STUDENT_AID_MESSAGES.pdf };
  // NUL bytes or many undecodable characters: a spreadsheet, an image or a zip, not the text file.
  const sample = text.slice(0, 4096);
  let odd = 0;
  for (const ch of sample) {
    const c = ch.charCodeAt(0);
    if (c === 0xfffd || c < 9 || (c > 13 && c < 32)) odd++;
  }
  if (sample.includes('\u0000') || odd > sample.length / 20) return { ok: false, error: STUDENT_AID_MESSAGES.binary };

  const { fileDate, blocks } = readBlocks(text);
  const typed = blocks.filter((b) => b['loan type code'] !== undefined || b['loan type description'] !== undefined);
  if (typed.length === 0) {
    return fileDate === null ? { ok: false, error: STUDENT_AID_MESSAGES.wrongKind } : { ok: false, error: STUDENT_AID_MESSAGES.noLoans };
  }
  const warnings: string[] = [];
  if (fileDate === null) warnings.push('The file’s request date could not be read, so the balances’ date is unknown.');
  const skipped = blocks.length - typed.length;
  if (skipped > 0)
    warnings.push(`${skipped} ${skipped === 1 ? 'block' : 'blocks'} of loan lines without a loan type ${skipped === 1 ? 'was' : 'were'} skipped.`);

  // A Parent PLUS loan repaid by consolidation makes a Direct consolidation loan likely to be its repayment.
  const parentPlusConsolidated = typed.some((b) => {
    const d = (b['loan type description'] ?? '').toUpperCase();
    const s = (b['current loan status description'] ?? b['loan status description'] ?? '').toUpperCase();
    return /PLUS/.test(d) && /PARENT/.test(d) && !/CONSOLIDAT/.test(d) && /CONSOLIDAT/.test(s);
  });

  const loans: ImportedLoan[] = typed.map((b, i) => {
    const n = i + 1;
    const code = b['loan type code'] ?? '';
    const rawDescription = (b['loan type description'] ?? '').trim();
    const description = rawDescription ? titleCase(rawDescription) : code ? `Loan type ${code.trim().toUpperCase()}` : 'Loan of unknown type';
    const kind = loanKindOf(rawDescription, code, parentPlusConsolidated);
    const problems: string[] = [];
    const loanDate = parseAidDate(b['loan date']);
    if (b['loan date'] !== undefined && b['loan date'].trim() !== '' && loanDate === null) problems.push('its loan date could not be read');
    const principal = parseAidAmount(b['loan outstanding principal balance']);
    const interest = parseAidAmount(b['loan outstanding interest balance']);
    const rate = parseAidRate(b['loan interest rate']);
    const status = (b['current loan status description'] ?? b['loan status description'] ?? '').trim();
    const plan = (b['loan repayment plan type code description'] ?? b['loan repayment plan type description'] ?? '').trim();
    const pslfRaw = (b['loan pslf cumulative matched months'] ?? '').trim();
    const pslfMonths = pslfRaw === '' ? null : /^\d{1,3}$/.test(pslfRaw) ? Number(pslfRaw) : Number.NaN;

    if (principal === null) problems.push('its outstanding principal balance could not be read');
    else if (principal === undefined) problems.push('its outstanding principal balance is missing');
    if (interest === null) problems.push('its outstanding interest balance could not be read (counted as $0)');
    if (rate === null) problems.push('its interest rate could not be read');
    else if (rate === undefined) problems.push('its interest rate is missing');
    else if (rate > 15) problems.push(`its interest rate of ${rate}% is above the navigator’s 15% limit`);
    if (Number.isNaN(pslfMonths)) problems.push('its PSLF qualifying-payment count could not be read');
    if (!kind.sure) {
      problems.push(
        kind.type === 'ParentPLUSConsolidation'
          ? 'it looks like the consolidation loan that repaid a Parent PLUS loan; check its type'
          : kind.type === 'GradPLUS'
            ? 'the file does not say whether this PLUS loan is Grad PLUS or Parent PLUS; check its type'
            : 'its loan type is not one the navigator knows; choose its type',
      );
    }
    const p = typeof principal === 'number' ? principal : null;
    const balance = p === null ? null : Math.round((p + (typeof interest === 'number' ? interest : 0)) * 100) / 100;
    if (balance !== null && balance > 2_000_000) problems.push('its balance is above the navigator’s $2,000,000 limit');
    const leftOut = leftOutReason(status, balance);
    if (/DEFAULT/i.test(status)) problems.push('it is in default, which the navigator does not model');
    return {
      n,
      type: kind.type,
      description,
      loanDate,
      principal: p,
      interest: typeof interest === 'number' ? interest : null,
      balance,
      rate: typeof rate === 'number' ? rate : null,
      status: status ? titleCase(status) : null,
      plan: plan ? titleCase(plan) : null,
      pslfMonths: pslfMonths === null || Number.isNaN(pslfMonths) ? null : pslfMonths,
      include: leftOut === null,
      leftOut,
      problems: leftOut === null ? problems : [],
    };
  });

  for (const l of loans) if (l.problems.length > 0) warnings.push(`${loanName(l)}: ${l.problems.join('; ')}.`);
  const plans = loans.filter((l) => l.include).map((l) => (l.plan ?? '').toUpperCase());
  if (plans.some((p) => /\bSAVE\b|REVISED PAY AS YOU EARN|REPAYE/.test(p)))
    warnings.push('Your file shows the SAVE plan (formerly REPAYE), which is ending: the navigator compares the plans you can move to.');
  return { ok: true, fileDate, loans, warnings, suggestions: suggestionsOf(loans) };
}

/** "Loan 3 (Direct Stafford Unsubsidized, made 08/15/2019)": how messages name a loan. */
export const loanName = (l: Pick<ImportedLoan, 'n' | 'description' | 'loanDate'>) =>
  `Loan ${l.n} (${l.description}${l.loanDate ? `, made ${usDate(l.loanDate)}` : ''})`;

const OWN_DIRECT: readonly LoanType[] = ['DirectSub', 'DirectUnsub', 'GradPLUS', 'DirectConsolidation'];
const FEDERAL = (t: LoanType) => t !== 'Private';

/** Navigator inputs the file suggests, from the loans that are offered. */
export function suggestionsOf(loans: readonly ImportedLoan[]): StudentAidSuggestions {
  const offered = loans.filter((l) => l.include);
  const pslf = offered.filter((l) => OWN_DIRECT.includes(l.type) || l.type === 'ParentPLUSConsolidation').map((l) => l.pslfMonths ?? -1);
  const most = pslf.length > 0 ? Math.max(...pslf) : -1;
  const plan = (re: RegExp) => offered.some((l) => re.test((l.plan ?? '').toUpperCase()));
  return {
    pslfQualifyingPayments: most >= 0 ? Math.min(120, most) : null,
    payeEnrolled: plan(/^(?!.*REVISED).*PAY AS YOU EARN|\bPAYE\b/),
    icrEnrolled: plan(/INCOME[- ]CONTINGENT|\bICR\b/),
    anyLoanOnOrAfter2026_07_01: offered.some((l) => FEDERAL(l.type) && l.loanDate !== null && l.loanDate >= '2026-07-01'),
    balanceBefore2014_07_01: offered.some((l) => FEDERAL(l.type) && l.loanDate !== null && l.loanDate < '2014-07-01'),
  };
}

/** A loan as the member confirmed it: kind, balance and rate (percent), each possibly corrected. */
export interface ConfirmedLoan {
  type: LoanType;
  balance: number;
  rate: number;
}

const LOANS_FIELD = studentLoanFields.find((f) => f.key === 'loans');
const MAX_ROWS = LOANS_FIELD?.maxRows ?? 20;

/**
 * The navigator's loan lines for the confirmed loans: one line per loan; past the navigator's 20
 * lines, loans of one kind at one rate share a line (as its help suggests). Null when even that is
 * too many.
 */
export function navigatorLoanRows(loans: readonly ConfirmedLoan[]): ConfirmedLoan[] | null {
  if (loans.length <= MAX_ROWS) return loans.map((l) => ({ ...l }));
  const merged: ConfirmedLoan[] = [];
  for (const l of loans) {
    const same = merged.find((m) => m.type === l.type && m.rate === l.rate);
    if (same) same.balance = Math.round((same.balance + l.balance) * 100) / 100;
    else merged.push({ ...l });
  }
  return merged.length <= MAX_ROWS ? merged : null;
}

/**
 * The navigator's raw inputs for the confirmed loans and the file's suggestions the member kept:
 * the loan list, and the PSLF count and plan facts the file shows.
 */
export function navigatorInputFromImport(loans: readonly ConfirmedLoan[], s: StudentAidSuggestions): RawInput | null {
  const rows = navigatorLoanRows(loans);
  if (rows === null) return null;
  const raw: RawInput = {
    loans: linesRaw(rows.map((l) => ({ type: l.type, balance: String(l.balance), rate: String(l.rate) }))),
  };
  if (s.pslfQualifyingPayments !== null && s.pslfQualifyingPayments > 0) {
    raw.pslfTrack = 'true';
    raw.pslfQualifyingPaymentsToDate = String(s.pslfQualifyingPayments);
  }
  if (s.payeEnrolled) raw.payeEnrolled = 'true';
  if (s.icrEnrolled) raw.icrEnrolled = 'true';
  if (s.anyLoanOnOrAfter2026_07_01) raw.anyLoanOnOrAfter2026_07_01 = 'true';
  if (s.balanceBefore2014_07_01) raw.balanceBefore2014_07_01 = 'true';
  return raw;
}

/** The navigator's label of a loan kind (for the confirm step's select). */
export const loanTypeLabel = (t: LoanType) => LOAN_TYPES.find((o) => o.value === t)?.label ?? t;
