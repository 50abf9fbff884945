import type { EmergencyFundResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { prefill } from './prefill.ts';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';

/**
 * The Emergency Fund Calculator, whole: one folder per tool (fields and engine in the domain's
 * tools/emergency-fund.ts; here the results, the summary and the profile pre-fill), and a route
 * file of a few lines (decision 382).
 */
export function EmergencyFundTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<EmergencyFundResult>
      route={route}
      toolId="emergency-fund"
      lead="Size a cash reserve in months of essential expenses, adjusted for how stable your legal job is, your household and your insurance."
      prefill={prefill}
      renderResults={(r) => <Results r={r} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
