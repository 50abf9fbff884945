import type { StockOptionResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and key figures (decision 382). */
export function StockOptionExplainerTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<StockOptionResult>
      route={route}
      toolId="stock-option-explainer"
      lead="How ISOs, NSOs and RSUs are taxed at each event, with a simplified 2026 AMT estimate and the spread you can exercise before AMT."
      renderResults={(r) => <Results r={r} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
