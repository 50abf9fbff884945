import type { RuleSourceId } from '../rules/2026.ts';
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
  /**
   * Assumptions shown beside the results, each a plain sentence a lawyer reads without the
   * research behind it (issue 19, decision 351): no bracketed notes, no formulas. Figures marked
   * [U] in tools.md carry `unconfirmed`, shown as a quiet "Not yet confirmed" badge.
   */
  assumptions: readonly Assumption[];
  /**
   * The published sources the tool's figures are read from (ids of RULE_SOURCES), shown as
   * numbered notes under the assumptions; none for a tool that uses no published figure.
   */
  sources: readonly RuleSourceId[];
  /**
   * The worked example the page opens on when its address holds no inputs (decision 352), for a
   * tool whose defaults alone give no answer: the inputs beyond the defaults, and whom they describe
   * ("a single in-house attorney …"), shown as "Showing a worked example: …".
   */
  example?: ToolExample;
}

export type ToolExample = { who: string; raw: RawInput };

/** One assumption: a sentence, or a sentence with its figure not yet confirmed by an official source. */
export type Assumption = string | { text: string; unconfirmed: true };

export const assumptionText = (a: Assumption): string => (typeof a === 'string' ? a : a.text);
export const isUnconfirmed = (a: Assumption): boolean => typeof a !== 'string' && a.unconfirmed;

export const noChecks = (): Checks => ({ errors: {}, warnings: {} });
