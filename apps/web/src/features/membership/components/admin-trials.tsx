import {
  describeTrialLeft,
  MAX_TRIAL_DAYS,
  PLAN_LABELS,
  PLANS,
  type Plan,
  TRIAL_MESSAGES,
  type TrialOutcome,
  type TrialSettings,
  trialDaysLeft,
} from '@awc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { adminBillingKeys, fetchTrials, fetchTrialSettings, saveTrialSettings } from '../api/admin-billing-api.ts';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const OUTCOME: Record<TrialOutcome, { label: string; tone: 'success' | 'warning' | 'neutral' | 'danger' }> = {
  trialing: { label: 'In trial', tone: 'success' },
  converted: { label: 'Converted', tone: 'neutral' },
  lapsed: { label: 'Lapsed', tone: 'warning' },
  unpaid: { label: 'First charge failed', tone: 'danger' },
};

/** Whole days from 0 to the maximum, checked here as the server checks them (same message). */
const parseDays = (text: string): number | null => (/^\d{1,2}$/.test(text.trim()) && Number(text) <= MAX_TRIAL_DAYS ? Number(text) : null);

/** The console's Trials section: each plan's trial length, and every trial with its outcome. */
export const AdminTrials = () => (
  <div className="space-y-6">
    <TrialSettingsForm />
    <TrialList />
  </div>
);

const TrialSettingsForm = () => {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: adminBillingKeys.trialSettings, queryFn: fetchTrialSettings });
  const [values, setValues] = useState<Record<Plan, string> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Plan, string>>>({});
  // Filled from the first answer only: a background refetch must not overwrite what is being typed.
  useEffect(() => {
    if (settings.data) setValues((v) => v ?? { monthly: String(settings.data.monthly), annual: String(settings.data.annual) });
  }, [settings.data]);
  const save = useMutation({
    mutationFn: saveTrialSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminBillingKeys.trialSettings, saved);
      toast.success(TRIAL_MESSAGES.saved);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fieldErrors) {
        setErrors({ monthly: e.fieldErrors.monthly?.[0], annual: e.fieldErrors.annual?.[0] });
      } else toastError(e);
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!values) return;
    const parsed = { monthly: parseDays(values.monthly), annual: parseDays(values.annual) };
    const next: Partial<Record<Plan, string>> = {};
    for (const plan of PLANS) if (parsed[plan] === null) next[plan] = TRIAL_MESSAGES.trialDays;
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(parsed as TrialSettings);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Free trials</CardTitle>
        <CardDescription>
          Days of free trial a new member gets on each plan before the first charge (0 for none). One trial per person: an account or email address
          that had one gets none again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <p role="alert" className="text-sm text-danger-700">
            Trial settings could not be loaded.
          </p>
        ) : !values ? (
          <Spinner />
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-4">
            {PLANS.map((plan) => (
              <FormField key={plan} label={`${PLAN_LABELS[plan]} plan: trial days`} error={errors[plan]} className="w-52">
                <Input
                  inputMode="numeric"
                  value={values[plan]}
                  onChange={(e) => setValues((v) => (v ? { ...v, [plan]: e.target.value } : v))}
                  maxLength={3}
                />
              </FormField>
            ))}
            <Button type="submit" className="mt-7" loading={save.isPending}>
              Save trials
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
};

const TrialList = () => {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'trialing' | 'all'>('trialing');
  const trials = useQuery({ queryKey: adminBillingKeys.trials(q, status), queryFn: () => fetchTrials(q, status) });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Trials</CardTitle>
        <CardDescription>Members in a free trial, and how earlier trials ended.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <search>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setQ(input.trim());
            }}
            className="flex flex-wrap items-end gap-2"
          >
            <div className="flex min-w-60 flex-1 flex-col gap-1.5">
              <Label htmlFor="admin-trial-search">Search trials by name or email</Label>
              <Input id="admin-trial-search" type="search" value={input} maxLength={200} onChange={(e) => setInput(e.target.value)} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="admin-trial-status">Show</Label>
              <Select
                id="admin-trial-status"
                value={status}
                onValueChange={(v) => setStatus(v === 'all' ? 'all' : 'trialing')}
                options={[
                  { value: 'trialing', label: 'Members in a trial' },
                  { value: 'all', label: 'Every trial' },
                ]}
              />
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
        </search>
        {trials.isPending ? (
          <Spinner />
        ) : trials.isError ? (
          <p role="alert" className="text-sm text-danger-700">
            Trials could not be loaded.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Trials ({trials.data.trials.length})</caption>
              <thead className="border-b border-line text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Member
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Plan
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Started
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Ends
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {trials.data.trials.map((row) => (
                  <tr key={row.id}>
                    <td className="py-2 pr-4">
                      <span className="font-medium text-navy-900">{row.name ?? 'Deleted account'}</span>
                      <br />
                      {row.email}
                    </td>
                    <td className="py-2 pr-4">{row.plan === 'annual' ? 'Annual' : 'Monthly'}</td>
                    <td className="whitespace-nowrap py-2 pr-4">{day(row.startedAt)}</td>
                    <td className="whitespace-nowrap py-2 pr-4">
                      {day(row.trialEndsAt)}
                      {row.outcome === 'trialing' && (
                        <span className="block text-ink-muted">{describeTrialLeft(trialDaysLeft(row.trialEndsAt))}</span>
                      )}
                    </td>
                    <td className="py-2">
                      <Badge tone={OUTCOME[row.outcome].tone}>{OUTCOME[row.outcome].label}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {trials.data.trials.length === 0 && <p className="py-4 text-sm text-ink-muted">No trials match.</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
};
