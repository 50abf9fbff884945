import { cookiesFrom, linkIn, signUp } from './auth-helpers.ts';
import type { TestApp } from './helpers.ts';
import type { SmtpCapture } from './smtp-server.ts';

export { decodeWords, parseMail, type ReceivedMail, type SmtpCapture, startSmtp } from './smtp-server.ts';

/** Signs up and follows the verification link that arrived over SMTP; returns the session cookie. */
export const createVerifiedUserOverSmtp = async (
  t: TestApp,
  smtp: SmtpCapture,
  email: string,
  names: { firstName?: string; lastName?: string } = {},
): Promise<string> => {
  const res = await signUp(t, { email, password: 'Passw0rdOk', ...names });
  if (res.status !== 200) throw new Error(`sign-up failed ${res.status} ${await res.text()}`);
  await t.deps.jobs.drain();
  const mail = smtp.to(email).find((m) => m.text.includes('/verify-email'));
  if (!mail) throw new Error('no verification email');
  const verify = await t.request(linkIn(mail.text, /verify-email/));
  if (verify.status !== 302) throw new Error(`verify failed ${verify.status}`);
  return cookiesFrom(verify);
};
