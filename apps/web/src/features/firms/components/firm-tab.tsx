import { FIRM_LIMITS, FIRM_MESSAGES, FirmCheckoutSchema, type FirmMemberDto, FirmInviteSchema, formatUsd, type MyFirmDto } from '@awc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { refreshSubscription } from '../../../lib/auth/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import {
  acceptInvitation,
  cancelInvitation,
  closeFirmDemoCheckout,
  fetchFirmDemoCheckout,
  startFirmCheckout,
  fetchMyFirm,
  handOverFirmAdmin,
  inviteToFirm,
  myFirmKey,
  removeFromFirm,
  viewInvitation,
} from '../api/firms-api.ts';

const longDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '—');
/** The server's own sentence for a refusal (every firm refusal is written for the person reading it). */
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.code !== 'NETWORK' && error.status < 500 ? error.message : 'Something went wrong. Please try again.';

/** Runs an action of a confirm dialog, telling the person why it was refused (the dialog stays open). */
const shown = async <T,>(p: Promise<T>): Promise<T> => {
  try {
    return await p;
  } catch (e) {
    toast.error(messageOf(e));
    throw e;
  }
};

/** /account?tab=firm: the invitation being accepted (from the emailed link), then the reader's firm. */
export const FirmTab = () => {
  const [params] = useSearchParams();
  const token = params.get('invitation');
  const checkout = params.get('checkout');
  const query = useQuery({ queryKey: myFirmKey, queryFn: fetchMyFirm });
  return (
    <div className="space-y-6">
      {token && <InvitationCard token={token} />}
      {checkout && <DemoFirmCheckout id={checkout} />}
      {query.isPending ? (
        <Spinner label="Loading your firm..." />
      ) : query.isError ? (
        <Alert tone="danger" role="alert" title="Your firm could not be loaded">
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <FirmOverview data={query.data} />
      )}
    </div>
  );
};

