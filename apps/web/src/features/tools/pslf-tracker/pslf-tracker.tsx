import {
  isoDay,
  PSLF_MESSAGES,
  PSLF_PLAN_LABELS,
  PSLF_PLANS,
  PSLF_REQUIRED_COUNT,
  type PslfCertification,
  PslfCertificationInputSchema,
  PslfCountInputSchema,
  type PslfEmployer,
  PslfEmployerInputSchema,
  type PslfPlan,
  type PslfTracker,
  pslfDateName,
  pslfProgress,
} from '@awc/domain';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { fieldClasses, Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  addPslfCertification,
  addPslfEmployer,
  deletePslfCertification,
  deletePslfEmployer,
  savePslfCount,
  updatePslfCertification,
  updatePslfEmployer,
  usePslfTracker,
} from './pslf-api.ts';
import { countValue, type Errors, firstErrors, serverErrors } from './pslf-form-helpers.ts';
import { countSentence, PslfRing, projectionSentence } from './pslf-progress.tsx';

const NAVIGATOR = '/tools/student-loan-navigator';

/** The navigator with PSLF on and this count (it takes 0–119: at 120 it says to apply). */
const navigatorHref = (count: number) =>
  `${NAVIGATOR}?${new URLSearchParams({ pslfTrack: 'true', pslfQualifyingPaymentsToDate: String(Math.min(count, PSLF_REQUIRED_COUNT - 1)) })}`;

/** Runs a save: field messages under the fields on a 400, any other failure as the form's message. */
const useSave = () => {
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (check: () => Errors | null, save: () => Promise<unknown>) => {
    setFormError(null);
    const bad = check();
    if (bad) {
      setErrors(bad);
      return false;
    }
    setBusy(true);
    try {
      await save();
      setErrors({});
      return true;
    } catch (e) {
      const fields = serverErrors(e);
      if (fields && Object.keys(fields).length) setErrors(fields);
      else setFormError(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  // A message goes once its field is edited: it described the value that was there.
  const clear = (field: string) => setErrors((e) => (field in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)) : e));
  return { errors, formError, busy, run, clear };
};

/**
 * A form's draft of typed strings. `bind(key)` wires an input or select to one of them and drops
 * that field's message as the person edits it, since the message described the old value.
 */
const useDraft = <D extends Record<string, string>>(initial: () => D, clear: (field: string) => void) => {
  const [d, setD] = useState(initial);
  const bind = (key: keyof D & string) => ({
    value: d[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      clear(key);
      setD({ ...d, [key]: e.target.value });
    },
  });
  return { d, setD, bind };
};

function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="text-sm font-medium text-danger-700" role="alert">
      {message}
    </p>
  ) : null;
}

