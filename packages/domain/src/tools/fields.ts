/**
 * Tool inputs described once: the page renders them, the URL stores them, scenarios save them and
 * `validateFields` applies the bounds and the messages of tools.md. Percent fields are typed as
 * percents ("6.25") and handed to calculators as decimals (0.0625), per tools.md §0.1, unless
 * `percentAs: 'percent'`. The member tools and the public calculator and navigator share this one
 * description (decision 385); a form's layout is the page's own.
 *
 * Repeatable line items (kind 'lines', docs/decisions/288): one field whose raw value is ONE string,
 * a compact JSON array of row objects of raw strings, e.g.
 *   assets = '[{"category":"checking","amount":"15000"},{"category":"rothIra","label":"Mine","amount":"25000"}]'
 * so the URL, scenarios, defaults, printing and comparison treat it like any other field.
 * - `columns`: the cells of one row, as ordinary FieldSpecs (money, percent, number, int, enum,
 *   text, bool, date; not 'lines'), validated with their own bounds and messages. A column's
 *   `showIf` receives the row. Empty cells are left out of the JSON; a missing cell reads as the
 *   column's default.
 * - `maxRows` (required), `minRows` + `minRowsMessage` (e.g. "Add at least one federal loan.").
 * - `rowNoun` names one row in the editor ("Asset" → group "Asset 3: Checking"); `rowName(row)`
 *   names a row in "Remove …" (default: the first text cell, else the first enum's option label).
 * - Validated value: an array of the rows' validated values (`lines(v, key)` reads it).
 * - Errors are keyed `<key>` (unreadable JSON, too many or too few rows) or `<key>.<row>.<column>`
 *   (row index from 0), e.g. `assets.2.amount`; tool checks may add row warnings as `<key>.<row>`.
 * - Enum options may carry `group` (rendered as an <optgroup>) and `note` (shown under a row that
 *   picks it, e.g. "Volatile").
 * `linesRaw(rows)` builds a raw value; `parseLines(raw)` reads one (null when unreadable).
 */
export type FieldKind = 'money' | 'percent' | 'number' | 'int' | 'bool' | 'enum' | 'date' | 'text' | 'lines';

export interface FieldOption {
  value: string;
  label: string;
  /** Heading of the <optgroup> the option sits in (line-item category selects). */
  group?: string;
  /** Shown under a line that picks this option. */
  note?: string;
}

export interface FieldSpec {
  key: string;
  label: string;
  help?: string;
  kind: FieldKind;
  /** Default as the user sees it (percent fields in percent; lines: a `linesRaw` string). Undefined → blank. */
  default?: number | boolean | string;
  min?: number;
  max?: number;
  /** The error shown under the field when it is out of bounds (or blank when required). */
  message?: string;
  /**
   * A message per broken rule, where a form gives more than one (the public Debt vs. Invest
   * calculator: "Payments cannot be negative" below, "PSLF requires 120 payments" above). Checked in
   * this order: `nan` (not a number), `int` (not whole), `min`, `max`; a rule without its own
   * message uses `message`.
   */
  messages?: { nan?: string; int?: string; min?: string; max?: string };
  /**
   * A cleared numeric field takes this value instead of being an error (the calculator's fields take
   * their default, decision 100; the Savings navigator's amount takes 0). Unset: blank is an error,
   * or `undefined` when `optional`.
   */
  ifBlank?: number;
  /**
   * kind 'percent': what the calculator receives. 'decimal' (the default, tools.md §0.1): 6.25 typed
   * → 0.0625. 'percent': handed over as typed (7 for 7%), for engines that take percents.
   */
  percentAs?: 'decimal' | 'percent';
  /**
   * How the field is drawn when not as its kind's usual control: 'slider' (a number from `min` to
   * `max` in whole steps, each point named by `points`) or 'switch' (kind 'bool', on or off).
   */
  control?: 'slider' | 'switch';
  /** control 'slider': the name of each point, e.g. { 1: 'Conservative', …, 5: 'Aggressive' }. */
  points?: Readonly<Record<number, string>>;
  /** A longer explanation behind an info button beside the label. */
  tip?: string;
  /** Blank is allowed (the value is then undefined). */
  optional?: boolean;
  options?: readonly FieldOption[];
  /** Group heading on the page. */
  group?: string;
  /** Shown (and validated) only when this returns true for the current raw values. */
  showIf?: (raw: RawInput) => boolean;
  /** kind 'lines': the cells of one row. */
  columns?: readonly FieldSpec[];
  /** kind 'lines': the most rows allowed. */
  maxRows?: number;
  /** kind 'lines': the fewest rows allowed (default 0), with its message. */
  minRows?: number;
  minRowsMessage?: string;
  /** kind 'lines': what one row is called ("Asset", "Loan"); default "Line". */
  rowNoun?: string;
  /** kind 'lines': the row's name in "Remove …" and messages. */
  rowName?: (row: RawInput) => string;
  /**
   * kind 'int' from `min` to `max`: a rating, shown as a row of choices (a radio group) with what
   * the two ends mean, e.g. { low: 'Strongly disagree', high: 'Strongly agree' } (issue 19).
   */
  scale?: { low: string; high: string };
  /**
   * Laid out in columns with the fields of the same group and row (Offer A beside Offer B, issue 19):
   * `name` heads the column, `row` labels the row. `label` stays the field's full name ("Offer A:
   * base salary"): its accessible name, the printed inputs, the messages.
   */
  column?: { name: string; row: string };
}

