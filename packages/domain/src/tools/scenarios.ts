/** Saved scenarios of the member and admin tools (`/api/scenarios`). */
import { z } from 'zod';
import { LINES_MAX_CHARS } from './fields.ts';
import { TOOL_IDS, type ToolId } from './types.ts';

export const SCENARIO_NAME_MAX = 80;
export const SCENARIO_MAX_PER_USER = 200;

/** Total characters of one scenario's values: room for a few line-item lists (LINES_MAX_CHARS each). */
export const SCENARIO_INPUT_MAX_CHARS = 4 * LINES_MAX_CHARS;

// Plain values stay short; a line-item list (kind 'lines', a JSON string) may run to LINES_MAX_CHARS.
const ScenarioInput = z
  .record(z.string().max(60), z.string().max(LINES_MAX_CHARS))
  .refine((o) => Object.keys(o).length <= 200, { message: 'Too many inputs.' })
  .refine((o) => Object.values(o).reduce((n, v) => n + v.length, 0) <= SCENARIO_INPUT_MAX_CHARS, { message: 'These inputs are too long to save.' });

export const ScenarioCreateSchema = z.object({
  tool: z.enum(TOOL_IDS, { error: 'Choose a tool.' }),
  name: z
    .string({ error: 'Name your scenario.' })
    .trim()
    .min(1, 'Name your scenario.')
    .max(SCENARIO_NAME_MAX, `Keep the name under ${SCENARIO_NAME_MAX} characters.`),
  input: ScenarioInput,
});
export const ScenarioUpdateSchema = ScenarioCreateSchema.omit({ tool: true }).partial();
export type ScenarioCreate = z.infer<typeof ScenarioCreateSchema>;
export type ScenarioUpdate = z.infer<typeof ScenarioUpdateSchema>;

export interface Scenario {
  id: string;
  tool: ToolId;
  name: string;
  input: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

/** Where each tool lives in the app (member tools under /tools, admin tools under /admin; the Stock Option Explainer is at both, decision 310). */
export const TOOL_PATHS: Record<ToolId, string> = {
  'true-hourly-rate': '/tools/true-hourly-rate',
  'net-worth': '/tools/net-worth',
  'student-loan-navigator': '/tools/student-loan-navigator',
  'estimated-tax-navigator': '/tools/estimated-tax-navigator',
  'emergency-fund': '/tools/emergency-fund',
  'job-offer-checklist': '/tools/job-offer-checklist',
  'practice-area-assessment': '/tools/practice-area-assessment',
  'buy-vs-rent-navigator': '/tools/buy-vs-rent-navigator',
  'interactive-budget-planner': '/admin/interactive-budget-planner',
  'savings-strategies': '/admin/savings-strategies',
  'insurance-needs-analysis': '/admin/insurance-needs-analysis',
  'credit-score-factors-explorer': '/admin/credit-score-factors-explorer',
  'stock-option-explainer': '/tools/stock-option-explainer',
};

export const TOOL_NAMES: Record<ToolId, string> = {
  'true-hourly-rate': 'True Hourly Rate Calculator',
  'net-worth': 'Net Worth Calculator',
  'student-loan-navigator': 'Student Loan Navigator',
  'estimated-tax-navigator': 'Estimated Tax Navigator',
  'emergency-fund': 'Emergency Fund Calculator',
  'job-offer-checklist': 'Job Offer Checklist',
  'practice-area-assessment': 'Practice Area Pivot Assessment',
  'buy-vs-rent-navigator': 'Buy vs Rent Navigator',
  'interactive-budget-planner': 'Interactive Budget Planner',
  'savings-strategies': 'Savings Strategies',
  'insurance-needs-analysis': 'Insurance Needs Analysis',
  'credit-score-factors-explorer': 'Credit Score Factors Explorer',
  'stock-option-explainer': 'Stock Option Explainer',
};

/** Admin tools: scenarios of these can be saved only by admins (the Stock Option Explainer is open to members, decision 310). */
export const ADMIN_TOOLS: readonly ToolId[] = [
  'interactive-budget-planner',
  'savings-strategies',
  'insurance-needs-analysis',
  'credit-score-factors-explorer',
];
