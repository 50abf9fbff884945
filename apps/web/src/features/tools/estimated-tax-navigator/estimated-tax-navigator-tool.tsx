import type { EstimatedTaxResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and key figures (decision 382). */
export function EstimatedTaxNavigatorTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<EstimatedTaxResult>
      route={route}
      toolId="estimated-tax-navigator"
      lead="Estimate your 2026 federal tax with side-practice, 1099 or K-1 income, the safe-harbor amount that avoids the penalty, and your four installments."
      renderResults={(r) => <Results r={r} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
