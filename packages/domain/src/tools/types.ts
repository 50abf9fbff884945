import type { FieldSpec, RawInput, Values } from './fields.ts';

export const TOOL_IDS = [
  'true-hourly-rate',
  'net-worth',
  'student-loan-navigator',
  'estimated-tax-navigator',
  'emergency-fund',
  'job-offer-checklist',
  'practice-area-assessment',
  'buy-vs-rent-navigator',
  'interactive-budget-planner',
  'savings-strategies',
  'insurance-needs-analysis',
  'credit-score-factors-explorer',
  'stock-option-explainer',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export interface Checks {
  errors: Record<string, string>;
  warnings: Record<string, string>;
}

/** One tool: its inputs, its cross-field checks and its pure calculation. */
export interface ToolDef<R> {
  id: ToolId;
  fields: readonly FieldSpec[];
  /** Cross-field errors and warnings on values that passed the field bounds. */
  check: (v: Values, raw: RawInput) => Checks;
  compute: (v: Values) => R;
  /**
   * Reads inputs saved under older field keys (old URLs and scenarios) into the current keys.
   * Must return raw that has no older keys left, and leave current raw unchanged.
   */
  migrate?: (raw: RawInput) => RawInput;
  /** Assumptions shown beside the results (figures marked [U] in tools.md among them). */
  assumptions: readonly string[];
}

export const noChecks = (): Checks => ({ errors: {}, warnings: {} });
