import { z } from 'zod';
import { PASSWORD_MAX } from './auth.constants.ts';
import { PASSKEY_NAME_MAX, TWO_FACTOR_MESSAGES } from './two-factor.ts';

/** The input rules of two-factor sign-in and passkeys (issue 25, decisions 420-424). */

/** Six digits; spaces a person types between groups are ignored. */
export const TotpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));

/** A backup code in any case, with or without its dash, read as `abcde-23456`. */
export const BackupCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.backupCodeFormat })
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, TWO_FACTOR_MESSAGES.backupCodeFormat))
  .transform((v) => `${v.slice(0, 5)}-${v.slice(5)}`);

/** Whether a typed code looks like a backup code rather than an authenticator code. */
export const looksLikeBackupCode = (code: string): boolean => /[a-z]/i.test(code) || code.replace(/[\s-]/g, '').length === 10;

const password = z.string().max(PASSWORD_MAX, TWO_FACTOR_MESSAGES.passwordRequired);

/** The second step of a sign-in. */
export const TwoFactorSignInSchema = z.object({ code: TotpCodeSchema, trustDevice: z.boolean().optional() });
export const BackupCodeSignInSchema = z.object({ code: BackupCodeSchema, trustDevice: z.boolean().optional() });
/** Starting enrollment and new backup codes ask for the password (accounts that have one). */
export const TwoFactorPasswordSchema = z.object({ password: password.optional() });
/** Confirming enrollment: the first code from the app. */
export const TwoFactorConfirmSchema = z.object({ code: TotpCodeSchema });
/** Turning two-factor off: the password (accounts that have one) and a current code or a backup code. */
export const TwoFactorDisableSchema = z.object({
  password: password.optional(),
  code: z.string({ error: TWO_FACTOR_MESSAGES.codeFormat }).trim().min(1, TWO_FACTOR_MESSAGES.codeFormat).max(20, TWO_FACTOR_MESSAGES.codeFormat),
});

export const PasskeyNameSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.passkeyNameRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX, TWO_FACTOR_MESSAGES.passkeyNameTooLong);
export const PasskeyRenameSchema = z.object({ name: PasskeyNameSchema });