/** Raw values as they sit in the URL and the form: strings, "true"/"false" for booleans. */
export type RawInput = Record<string, string>;
export type Scalar = number | boolean | string | undefined;
/** Validated values; a 'lines' field holds one Values per row. */
export type Values = { [key: string]: Scalar | readonly Values[] };

export interface Validation {
  values: Values;
  errors: Record<string, string>;
  warnings: Record<string, string>;
}

/** Longest raw value a 'lines' field may have (it travels in URLs and scenarios). */
export const LINES_MAX_CHARS = 8000;

export function defaultRaw(fields: readonly FieldSpec[]): RawInput {
  const raw: RawInput = {};
  for (const f of fields) raw[f.key] = f.default === undefined ? '' : String(f.default);
  return raw;
}

function parseNumber(s: string): number | null {
  const t = s.replace(/[$,%\s]/g, '');
  if (t === '' || !/^-?\d*\.?\d+$/.test(t)) return null;
  return Number(t);
}

/** Parse and bound-check every visible field. Percent values come back as decimals. */
export function validateFields(fields: readonly FieldSpec[], raw: RawInput): Validation {
  const values: Values = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    if (f.showIf && !f.showIf(raw)) continue;
    const s = (raw[f.key] ?? (f.default === undefined ? '' : String(f.default))).trim();
    const fallback = f.message ?? `Enter ${f.label.toLowerCase()}.`;
    if (f.kind === 'lines') {
      validateLines(f, s, values, errors);
      continue;
    }
    if (f.kind === 'bool') {
      values[f.key] = s === 'true';
      continue;
    }
    if (f.kind === 'enum') {
      const ok = f.options?.some((o) => o.value === s);
      if (ok) values[f.key] = s;
      else errors[f.key] = fallback;
      continue;
    }
    if (f.kind === 'text') {
      if (s.length > (f.max ?? 100)) errors[f.key] = fallback;
      else values[f.key] = s === '' ? undefined : s;
      continue;
    }
    if (f.kind === 'date') {
      if (s === '' && f.optional) values[f.key] = undefined;
      else if (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s))) values[f.key] = s;
      else errors[f.key] = fallback;
      continue;
    }
    if (s === '') {
      if (f.ifBlank !== undefined) values[f.key] = f.ifBlank;
      else if (f.optional) values[f.key] = undefined;
      else errors[f.key] = fallback;
      continue;
    }
    const n = parseNumber(s);
    const broken =
      n === null || !Number.isFinite(n)
        ? 'nan'
        : f.kind === 'int' && !Number.isInteger(n)
          ? 'int'
          : f.min !== undefined && n < f.min
            ? 'min'
            : f.max !== undefined && n > f.max
              ? 'max'
              : null;
    if (broken !== null || n === null) {
      errors[f.key] = (broken && f.messages?.[broken]) ?? fallback;
      continue;
    }
    values[f.key] = f.kind === 'percent' && f.percentAs !== 'percent' ? n / 100 : n;
  }
  return { values, errors, warnings: {} };
}

/**
 * Build a 'lines' raw value: compact JSON, cells as strings, empty cells left out (given `columns`,
 * an empty cell whose column has a non-blank default is kept, so clearing it sticks).
 */
export function linesRaw(rows: readonly Record<string, string | number | undefined>[], columns?: readonly FieldSpec[]): string {
  const keepBlank = new Set((columns ?? []).filter((c) => c.default !== undefined && String(c.default) !== '').map((c) => c.key));
  return JSON.stringify(
    rows.map((row) => {
      const o: RawInput = {};
      for (const [k, v] of Object.entries(row)) if (v !== undefined && (v !== '' || keepBlank.has(k))) o[k] = String(v);
      return o;
    }),
  );
}

