import { PRODUCT_NAME } from '@awc/domain';
import { renderEmail } from './layout.ts';

const firstNameOf = (name: string | null | undefined) => (name ?? '').trim().split(/\s+/)[0] || 'there';

export const verificationEmail = (input: { name: string | null; url: string }) =>
  renderEmail({
    subject: `Verify your email for ${PRODUCT_NAME}`,
    heading: 'Confirm your email address',
    blocks: [
      { kind: 'p', text: `Hi ${firstNameOf(input.name)},` },
      { kind: 'p', text: 'Thanks for creating an account. Confirm your email address to sign in. The link works once and expires in 24 hours.' },
      { kind: 'button', label: 'Verify my email', url: input.url },
      { kind: 'small', text: 'If you did not create this account, you can ignore this email: nothing happens until the link is used.' },
    ],
  });

export const resetPasswordEmail = (input: { name: string | null; url: string }) =>
  renderEmail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    heading: 'Reset your password',
    blocks: [
      { kind: 'p', text: `Hi ${firstNameOf(input.name)},` },
      {
        kind: 'p',
        text: 'Someone (hopefully you) asked to reset the password of this account. The link works once and expires in one hour. Setting a new password signs you out everywhere else.',
      },
      { kind: 'button', label: 'Choose a new password', url: input.url },
      { kind: 'small', text: 'If you did not ask for this, ignore this email; your password stays the same.' },
    ],
  });

/** The first administrator's link (`npm run admin:create` or ADMIN_EMAIL): the account has no password yet. */
export const setPasswordEmail = (input: { url: string; hours: number }) =>
  renderEmail({
    subject: `Set your ${PRODUCT_NAME} administrator password`,
    heading: 'Set your password',
    blocks: [
      { kind: 'p', text: 'Hi there,' },
      {
        kind: 'p',
        text: `An administrator account was created for this address. Choose a password to sign in. The link works once and expires in ${input.hours} hours.`,
      },
      { kind: 'button', label: 'Choose my password', url: input.url },
      { kind: 'small', text: 'If you did not expect this, ignore this email: nobody can sign in to the account until a password is chosen.' },
    ],
  });

/** Sent instead of a second account when someone signs up with an address that already has one. */
export const existingAccountEmail = (input: { name: string | null; signInUrl: string; resetUrl: string }) =>
  renderEmail({
    subject: `You already have an account with ${PRODUCT_NAME}`,
    heading: 'You already have an account',
    blocks: [
      { kind: 'p', text: `Hi ${firstNameOf(input.name)},` },
      {
        kind: 'p',
        text: 'Someone tried to create a new account with this email address, which already has one. If it was you, sign in instead, or reset your password if you have forgotten it.',
      },
      { kind: 'button', label: 'Sign in', url: input.signInUrl },
      { kind: 'small', text: 'Forgot your password?', link: { label: 'Reset your password', url: input.resetUrl } },
      { kind: 'small', text: 'If it was not you, no action is needed: no account was created and your account is unchanged.' },
    ],
  });

/**
 * A security change of the account (issue 25: two-factor on or off, a passkey added or removed,
 * new backup codes, an administrator's reset). Always sent, whatever the email preferences: the
 * owner must hear of a change they did not make.
 */
export const securityChangeEmail = (input: {
  name: string | null;
  change: string;
  detail: string | null;
  byAdmin: boolean;
  accountUrl: string;
  resetUrl: string;
}) =>
  renderEmail({
    subject: `Security change on your ${PRODUCT_NAME} account: ${input.change.toLowerCase()}`,
    heading: input.change,
    blocks: [
      { kind: 'p', text: `Hi ${firstNameOf(input.name)},` },
      {
        kind: 'p',
        text: `${input.byAdmin ? 'An administrator made this change to your account at your request' : 'This change was just made to your account'}: ${input.change.toLowerCase()}${input.detail ? ` (${input.detail})` : ''}.`,
      },
      { kind: 'button', label: 'Review your account security', url: input.accountUrl },
      {
        kind: 'small',
        text: `If this was not you, reset your password now at ${input.resetUrl} and review your passkeys and two-factor sign-in; a reset signs every other device out.`,
      },
    ],
  });
