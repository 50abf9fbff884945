import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type Plan, type SignUpInput, SignUpSchema } from '@awc/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { signUpWithEmail } from '../../../lib/auth/auth-api.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

export const SignUpForm = ({ plan, onCreated }: { plan: Plan | null; onCreated: (email: string) => void }) => {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(SignUpSchema),
    criteriaMode: 'all',
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUpWithEmail({ ...values, plan });
      toast.success(MESSAGES.accountCreated);
      onCreated(values.email);
    } catch (error) {
      // The server's reasons for a refused password (or any field) go under that field.
      if (applyServerErrors(error, form.setError, ['firstName', 'lastName', 'email', 'password'])) return;
      if (error instanceof ApiError && error.status === 429) toast.error(MESSAGES.rateLimited);
      else if (error instanceof ApiError && error.code === 'NETWORK') toast.error(MESSAGES.network);
      else toast.error(MESSAGES.signUpFailed);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={fieldMessages(formState.errors.firstName)}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={fieldMessages(formState.errors.lastName)}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={fieldMessages(formState.errors.email)}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField
        label="Password"
        error={fieldMessages(formState.errors.password)}
        description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        Create Account
      </Button>
      <p className="text-xs leading-relaxed text-ink-muted">
        By creating an account you agree to the{' '}
        <a href="/terms" className="underline underline-offset-2">
          Terms of Service
        </a>{' '}
        and the{' '}
        <a href="/privacy" className="underline underline-offset-2">
          Privacy Policy
        </a>
        . We send a link to confirm your email before you can sign in.
      </p>
    </form>
  );
};
