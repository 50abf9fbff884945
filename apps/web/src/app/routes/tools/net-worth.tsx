import { NetWorthTool } from '../../../features/tools/net-worth/net-worth-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/net-worth: the tool is in features/tools/net-worth (decision 382). */
export default function NetWorthPage({ route }: PageProps) {
  return <NetWorthTool route={route} />;
}
