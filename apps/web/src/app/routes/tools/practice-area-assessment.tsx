import { PracticeAreaAssessmentTool } from '../../../features/tools/practice-area-assessment/practice-area-assessment-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/practice-area-assessment: the tool is in features/tools/practice-area-assessment (decision 382). */
export default function PracticeAreaAssessmentPage({ route }: PageProps) {
  return <PracticeAreaAssessmentTool route={route} />;
}
