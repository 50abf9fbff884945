import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PslfTrackerView } from '../../../features/pslf/components/pslf-tracker.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/pslf-tracker: the member's PSLF progress, kept between visits (decision 401). */
export default function PslfTrackerPage({ route }: PageProps) {
  return (
    <>
      <PageHeader
        eyebrow="Member tools"
        title={route.heading}
        lead="Your qualifying employers, the employment certifications you submitted and your payments toward the 120 that Public Service Loan Forgiveness requires."
      />
      <div className="container-page max-w-4xl py-10">
        <PslfTrackerView />
      </div>
    </>
  );
}
