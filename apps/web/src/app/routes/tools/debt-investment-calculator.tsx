import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { DebtInvestmentCalculatorTool } from '../../../features/tools/debt-investment-calculator/debt-investment-calculator-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/debt-investment-calculator: the tool is in features/tools/debt-investment-calculator (decision 382). */
export default function DebtInvestmentCalculatorPage({ route }: PageProps) {
  return <DebtInvestmentCalculatorTool route={route} footer={<EducationNote className="mt-10" />} />;
}
