/**
 * Tool inputs described once: the page renders them, the URL stores them, scenarios save them and
 * `validateFields` applies the bounds and the messages of tools.md. Percent fields are typed as
 * percents ("6.25") and handed to calculators as decimals (0.0625), per tools.md §0.1.
 */
export type FieldKind = 'money' | 'percent' | 'number' | 'int' | 'bool' | 'enum' | 'date' | 'text';

export interface FieldSpec {
  key: string;
  label: string;
  help?: string;
  kind: FieldKind;
  /** Default as the user sees it (percent fields in percent). Undefined → blank. */
  default?: number | boolean | string;
  min?: number;
  max?: number;
  /** The error shown under the field when it is out of bounds (or blank when required). */
  message?: string;
  /** Blank is allowed (the value is then undefined). */
  optional?: boolean;
  options?: readonly { value: string; label: string }[];
  /** Group heading on the page. */
  group?: string;
  /** Shown (and validated) only when this returns true for the current raw values. */
  showIf?: (raw: RawInput) => boolean;
}

/** Raw values as they sit in the URL and the form: strings, "true"/"false" for booleans. */
export type RawInput = Record<string, string>;
export type Values = Record<string, number | boolean | string | undefined>;

export interface Validation {
  values: Values;
  errors: Record<string, string>;
  warnings: Record<string, string>;
}

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
      if (f.optional) values[f.key] = undefined;
      else errors[f.key] = fallback;
      continue;
    }
    const n = parseNumber(s);
    if (n === null || (f.kind === 'int' && !Number.isInteger(n)) || (f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) {
      errors[f.key] = fallback;
      continue;
    }
    values[f.key] = f.kind === 'percent' ? n / 100 : n;
  }
  return { values, errors, warnings: {} };
}

export const FILING_STATUS_OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'mfj', label: 'Married filing jointly' },
  { value: 'mfs', label: 'Married filing separately' },
] as const;

/** Read helpers for calculators fed by validated values. */
export const num = (v: Values, k: string, d = 0): number => (typeof v[k] === 'number' ? (v[k] as number) : d);
export const bool = (v: Values, k: string): boolean => v[k] === true;
export function str<T extends string = string>(v: Values, k: string, d: NoInfer<T>): T {
  return typeof v[k] === 'string' ? (v[k] as T) : d;
}