const InvitationCard = ({ token }: { token: string }) => {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const view = useQuery({ queryKey: ['firm', 'invitation', token], queryFn: () => viewInvitation(token), retry: false, meta: { silent: true } });
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    meta: { silent: true },
    onSuccess: async (result) => {
      toast.success(result.role === 'admin' ? `You are now ${result.firm.name}’s firm admin.` : `You now have a seat at ${result.firm.name}.`);
      await refreshSubscription({ force: true });
      await queryClient.invalidateQueries({ queryKey: myFirmKey });
      setParams({ tab: 'firm' }, { replace: true });
    },
  });
  if (view.isPending) return <Spinner label="Loading the invitation..." />;
  if (view.isError) return <Alert tone="danger" role="alert" title={messageOf(view.error)} />;
  const inv = view.data.invitation;
  const closed = { accepted: FIRM_MESSAGES.invitationUsed, canceled: FIRM_MESSAGES.invitationCanceled, expired: FIRM_MESSAGES.invitationExpired };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invitation from {inv.firmName}</CardTitle>
        <CardDescription>
          {inv.role === 'admin'
            ? `You are invited to be ${inv.firmName}’s firm admin: you invite your colleagues and manage its seats.`
            : `You are invited to a seat on ${inv.firmName}’s membership, sent to ${inv.email}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {inv.state !== 'open' ? (
          <Alert tone="warning" title={closed[inv.state]} />
        ) : (
          <>
            <p className="text-sm text-ink-muted">This link works once, until {longDate(inv.expiresAt)}.</p>
            {accept.isError && <Alert tone="danger" role="alert" title={messageOf(accept.error)} />}
            <Button onClick={() => accept.mutate()} loading={accept.isPending}>
              Accept the invitation
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};

const SeatCounts = ({ data }: { data: NonNullable<MyFirmDto['firm']> }) => (
  <dl className="grid grid-cols-3 gap-4 text-center">
    {[
      ['Seats', data.seats],
      ['Used', data.seatsUsed],
      ['Free', data.seatsFree],
    ].map(([label, value]) => (
      <div key={label} className="rounded-lg border border-line bg-paper-2 p-3">
        <dt className="text-sm text-ink-muted">{label}</dt>
        <dd className="text-2xl font-semibold text-navy-900" data-testid={`firm-seats-${String(label).toLowerCase()}`}>
          {value}
        </dd>
      </div>
    ))}
  </dl>
);

const FirmOverview = ({ data }: { data: MyFirmDto }) => {
  if (!data.firm) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Firm</CardTitle>
          <CardDescription>You are not part of a firm account.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-ink-muted">
            Firms give their attorneys seats on the membership. If your firm invited you, open the link in the invitation email.
          </p>
          {data.offer.provider !== 'none' && <BuySeats data={data} />}
          <Link to="/firm-pilot-program" className={buttonClasses('secondary', 'md')}>
            About the firm pilot program
          </Link>
        </CardContent>
      </Card>
    );
  }
  const firm = data.firm;
  if (firm.status === 'incomplete' && data.role === 'admin') {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">{firm.name}</CardTitle>
          <CardDescription>The checkout for this firm was not finished, so it has no seats yet.</CardDescription>
        </CardHeader>
        <CardContent>
          <BuySeats data={data} initial={{ name: firm.name, seats: String(firm.seats) }} />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{firm.name}</CardTitle>
        <CardDescription>
          {data.role === 'admin' ? 'You are this firm’s admin.' : 'Your membership comes with a seat at this firm.'}{' '}
          {firm.active ? `Active until ${longDate(firm.currentPeriodEnd)}.` : 'The firm’s subscription is not active.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {!firm.active && <Alert tone="warning" title="The firm’s seats do not give access right now." />}
        {data.role === 'admin' && data.members && data.invitations ? (
          <FirmAdminPanel data={data} />
        ) : (
          <p className="text-ink-muted">Your firm admin manages the seats. Your own account, saved work and any membership of your own stay yours.</p>
        )}
      </CardContent>
    </Card>
  );
};

const FirmAdminPanel = ({ data }: { data: MyFirmDto }) => {
  const firm = data.firm as NonNullable<MyFirmDto['firm']>;
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: myFirmKey });
  const invite = useMutation({
    mutationFn: (address: string) => inviteToFirm(firm.id, address),
    meta: { silent: true },
    onSuccess: (_r, address) => {
      toast.success(`Invitation sent to ${address}.`);
      setEmail('');
      // Not awaited: the form is ready for the next address while the counts reload.
      void refresh();
    },
    onError: (e) => setError(e instanceof ApiError && e.fieldErrors?.email?.[0] ? e.fieldErrors.email[0] : messageOf(e)),
  });
  const onInvite = (e: FormEvent) => {
    e.preventDefault();
    const parsed = FirmInviteSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data.email);
  };
  const members = data.members ?? [];
  const seated = members.filter((m) => m.holdsSeat);
  return (
    <div className="space-y-6">
      <SeatCounts data={firm} />
      <form onSubmit={onInvite} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label="Invite by email" error={error} className="flex-1">
          <Input type="email" autoComplete="off" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <Button type="submit" className="sm:mt-7" loading={invite.isPending} disabled={!firm.active}>
          Send invitation
        </Button>
      </form>
      <section aria-labelledby="firm-people">
        <h3 id="firm-people" className="mb-2 font-semibold text-navy-900">
          People ({seated.length} on seats)
        </h3>
        {members.length === 0 ? (
          <p className="text-sm text-ink-muted">No one yet.</p>
        ) : (
          <ul className="divide-y divide-line">
            {members.map((m) => (
              <MemberRow key={m.userId} firmId={firm.id} member={m} onChange={refresh} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="firm-invitations">
        <h3 id="firm-invitations" className="mb-2 font-semibold text-navy-900">
          Open invitations
        </h3>
        {(data.invitations ?? []).length === 0 ? (
          <p className="text-sm text-ink-muted">None open.</p>
        ) : (
          <ul className="divide-y divide-line">
            {(data.invitations ?? []).map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {i.email} <span className="text-sm text-ink-muted">· until {longDate(i.expiresAt)}</span>
                </span>
                <ConfirmDialog
                  trigger={
                    <Button variant="secondary" size="sm" aria-label={`Cancel the invitation to ${i.email}`}>
                      Cancel invitation
                    </Button>
                  }
                  title="Cancel this invitation?"
                  description={`The link sent to ${i.email} stops working and its seat is free again.`}
                  confirmLabel="Cancel invitation"
                  cancelLabel="Keep it"
                  onConfirm={async () => {
                    await shown(cancelInvitation(firm.id, i.id));
                    toast.success('Invitation canceled.');
                    await refresh();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};

const MemberRow = ({ firmId, member, onChange }: { firmId: string; member: FirmMemberDto; onChange: () => Promise<unknown> }) => {
  const label = member.name || member.email;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="firm-member">
      <span>
        <span className="font-medium text-navy-900">{label}</span> <span className="text-sm text-ink-muted">{member.email}</span>{' '}
        {member.role === 'admin' && <Badge tone="navy">Firm admin</Badge>} {!member.holdsSeat && <Badge>No seat</Badge>}
      </span>
      {member.role !== 'admin' && (
        <span className="flex gap-2">
          <ConfirmDialog
            tone="primary"
            trigger={
              <Button variant="secondary" size="sm" aria-label={`Make ${label} the firm admin`}>
                Make firm admin
              </Button>
            }
            title={`Make ${label} the firm admin?`}
            description="They will manage the seats instead of you. You keep your seat if you hold one; without a seat you leave the firm."
            confirmLabel="Hand over"
            onConfirm={async () => {
              await shown(handOverFirmAdmin(firmId, member.userId));
              toast.success(`${label} is now the firm admin.`);
              await onChange();
            }}
          />
          <ConfirmDialog
            trigger={
              <Button variant="secondary" size="sm" aria-label={`Remove ${label}`}>
                Remove
              </Button>
            }
            title={`Remove ${label}?`}
            description="Their access through the firm ends at once and the seat is free again. Their account and saved work stay theirs."
            confirmLabel="Remove"
            onConfirm={async () => {
              await shown(removeFromFirm(firmId, member.userId));
              toast.success(`${label} was removed.`);
              await onChange();
            }}
          />
        </span>
      )}
    </li>
  );
};

/** A firm buys seats: name and number, the yearly total, then the provider's checkout (or the demo's). */
const BuySeats = ({ data, initial }: { data: MyFirmDto; initial?: { name: string; seats: string } }) => {
  const navigate = useNavigate();
  const [name, setName] = useState(initial?.name ?? '');
  const [seats, setSeats] = useState(initial?.seats ?? '3');
  const [errors, setErrors] = useState<{ name?: string; seats?: string; form?: string }>({});
  const start = useMutation({
    mutationFn: startFirmCheckout,
    meta: { silent: true },
    onSuccess: ({ url }) => {
      // Stripe's checkout is another site; the demo's is this tab.
      if (/^https?:/.test(url)) window.location.assign(url);
      else navigate(url);
    },
    onError: (e) =>
      setErrors(e instanceof ApiError && e.fieldErrors ? { name: e.fieldErrors.name?.[0], seats: e.fieldErrors.seats?.[0] } : { form: messageOf(e) }),
  });
  const count = Number(seats);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = FirmCheckoutSchema.safeParse({ name, seats });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'name' | 'seats';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    start.mutate(parsed.data);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-line p-4">
      <h3 className="font-semibold text-navy-900">Buy seats for your firm</h3>
      <p className="text-sm text-ink-muted">
        {formatUsd(data.offer.seatPriceAnnual)} per seat per year. You manage the firm and invite your colleagues; each person you invite uses one
        seat.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Firm name" error={errors.name}>
          <Input value={name} maxLength={FIRM_LIMITS.nameMax} autoComplete="organization" onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Number of seats" error={errors.seats}>
          <Input
            type="number"
            inputMode="numeric"
            min={FIRM_LIMITS.seatsMin}
            max={FIRM_LIMITS.seatsMax}
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
          />
        </FormField>
      </div>
      {Number.isInteger(count) && count >= FIRM_LIMITS.seatsMin && count <= FIRM_LIMITS.seatsMax && (
        <p data-testid="firm-checkout-total">
          {count} {count === 1 ? 'seat' : 'seats'}: {formatUsd(count * data.offer.seatPriceAnnual)} a year
        </p>
      )}
      {errors.form && <Alert tone="danger" role="alert" title={errors.form} />}
      <Button type="submit" loading={start.isPending}>
        Continue to checkout
      </Button>
    </form>
  );
};

/** The demo provider's checkout for a firm (no card), mirroring Stripe's: complete or cancel once. */
const DemoFirmCheckout = ({ id }: { id: string }) => {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const details = useQuery({
    queryKey: ['firm', 'demo-checkout', id],
    queryFn: () => fetchFirmDemoCheckout(id),
    retry: false,
    meta: { silent: true },
  });
  const close = useMutation({
    mutationFn: (outcome: 'complete' | 'cancel') => closeFirmDemoCheckout(id, outcome),
    meta: { silent: true },
    onSuccess: async (_r, outcome) => {
      toast.success(outcome === 'complete' ? 'Payment successful! Your firm’s seats are ready.' : 'Checkout canceled.');
      await queryClient.invalidateQueries({ queryKey: myFirmKey });
      setParams({ tab: 'firm' }, { replace: true });
    },
  });
  if (details.isPending) return <Spinner label="Loading the checkout..." />;
  if (details.isError) return <Alert tone="danger" role="alert" title={messageOf(details.error)} />;
  const d = details.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Complete your firm’s purchase</CardTitle>
        <CardDescription>Demo payment: no card is charged.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p>
          {d.firmName}: {d.seats} {d.seats === 1 ? 'seat' : 'seats'} × {formatUsd(d.seatPriceAnnual)} = {formatUsd(d.seats * d.seatPriceAnnual)} a
          year
        </p>
        {d.status !== 'open' || d.expired ? (
          <Alert tone="warning" title={d.expired ? 'This checkout has expired. Please start again.' : 'This checkout is closed.'} />
        ) : (
          <>
            {close.isError && <Alert tone="danger" role="alert" title={messageOf(close.error)} />}
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => close.mutate('complete')} loading={close.isPending && close.variables === 'complete'}>
                Complete demo payment
              </Button>
              <Button variant="secondary" onClick={() => close.mutate('cancel')} disabled={close.isPending}>
                Cancel
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
};
