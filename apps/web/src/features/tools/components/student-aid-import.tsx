import {
  type ConfirmedLoan,
  type FieldSpec,
  type ImportedLoan,
  LOAN_TYPES,
  type LoanType,
  type RawInput,
  STUDENT_AID_FILE_MAX_BYTES,
  STUDENT_AID_MESSAGES,
  type StudentAidSuggestions,
  loanName,
  navigatorInputFromImport,
  parseStudentAidFile,
  studentLoanFields,
  validateFields,
} from '@awc/domain';
import { FileUpIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { usdCents } from './format.ts';
import { NativeSelect } from './lines-field.tsx';

const COLUMNS: readonly FieldSpec[] = studentLoanFields.find((f) => f.key === 'loans')?.columns ?? [];
const FEDERAL_MESSAGE = studentLoanFields.find((f) => f.key === 'loans')?.minRowsMessage ?? 'Add at least one federal loan.';

/** One loan in the confirm step: the parser's loan with the member's corrections, as typed. */
type Row = { loan: ImportedLoan; include: boolean; type: LoanType; balance: string; rate: string };

/** What the member confirmed, handed to the page (which fills the navigator, and may save the PSLF count). */
export type ConfirmedImport = {
  raw: RawInput;
  loans: ConfirmedLoan[];
  suggestions: StudentAidSuggestions;
  fileDate: string | null;
};

type Props = {
  onConfirm: (confirmed: ConfirmedImport) => void | Promise<void>;
  /** Extra choices in the confirm step (the PSLF tracker's), given the file's suggestions. */
  confirmExtras?: (s: StudentAidSuggestions, fileDate: string | null) => ReactNode;
};

const money = (x: number | null) => (x === null ? '' : String(x));
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * Fill the Student Loan Navigator from the federal aid file (decision 400): pick the file (or paste
 * its text); it is read here in the browser with the domain's parser and never sent anywhere. The
 * loans found are listed for the member to correct or leave out; nothing changes until they press
 * "Fill the navigator", and nothing is saved until they save a scenario.
 */
export function StudentAidImport({ onConfirm, confirmExtras }: Props) {
  const uid = useId().replace(/:/g, '');
  const fileRef = useRef<HTMLInputElement>(null);
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [review, setReview] = useState<{ rows: Row[]; warnings: string[]; suggestions: StudentAidSuggestions; fileDate: string | null } | null>(null);
  const [keep, setKeep] = useState<Record<string, boolean>>({});
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState('');
  const [reads, setReads] = useState(0);

  const read = (text: string, size?: number) => {
    setDone('');
    const r = parseStudentAidFile(text, size);
    if (!r.ok) {
      setReview(null);
      setError(r.error);
      return;
    }
    setError(null);
    setTried(false);
    setKeep({ pslf: true, paye: true, icr: true, newLoan: true, old2014: true });
    setReview({
      rows: r.loans.map((loan) => ({ loan, include: loan.include, type: loan.type, balance: money(loan.balance), rate: money(loan.rate) })),
      warnings: r.warnings,
      suggestions: r.suggestions,
      fileDate: r.fileDate,
    });
    setReads((n) => n + 1);
  };
  // Move focus to the list once it is on the page, so a keyboard or screen-reader user lands on what
  // was found (an animation frame can come before React has committed the list, under load).
  useEffect(() => {
    if (reads > 0) reviewRef.current?.focus();
  }, [reads]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    // Checked before reading: a 10 MB file is refused without loading it.
    if (file.size > STUDENT_AID_FILE_MAX_BYTES) {
      setReview(null);
      setError(STUDENT_AID_MESSAGES.tooLarge);
      return;
    }
    read(await file.text(), file.size);
    if (fileRef.current) fileRef.current.value = '';
  };

  const rowErrors = (row: Row) => (row.include ? validateFields(COLUMNS, { type: row.type, balance: row.balance, rate: row.rate }) : null);
  const cancel = () => {
    setReview(null);
    setError(null);
    setTried(false);
  };

  const confirm = async () => {
    if (!review) return;
    setTried(true);
    const checked = review.rows.map((r) => ({ r, v: rowErrors(r) }));
    if (checked.some(({ v }) => v && Object.keys(v.errors).length > 0)) return;
    const loans: ConfirmedLoan[] = checked
      .filter(({ r }) => r.include)
      .map(({ v }) => ({ type: v?.values.type as LoanType, balance: v?.values.balance as number, rate: ((v?.values.rate as number) ?? 0) * 100 }))
      .map((l) => ({ ...l, rate: Math.round(l.rate * 10_000) / 10_000 }));
    if (!loans.some((l) => l.type !== 'Private')) return;
    const s = review.suggestions;
    const kept: StudentAidSuggestions = {
      pslfQualifyingPayments: keep.pslf ? s.pslfQualifyingPayments : null,
      payeEnrolled: keep.paye === true && s.payeEnrolled,
      icrEnrolled: keep.icr === true && s.icrEnrolled,
      anyLoanOnOrAfter2026_07_01: keep.newLoan === true && s.anyLoanOnOrAfter2026_07_01,
      balanceBefore2014_07_01: keep.old2014 === true && s.balanceBefore2014_07_01,
    };
    const raw = navigatorInputFromImport(loans, kept);
    if (!raw) {
      setError(STUDENT_AID_MESSAGES.tooManyLoans);
      return;
    }
    await onConfirm({ raw, loans, suggestions: kept, fileDate: review.fileDate });
    setReview(null);
    setDone(`${loans.length} ${loans.length === 1 ? 'loan' : 'loans'} filled in from your file. Save a scenario below to keep them.`);
  };

  const update = (i: number, patch: Partial<Row>) =>
    setReview((r) => (r ? { ...r, rows: r.rows.map((row, j) => (j === i ? { ...row, ...patch } : row)) } : r));

  const included = review?.rows.filter((r) => r.include) ?? [];
  const noFederal = review !== null && !included.some((r) => r.type !== 'Private');
  const s = review?.suggestions;
  const facts: { key: string; label: string; show: boolean }[] = s
    ? [
        {
          key: 'pslf',
          label: `PSLF: ${s.pslfQualifyingPayments} qualifying ${s.pslfQualifyingPayments === 1 ? 'payment' : 'payments'} so far`,
          show: (s.pslfQualifyingPayments ?? 0) > 0,
        },
        { key: 'paye', label: 'I am enrolled in PAYE', show: s.payeEnrolled },
        { key: 'icr', label: 'I am enrolled in ICR', show: s.icrEnrolled },
        { key: 'newLoan', label: 'I have a federal loan made on or after July 1, 2026', show: s.anyLoanOnOrAfter2026_07_01 },
        { key: 'old2014', label: 'I owed a federal loan on July 1, 2014', show: s.balanceBefore2014_07_01 },
      ]
    : [];

  return (
    <section className="mb-6 rounded-xl border border-line bg-white p-4 sm:p-5" aria-labelledby={`${uid}-h`} data-testid="aid-import">
      <h2 id={`${uid}-h`} className="text-base font-semibold text-navy-900">
        Fill in from your federal aid file
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-ink-muted">
        On studentaid.gov, “Download My Aid Data” saves a text file, MyStudentData.txt. Choose it here (10 MB at most): it is read in your browser and
        never uploaded or stored. Your name, Social Security number, date of birth and addresses in it are skipped.
      </p>
      {!review && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <input
            ref={fileRef}
            id={`${uid}-file`}
            type="file"
            accept=".txt,text/plain"
            className="sr-only"
            onChange={(e) => void onFile(e.target.files?.[0])}
            aria-describedby={error ? `${uid}-err` : undefined}
          />
          <label
            htmlFor={`${uid}-file`}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-white px-3 text-sm font-medium text-navy-900 hover:bg-navy-50 focus-within:outline-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-600"
          >
            <FileUpIcon aria-hidden="true" className="h-4 w-4" />
            Choose MyStudentData.txt
          </label>
          <Button variant="ghost" size="sm" aria-expanded={pasting} onClick={() => setPasting((p) => !p)}>
            {pasting ? 'Hide the paste box' : 'Or paste its text'}
          </Button>
        </div>
      )}
      {!review && pasting && (
        <div className="mt-3 grid gap-2">
          <FormField id={`${uid}-paste`} label="Text of MyStudentData.txt">
            <Textarea rows={5} value={pasted} onChange={(e) => setPasted(e.target.value)} spellCheck={false} autoComplete="off" />
          </FormField>
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                read(pasted);
                setPasted('');
              }}
            >
              Read the pasted text
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p id={`${uid}-err`} className="mt-3 text-sm font-medium text-danger-700" role="alert" data-testid="aid-import-error">
          {error}
        </p>
      )}
      {done && (
        <p className="mt-3 text-sm font-medium text-success-700" role="status">
          {done}
        </p>
      )}
      {review && (
        <div className="mt-4 grid gap-4">
          <h3 ref={reviewRef} tabIndex={-1} className="text-sm font-semibold text-navy-900 outline-none">
            {review.rows.length} {review.rows.length === 1 ? 'loan' : 'loans'} found
            {review.fileDate ? `, balances as of ${usDate(review.fileDate)}` : ''}. Check them before filling the navigator.
          </h3>
          {review.warnings.length > 0 && (
            <Alert tone="warning" title="Some things could not be read" role="status">
              <ul className="list-disc space-y-0.5 pl-4" data-testid="aid-import-warnings">
                {review.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </Alert>
          )}
          <ol className="grid gap-3" aria-label="Loans found in your file">
            {review.rows.map((row, i) => {
              const v = tried ? rowErrors(row) : null;
              const id = `${uid}-${i}`;
              const l = row.loan;
              return (
                <li key={l.n} className="rounded-lg border border-line bg-paper p-3" data-testid={`aid-loan-${l.n}`}>
                  <fieldset className="min-w-0" aria-label={loanName(l)}>
                    <legend className="text-sm font-semibold text-navy-900">{loanName(l)}</legend>
                    <p className="mt-0.5 text-xs leading-relaxed text-ink-muted">
                      {[
                        l.status,
                        l.plan,
                        l.principal !== null ? `principal ${usdCents(l.principal)}` : null,
                        l.interest ? `interest ${usdCents(l.interest)}` : null,
                        l.pslfMonths !== null ? `${l.pslfMonths} PSLF ${l.pslfMonths === 1 ? 'month' : 'months'}` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    {l.leftOut && <p className="mt-1 text-xs text-ink-muted">Left out: {l.leftOut}.</p>}
                    <div className="mt-2 flex items-center gap-2">
                      <Checkbox id={`${id}-inc`} checked={row.include} onCheckedChange={(x) => update(i, { include: x })} />
                      <label htmlFor={`${id}-inc`} className="text-sm font-medium text-ink">
                        Include this loan<span className="sr-only">: {loanName(l)}</span>
                      </label>
                    </div>
                    {row.include && (
                      <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
                        <FormField id={`${id}-type`} label="Loan type" error={v?.errors.type} className="col-span-2 min-w-0">
                          <NativeSelect options={LOAN_TYPES} value={row.type} onChange={(e) => update(i, { type: e.target.value as LoanType })} />
                        </FormField>
                        <FormField id={`${id}-bal`} label="Balance" error={v?.errors.balance} className="min-w-0">
                          <Input
                            prefix="$"
                            inputMode="decimal"
                            autoComplete="off"
                            maxLength={30}
                            value={row.balance}
                            onChange={(e) => update(i, { balance: e.target.value })}
                          />
                        </FormField>
                        <FormField id={`${id}-rate`} label="Rate" error={v?.errors.rate} className="min-w-0">
                          <Input
                            suffix="%"
                            inputMode="decimal"
                            autoComplete="off"
                            maxLength={30}
                            value={row.rate}
                            onChange={(e) => update(i, { rate: e.target.value })}
                          />
                        </FormField>
                      </div>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {facts.some((f) => f.show) && (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-semibold text-navy-900">Also from your file</legend>
              {facts
                .filter((f) => f.show)
                .map((f) => (
                  <div key={f.key} className="flex items-center gap-2">
                    <Checkbox
                      id={`${uid}-keep-${f.key}`}
                      checked={keep[f.key] === true}
                      onCheckedChange={(x) => setKeep((k) => ({ ...k, [f.key]: x }))}
                    />
                    <label htmlFor={`${uid}-keep-${f.key}`} className="text-sm text-ink">
                      {f.label}
                    </label>
                  </div>
                ))}
            </fieldset>
          )}
          {confirmExtras?.(review.suggestions, review.fileDate)}
          {tried && noFederal && (
            <p className="text-sm font-medium text-danger-700" role="alert">
              {FEDERAL_MESSAGE}
            </p>
          )}
          {tried &&
            !noFederal &&
            review.rows.some((r) => {
              const e = rowErrors(r);
              return e !== null && Object.keys(e.errors).length > 0;
            }) && (
              <p className="text-sm font-medium text-danger-700" role="alert">
                Fix the highlighted loans, or leave them out, to continue.
              </p>
            )}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void confirm()}>Fill the navigator</Button>
            <Button variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
