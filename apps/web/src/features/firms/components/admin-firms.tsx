import { type AdminFirmDto, FIRM_LIMITS, FirmCreateSchema } from '@awc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { adminFirmsKey, createFirm, endFirm, fetchAdminFirms, setFirmSeats } from '../api/firms-api.ts';

const formatDate = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso)) : '—';
const messageOf = (e: unknown) =>
  e instanceof ApiError && e.code !== 'NETWORK' && e.status < 500 ? e.message : 'Something went wrong. Please try again.';

type CreateFields = { name: string; seats: string; termMonths: string; billingContactName: string; billingContactEmail: string };
const EMPTY: CreateFields = { name: '', seats: '5', termMonths: '12', billingContactName: '', billingContactEmail: '' };

/** The admin console's Firms tab: search, the list with seats used and free, create, seats, end. */
export const AdminFirms = () => {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const list = useQuery({ queryKey: adminFirmsKey(q), queryFn: () => fetchAdminFirms(q) });
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setQ(input.trim());
  };
  return (
    <div className="space-y-6">
      <CreateFirm />
      <Card>
        <CardHeader>
          <CardTitle as="h3">Firms</CardTitle>
          <CardDescription>Seats held plus open invitations count as used.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <search>
            <form onSubmit={onSearch} className="flex max-w-md items-end gap-2">
              <div className="flex flex-1 flex-col gap-1.5">
                <Label htmlFor="admin-firm-search">Search by firm, contact or person</Label>
                <Input id="admin-firm-search" type="search" value={input} maxLength={100} onChange={(e) => setInput(e.target.value)} />
              </div>
              <Button type="submit" variant="secondary">
                Search
              </Button>
            </form>
          </search>
          {list.isPending ? (
            <Spinner />
          ) : list.isError ? (
            <p role="alert">The firms could not be loaded.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Firms ({list.data.firms.length})</caption>
                <thead className="border-b border-line text-ink-muted">
                  <tr>
                    {['Firm', 'Seats used / total', 'Status', 'Ends', 'Firm admin', 'Billing contact', 'Actions'].map((h) => (
                      <th key={h} scope="col" className="py-2 pr-4 font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {list.data.firms.map((f) => (
                    <FirmRow key={f.id} firm={f} />
                  ))}
                </tbody>
              </table>
              {list.data.firms.length === 0 && <p className="py-4 text-sm text-ink-muted">No firms match.</p>}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
};

const FirmRow = ({ firm }: { firm: AdminFirmDto }) => {
  const queryClient = useQueryClient();
  const [seats, setSeats] = useState(String(firm.seats));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'firms'] });
  const act = async <T,>(p: Promise<T>, done: string) => {
    try {
      await p;
      toast.success(done);
      await refresh();
    } catch (e) {
      toast.error(messageOf(e));
      throw e;
    }
  };
  return (
    <tr data-testid="admin-firm-row">
      <td className="py-2 pr-4 font-medium text-navy-900">{firm.name}</td>
      <td className="py-2 pr-4">
        {firm.seatsUsed} / {firm.seats}{' '}
        <span className="text-ink-muted">
          ({firm.members} on seats, {firm.openInvitations} invited)
        </span>
      </td>
      <td className="py-2 pr-4">
        <Badge tone={firm.active ? 'success' : 'warning'}>{firm.active ? 'Active' : firm.status}</Badge>{' '}
        <span className="text-ink-muted">{firm.source === 'admin' ? 'by admin' : firm.source}</span>
      </td>
      <td className="py-2 pr-4 whitespace-nowrap">{formatDate(firm.currentPeriodEnd)}</td>
      <td className="py-2 pr-4">{firm.admin?.email ?? <span className="text-ink-muted">Not yet accepted</span>}</td>
      <td className="py-2 pr-4">
        {firm.billingContactName} <span className="text-ink-muted">{firm.billingContactEmail}</span>
      </td>
      <td className="py-2">
        {firm.source === 'admin' && firm.active && (
          <div className="flex flex-wrap items-center gap-1">
            <ConfirmDialog
              tone="primary"
              trigger={
                <Button variant="secondary" size="sm" aria-label={`Change the seats of ${firm.name}`}>
                  Seats
                </Button>
              }
              title={`Seats for ${firm.name}`}
              description="Never fewer than the seats held now."
              confirmLabel="Save seats"
              onConfirm={() => act(setFirmSeats(firm.id, Number(seats)), `${firm.name} now has ${seats} seats.`)}
            >
              <FormField label="Seats">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={FIRM_LIMITS.seatsMin}
                  max={FIRM_LIMITS.seatsMax}
                  value={seats}
                  onChange={(e) => setSeats(e.target.value)}
                />
              </FormField>
            </ConfirmDialog>
            <ConfirmDialog
              trigger={
                <Button variant="secondary" size="sm" aria-label={`End ${firm.name}`}>
                  End
                </Button>
              }
              title={`End ${firm.name} now?`}
              description="Its seats stop giving access at once. Its people keep their accounts and saved work."
              confirmLabel="End the firm"
              onConfirm={() => act(endFirm(firm.id), `${firm.name} has ended.`)}
            />
          </div>
        )}
      </td>
    </tr>
  );
};

const CreateFirm = () => {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<CreateFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof CreateFields, string>>>({});
  const create = useMutation({
    mutationFn: createFirm,
    meta: { silent: true },
    onSuccess: async (r) => {
      toast.success(`${r.firm.name} was created. Its billing contact has been invited to be the firm admin.`);
      setFields(EMPTY);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'firms'] });
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fieldErrors) {
        setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v?.[0]])) as typeof errors);
      } else toast.error(messageOf(e));
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = FirmCreateSchema.safeParse(fields);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof CreateFields;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };
  const field = (key: keyof CreateFields, label: string, props: Record<string, unknown> = {}) => (
    <FormField label={label} error={errors[key]}>
      <Input value={fields[key]} onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))} {...props} />
    </FormField>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Create a firm</CardTitle>
        <CardDescription>For a firm invoiced directly. Its billing contact is emailed an invitation to be the firm admin.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {field('name', 'Firm name', { maxLength: FIRM_LIMITS.nameMax })}
          {field('seats', 'Seats', { type: 'number', inputMode: 'numeric', min: FIRM_LIMITS.seatsMin, max: FIRM_LIMITS.seatsMax })}
          {field('termMonths', 'Term (months)', {
            type: 'number',
            inputMode: 'numeric',
            min: FIRM_LIMITS.termMonthsMin,
            max: FIRM_LIMITS.termMonthsMax,
          })}
          {field('billingContactName', 'Billing contact name', { maxLength: FIRM_LIMITS.nameMax, autoComplete: 'off' })}
          {field('billingContactEmail', 'Billing contact email', { type: 'email', autoComplete: 'off' })}
          <div className="sm:col-span-2">
            <Button type="submit" loading={create.isPending}>
              Create firm
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
