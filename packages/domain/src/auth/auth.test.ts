import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../errors.schemas.ts';
import {
  hasActiveSubscription,
  isProfileComplete,
  namesFromProvider,
  routeGuardRetryTimeout,
  safeInternalPath,
  signInPath,
  simpleGuardTimeout,
} from './auth.constants.ts';
import { PasswordChangeSchema, ProfileUpdateSchema, ResetRequestSchema, SignInSchema, SignUpSchema } from './auth.schemas.ts';

const errors = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : toFieldErrors(r.error.issues);
};

describe('sign-in form (spec §5)', () => {
  it('needs a valid email and a 6-character password', () => {
    expect(errors(SignInSchema, { email: 'nope', password: '12345' })).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
    expect(SignInSchema.parse({ email: ' Ada@Firm.COM ', password: '123456' })).toEqual({ email: 'ada@firm.com', password: '123456' });
  });
});

describe('sign-up form (spec §5)', () => {
  it.each([
    [
      'short',
      ['Password must be at least 8 characters', 'Password must contain at least one uppercase letter', 'Password must contain at least one number'],
    ],
    ['alllowercase1', ['Password must contain at least one uppercase letter']],
    ['ALLUPPERCASE1', ['Password must contain at least one lowercase letter']],
    ['NoDigitsHere', ['Password must contain at least one number']],
  ])('password %s → %o', (password, messages) => {
    expect(errors(SignUpSchema, { firstName: 'Ada', lastName: 'King', email: 'a@b.co', password }).password).toEqual(messages);
  });
  it('needs names of at least 2 characters', () => {
    expect(errors(SignUpSchema, { firstName: 'A', lastName: ' ', email: 'a@b.co', password: 'Passw0rdOk' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });
});

describe('password change (spec §5)', () => {
  it('requires every field and a match, reported on confirmPassword', () => {
    expect(errors(PasswordChangeSchema, { currentPassword: '', newPassword: 'Passw0rdOk', confirmPassword: '' })).toEqual({
      currentPassword: ['Current password is required'],
      confirmPassword: ['Please confirm your new password'],
    });
    expect(errors(PasswordChangeSchema, { currentPassword: 'x', newPassword: 'Passw0rdOk', confirmPassword: 'Passw0rdOK' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });
  it('reset request needs a valid email', () => {
    expect(errors(ResetRequestSchema, { email: 'x@' })).toEqual({ email: ['Please enter a valid email address'] });
  });
});

describe('profile update', () => {
  it('drops fields a user may not write', () => {
    const parsed = ProfileUpdateSchema.parse({ firstName: 'Ada', role: 'admin', id: 'x', email: 'e@x.co', fullName: 'Evil', isAdmin: true });
    expect(parsed).toEqual({ firstName: 'Ada' });
  });
  it('turns blank optional text into null', () => {
    expect(ProfileUpdateSchema.parse({ headline: '  ' })).toEqual({ headline: null });
  });
});

describe('rules', () => {
  it('profile completeness needs first name, last name and headline', () => {
    expect(isProfileComplete({ firstName: 'A', lastName: 'B', headline: 'Associate' })).toBe(true);
    expect(isProfileComplete({ firstName: 'A', lastName: 'B', headline: ' ' })).toBe(false);
  });
  it('subscription access: active or trialing and not past the period end', () => {
    const future = new Date(Date.now() + 86_400_000);
    const past = new Date(Date.now() - 1000);
    expect(hasActiveSubscription({ status: 'active', currentPeriodEnd: future })).toBe(true);
    expect(hasActiveSubscription({ status: 'trialing', currentPeriodEnd: future })).toBe(true);
    expect(hasActiveSubscription({ status: 'active', currentPeriodEnd: past })).toBe(false);
    expect(hasActiveSubscription({ status: 'past_due', currentPeriodEnd: future })).toBe(false);
    expect(hasActiveSubscription(null)).toBe(false);
  });
  it('Google names: given/family, else split at the first space', () => {
    expect(namesFromProvider({ given_name: 'Ada', family_name: 'King', name: 'x y' })).toEqual({ firstName: 'Ada', lastName: 'King' });
    expect(namesFromProvider({ name: 'Ruth Bader Ginsburg' })).toEqual({ firstName: 'Ruth', lastName: 'Bader Ginsburg' });
    expect(namesFromProvider({ name: 'Cher' })).toEqual({ firstName: 'Cher', lastName: '' });
  });
  it('guard timings', () => {
    expect([0, 1, 2, 3, 4, 5].map(routeGuardRetryTimeout)).toEqual([2000, 3000, 4500, 6750, 10000, 10000]);
    expect([0, 1, 2].map(simpleGuardTimeout)).toEqual([3000, 4000, 5000]);
  });
  it('post-login paths stay on this site', () => {
    expect(safeInternalPath('/tools/net-worth?x=1')).toBe('/tools/net-worth?x=1');
    expect(safeInternalPath('//evil.example')).toBe('/dashboard');
    expect(safeInternalPath('https://evil.example')).toBe('/dashboard');
    expect(safeInternalPath('/\\evil')).toBe('/dashboard');
    expect(safeInternalPath(null)).toBe('/dashboard');
  });
  it('a visitor on a signed-in page is sent to sign in, told where to return; checkout carries its plan', () => {
    expect(signInPath({ pathname: '/content', search: '?type=video', hash: '#top' })).toBe('/auth?from=%2Fcontent%3Ftype%3Dvideo%23top');
    expect(signInPath({ pathname: '/account' })).toBe('/auth?from=%2Faccount');
    expect(safeInternalPath(decodeURIComponent(signInPath({ pathname: '/content', search: '?type=video' }).slice('/auth?from='.length)))).toBe(
      '/content?type=video',
    );
    expect(signInPath({ pathname: '/membership/checkout', search: '?plan=annual' })).toBe('/auth?plan=annual');
    expect(signInPath({ pathname: '/membership/checkout', search: '?plan=lifetime' })).toBe('/auth?from=%2Fmembership%2Fcheckout%3Fplan%3Dlifetime');
  });
});
