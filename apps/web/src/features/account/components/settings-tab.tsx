import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type PasswordChangeInput, PasswordChangeSchema, type ResetPasswordInput, SetPasswordSchema } from '@awc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LaptopIcon, LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { changePassword, setPassword } from '../../../lib/auth/auth-api.ts';
import { loadSession } from '../../../lib/auth/session-store.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { EmailPreferencesCard } from './email-preferences-card.tsx';
import { accountQueries, deleteAccount, revokeOtherSessions, revokeSession } from '../api/account-api.ts';

export const SettingsTab = ({ email, hasPassword }: { email: string; hasPassword: boolean }) => (
  <div className="grid gap-6">
    <EmailPreferencesCard />
    {hasPassword ? <ChangePasswordCard /> : <SetPasswordCard />}
    <SessionsCard />
    <DeleteAccountCard email={email} hasPassword={hasPassword} />
  </div>
);

const ChangePasswordCard = () => {
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(PasswordChangeSchema),
    criteriaMode: 'all',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [revokeOthers, setRevokeOthers] = useState(true);
  const queryClient = useQueryClient();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions: revokeOthers });
      form.reset();
      toast.success('Your password has been changed.');
      await queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['currentPassword', 'newPassword', 'confirmPassword'], { password: 'newPassword' }))
        toast.error(error instanceof ApiError && error.status === 429 ? MESSAGES.rateLimited : MESSAGES.unexpected);
    }
  });
  const { errors } = form.formState;
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>At least 8 characters, with an uppercase letter, a lowercase letter and a number.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:max-w-md">
          <FormField label="Current password" error={fieldMessages(errors.currentPassword)}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField label="New password" error={fieldMessages(errors.newPassword)}>
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Confirm new password" error={fieldMessages(errors.confirmPassword)}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-navy-800" checked={revokeOthers} onChange={(e) => setRevokeOthers(e.target.checked)} />
            Sign out my other devices
          </label>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Change password
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
};

const SetPasswordCard = () => {
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(SetPasswordSchema),
    criteriaMode: 'all',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await setPassword(values);
      form.reset();
      toast.success('Password set. You can now also sign in with your email and password.');
      await loadSession();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['newPassword', 'confirmPassword'], { password: 'newPassword' })) toast.error(MESSAGES.unexpected);
    }
  });
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>Set a password</CardTitle>
          <CardDescription>You sign in with Google. Add a password to also sign in with your email.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:max-w-md">
          <FormField label="New password" error={fieldMessages(form.formState.errors.newPassword)}>
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Confirm new password" error={fieldMessages(form.formState.errors.confirmPassword)}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Set password
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
};

const describeAgent = (ua: string | null) => {
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS X/.test(ua)
      ? 'macOS'
      : /Android/.test(ua)
        ? 'Android'
        : /iPhone|iPad/.test(ua)
          ? 'iOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
};

const SessionsCard = () => {
  const queryClient = useQueryClient();
  const sessions = useQuery(accountQueries.sessions());
  const invalidate = () => queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey });
  const revokeOne = useMutation({ mutationFn: revokeSession, onSuccess: invalidate });
  const revokeOthers = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: async (r) => {
      toast.success(r.revoked ? `Signed out of ${r.revoked} other ${r.revoked === 1 ? 'session' : 'sessions'}.` : 'No other sessions were active.');
      await invalidate();
    },
  });
  const list = sessions.data?.sessions ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>Where your account is signed in. Sign out anything you do not recognize, then change your password.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Spinner />
        ) : (
          <ul className="divide-y divide-line">
            {list.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
                <LaptopIcon aria-hidden="true" className="h-5 w-5 text-ink-muted" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-ink">
                    {describeAgent(s.userAgent)} {s.current && <Badge tone="success">This device</Badge>}
                  </p>
                  <p className="text-xs text-ink-muted">
                    Signed in {new Date(s.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                    {s.ipAddress ? ` · ${s.ipAddress}` : ''} · {s.remember ? 'remembered' : 'ends when the browser closes'}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={revokeOne.isPending && revokeOne.variables === s.id}
                    onClick={() => revokeOne.mutate(s.id)}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="secondary" loading={revokeOthers.isPending} disabled={list.length <= 1} onClick={() => revokeOthers.mutate()}>
          <LogOutIcon aria-hidden="true" className="h-4 w-4" />
          Sign out everywhere else
        </Button>
      </CardFooter>
    </Card>
  );
};

const DeleteAccountCard = ({ email, hasPassword }: { email: string; hasPassword: boolean }) => {
  const [confirmEmail, setConfirmEmail] = useState('');
  const [password, setPasswordValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const navigate = useNavigate();
  const submit = async () => {
    setErrors({});
    try {
      await deleteAccount({ confirmEmail, ...(hasPassword ? { password } : {}) });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      else toast.error(error instanceof ApiError ? error.message : MESSAGES.unexpected);
      // Rethrown so the dialog stays open with the field errors beside the inputs.
      throw error;
    }
    toast.success('Your account and its data have been deleted.');
    await loadSession();
    navigate('/', { replace: true });
  };
  return (
    <Card className="border-[#fecdca]">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Deletes your profile, saved scenarios, notifications and community posts, and cancels any membership. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardFooter className="justify-end">
        <ConfirmDialog
          trigger={<Button variant="danger">Delete my account</Button>}
          title="Delete your account?"
          description="Everything tied to your account is removed for good. Any membership is cancelled first."
          cancelLabel="Keep my account"
          confirmLabel="Delete permanently"
          onConfirm={submit}
        >
          <div className="grid gap-4">
            <FormField label={`Type ${email} to confirm`} error={errors.confirmEmail?.[0]}>
              <Input autoComplete="off" value={confirmEmail} onChange={(e) => setConfirmEmail(e.target.value)} />
            </FormField>
            {hasPassword && (
              <FormField label="Your password" error={errors.password?.[0]}>
                <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPasswordValue(e.target.value)} />
              </FormField>
            )}
          </div>
        </ConfirmDialog>
      </CardFooter>
    </Card>
  );
};
