import { BudgetPlannerTool } from '../../../features/tools/interactive-budget-planner/interactive-budget-planner-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /admin/interactive-budget-planner: the tool is in features/tools/interactive-budget-planner (decision 382). */
export default function BudgetPlannerPage({ route }: PageProps) {
  return <BudgetPlannerTool route={route} />;
}
