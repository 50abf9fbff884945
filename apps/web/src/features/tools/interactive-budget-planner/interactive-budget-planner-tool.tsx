import type { BudgetResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and key figures (decision 382). */
export function BudgetPlannerTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<BudgetResult>
      route={route}
      toolId="interactive-budget-planner"
      lead="A monthly cash-flow plan with attorney-specific lines, compared with the 50/30/20 benchmark or planned zero-based."
      renderResults={(r) => <Results r={r} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
