import { routeByPath, TOOL_PATHS, type ToolId } from '@awc/domain';

/** One entry of the tools hub: a tool's page, and its tool id when it saves scenarios. */
export type CatalogTool = { path: string; toolId?: ToolId };

export type ToolQuestion = { id: string; question: string; tools: readonly CatalogTool[] };

const saved = (toolId: ToolId): CatalogTool => ({ path: TOOL_PATHS[toolId], toolId });

/**
 * The member tools hub (decision 350): every tool, grouped by the question a lawyer brings to it.
 * Each path appears once; the route table gives its title, description and who may open it.
 */
export const TOOL_QUESTIONS: readonly ToolQuestion[] = [
  {
    id: 'pay',
    question: 'What is my work really paying me?',
    tools: [saved('true-hourly-rate'), saved('job-offer-checklist'), saved('stock-option-explainer')],
  },
  {
    id: 'loans',
    question: 'How should I handle my student loans?',
    tools: [
      saved('student-loan-navigator'),
      { path: '/tools/pslf-tracker' },
      { path: '/tools/debt-investment-calculator' },
      { path: '/tools/student-loan-vs-investing-navigator' },
    ],
  },
  {
    id: 'taxes',
    question: 'What do I owe the IRS, and when?',
    tools: [saved('estimated-tax-navigator')],
  },
  {
    id: 'saving',
    question: 'Where should my savings go?',
    tools: [{ path: '/tools/savings-strategy-navigator' }, saved('savings-strategies'), saved('interactive-budget-planner')],
  },
  {
    id: 'standing',
    question: 'Where do I stand, and am I protected?',
    tools: [saved('net-worth'), saved('emergency-fund'), saved('insurance-needs-analysis'), saved('credit-score-factors-explorer')],
  },
  {
    id: 'moves',
    question: 'Should I make a big move?',
    tools: [saved('buy-vs-rent-navigator'), saved('practice-area-assessment')],
  },
];

/** The route of a catalog entry (title, description, group). */
export const catalogRoute = (tool: CatalogTool) => routeByPath(tool.path);
