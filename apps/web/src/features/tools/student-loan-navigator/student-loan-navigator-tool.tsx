import type { StudentLoanResult, RouteDef } from '@awc/domain';
import { ToolPage } from '../components/tool-page.tsx';
import { AidImport } from './aid-import.tsx';
import { Results } from './results.tsx';
import { summarize, summary } from './summary.ts';
import { prefill } from './prefill.ts';

/** The tool's page: the shared ToolPage with this tool's results, summary and profile pre-fill (decision 382). */
export function StudentLoanNavigatorTool({ route }: { route: RouteDef }) {
  return (
    <ToolPage<StudentLoanResult>
      route={route}
      toolId="student-loan-navigator"
      lead="Compare the federal repayment plans open to you after July 1, 2026: payment now, total cost, PSLF timing and the tax on any forgiveness."
      prefill={prefill}
      beforeInputs={(apply) => <AidImport apply={apply} />}
      renderResults={(r, values) => <Results r={r} values={values} />}
      summary={summary}
      summarize={summarize}
    />
  );
}
