import type { SavingsResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and key figures (decision 382). */
export function SavingsStrategiesTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<SavingsResult>
      route={route}
      toolId="savings-strategies"
      lead="Which tax-advantaged accounts an attorney can use in 2026, in what order, how much fits, and what it grows to."
      renderResults={(r) => <Results r={r} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
