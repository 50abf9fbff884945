import { zodResolver } from '@hookform/resolvers/zod';
import { DEMO_LOGIN_DELAY_MS, type SignInInput, SignInSchema } from '@awc/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { DemoGoogleButton, OrDivider } from '../../features/auth/components/google-button.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';

/**
 * The demo login of spec §2: it authenticates nobody. After 1.5 s it says so; the real sign-in
 * is /auth.
 */
export default function DemoLoginPage() {
  const [done, setDone] = useState(false);
  const form = useForm<SignInInput>({ resolver: zodResolver(SignInSchema), defaultValues: { email: '', password: '', remember: false } });
  const { register, handleSubmit, control, formState } = form;
  const onSubmit = handleSubmit(async () => {
    setDone(false);
    await new Promise((r) => setTimeout(r, DEMO_LOGIN_DELAY_MS));
    setDone(true);
  });
  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md">
        <h1 className="text-3xl font-semibold text-navy-900">Log In</h1>
        <p className="mt-2 text-ink-muted">
          A demonstration of the login form. To sign in for real, use{' '}
          <Link to="/auth" className="font-medium text-navy-700 underline underline-offset-4">
            the member sign-in
          </Link>
          .
        </p>
        <Card className="mt-6">
          <CardHeader>
            <CardTitle as="h2">Sign In</CardTitle>
          </CardHeader>
          <CardContent>
            {done && (
              <Alert tone="info" className="mb-5" role="status">
                This is a demo login. In a real application, this would authenticate you.
              </Alert>
            )}
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <FormField label="Email" error={formState.errors.email?.message}>
                <Input type="email" autoComplete="email" {...register('email')} />
              </FormField>
              <FormField label="Password" error={formState.errors.password?.message}>
                <PasswordInput autoComplete="current-password" {...register('password')} />
              </FormField>
              <div className="flex items-center justify-between gap-3">
                <div className="flex items-center gap-2.5">
                  <Controller
                    control={control}
                    name="remember"
                    render={({ field }) => <Checkbox id="demo-remember" checked={Boolean(field.value)} onCheckedChange={field.onChange} />}
                  />
                  <label htmlFor="demo-remember" className="cursor-pointer text-sm">
                    Remember me
                  </label>
                </div>
                <Link to="/reset-password" className="text-sm font-medium text-navy-700 underline-offset-4 hover:underline">
                  Forgot password?
                </Link>
              </div>
              <Button type="submit" className="w-full" loading={formState.isSubmitting}>
                Sign In
              </Button>
            </form>
            <OrDivider />
            <DemoGoogleButton />
            <p className="mt-6 text-center text-sm text-ink-muted">
              Not a member yet?{' '}
              <Link to="/membership" className="font-semibold text-navy-700 underline-offset-4 hover:underline">
                Join Now
              </Link>
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
