import { type AccountSecurityDto, BACKUP_CODE_COUNT, MESSAGES, PasskeyNameSchema, TotpCodeSchema, TWO_FACTOR_MESSAGES } from '@awc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, KeyRoundIcon, ShieldAlertIcon, ShieldCheckIcon } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { loadSession } from '../../../lib/auth/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import {
  addPasskey,
  confirmEnrollment,
  type Enrollment,
  newBackupCodes,
  removePasskey,
  renamePasskey,
  securityQuery,
  startEnrollment,
  turnOffTwoFactor,
} from '../api/security-api.ts';
import { QrCode } from './qr-code.tsx';

const errorOf = (error: unknown, field: string): string =>
  error instanceof ApiError
    ? (error.fieldErrors?.[field]?.[0] ?? (error.status === 429 ? MESSAGES.rateLimited : error.message))
    : MESSAGES.unexpected;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /account?tab=security: two-factor sign-in, backup codes, passkeys and the security activity. */
export const SecurityTab = ({ hasPassword }: { hasPassword: boolean }) => {
  const security = useQuery(securityQuery());
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: securityQuery().queryKey });
    // The session's own view (the admin guard reads two-factor from it).
    await loadSession();
  };
  if (security.isPending) return <Spinner />;
  if (!security.data) return <Alert tone="danger">{MESSAGES.unexpected}</Alert>;
  const data = security.data;
  return (
    <div className="grid gap-6">
      {data.twoFactorRequired && !data.twoFactorEnabled && (
        <Alert tone="warning" role="alert" title="Two-factor sign-in is required">
          {TWO_FACTOR_MESSAGES.adminRequired}
        </Alert>
      )}
      <TwoFactorCard data={data} hasPassword={hasPassword} onChange={refresh} />
      <PasskeysCard data={data} onChange={refresh} />
      <ActivityCard data={data} />
    </div>
  );
};

