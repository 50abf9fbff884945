import { CreditFactorsTool } from '../../../features/tools/credit-score-factors-explorer/credit-score-factors-explorer-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /admin/credit-score-factors-explorer: the tool is in features/tools/credit-score-factors-explorer (decision 382). */
export default function CreditFactorsPage({ route }: PageProps) {
  return <CreditFactorsTool route={route} />;
}
