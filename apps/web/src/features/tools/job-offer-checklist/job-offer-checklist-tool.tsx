import type { JobOfferResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and key figures (decision 382). */
export function JobOfferChecklistTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<JobOfferResult>
      route={route}
      toolId="job-offer-checklist"
      lead="Compare two legal job offers line by line: a like-for-like annual value, an effective hourly rate and a weighted score of what matters to you."
      renderResults={(r, values) => <Results r={r} values={values} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
