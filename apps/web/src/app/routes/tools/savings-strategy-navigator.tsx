import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { SavingsStrategyNavigatorTool } from '../../../features/tools/savings-strategy-navigator/savings-strategy-navigator-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/savings-strategy-navigator: the tool is in features/tools/savings-strategy-navigator (decision 382). */
export default function SavingsStrategyNavigatorPage({ route }: PageProps) {
  return <SavingsStrategyNavigatorTool route={route} footer={<EducationNote className="mt-10" />} />;
}