function Progress({ tracker, valueFor }: { tracker: PslfTracker; valueFor?: (count: number) => ReactNode }) {
  const p = pslfProgress(tracker, isoDay(new Date()));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Progress toward forgiveness</CardTitle>
      </CardHeader>
      <CardContent className="grid items-center gap-6 sm:grid-cols-[auto_1fr]">
        <div data-testid="pslf-tracker-ring" className="justify-self-center">
          <PslfRing progress={p} />
        </div>
        <div className="space-y-3 text-sm leading-relaxed">
          <p className="text-base font-semibold text-navy-900" data-testid="pslf-tracker-count">
            {p.estimated} of {PSLF_REQUIRED_COUNT} qualifying payments
          </p>
          <p data-testid="pslf-tracker-projection">{projectionSentence(p)}</p>
          <p className="text-ink-muted" data-testid="pslf-tracker-basis">
            {countSentence(tracker, p)}
          </p>
          {p.certificationDue && (
            <p data-testid="pslf-tracker-certify">
              Next employment certification: <strong>{pslfDateName(p.certificationDue)}</strong>
              {p.certificationDue < isoDay(new Date()) ? ' (overdue)' : ''}. Submit the PSLF form on studentaid.gov once a year and record it below.
            </p>
          )}
          {valueFor?.(p.estimated)}
          <p>
            <Link
              className="font-medium text-navy-700 underline underline-offset-4"
              to={navigatorHref(p.estimated)}
              data-testid="pslf-navigator-link"
            >
              See the amount forgiven and its present value in the Student Loan Navigator
            </Link>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function CountForm({ tracker, onSaved }: { tracker: PslfTracker; onSaved: () => Promise<void> }) {
  const uid = useId().replace(/:/g, '');
  const c = tracker.count;
  const [saved, setSaved] = useState('');
  const s = useSave();
  const { d, bind } = useDraft(
    () => ({ qualifyingPayments: c ? String(c.qualifyingPayments) : '', asOf: c?.asOf ?? isoDay(new Date()), repaymentPlan: c?.repaymentPlan ?? '' }),
    s.clear,
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved('');
    const input = {
      qualifyingPayments: countValue(d.qualifyingPayments),
      asOf: d.asOf,
      source: 'entered',
      repaymentPlan: d.repaymentPlan === '' ? null : d.repaymentPlan,
    };
    const ok = await s.run(
      () => {
        const r = PslfCountInputSchema.safeParse(input);
        return r.success ? null : firstErrors(r.error.issues);
      },
      async () => {
        await savePslfCount(PslfCountInputSchema.parse(input));
        await onSaved();
      },
    );
    if (ok) setSaved('Count saved.');
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Qualifying payments so far</CardTitle>
        <CardDescription>
          {c?.source === 'import'
            ? `Filled in from your federal aid file of ${pslfDateName(c.asOf)}. Change it when your servicer’s count changes.`
            : 'Your count from studentaid.gov or your servicer. The Student Loan Navigator can fill it in from your federal aid file.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-3" aria-label="Qualifying payments so far">
          <FormField id={`${uid}-n`} label="Qualifying payments" error={s.errors.qualifyingPayments}>
            <Input inputMode="numeric" autoComplete="off" maxLength={6} {...bind('qualifyingPayments')} />
          </FormField>
          <FormField id={`${uid}-d`} label="As of" error={s.errors.asOf}>
            <Input type="date" {...bind('asOf')} />
          </FormField>
          <FormField id={`${uid}-p`} label="Repayment plan" error={s.errors.repaymentPlan}>
            <select className={fieldClasses(Boolean(s.errors.repaymentPlan), 'h-11')} {...bind('repaymentPlan')}>
              <option value="">Not given</option>
              {PSLF_PLANS.map((p) => (
                <option key={p} value={p}>
                  {PSLF_PLAN_LABELS[p as PslfPlan]}
                </option>
              ))}
            </select>
          </FormField>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
            <Button type="submit" size="sm" loading={s.busy}>
              Save count
            </Button>
            <FormError message={s.formError} />
            {saved && (
              <p className="text-sm font-medium text-success-700" role="status">
                {saved}
              </p>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

type EmployerDraft = { name: string; startDate: string; endDate: string };
const employerDraft = (e?: PslfEmployer): EmployerDraft => ({ name: e?.name ?? '', startDate: e?.startDate ?? '', endDate: e?.endDate ?? '' });

function EmployerForm({ employer, onDone, onCancel }: { employer?: PslfEmployer; onDone: () => Promise<void>; onCancel?: () => void }) {
  const uid = useId().replace(/:/g, '');
  const s = useSave();
  const { d, setD, bind } = useDraft(() => employerDraft(employer), s.clear);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await s.run(
      () => {
        const r = PslfEmployerInputSchema.safeParse(d);
        return r.success ? null : firstErrors(r.error.issues);
      },
      async () => {
        const input = PslfEmployerInputSchema.parse(d);
        if (employer) await updatePslfEmployer(employer.id, input);
        else await addPslfEmployer(input);
        await onDone();
      },
    );
    if (ok && !employer) setD(employerDraft());
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-3" aria-label={employer ? `Edit ${employer.name}` : 'Add an employer'}>
      <FormField id={`${uid}-name`} label="Employer" error={s.errors.name} className="sm:col-span-3">
        <Input autoComplete="organization" maxLength={200} {...bind('name')} />
      </FormField>
      <FormField id={`${uid}-start`} label="Started" error={s.errors.startDate}>
        <Input type="date" {...bind('startDate')} />
      </FormField>
      <FormField id={`${uid}-end`} label="Ended" description="Leave blank if you still work there." error={s.errors.endDate}>
        <Input type="date" {...bind('endDate')} />
      </FormField>
      <div className="flex flex-wrap items-end gap-2 sm:pb-6">
        <Button type="submit" size="sm" loading={s.busy}>
          {employer ? 'Save employer' : 'Add employer'}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      <div className="sm:col-span-3">
        <FormError message={s.formError} />
      </div>
    </form>
  );
}

function Employers({ tracker, onChange }: { tracker: PslfTracker; onChange: () => Promise<void> }) {
  return (
    <RecordList
      title="Qualifying employers"
      description="Government organizations, 501(c)(3) not-for-profits and some other not-for-profits, full time (30 hours a week or more)."
      emptyText="No employers yet."
      testId="pslf-employers"
      items={tracker.employers}
      onChange={onChange}
      remove={(e) => deletePslfEmployer(e.id)}
      view={(e) => (
        <>
          <p className="font-medium text-navy-900">{e.name}</p>
          <p className="text-sm text-ink-muted">
            {pslfDateName(e.startDate)} to {e.endDate ? pslfDateName(e.endDate) : 'now'}
          </p>
        </>
      )}
      editLabel={(e) => `Edit ${e.name}`}
      removeLabel={(e) => `Remove ${e.name}`}
      editForm={(e, done) => <EmployerForm employer={e} {...done} />}
      addTitle="Add an employer"
      addForm={<EmployerForm onDone={onChange} />}
    />
  );
}

/**
 * A card of saved records (employers, certifications): each is shown with Edit and Remove, edited
 * in place, and a form at the foot adds one. A failed removal is shown under the list.
 */
function RecordList<T extends { id: string }>({
  title,
  description,
  emptyText,
  testId,
  items,
  onChange,
  remove,
  view,
  editLabel,
  removeLabel,
  editForm,
  addTitle,
  addForm,
}: {
  /** Also the list's accessible name. */
  title: string;
  description: string;
  emptyText: string;
  testId: string;
  items: T[];
  onChange: () => Promise<void>;
  remove: (item: T) => Promise<unknown>;
  view: (item: T) => ReactNode;
  editLabel: (item: T) => string;
  removeLabel: (item: T) => string;
  editForm: (item: T, done: { onCancel: () => void; onDone: () => Promise<void> }) => ReactNode;
  addTitle: string;
  addForm: ReactNode;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const removeItem = async (item: T) => {
    setError(null);
    try {
      await remove(item);
      await onChange();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {items.length === 0 ? (
          <p className="text-sm text-ink-muted">{emptyText}</p>
        ) : (
          <ul className="divide-y divide-line" aria-label={title} data-testid={testId}>
            {items.map((item) => (
              <li key={item.id} className="py-3">
                {editing === item.id ? (
                  editForm(item, {
                    onCancel: () => setEditing(null),
                    onDone: async () => {
                      setEditing(null);
                      await onChange();
                    },
                  })
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div>{view(item)}</div>
                    <div className="flex gap-2">
                      <Button size="sm" variant="secondary" onClick={() => setEditing(item.id)} aria-label={editLabel(item)}>
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => void removeItem(item)} aria-label={removeLabel(item)}>
                        Remove
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <FormError message={error} />
        <div className="rounded-lg border border-line bg-paper p-4">
          <h3 className="mb-3 text-sm font-semibold text-navy-900">{addTitle}</h3>
          {addForm}
        </div>
      </CardContent>
    </Card>
  );
}

type CertDraft = { employerId: string; certifiedOn: string; paymentsCredited: string };
const certDraft = (c?: PslfCertification): CertDraft => ({
  employerId: c?.employerId ?? '',
  certifiedOn: c?.certifiedOn ?? '',
  paymentsCredited: c ? String(c.paymentsCredited) : '',
});

function CertificationForm({
  employers,
  certification,
  onDone,
  onCancel,
}: {
  employers: PslfEmployer[];
  certification?: PslfCertification;
  onDone: () => Promise<void>;
  onCancel?: () => void;
}) {
  const uid = useId().replace(/:/g, '');
  // With one employer listed, a new certification is most likely for it.
  const s = useSave();
  const { d, setD, bind } = useDraft(
    () => (certification ? certDraft(certification) : { ...certDraft(), employerId: employers.length === 1 ? (employers[0]?.id ?? '') : '' }),
    s.clear,
  );
  const input = () => ({
    employerId: d.employerId === '' ? null : d.employerId,
    certifiedOn: d.certifiedOn,
    paymentsCredited: countValue(d.paymentsCredited),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await s.run(
      () => {
        const r = PslfCertificationInputSchema.safeParse(input());
        return r.success ? null : firstErrors(r.error.issues);
      },
      async () => {
        const parsed = PslfCertificationInputSchema.parse(input());
        if (certification) await updatePslfCertification(certification.id, parsed);
        else await addPslfCertification(parsed);
        await onDone();
      },
    );
    if (ok && !certification) setD({ ...certDraft(), employerId: d.employerId });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-3"
      aria-label={certification ? 'Edit certification' : 'Record a certification'}
    >
      <FormField id={`${uid}-emp`} label="Employer certified" error={s.errors.employerId}>
        <select className={fieldClasses(Boolean(s.errors.employerId), 'h-11')} {...bind('employerId')}>
          <option value="">Not in my list</option>
          {employers.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${uid}-on`} label="Date processed" error={s.errors.certifiedOn}>
        <Input type="date" {...bind('certifiedOn')} />
      </FormField>
      <FormField id={`${uid}-n`} label="Payments credited" error={s.errors.paymentsCredited}>
        <Input inputMode="numeric" autoComplete="off" maxLength={6} {...bind('paymentsCredited')} />
      </FormField>
      <div className="flex flex-wrap items-center gap-2 sm:col-span-3">
        <Button type="submit" size="sm" loading={s.busy}>
          {certification ? 'Save certification' : 'Record certification'}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <FormError message={s.formError} />
      </div>
    </form>
  );
}

function Certifications({ tracker, onChange }: { tracker: PslfTracker; onChange: () => Promise<void> }) {
  const nameOf = (id: string | null) => tracker.employers.find((e) => e.id === id)?.name ?? 'Employer not in your list';
  return (
    <RecordList
      title="Employment certifications"
      description="Each PSLF form your servicer processed, and the qualifying payments it credited. Those after your count’s date are added to it."
      emptyText="No certifications recorded yet."
      testId="pslf-certifications"
      items={tracker.certifications}
      onChange={onChange}
      remove={(c) => deletePslfCertification(c.id)}
      view={(c) => (
        <>
          <p className="font-medium text-navy-900">
            {pslfDateName(c.certifiedOn)}: {c.paymentsCredited} {c.paymentsCredited === 1 ? 'payment' : 'payments'} credited
          </p>
          <p className="text-sm text-ink-muted">{nameOf(c.employerId)}</p>
        </>
      )}
      editLabel={(c) => `Edit the certification of ${pslfDateName(c.certifiedOn)}`}
      removeLabel={(c) => `Remove the certification of ${pslfDateName(c.certifiedOn)}`}
      editForm={(c, done) => <CertificationForm employers={tracker.employers} certification={c} {...done} />}
      addTitle="Record a certification"
      addForm={<CertificationForm key={tracker.employers.map((e) => e.id).join()} employers={tracker.employers} onDone={onChange} />}
    />
  );
}

/**
 * The PSLF tracker (decision 401): progress toward 120 with the projected date, the count, the
 * qualifying employers and the certifications. `valueFor` shows the navigator's PSLF value for a
 * count (the page composes it from the member's saved navigator scenario). Every change is saved at once and checked by the
 * same schemas on the server; the progress is recomputed from what was saved.
 */
export function PslfTrackerView({ valueFor }: { valueFor?: (count: number) => ReactNode }) {
  const { tracker, error, reload } = usePslfTracker();
  if (error && !tracker)
    return (
      <Alert tone="danger" title="Your PSLF tracker could not be loaded">
        <p>{errorMessage(error)}</p>
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => void reload()}>
          Try again
        </Button>
      </Alert>
    );
  if (!tracker) return <Spinner label="Loading your PSLF tracker..." />;
  return (
    <div className="grid gap-6" data-testid="pslf-tracker">
      <Progress tracker={tracker} valueFor={valueFor} />
      <CountForm tracker={tracker} onSaved={reload} />
      <Employers tracker={tracker} onChange={reload} />
      <Certifications tracker={tracker} onChange={reload} />
      <p className="text-xs leading-relaxed text-ink-muted">
        Education only, not advice. Your servicer’s count and studentaid.gov decide which payments qualify. {PSLF_MESSAGES.countTooHigh}: once you
        reach them, apply for forgiveness on studentaid.gov.
      </p>
    </div>
  );
}
