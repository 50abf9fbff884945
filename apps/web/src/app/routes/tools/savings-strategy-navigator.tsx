import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { SavingsNavigator } from '../../../features/money-tools/components/savings-navigator.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/savings-strategy-navigator: public, no login, no network calls (spec §6, §7). */
export default function SavingsStrategyNavigatorPage({ route }: PageProps) {
  return (
    <>
      <PageHeader eyebrow="Free tool" title={route.heading} lead="Determine your optimal savings allocation based on your situation and goals." />
      <div className="container-page py-10">
        <SavingsNavigator />
        <EducationNote className="mt-10" />
      </div>
    </>
  );
}
