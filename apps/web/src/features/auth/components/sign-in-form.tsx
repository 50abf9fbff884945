import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type Plan, type SignInInput, SignInSchema } from '@awc/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { signInWithEmail } from '../../../lib/auth/auth-api.ts';
import { loadSession } from '../../../lib/auth/session-store.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { PasskeySignInButton, usePasskeyAutofill } from './passkey-sign-in.tsx';
import { SecondStepForm } from './second-step-form.tsx';

/** The toast for a failed sign-in (spec §8). */
export const signInErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.status === 401) return MESSAGES.invalidCredentials;
    if (error.status === 403) return MESSAGES.emailNotVerified;
    if (error.status === 429) return MESSAGES.rateLimited;
    if (error.code === 'NETWORK') return MESSAGES.network;
    if (error.status >= 500) return MESSAGES.signInFailed;
    return errorMessage(error);
  }
  return MESSAGES.signInFailed;
};

export const SignInForm = ({
  plan,
  onUnverified,
  secondStepPending = false,
  onSecondStepLeft,
}: {
  plan: Plan | null;
  onUnverified?: (email: string) => void;
  /** A Google sign-in to an account with two-factor on comes back for its code (decision 425). */
  secondStepPending?: boolean;
  onSecondStepLeft?: () => void;
}) => {
  const form = useForm<SignInInput>({ resolver: zodResolver(SignInSchema), defaultValues: { email: '', password: '', remember: false } });
  const { register, handleSubmit, control, formState } = form;
  // 'google' when /auth opened on the second step of a Google sign-in, 'password' after this form.
  const [secondStep, setSecondStep] = useState<false | 'password' | 'google'>(secondStepPending ? 'google' : false);
  const startAutofill = usePasskeyAutofill();
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await signInWithEmail({ email: values.email, password: values.password, remember: values.remember ?? false, plan });
      // Two-factor sign-in is on: the password was right, a code comes next (decision 420).
      if (answer.twoFactorRedirect) {
        setSecondStep('password');
        return;
      }
      toast.success(MESSAGES.welcomeBack);
      await loadSession();
    } catch (error) {
      toast.error(signInErrorMessage(error));
      if (error instanceof ApiError && error.status === 403) onUnverified?.(values.email);
      applyServerErrors(error, form.setError, ['email', 'password']);
    }
  });
  if (secondStep)
    return (
      <SecondStepForm
        firstStep={secondStep}
        onStartOver={() => {
          setSecondStep(false);
          form.setValue('password', '');
          onSecondStepLeft?.();
        }}
      />
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Email" error={formState.errors.email?.message}>
        <Input type="email" autoComplete="username webauthn" inputMode="email" onFocus={() => void startAutofill()} {...register('email')} />
      </FormField>
      <FormField
        label="Password"
        error={formState.errors.password?.message}
        labelAside={
          <Link to="/reset-password" className="ml-auto text-sm font-medium text-navy-700 underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <div className="flex items-center gap-2.5">
        <Controller
          control={control}
          name="remember"
          render={({ field }) => <Checkbox id="remember-me" checked={Boolean(field.value)} onCheckedChange={field.onChange} />}
        />
        <label htmlFor="remember-me" className="cursor-pointer text-sm text-ink">
          Remember me
        </label>
      </div>
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        Sign In
      </Button>
      <PasskeySignInButton />
    </form>
  );
};
