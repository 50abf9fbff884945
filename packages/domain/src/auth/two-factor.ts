/**
 * Two-factor sign-in and passkeys (issue 25, decisions 420-424): the numbers and texts both sides
 * share (their input rules are in two-factor.schemas.ts, so pages that need only a constant, like
 * the admin guard, load no zod: decision 321). The product spec is silent on all of it.
 */

/** Authenticator apps (RFC 6238): six digits, a new code every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/**
 * A code is accepted for the step before and after the current one (clock drift), so it stays
 * valid for about 90 seconds; an accepted code is remembered for this long and refused again.
 */
export const TOTP_USED_CODE_MEMORY_SECONDS = 4 * TOTP_PERIOD_SECONDS;
/** Ten one-time backup codes, each two groups of five characters. */
export const BACKUP_CODE_COUNT = 10;
/** Characters of a backup code: lower case and digits without look-alikes (0/o, 1/l/i). */
export const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** "Trust this device": the second step is skipped on this browser for 30 days. */
export const TRUST_DEVICE_DAYS = 30;
/** Minutes between a correct password and the second step before the sign-in must start again. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 10;
export const PASSKEY_NAME_MAX = 60;

export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  backupCodeFormat: 'Enter a backup code: ten letters and digits, like abcde-23456.',
  invalidCode: 'That code is not right. Check the time on your phone and try the current code.',
  invalidBackupCode: 'That backup code is not right, or it has already been used.',
  codeAlreadyUsed: 'That code has already been used. Wait for the next code in your app.',
  challengeExpired: 'Your sign-in took too long. Enter your email and password again.',
  /** The same expiry after a Google sign-in (decision 425): that person has no password to re-enter here. */
  challengeExpiredGoogle: 'Your sign-in took too long. Continue with Google to sign in again.',
  /**
   * The challenge ended by wrong codes, not by time: after five wrong codes Better Auth refuses the
   * next one and drops the challenge. Telling that person they "took too long" would mislead them.
   */
  tooManyCodes: 'Too many wrong codes. Enter your email and password again.',
  tooManyCodesGoogle: 'Too many wrong codes. Continue with Google to sign in again.',
  passwordRequired: 'Enter your password.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on for this account.',
  adminRequired: 'Administrators must turn on two-factor sign-in before using the admin tools.',
  freshSignInNeeded: 'For your security, sign out and sign in again before adding a passkey.',
  passkeyNameRequired: 'Give the passkey a name.',
  passkeyNameTooLong: `Keep the name under ${PASSKEY_NAME_MAX} characters.`,
  passkeyFailed: 'The passkey could not be verified. Try again, or sign in with your password.',
  passkeyNotFound: 'This passkey is not registered to any account here. Sign in with your password.',
} as const;

/** Security changes of an account: each is emailed to its owner and listed on /account. */
export const SECURITY_EVENTS = {
  'security.two_factor_enabled': 'Two-factor sign-in turned on',
  'security.two_factor_disabled': 'Two-factor sign-in turned off',
  'security.backup_codes_regenerated': 'New backup codes created',
  'security.backup_code_used': 'A backup code was used to sign in',
  'security.passkey_added': 'Passkey added',
  'security.passkey_removed': 'Passkey removed',
  'security.two_factor_reset_by_admin': 'Two-factor sign-in reset by an administrator',
} as const;
export type SecurityEventAction = keyof typeof SECURITY_EVENTS;

/** One line of the account's security activity (`GET /api/account/security`). */
export type SecurityEventDto = { id: string; action: SecurityEventAction; label: string; detail: string | null; at: string; byAdmin: boolean };

/** A passkey as its owner sees it: never the credential id or the public key. */
export type PasskeyDto = { id: string; name: string; createdAt: string; deviceType: string; backedUp: boolean };

/** `GET /api/account/security`: what the account's security card shows. */
export type AccountSecurityDto = {
  twoFactorEnabled: boolean;
  backupCodesLeft: number | null;
  passkeys: PasskeyDto[];
  activity: SecurityEventDto[];
  /** An administrator must have two-factor on before any admin page or API opens. */
  twoFactorRequired: boolean;
};
