import type { NetWorthResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and key figures (decision 382). */
export function NetWorthTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<NetWorthResult>
      route={route}
      toolId="net-worth"
      lead="A snapshot of what you own minus what you owe, with the ratios that matter early in a legal career. Save snapshots to watch the trend."
      renderResults={(r, _values, ctx) => <Results r={r} ctx={ctx} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
