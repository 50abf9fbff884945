import type { InsuranceResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and key figures (decision 382). */
export function InsuranceNeedsTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<InsuranceResult>
      route={route}
      toolId="insurance-needs-analysis"
      lead="Estimate life-insurance need two ways (DIME and income replacement) and the gap in your disability cover."
      renderResults={(r) => <Results r={r} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
