import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { StudentLoanVsInvestingTool } from '../../../features/tools/student-loan-vs-investing-navigator/student-loan-vs-investing-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/student-loan-vs-investing-navigator: the tool is in features/tools/student-loan-vs-investing-navigator (decision 382). */
export default function StudentLoanVsInvestingPage(_: PageProps) {
  return <StudentLoanVsInvestingTool footer={<EducationNote className="mt-8" />} />;
}
