import { EmergencyFundTool } from '../../../features/tools/emergency-fund/emergency-fund-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/emergency-fund: the tool is in features/tools/emergency-fund (decision 382). */
export default function EmergencyFundPage({ route }: PageProps) {
  return <EmergencyFundTool route={route} />;
}