const BackupCodesList = ({ codes }: { codes: string[] }) => {
  const download = () => {
    const text = `Attorney Wealth Collective backup codes\nEach code works once. Keep them somewhere safe.\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'awc-backup-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-3">
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-md border border-line bg-paper-2 p-4 font-mono text-sm sm:max-w-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">Each code works once. This is the only time they are shown: download or copy them now.</p>
      <Button variant="secondary" size="sm" onClick={download}>
        <DownloadIcon aria-hidden="true" className="h-4 w-4" />
        Download codes
      </Button>
    </div>
  );
};

const TwoFactorCard = ({ data, hasPassword, onChange }: { data: AccountSecurityDto; hasPassword: boolean; onChange: () => Promise<void> }) => {
  const [step, setStep] = useState<'idle' | 'password' | 'scan' | 'codes' | 'regenerate'>('idle');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [offPassword, setOffPassword] = useState('');
  const [offCode, setOffCode] = useState('');
  const [offErrors, setOffErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setStep('idle');
    setPassword('');
    setCode('');
    setError(undefined);
    setEnrollment(null);
  };

  const begin = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !password) return setError(TWO_FACTOR_MESSAGES.passwordRequired);
    setBusy(true);
    setError(undefined);
    try {
      setEnrollment(await startEnrollment(hasPassword ? password : undefined));
      setPassword('');
      setStep('scan');
    } catch (e) {
      setError(errorOf(e, 'password'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = TotpCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    setError(undefined);
    try {
      await confirmEnrollment(parsed.data);
      setCodes(enrollment?.backupCodes ?? []);
      setStep('codes');
      toast.success('Two-factor sign-in is on.');
      await onChange();
    } catch (e) {
      setError(errorOf(e, 'code'));
    } finally {
      setBusy(false);
    }
  };

  const regenerate = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !password) return setError(TWO_FACTOR_MESSAGES.passwordRequired);
    setBusy(true);
    setError(undefined);
    try {
      const result = await newBackupCodes(hasPassword ? password : undefined);
      setPassword('');
      setCodes(result.backupCodes);
      setStep('codes');
      toast.success('New backup codes created. The old ones no longer work.');
      await onChange();
    } catch (e) {
      setError(errorOf(e, 'password'));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setOffErrors({});
    try {
      await turnOffTwoFactor({ ...(hasPassword ? { password: offPassword } : {}), code: offCode });
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors) setOffErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
      else setOffErrors({ code: errorOf(e, 'code') });
      throw e;
    }
    setOffPassword('');
    setOffCode('');
    toast.success('Two-factor sign-in is off.');
    await onChange();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {data.twoFactorEnabled ? (
            <ShieldCheckIcon aria-hidden="true" className="h-5 w-5 text-success-700" />
          ) : (
            <ShieldAlertIcon aria-hidden="true" className="h-5 w-5 text-ink-muted" />
          )}
          Two-factor sign-in
          <Badge tone={data.twoFactorEnabled ? 'success' : 'neutral'}>{data.twoFactorEnabled ? 'On' : 'Off'}</Badge>
        </CardTitle>
        <CardDescription>
          After your password, a code from an authenticator app on your phone (Google Authenticator, 1Password, Authy and others). Someone who learns
          your password still cannot sign in.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {step === 'codes' && codes && (
          <div className="space-y-3">
            <h3 className="font-semibold text-navy-900">Save your backup codes</h3>
            <p className="text-sm text-ink-muted">If you lose your phone, a backup code signs you in instead of a code from the app.</p>
            <BackupCodesList codes={codes} />
            <Button
              size="sm"
              onClick={() => {
                setCodes(null);
                reset();
              }}
            >
              I saved my codes
            </Button>
          </div>
        )}

        {step === 'password' && (
          <form onSubmit={begin} noValidate className="grid gap-4 sm:max-w-md">
            {hasPassword && (
              <FormField label="Your password" error={error} description="To turn on two-factor sign-in, confirm it is you.">
                <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </FormField>
            )}
            {!hasPassword && error && <Alert tone="danger">{error}</Alert>}
            <div className="flex gap-2">
              <Button type="submit" loading={busy}>
                Continue
              </Button>
              <Button type="button" variant="ghost" onClick={reset}>
                Cancel
              </Button>
            </div>
          </form>
        )}

        {step === 'scan' && enrollment && (
          <form onSubmit={confirm} noValidate className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
            <QrCode value={enrollment.totpURI} label="QR code for your authenticator app" />
            <div className="grid gap-4">
              <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
                <li>Open your authenticator app and add an account.</li>
                <li>Scan the QR code, or type the key below.</li>
                <li>Enter the 6-digit code the app shows.</li>
              </ol>
              <div>
                <p className="text-sm font-medium text-ink">Key to type instead of scanning</p>
                <code data-testid="totp-secret" className="mt-1 block rounded-md bg-paper-2 px-3 py-2 font-mono text-sm break-words">
                  {enrollment.secret.replace(/(.{4})/g, '$1 ').trim()}
                </code>
              </div>
              <FormField label="Code from the app" error={error} className="sm:max-w-xs">
                <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="numeric" maxLength={7} />
              </FormField>
              <div className="flex gap-2">
                <Button type="submit" loading={busy}>
                  Turn on
                </Button>
                <Button type="button" variant="ghost" onClick={reset}>
                  Cancel
                </Button>
              </div>
            </div>
          </form>
        )}

        {step === 'regenerate' && (
          <form onSubmit={regenerate} noValidate className="grid gap-4 sm:max-w-md">
            <p className="text-sm text-ink-muted">New codes replace all of the old ones, used or not.</p>
            {hasPassword && (
              <FormField label="Your password" error={error}>
                <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </FormField>
            )}
            <div className="flex gap-2">
              <Button type="submit" loading={busy}>
                Create new codes
              </Button>
              <Button type="button" variant="ghost" onClick={reset}>
                Cancel
              </Button>
            </div>
          </form>
        )}

        {step === 'idle' && data.twoFactorEnabled && (
          <p className="text-sm text-ink">
            {data.backupCodesLeft === null ? 'Backup codes: unknown.' : `${data.backupCodesLeft} of ${BACKUP_CODE_COUNT} backup codes left.`}{' '}
            {data.backupCodesLeft !== null && data.backupCodesLeft <= 3 && 'Create new ones before you run out.'}
          </p>
        )}
      </CardContent>
      {step === 'idle' && (
        <CardFooter className="flex-wrap justify-end gap-2">
          {data.twoFactorEnabled ? (
            <>
              <Button variant="secondary" onClick={() => setStep('regenerate')}>
                Create new backup codes
              </Button>
              <ConfirmDialog
                trigger={<Button variant="danger">Turn off</Button>}
                title="Turn off two-factor sign-in?"
                description="Your password alone will sign you in again. Your backup codes stop working."
                confirmLabel="Turn off"
                cancelLabel="Keep it on"
                onConfirm={turnOff}
              >
                <div className="grid gap-4">
                  {hasPassword && (
                    <FormField label="Your password" error={offErrors.password}>
                      <PasswordInput autoComplete="current-password" value={offPassword} onChange={(e) => setOffPassword(e.target.value)} />
                    </FormField>
                  )}
                  <FormField label="Code from your app, or a backup code" error={offErrors.code}>
                    <Input value={offCode} onChange={(e) => setOffCode(e.target.value)} autoComplete="one-time-code" />
                  </FormField>
                </div>
              </ConfirmDialog>
            </>
          ) : (
            <Button onClick={() => setStep('password')}>Turn on two-factor sign-in</Button>
          )}
        </CardFooter>
      )}
    </Card>
  );
};

const PasskeysCard = ({ data, onChange }: { data: AccountSecurityDto; onChange: () => Promise<void> }) => {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<{ id: string; name: string; error?: string } | null>(null);
  // Known only in the browser: the page rendered on the server says nothing until it hydrates.
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => setSupported(Boolean(window.PublicKeyCredential)), []);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PasskeyNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    setError(undefined);
    try {
      await addPasskey(parsed.data);
      setName('');
      toast.success('Passkey added.');
      await onChange();
    } catch (e) {
      if (e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError'))
        setError('The passkey was not created. Try again when you are ready.');
      else if (e instanceof Error && e.name === 'InvalidStateError') setError('This device already has a passkey for your account.');
      else setError(errorOf(e, 'name'));
    } finally {
      setBusy(false);
    }
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const parsed = PasskeyNameSchema.safeParse(editing.name);
    if (!parsed.success) return setEditing({ ...editing, error: parsed.error.issues[0]?.message });
    try {
      await renamePasskey(editing.id, parsed.data);
      setEditing(null);
      await onChange();
    } catch (e) {
      setEditing({ ...editing, error: errorOf(e, 'name') });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRoundIcon aria-hidden="true" className="h-5 w-5 text-brass-700" />
          Passkeys
        </CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or device PIN instead of a password and a code. A passkey never leaves your device and cannot be
          phished.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {data.passkeys.length === 0 ? (
          <p className="text-sm text-ink-muted">No passkeys yet.</p>
        ) : (
          <ul aria-label="Your passkeys" className="divide-y divide-line">
            {data.passkeys.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center gap-3 py-3">
                {editing?.id === key.id ? (
                  <form onSubmit={rename} noValidate className="flex flex-1 flex-wrap items-end gap-2">
                    <FormField label="Passkey name" error={editing.error} className="min-w-48 flex-1">
                      <Input value={editing.name} onChange={(e) => setEditing({ ...editing, name: e.target.value })} maxLength={80} />
                    </FormField>
                    <Button type="submit" size="sm">
                      Save
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </form>
                ) : (
                  <>
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-ink">
                        {key.name} {key.backedUp && <Badge tone="neutral">Synced</Badge>}
                      </p>
                      <p className="text-xs text-ink-muted">Added {when(key.createdAt)}</p>
                    </div>
                    <Button variant="ghost" size="sm" onClick={() => setEditing({ id: key.id, name: key.name })} aria-label={`Rename ${key.name}`}>
                      Rename
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button variant="ghost" size="sm" aria-label={`Remove ${key.name}`}>
                          Remove
                        </Button>
                      }
                      title={`Remove the passkey "${key.name}"?`}
                      description="It will no longer sign you in. You can add it again later."
                      confirmLabel="Remove passkey"
                      onConfirm={async () => {
                        await removePasskey(key.id);
                        toast.success('Passkey removed.');
                        await onChange();
                      }}
                    />
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {supported === null ? null : supported ? (
          <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-3">
            <FormField
              label="Name for a new passkey"
              error={error}
              className="min-w-56 flex-1 sm:max-w-sm"
              description="For example, the device it is on."
            >
              <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="My laptop" maxLength={80} />
            </FormField>
            <Button type="submit" loading={busy}>
              Add a passkey
            </Button>
          </form>
        ) : (
          <p className="text-sm text-ink-muted">This browser cannot create passkeys.</p>
        )}
      </CardContent>
    </Card>
  );
};

const ActivityCard = ({ data }: { data: AccountSecurityDto }) => (
  <Card>
    <CardHeader>
      <CardTitle>Security activity</CardTitle>
      <CardDescription>Every change to how you sign in. Each one is also emailed to you.</CardDescription>
    </CardHeader>
    <CardContent>
      {data.activity.length === 0 ? (
        <p className="text-sm text-ink-muted">No changes yet.</p>
      ) : (
        <ul aria-label="Security activity" className="divide-y divide-line">
          {data.activity.map((event) => (
            <li key={event.id} className="flex flex-wrap justify-between gap-2 py-2.5 text-sm">
              <span className="text-ink">
                {event.label}
                {event.detail ? ` (${event.detail})` : ''}
                {event.byAdmin ? ' · by an administrator' : ''}
              </span>
              <time dateTime={event.at} className="text-ink-muted">
                {when(event.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </CardContent>
  </Card>
);
