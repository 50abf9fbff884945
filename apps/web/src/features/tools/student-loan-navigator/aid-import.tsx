import { isoDay, PSLF_EARLIEST_DATE, PSLF_TRACKER_PATH, type PslfPlan, type RawInput } from '@awc/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { getPslfTracker, savePslfCount } from '../pslf-tracker/pslf-api.ts';
import { type ConfirmedImport, StudentAidImport } from '../components/student-aid-import.tsx';

/**
 * The aid-file import, with the choice to keep the file's PSLF count in the member's PSLF tracker
 * (decision 401): only the count, its date and the plan, and only when the member confirms.
 */
export function AidImport({ apply }: { apply: (raw: RawInput) => void }) {
  const uid = useId().replace(/:/g, '');
  const [keep, setKeep] = useState(true);
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const onConfirm = async (c: ConfirmedImport) => {
    apply(c.raw);
    setSaved(null);
    setFailed(null);
    const count = c.suggestions.pslfQualifyingPayments;
    if (!keep || count === null) return;
    const today = isoDay(new Date());
    const asOf = c.fileDate && c.fileDate >= PSLF_EARLIEST_DATE && c.fileDate <= today ? c.fileDate : today;
    try {
      // The file names no plan but PAYE and ICR enrollment: keep a plan the member gave before.
      const plan: PslfPlan | null = c.suggestions.payeEnrolled
        ? 'paye'
        : c.suggestions.icrEnrolled
          ? 'icr'
          : ((await getPslfTracker()).count?.repaymentPlan ?? null);
      await savePslfCount({ qualifyingPayments: count, asOf, source: 'import', repaymentPlan: plan });
      setSaved(`Saved ${count} qualifying ${count === 1 ? 'payment' : 'payments'} to your PSLF tracker.`);
    } catch (e) {
      setFailed(`Your PSLF tracker was not updated: ${errorMessage(e)}`);
    }
  };
  return (
    <>
      <StudentAidImport
        onConfirm={onConfirm}
        confirmExtras={(s) =>
          (s.pslfQualifyingPayments ?? 0) > 0 ? (
            <div className="flex items-center gap-2">
              <Checkbox id={`${uid}-keep`} checked={keep} onCheckedChange={setKeep} />
              <label htmlFor={`${uid}-keep`} className="text-sm text-ink">
                Save the PSLF count to my PSLF tracker
              </label>
            </div>
          ) : null
        }
      />
      {saved && (
        <p className="-mt-4 mb-6 text-sm font-medium text-success-700" role="status" data-testid="pslf-saved">
          {saved}{' '}
          <Link to={PSLF_TRACKER_PATH} className="text-navy-700 underline underline-offset-4">
            Open your PSLF tracker
          </Link>
        </p>
      )}
      {failed && (
        <p className="-mt-4 mb-6 text-sm font-medium text-danger-700" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}

// Government and public-interest settings are the usual PSLF employers; the member can untick it.
