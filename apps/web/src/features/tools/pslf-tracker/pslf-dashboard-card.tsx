import { isoDay, PSLF_REQUIRED_COUNT, PSLF_TRACKER_PATH, pslfProgress } from '@awc/domain';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { usePslfTracker } from './pslf-api.ts';
import { PslfRing, projectionSentence } from './pslf-progress.tsx';

/**
 * The dashboard's PSLF card (mounted through DASHBOARD_SLOTS): payments counted out of 120 and the
 * projected date. Members who keep no tracker see nothing here; the tools hub offers the tracker.
 */
export function PslfDashboardCard() {
  const { tracker, error } = usePslfTracker();
  if (error || !tracker) return null;
  if (!tracker.count && tracker.employers.length === 0 && tracker.certifications.length === 0) return null;
  const p = pslfProgress(tracker, isoDay(new Date()));
  return (
    <Card data-testid="pslf-dashboard-card">
      <CardHeader className="flex-row items-center justify-between gap-4">
        <CardTitle>PSLF progress</CardTitle>
        <Link to={PSLF_TRACKER_PATH} className="shrink-0 text-sm font-medium text-navy-700 underline underline-offset-4">
          Open tracker
        </Link>
      </CardHeader>
      {/* The ring's centered figures need about 160 px; the sentence goes under it in a narrow column. */}
      <CardContent className="flex flex-wrap items-center justify-center gap-4">
        <div className="shrink-0">
          <PslfRing progress={p} size={160} />
        </div>
        <div className="min-w-[10rem] flex-1 space-y-1 text-sm leading-relaxed">
          <p className="font-semibold text-navy-900" data-testid="pslf-dashboard-count">
            {p.estimated} of {PSLF_REQUIRED_COUNT} qualifying payments
          </p>
          <p className="text-ink-muted" data-testid="pslf-dashboard-projection">
            {projectionSentence(p)}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
