import { JobOfferChecklistTool } from '../../../features/tools/job-offer-checklist/job-offer-checklist-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/job-offer-checklist: the tool is in features/tools/job-offer-checklist (decision 382). */
export default function JobOfferChecklistPage({ route }: PageProps) {
  return <JobOfferChecklistTool route={route} />;
}
