import type { PasswordChangeRequest, Plan, ProfileDto, SubscriptionDto } from '@awc/domain';
import { api } from '../api-client.ts';

/** The auth calls of the web app (Better Auth's endpoints behind our own wrappers; see routes/auth.ts). */

export type AuthConfig = { google: boolean; emailVerificationRequired: boolean };

export type Me =
  | { user: null }
  | {
      user: { id: string; email: string; emailVerified: boolean; createdAt: string };
      profile: ProfileDto;
      profileRecovered: boolean;
      isAdmin: boolean;
      isSuperAdmin: boolean;
      hasPassword: boolean;
      /** Two-factor sign-in is on (an administrator needs it for the admin pages). */
      twoFactorEnabled?: boolean;
    };

export type SubscriptionStatusView = SubscriptionDto;

export const fetchAuthConfig = () => api<AuthConfig>('/api/auth/config');
export const fetchMe = (signal?: AbortSignal) => api<Me>('/api/me', signal ? { signal } : {});
export const fetchSubscription = () => api<SubscriptionStatusView>('/api/subscription');

/** Where a verification email sends the reader back: /auth, carrying the chosen plan. */
export const authCallbackPath = (plan: Plan | null) => (plan ? `/auth?plan=${plan}` : '/auth');

/** A sign-in answer: signed in, or a second step to take (decision 420). */
export type SignInAnswer = { redirect?: boolean; user?: { id: string }; twoFactorRedirect?: boolean; twoFactorMethods?: string[] };

export const signInWithEmail = (input: { email: string; password: string; remember: boolean; plan: Plan | null }) =>
  api<SignInAnswer>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email: input.email, password: input.password, rememberMe: input.remember, callbackURL: authCallbackPath(input.plan) },
  });

export const signUpWithEmail = (input: { firstName: string; lastName: string; email: string; password: string; plan: Plan | null }) =>
  api<{ status: true; message: string }>('/api/auth/sign-up/email', {
    method: 'POST',
    body: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      password: input.password,
      callbackURL: authCallbackPath(input.plan),
    },
  });

export const resendVerification = (email: string, plan: Plan | null) =>
  api<{ status: boolean }>('/api/auth/send-verification-email', { method: 'POST', body: { email, callbackURL: authCallbackPath(plan) } });

export const startGoogleSignIn = async (plan: Plan | null) => {
  const res = await api<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: authCallbackPath(plan), errorCallbackURL: `/auth?error=google${plan ? `&plan=${plan}` : ''}` },
  });
  window.location.assign(res.url);
};

export const signOutRequest = () => api<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', body: {} });

export const requestPasswordReset = (email: string) =>
  api<{ status: boolean }>('/api/auth/request-password-reset', { method: 'POST', body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  api<{ status: boolean }>('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });

export const changePassword = (input: PasswordChangeRequest) =>
  api<{ status?: boolean }>('/api/auth/change-password', { method: 'POST', body: input });

export const setPassword = (input: { newPassword: string; confirmPassword: string }) =>
  api<{ success: true }>('/api/account/set-password', { method: 'POST', body: input });

/** The second step of a sign-in: a code from the authenticator app, or a backup code. */
export const verifySecondStep = (input: { code: string; trustDevice: boolean; backup: boolean }) =>
  api<{ user?: { id: string } }>(input.backup ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp', {
    method: 'POST',
    body: { code: input.code, trustDevice: input.trustDevice },
  });
