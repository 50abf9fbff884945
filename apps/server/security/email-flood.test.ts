import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, outboxFor } from '../test/auth-helpers.ts';
import type { TestApp } from '../test/helpers.ts';
import { createProductionApp } from './harness.ts';

/**
 * Issue 17 item 6: the per-IP limits let 30 addresses send 60 emails to one inbox in 8 s. Each
 * recipient now gets at most 3 account emails of a kind an hour, whatever the source, and the
 * asker's answer does not change.
 */
describe('account emails per recipient (production settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createProductionApp();
  });
  afterAll(() => t.close());

  const from = (i: number) => `10.66.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  const subjects = async (to: string, pattern: RegExp) => (await outboxFor(t, to)).filter((m) => pattern.test(m.subject));

  it('60 reset requests from 30 addresses send at most 3 reset emails to one inbox', async () => {
    await createVerifiedUser(t, 'inbox@example.com');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: 'inbox@example.com' }, ip: from(i % 30) }).then(async (r) => ({
          status: r.status,
          body: await r.text(),
        })),
      ),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    const sent = await subjects('inbox@example.com', /Reset your/);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(3);
  });

  it('sign-ups with a registered address send at most 3 "you already have an account" emails', async () => {
    await createVerifiedUser(t, 'taken@example.com');
    for (let i = 0; i < 12; i++) {
      const res = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { firstName: 'Eve', lastName: 'Flood', email: 'taken@example.com', password: 'Passw0rdOk' },
        ip: from(100 + i),
      });
      expect(res.status).toBe(200);
    }
    expect((await subjects('taken@example.com', /already have an account/)).length).toBeLessThanOrEqual(3);
  });

  it('verification emails (sign-up, sign-in while unverified, resend) stop at 3 an hour', async () => {
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { firstName: 'Una', lastName: 'Verified', email: 'unverified@example.com', password: 'Passw0rdOk' },
      ip: from(200),
    });
    expect(signUp.status).toBe(200);
    for (let i = 0; i < 8; i++) {
      await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'unverified@example.com', password: 'Passw0rdOk' },
        ip: from(210 + i),
      });
      await t.request('/api/auth/send-verification-email', { method: 'POST', json: { email: 'unverified@example.com' }, ip: from(230 + i) });
    }
    const sent = await subjects('unverified@example.com', /Verify your email/);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(3);
  });
});
