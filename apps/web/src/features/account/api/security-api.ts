import type { AccountSecurityDto } from '@awc/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Two-factor sign-in, backup codes and passkeys of the signed-in account (issue 25). */
export const securityQuery = () =>
  queryOptions({ queryKey: ['account', 'security'], queryFn: () => api<AccountSecurityDto>('/api/account/security') });

export type Enrollment = { totpURI: string; secret: string; backupCodes: string[] };

export const startEnrollment = (password: string | undefined) =>
  api<Enrollment>('/api/auth/two-factor/enable', { method: 'POST', body: password === undefined ? {} : { password } });
export const confirmEnrollment = (code: string) => api<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
export const newBackupCodes = (password: string | undefined) =>
  api<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
    method: 'POST',
    body: password === undefined ? {} : { password },
  });
export const turnOffTwoFactor = (input: { password?: string; code: string }) =>
  api<unknown>('/api/auth/two-factor/disable', { method: 'POST', body: input });

type RegistrationOptions = Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON'];

/** Creates a passkey on this device (the browser's own prompt) and registers it under `name`. */
export const addPasskey = async (name: string) => {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await api<RegistrationOptions>(`/api/auth/passkey/generate-register-options?name=${encodeURIComponent(name)}`);
  const response = await startRegistration({ optionsJSON });
  return api<{ passkey: { id: string; name: string } }>('/api/auth/passkey/verify-registration', { method: 'POST', body: { response, name } });
};
export const renamePasskey = (id: string, name: string) => api<unknown>('/api/auth/passkey/update-passkey', { method: 'POST', body: { id, name } });
export const removePasskey = (id: string) => api<unknown>('/api/auth/passkey/delete-passkey', { method: 'POST', body: { id } });
