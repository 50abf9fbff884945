import type { CreditResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and key figures (decision 382). */
export function CreditFactorsTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<CreditResult>
      route={route}
      toolId="credit-score-factors-explorer"
      lead="How the five FICO categories are weighted, and which factor in your own credit report has the most room to improve."
      renderResults={(r) => <Results r={r} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
