import type { TrueHourlyResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and key figures (decision 382). */
export function TrueHourlyRateTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<TrueHourlyResult>
      route={route}
      toolId="true-hourly-rate"
      lead="What your pay is worth per hour once non-billable work, unlogged time, commuting, taxes and work costs are counted."
      renderResults={(r) => <Results r={r} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