/** A cell as the editor shows it: the row's raw string, else the column's default. */
export const lineCell = (row: RawInput, c: FieldSpec): string => row[c.key] ?? (c.default === undefined ? '' : String(c.default));

/** Read a 'lines' raw value into rows of raw strings; '' → no rows; null when it is not a list of rows. */
export function parseLines(raw: string): RawInput[] | null {
  const t = raw.trim();
  if (t === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(t);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const rows: RawInput[] = [];
  for (const item of parsed) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return null;
    const row: RawInput = {};
    for (const [k, v] of Object.entries(item as Record<string, unknown>)) {
      if (typeof v === 'string') row[k] = v;
      else if (typeof v === 'number' && Number.isFinite(v)) row[k] = String(v);
      else if (typeof v === 'boolean') row[k] = String(v);
      else if (v !== null) return null;
    }
    rows.push(row);
  }
  return rows;
}

/** A row's name for buttons and messages: `rowName`, else its first filled text cell, else its first enum's label. */
export function lineName(f: FieldSpec, row: RawInput): string {
  if (f.rowName) return f.rowName(row);
  const cols = f.columns ?? [];
  for (const c of cols) if (c.kind === 'text' && row[c.key]?.trim()) return (row[c.key] ?? '').trim();
  const e = cols.find((c) => c.kind === 'enum');
  if (!e) return '';
  const v = row[e.key] ?? (e.default === undefined ? '' : String(e.default));
  return e.options?.find((o) => o.value === v)?.label ?? '';
}

export const LINES_UNREADABLE = 'These lines could not be read (the link may have been edited). Reset the list to start again.';

function validateLines(f: FieldSpec, s: string, values: Values, errors: Record<string, string>) {
  if (s.length > LINES_MAX_CHARS) {
    errors[f.key] = 'This list is too long. Remove some lines.';
    return;
  }
  const rows = parseLines(s);
  if (rows === null) {
    errors[f.key] = LINES_UNREADABLE;
    return;
  }
  const max = f.maxRows ?? 50;
  if (rows.length > max) {
    errors[f.key] = `Keep to ${max} lines or fewer.`;
    return;
  }
  if (rows.length < (f.minRows ?? 0)) errors[f.key] = f.minRowsMessage ?? `Add at least ${f.minRows} lines.`;
  const columns = f.columns ?? [];
  const out: Values[] = [];
  rows.forEach((row, i) => {
    const r = validateFields(columns, row);
    for (const [k, m] of Object.entries(r.errors)) errors[`${f.key}.${i}.${k}`] = m;
    out.push(r.values);
  });
  values[f.key] = out;
}

/** Every tool that asks for a filing status offers all four (head of household's figures: rules/2026.ts). */
export const FILING_STATUS_OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'mfj', label: 'Married filing jointly' },
  { value: 'mfs', label: 'Married filing separately' },
  { value: 'hoh', label: 'Head of household' },
] as const;

/**
 * Married filing jointly: the spouse's wages, which set the tax the member's own pay causes (the True
 * Hourly Rate calculator and the Job Offer Checklist's after-tax comparison). Each tool names its
 * group, whose pay the help speaks of, and when else the field shows (only ever with filing status "mfj").
 */
export const spouseWagesField = (group: string, whosePay: string, showIf: (raw: RawInput) => boolean = () => true): FieldSpec => ({
  key: 'spouseWages',
  label: 'Spouse wages',
  kind: 'money',
  default: 0,
  min: 0,
  max: 5_000_000,
  message: 'Spouse wages must be 0–5,000,000.',
  group,
  showIf: (r) => r.filingStatus === 'mfj' && showIf(r),
  help: `Used to find the tax caused by ${whosePay}.`,
});

/** Read helpers for calculators fed by validated values. */
export const num = (v: Values, k: string, d = 0): number => (typeof v[k] === 'number' ? (v[k] as number) : d);
/** The validated rows of a 'lines' field ([] when absent). */
export const lines = (v: Values, k: string): readonly Values[] => {
  const x = v[k];
  return Array.isArray(x) ? (x as readonly Values[]) : [];
};
export const bool = (v: Values, k: string): boolean => v[k] === true;
export function str<T extends string = string>(v: Values, k: string, d: NoInfer<T>): T {
  return typeof v[k] === 'string' ? (v[k] as T) : d;
}
