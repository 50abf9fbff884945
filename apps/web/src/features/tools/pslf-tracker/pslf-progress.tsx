import { PSLF_REQUIRED_COUNT, type PslfProgress, type PslfTracker, pslfDateName, pslfMonthName } from '@awc/domain';
import { GaugeChart } from '../../../components/ui/charts/gauge.tsx';
import { TONE } from '../../../components/ui/charts/palette.ts';

/** The sentence under the ring: the projected date, "apply now", or what is missing for a projection. */
export const projectionSentence = (p: PslfProgress): string =>
  p.canApplyNow
    ? 'You may be eligible to apply now.'
    : p.projectedMonth
      ? `Projected forgiveness: ${pslfMonthName(p.projectedMonth)}, after ${p.remaining} more qualifying ${p.remaining === 1 ? 'payment' : 'payments'}.`
      : 'Add the qualifying employer you work for now to project a forgiveness date.';

/** Where the count comes from, in one line. */
export const countSentence = (t: PslfTracker, p: PslfProgress): string => {
  const parts: string[] = [];
  if (t.count)
    parts.push(
      `${t.count.qualifyingPayments} counted ${t.count.source === 'import' ? 'in your federal aid file' : 'as you entered'} on ${pslfDateName(t.count.asOf)}`,
    );
  const later = p.counted - (t.count?.qualifyingPayments ?? 0);
  if (later > 0) parts.push(`${later} credited by certifications since`);
  if (p.sinceCounted > 0)
    parts.push(`${p.sinceCounted} ${p.sinceCounted === 1 ? 'month' : 'months'} at a qualifying employer since then, not yet certified`);
  return parts.length
    ? `${parts.join('; ')}.`
    : 'Nothing counted yet: enter your count, or fill it in from your federal aid file in the Student Loan Navigator.';
};

/** The ring (x / 120) with the projected date; the tracker page and the dashboard card both show it. */
export function PslfRing({ progress, size = 180 }: { progress: PslfProgress; size?: number }) {
  return (
    <GaugeChart
      variant="ring"
      size={size}
      title={`PSLF qualifying payments: ${progress.estimated} of ${PSLF_REQUIRED_COUNT}`}
      value={progress.estimated}
      max={PSLF_REQUIRED_COUNT}
      valueLabel="qualifying payments"
      display={`${progress.estimated} / ${PSLF_REQUIRED_COUNT}`}
      valueColor={TONE.success}
    />
  );
}
