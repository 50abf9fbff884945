import { z } from 'zod';
import { DIRECTORY_VISIBILITIES, NAME_MIN, PASSWORD_MAX, PRACTICE_SETTINGS, SIGN_IN_PASSWORD_MIN, SIGN_UP_PASSWORD_MIN } from './auth.constants.ts';

const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Trims and lower-cases; the spec's message for anything that is not an address. */
export const EmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** Sign-up and password-change rules (spec §5), each failure with its own message. */
export const NewPasswordSchema = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(SIGN_UP_PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number');

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(SIGN_IN_PASSWORD_MIN, 'Password must be at least 6 characters')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  remember: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(NAME_MIN, 'First name is required').max(80, 'First name is too long'),
  lastName: z.string({ error: 'Last name is required' }).trim().min(NAME_MIN, 'Last name is required').max(80, 'Last name is too long'),
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

/**
 * What `POST /api/auth/change-password` accepts: the confirmation is the form's business, so the
 * request carries the current and new password only (and whether to sign out elsewhere).
 */
export const PasswordChangeRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  newPassword: NewPasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequestSchema>;

/** The change-password form: the request's rules plus a matching confirmation. */
export const PasswordChangeSchema = PasswordChangeRequestSchema.omit({ revokeOtherSessions: true })
  .extend({
    confirmPassword: z.string({ error: 'Please confirm your new password' }).min(1, 'Please confirm your new password'),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type PasswordChangeInput = z.infer<typeof PasswordChangeSchema>;

export const ResetRequestSchema = z.object({ email: EmailSchema });
export type ResetRequestInput = z.infer<typeof ResetRequestSchema>;

/** What `POST /api/auth/reset-password` accepts: the new password and the token from the emailed link. */
export const ResetPasswordRequestSchema = z.object({ newPassword: NewPasswordSchema, token: z.string().min(10).max(500) });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** Setting a new password from the reset link: the sign-up rules, confirmed. */
export const ResetPasswordSchema = z
  .object({
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm your new password' }).min(1, 'Please confirm your new password'),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** A Google-only account setting its first password. */
export const SetPasswordSchema = ResetPasswordSchema;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const currentYear = new Date().getUTCFullYear();

/**
 * The fields a user may change on their own profile. Anything else in the body (role, id, email,
 * full name) is dropped by the schema, never written.
 */
export const ProfileUpdateSchema = z.object({
  firstName: z.string().trim().min(NAME_MIN, 'First name is required').max(80, 'First name is too long').optional(),
  lastName: z.string().trim().min(NAME_MIN, 'Last name is required').max(80, 'Last name is too long').optional(),
  headline: optionalText(140, 'Headline'),
  directoryVisibility: z.enum(DIRECTORY_VISIBILITIES, { error: 'Choose who can see your profile' }).optional(),
  practiceSetting: z.enum(PRACTICE_SETTINGS, { error: 'Choose a practice setting' }).nullable().optional(),
  practiceArea: optionalText(80, 'Practice area'),
  barAdmissionYear: z
    .number({ error: 'Enter a year such as 2019' })
    .int('Enter a year such as 2019')
    .min(1950, 'Enter a year from 1950 on')
    .max(currentYear, 'The year cannot be in the future')
    .nullable()
    .optional(),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

export const DeleteAccountSchema = z.object({
  /** The user types their email to confirm. */
  confirmEmail: EmailSchema,
  password: z.string().max(PASSWORD_MAX).optional(),
});
