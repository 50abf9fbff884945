import { PslfTrackerTool } from '../../../features/tools/pslf-tracker/pslf-tracker-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/pslf-tracker: the tool is in features/tools/pslf-tracker (decision 382). */
export default function PslfTrackerPage({ route }: PageProps) {
  return <PslfTrackerTool route={route} />;
}
