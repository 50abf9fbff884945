import { EstimatedTaxNavigatorTool } from '../../../features/tools/estimated-tax-navigator/estimated-tax-navigator-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/estimated-tax-navigator: the tool is in features/tools/estimated-tax-navigator (decision 382). */
export default function EstimatedTaxNavigatorPage({ route }: PageProps) {
  return <EstimatedTaxNavigatorTool route={route} />;
}
