import { InsuranceNeedsTool } from '../../../features/tools/insurance-needs-analysis/insurance-needs-analysis-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /admin/insurance-needs-analysis: the tool is in features/tools/insurance-needs-analysis (decision 382). */
export default function InsuranceNeedsPage({ route }: PageProps) {
  return <InsuranceNeedsTool route={route} />;
}
