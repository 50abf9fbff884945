import { PageHeader } from '../../../components/ui/page-header.tsx';
import { DebtInvestCalculator } from '../../../features/money-tools/components/debt-invest-calculator.tsx';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/debt-investment-calculator: public, no login, no network calls (spec §6, §7). */
export default function DebtInvestmentCalculatorPage({ route }: PageProps) {
  return (
    <>
      <PageHeader
        eyebrow="Free tool"
        title={route.heading}
        lead="Should your spare cash pay down student loans and other debt, or be invested? Compare both paths over your horizon, with context for your practice setting."
      />
      <div className="container-page py-10">
        <DebtInvestCalculator />
        <EducationNote className="mt-10" />
      </div>
    </>
  );
}
