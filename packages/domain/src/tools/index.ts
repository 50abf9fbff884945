import { budgetTool } from './budget.ts';
import { buyVsRentTool } from './buy-vs-rent.ts';
import { creditTool } from './credit.ts';
import { emergencyFundTool } from './emergency-fund.ts';
import { estimatedTaxTool } from './estimated-tax.ts';
import { type FieldSpec, type RawInput, type Validation, validateFields } from './fields.ts';
import { insuranceTool } from './insurance.ts';
import { jobOfferTool } from './job-offer.ts';
import { netWorthTool } from './net-worth.ts';
import { practiceAreaTool } from './practice-area.ts';
import { savingsTool } from './savings-strategies.ts';
import { stockOptionTool } from './stock-options.ts';
import { studentLoanTool } from './student-loans.ts';
import { trueHourlyTool } from './true-hourly.ts';
import type { ToolDef, ToolId } from './types.ts';

export * from './engine.ts';
export * from './fields.ts';
export * from './types.ts';
export * from './true-hourly.ts';
export * from './net-worth.ts';
export * from './student-loans.ts';
export * from './student-aid-file.ts';
export * from './estimated-tax.ts';
export * from './emergency-fund.ts';
export * from './job-offer.ts';
export * from './practice-area.ts';
export * from './buy-vs-rent.ts';
export * from './budget.ts';
export * from './insurance.ts';
export * from './credit.ts';
export * from './stock-options.ts';
export * from './savings-strategies.ts';

// biome-ignore lint/suspicious/noExplicitAny: each tool has its own result type; pages narrow by id.
export const TOOLS: Record<ToolId, ToolDef<any>> = {
  'true-hourly-rate': trueHourlyTool,
  'net-worth': netWorthTool,
  'student-loan-navigator': studentLoanTool,
  'estimated-tax-navigator': estimatedTaxTool,
  'emergency-fund': emergencyFundTool,
  'job-offer-checklist': jobOfferTool,
  'practice-area-assessment': practiceAreaTool,
  'buy-vs-rent-navigator': buyVsRentTool,
  'interactive-budget-planner': budgetTool,
  'savings-strategies': savingsTool,
  'insurance-needs-analysis': insuranceTool,
  'credit-score-factors-explorer': creditTool,
  'stock-option-explainer': stockOptionTool,
};

/** Inputs under a tool's older keys (old URLs, old scenarios) read into its current keys. */
export function migrateRaw(id: ToolId, raw: RawInput): RawInput {
  const m = TOOLS[id].migrate;
  return m ? m(raw) : raw;
}

/** Field bounds, then the tool's cross-field checks (only when every field is valid). */
export function validateTool(id: ToolId, given: RawInput): Validation {
  const tool = TOOLS[id];
  const raw = migrateRaw(id, given);
  const res = validateFields(tool.fields, raw);
  if (Object.keys(res.errors).length > 0) return res;
  const c = tool.check(res.values, raw);
  return { values: res.values, errors: c.errors, warnings: c.warnings };
}

/** The raw keys a tool knows, so URLs and saved scenarios keep nothing else. */
export function toolKeys(fields: readonly FieldSpec[]): Set<string> {
  return new Set(fields.map((f) => f.key));
}
export * from './scenarios.ts';
export * from './tool-names.ts';
