import type { PracticeAreaResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';
import { prefill } from './prefill.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and profile pre-fill (decision 382). */
export function PracticeAreaAssessmentTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<PracticeAreaResult>
      route={route}
      toolId="practice-area-assessment"
      lead="A structured self-assessment of a move to another practice area: readiness on five dimensions, your biggest gaps and the next steps. A reflection aid, not a validated test."
      prefill={prefill}
      renderResults={(r) => <Results r={r} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
