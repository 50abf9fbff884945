import { formatDollars, pslfValueOf, type RouteDef } from '@awc/domain';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useScenarios } from '../scenarios/api/scenarios-api.ts';
import { PslfTrackerView } from './pslf-tracker.tsx';

/** The navigator's PSLF value with the tracker's count, from the member's latest saved navigator scenario. */
function NavigatorValue({ count }: { count: number }) {
  const { scenarios } = useScenarios('student-loan-navigator');
  const latest = scenarios?.[0];
  const v = latest ? pslfValueOf(latest.input, count) : null;
  if (!latest || !v) return null;
  return (
    <p data-testid="pslf-tracker-value">
      PSLF value: <strong>{formatDollars(v.value)}</strong>, the present value of the {formatDollars(v.forgiven)} the Student Loan Navigator projects
      forgiven tax-free, for your saved scenario “{latest.name}” with this count.
    </p>
  );
}

/** The PSLF Tracker page: the member's PSLF progress, kept between visits (decision 401). */
export function PslfTrackerTool({ route }: { route: RouteDef }) {
  return (
    <>
      <PageHeader
        eyebrow="Member tools"
        title={route.heading}
        lead="Your qualifying employers, the employment certifications you submitted and your payments toward the 120 that Public Service Loan Forgiveness requires."
      />
      <div className="container-page max-w-4xl py-10">
        <PslfTrackerView valueFor={(count) => <NavigatorValue count={count} />} />
      </div>
    </>
  );
}
