import { desc } from 'drizzle-orm';
import { outbox } from '../src/db/schema/index.ts';
import type { TestApp } from './helpers.ts';
import { completeSecondStep, knownSecrets } from './two-factor-helpers.ts';

/** `name=value; name2=value2` from a response's Set-Cookie headers (expired cookies dropped). */
export const cookiesFrom = (res: Response, previous = ''): string => {
  const jar = new Map(
    previous
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const),
  );
  for (const header of res.headers.getSetCookie()) {
    const [pair, ...attrs] = header.split(';');
    const name = (pair ?? '').slice(0, (pair ?? '').indexOf('='));
    const value = (pair ?? '').slice((pair ?? '').indexOf('=') + 1);
    if (attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};

/** Emails delivered to the outbox (after running due jobs), newest first. */
export const outboxFor = async (t: TestApp, to: string) => {
  await t.deps.jobs.drain();
  const rows = await t.database.db.select().from(outbox).orderBy(desc(outbox.createdAt));
  return rows.filter((r) => r.to === to);
};

export const linkIn = (text: string, pattern: RegExp): string => {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => pattern.test(u));
  if (!url) throw new Error(`no link matching ${pattern} in:\n${text}`);
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

export const signUp = (t: TestApp, input: { email: string; password?: string; firstName?: string; lastName?: string; callbackURL?: string }) =>
  t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: {
      firstName: input.firstName ?? 'Ada',
      lastName: input.lastName ?? 'King',
      email: input.email,
      password: input.password ?? 'Passw0rdOk',
      callbackURL: input.callbackURL,
    },
  });

export const signIn = (t: TestApp, email: string, password = 'Passw0rdOk', rememberMe = true, headers: Record<string, string> = {}) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password, rememberMe }, headers });

/** Signs up, follows the verification link, and returns the session cookie it set. */
export const createVerifiedUser = async (
  t: TestApp,
  email: string,
  password = 'Passw0rdOk',
  names: { firstName?: string; lastName?: string } = {},
) => {
  const res = await signUp(t, { email, password, ...names });
  if (res.status !== 200) throw new Error(`sign-up failed ${res.status} ${await res.text()}`);
  const [mail] = await outboxFor(t, email);
  if (!mail) throw new Error('no verification email');
  const verify = await t.request(linkIn(mail.text, /verify-email/));
  if (verify.status !== 302) throw new Error(`verify failed ${verify.status}`);
  return cookiesFrom(verify);
};

/** Per app and account, the "trusted device" cookie of the last sign-in (renewed at each one). */
const trustedDevices = new WeakMap<TestApp, Map<string, string>>();
const trustCookieOf = (cookie: string) => cookie.split('; ').find((c) => /^(__Host-)?awc\.trust_device=/.test(c));

/**
 * Signs in and returns the session cookie. An account with two-factor sign-in whose secret the
 * tests know (the demo admin, admins made with grantAdmin) gets its second step done with a code
 * once, trusting the "device"; later sign-ins of that account on the same app send the trust cookie,
 * as a browser would, because an accepted code is refused a second time (decision 420).
 */
export const signedInCookie = async (t: TestApp, email: string, password = 'Passw0rdOk', rememberMe = true) => {
  const trusted = trustedDevices.get(t) ?? new Map<string, string>();
  trustedDevices.set(t, trusted);
  const trust = trusted.get(email.toLowerCase());
  const res = await signIn(t, email, password, rememberMe, trust ? { cookie: trust } : {});
  if (res.status !== 200) throw new Error(`sign-in failed ${res.status} ${await res.text()}`);
  const body = (await res.clone().json()) as { twoFactorRedirect?: boolean };
  let cookie = cookiesFrom(res, trust ?? '');
  if (body.twoFactorRedirect) {
    const secret = knownSecrets.get(email.toLowerCase());
    if (!secret) throw new Error(`${email} needs a second step and its secret is unknown`);
    const step = await completeSecondStep(t, cookie, secret, { trustDevice: true });
    if (step.res.status !== 200) throw new Error(`second step failed ${step.res.status} ${await step.res.text()}`);
    cookie = step.cookie;
  }
  const renewed = trustCookieOf(cookie);
  if (renewed) trusted.set(email.toLowerCase(), renewed);
  return cookie
    .split('; ')
    .filter((c) => c !== renewed)
    .join('; ');
};

export const me = async (t: TestApp, cookie: string) =>
  (await (await t.request('/api/me', { headers: { cookie } })).json()) as {
    user: { id: string; email: string } | null;
    profile?: Record<string, unknown>;
    profileRecovered?: boolean;
    isAdmin?: boolean;
  };
