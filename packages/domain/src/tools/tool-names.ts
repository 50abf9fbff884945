import type { ToolId } from './types.ts';

// The tools' names and places, apart from the scenario schemas in scenarios.ts: the dashboard's
// saved-scenario list shows them, and a module that builds zod schemas when it loads would bring
// zod to the dashboard's first load with them (issue 20).

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
