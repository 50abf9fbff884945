import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type ResetPasswordInput, ResetPasswordSchema, type ResetRequestInput, ResetRequestSchema } from '@awc/domain';
import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { requestPasswordReset, resetPassword } from '../../lib/auth/auth-api.ts';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { fieldMessages } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';

/** The target of the reset email: asks for an address, or (with ?token=) sets the new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md">
        <h1 className="text-3xl font-semibold text-navy-900">Reset your password</h1>
        {token && !linkError ? <NewPasswordForm token={token} /> : <RequestForm expired={Boolean(linkError)} />}
      </div>
    </div>
  );
}

const RequestForm = ({ expired }: { expired: boolean }) => {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ResetRequestInput>({ resolver: zodResolver(ResetRequestSchema), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      toast.success(MESSAGES.resetLinkSent);
      setSentTo(email);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 429 ? MESSAGES.rateLimited : MESSAGES.resetLinkFailed);
    }
  });
  return (
    <>
      <p className="mt-2 text-ink-muted">Enter the email of your account and we will send you a link to choose a new password.</p>
      {expired && (
        <Alert tone="warning" className="mt-6" role="alert" title="That link has expired or was already used">
          Request a new one below.
        </Alert>
      )}
      <Card className="mt-6">
        <CardHeader>
          <CardTitle as="h2">Request a reset link</CardTitle>
        </CardHeader>
        <CardContent>
          {sentTo ? (
            <div className="text-center" role="status">
              <MailCheckIcon aria-hidden="true" className="mx-auto h-10 w-10 text-brass-600" />
              <p className="mt-3 font-semibold text-navy-900">{MESSAGES.resetLinkSent}</p>
              <p className="mt-2 text-sm text-ink-muted">
                If an account uses <strong className="text-ink">{sentTo}</strong>, the link arrives in a minute. It works once, for one hour.
              </p>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <FormField label="Email" error={fieldMessages(form.formState.errors.email)}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </FormField>
              <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
                Send reset link
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-medium text-navy-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </>
  );
};

const NewPasswordForm = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordSchema),
    criteriaMode: 'all',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword(token, newPassword);
      // Said on the sign-in page itself: a toast there sat over the Sign In button on a laptop
      // screen, the one control the reader needs next.
      navigate('/auth', { replace: true, state: { notice: 'password-changed' } });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors?.newPassword)
        form.setError('newPassword', { message: error.fieldErrors.newPassword.join(' ') });
      else if (error instanceof ApiError && error.status === 400) setInvalid(true);
      else toast.error(MESSAGES.unexpected);
    }
  });
  if (invalid) return <RequestForm expired />;
  return (
    <>
      <p className="mt-2 text-ink-muted">Choose a new password. You will be signed out on your other devices.</p>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle as="h2">Choose a new password</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              label="New password"
              error={fieldMessages(form.formState.errors.newPassword)}
              description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            >
              <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
            </FormField>
            <FormField label="Confirm new password" error={fieldMessages(form.formState.errors.confirmPassword)}>
              <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
            </FormField>
            <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
              Set new password
            </Button>
          </form>
        </CardContent>
      </Card>
    </>
  );
};
