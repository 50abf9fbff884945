import { StockOptionExplainerTool } from '../../../features/tools/stock-option-explainer/stock-option-explainer-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/stock-option-explainer and /admin/stock-option-explainer: the tool is in features/tools/stock-option-explainer (decision 382). */
export default function StockOptionExplainerPage({ route }: PageProps) {
  return <StockOptionExplainerTool route={route} />;
}
