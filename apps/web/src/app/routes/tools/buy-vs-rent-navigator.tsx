import { BuyVsRentNavigatorTool } from '../../../features/tools/buy-vs-rent-navigator/buy-vs-rent-navigator-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/buy-vs-rent-navigator: the tool is in features/tools/buy-vs-rent-navigator (decision 382). */
export default function BuyVsRentNavigatorPage({ route }: PageProps) {
  return <BuyVsRentNavigatorTool route={route} />;
}
