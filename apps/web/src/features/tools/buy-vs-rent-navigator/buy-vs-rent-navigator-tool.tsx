import type { BuyVsRentResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and key figures (decision 382). */
export function BuyVsRentNavigatorTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<BuyVsRentResult>
      route={route}
      toolId="buy-vs-rent-navigator"
      lead="Compare owning and renting month by month, with 2026 itemizing rules, transaction costs and what the renter invests instead. Find the break-even year and rent."
      renderResults={(r) => <Results r={r} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
