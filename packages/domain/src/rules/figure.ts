/** One figure of a rules file: its value, where it was read, how sure it is, and from when it applies. */
export type RuleConfidence = 'C' | 'S' | 'U' | '2025';

export type RuleSourceId =
  | 'S1'
  | 'S2'
  | 'S3'
  | 'S4'
  | 'S5'
  | 'S6'
  | 'S7'
  | 'S8'
  | 'S9'
  | 'S10'
  | 'S11'
  | 'S12'
  | 'S13'
  | 'S14'
  | 'S15'
  | 'S16'
  | 'S17'
  | 'S18'
  | 'S19'
  | 'S20'
  | 'S21'
  | 'S22'
  | 'S25'
  | 'S26'
  | 'S27'
  | 'S28'
  | 'S29'
  | 'S30'
  | 'S31'
  | 'S34'
  | 'S35'
  | 'F2210'
  | 'statute'
  | 'design';

export interface RuleFigure<T> {
  value: T;
  source: RuleSourceId;
  confidence: RuleConfidence;
  /** ISO date from which the figure applies. */
  effective: string;
  note?: string;
}

/** Single, married filing jointly, married filing separately, head of household. */
export type FilingStatus = 'single' | 'mfj' | 'mfs' | 'hoh';
/** @deprecated Every status now includes head of household; kept because names here are a public seam. */
export type FilingStatusWithHoh = FilingStatus;

/** One bracket: `rate` applies to income above `from` (tools.md §X.1-3: the rate applies *above* the threshold). */
export interface TaxBracket {
  from: number;
  rate: number;
}

export const TY = '2026-01-01';
export const RISE = '2026-07-01';

export function fig<T>(value: T, source: RuleSourceId, confidence: RuleConfidence, effective = TY, note?: string): RuleFigure<T> {
  return note === undefined ? { value, source, confidence, effective } : { value, source, confidence, effective, note };
}
