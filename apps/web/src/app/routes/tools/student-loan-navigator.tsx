import { StudentLoanNavigatorTool } from '../../../features/tools/student-loan-navigator/student-loan-navigator-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/student-loan-navigator: the tool is in features/tools/student-loan-navigator (decision 382). */
export default function StudentLoanNavigatorPage({ route }: PageProps) {
  return <StudentLoanNavigatorTool route={route} />;
}
