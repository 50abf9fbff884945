import { DEFAULT_EMAIL_PREFERENCES, PSLF_MESSAGES, type PslfTracker } from '@awc/domain';
import { grantAdmin } from './two-factor-helpers.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pslfCertifications, pslfEmployers, subscribers } from '../src/db/schema/index.ts';
import { PSLF_REMINDERS_JOB } from '../src/services/pslf/reminders.ts';
import { recurringJobs } from '../src/services/scheduled.ts';
import { createVerifiedUser, me, outboxFor } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const cookie: Record<string, string> = {};
const id: Record<string, string> = {};
const address = (who: string) => `${who}.pslf@example.com`;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['ana', 'ben', 'visitor', 'admin']) {
    cookie[who] = await createVerifiedUser(t, address(who));
    id[who] = (await me(t, cookie[who] as string)).user?.id ?? '';
  }
  for (const who of ['ana', 'ben'])
    await t.database.db.insert(subscribers).values({ userId: id[who] as string, plan: 'annual', status: 'active', provider: 'test' });
  await grantAdmin(t, id.admin as string);
});
afterAll(() => t.close());

const api = (who: string, path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(`/api/pslf${path}`, { ...init, headers: { cookie: cookie[who] as string } });
const tracker = async (who: string) => ((await (await api(who, '')).json()) as { tracker: PslfTracker }).tracker;
const fieldErrors = async (res: Response) => ((await res.json()) as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};

describe('/api/pslf', () => {
  it('is for members: 401 without a session, 403 for a signed-in non-member; admins pass', async () => {
    expect((await t.request('/api/pslf')).status).toBe(401);
    expect((await t.request('/api/pslf/employers', { method: 'POST', json: { name: 'X', startDate: '2020-01-01' } })).status).toBe(401);
    expect((await api('visitor', '')).status).toBe(403);
    expect(
      (await api('visitor', '/count', { method: 'PUT', json: { qualifyingPayments: 1, asOf: '2026-01-01', source: 'entered', repaymentPlan: null } }))
        .status,
    ).toBe(403);
    expect((await api('admin', '')).status).toBe(200);
  });

  it('starts empty, then keeps the count, employers and certifications of one member', async () => {
    expect(await tracker('ana')).toEqual({ count: null, employers: [], certifications: [] });
    const count = await api('ana', '/count', {
      method: 'PUT',
      json: { qualifyingPayments: 52, asOf: '2026-11-20', source: 'import', repaymentPlan: 'ibr' },
    });
    expect(count.status).toBe(200);
    const emp = await api('ana', '/employers', { method: 'POST', json: { name: ' County Public Defender ', startDate: '2021-09-13', endDate: '' } });
    expect(emp.status).toBe(201);
    const { employer } = (await emp.json()) as { employer: { id: string } };
    const cert = await api('ana', '/certifications', {
      method: 'POST',
      json: { employerId: employer.id, certifiedOn: '2026-03-01', paymentsCredited: 12 },
    });
    expect(cert.status).toBe(201);
    expect(await tracker('ana')).toMatchObject({
      count: { qualifyingPayments: 52, asOf: '2026-11-20', source: 'import', repaymentPlan: 'ibr' },
      employers: [{ id: employer.id, name: 'County Public Defender', startDate: '2021-09-13', endDate: null }],
      certifications: [{ employerId: employer.id, certifiedOn: '2026-03-01', paymentsCredited: 12 }],
    });
    // Changing the count replaces it (one per member).
    await api('ana', '/count', { method: 'PUT', json: { qualifyingPayments: 53, asOf: '2026-12-01', source: 'entered', repaymentPlan: 'ibr' } });
    expect((await tracker('ana')).count).toMatchObject({ qualifyingPayments: 53, source: 'entered' });
    expect(await tracker('ben')).toEqual({ count: null, employers: [], certifications: [] });
  });

  it('answers every bad input with a field message and changes nothing', async () => {
    const before = await tracker('ana');
    const cases: [string, string, unknown, string, string][] = [
      [
        'PUT',
        '/count',
        { qualifyingPayments: -1, asOf: '2026-01-01', source: 'entered', repaymentPlan: null },
        'qualifyingPayments',
        PSLF_MESSAGES.countNegative,
      ],
      [
        'PUT',
        '/count',
        { qualifyingPayments: 121, asOf: '2026-01-01', source: 'entered', repaymentPlan: null },
        'qualifyingPayments',
        'PSLF requires 120 payments',
      ],
      ['PUT', '/count', { qualifyingPayments: 12, asOf: '2999-01-01', source: 'entered', repaymentPlan: null }, 'asOf', PSLF_MESSAGES.futureDate],
      [
        'PUT',
        '/count',
        { qualifyingPayments: 12, asOf: '2026-01-01', source: 'entered', repaymentPlan: 'SAVE' },
        'repaymentPlan',
        PSLF_MESSAGES.plan,
      ],
      ['POST', '/employers', { name: '', startDate: '2020-01-01', endDate: null }, 'name', PSLF_MESSAGES.employerName],
      ['POST', '/employers', { name: 'Legal Aid', startDate: '2020-02-30', endDate: null }, 'startDate', PSLF_MESSAGES.date],
      ['POST', '/employers', { name: 'Legal Aid', startDate: '2020-01-01', endDate: '2019-01-01' }, 'endDate', PSLF_MESSAGES.endBeforeStart],
      ['POST', '/certifications', { employerId: null, certifiedOn: '2006-01-01', paymentsCredited: 3 }, 'certifiedOn', PSLF_MESSAGES.beforePslf],
      [
        'POST',
        '/certifications',
        { employerId: null, certifiedOn: '2026-01-01', paymentsCredited: 3.5 },
        'paymentsCredited',
        PSLF_MESSAGES.countWhole,
      ],
    ];
    for (const [method, path, json, field, message] of cases) {
      const res = await api('ana', path, { method, json });
      expect(res.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(400);
      expect((await fieldErrors(res))[field]).toEqual([message]);
    }
    expect(
      (
        await t.request('/api/pslf/count', {
          method: 'PUT',
          body: 'qualifyingPayments=3',
          headers: { cookie: cookie.ana as string, 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    expect(await tracker('ana')).toEqual(before);
  });

  it('never lets one member read or change another’s employers or certifications (404), nor certify with another’s employer', async () => {
    const [anaEmployer] = (await tracker('ana')).employers;
    const [anaCert] = (await tracker('ana')).certifications;
    const e = anaEmployer?.id as string;
    const c = anaCert?.id as string;
    const good = { name: 'Taken over', startDate: '2020-01-01', endDate: null };
    expect((await api('ben', `/employers/${e}`, { method: 'PUT', json: good })).status).toBe(404);
    expect((await api('ben', `/employers/${e}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await api('ben', `/certifications/${c}`, { method: 'PUT', json: { employerId: null, certifiedOn: '2026-01-01', paymentsCredited: 1 } }))
        .status,
    ).toBe(404);
    expect((await api('ben', `/certifications/${c}`, { method: 'DELETE' })).status).toBe(404);
    const stolen = await api('ben', '/certifications', { method: 'POST', json: { employerId: e, certifiedOn: '2026-01-01', paymentsCredited: 120 } });
    expect(stolen.status).toBe(400);
    expect((await fieldErrors(stolen)).employerId).toEqual([PSLF_MESSAGES.employer]);
    expect((await tracker('ben')).certifications).toEqual([]);
    const [row] = await t.database.db.select().from(pslfEmployers).where(eq(pslfEmployers.id, e));
    expect(row?.name).toBe('County Public Defender');
    expect((await t.database.db.select().from(pslfCertifications).where(eq(pslfCertifications.id, c)))[0]?.paymentsCredited).toBe(12);
  });

  it('edits and removes the member’s own rows; a removed employer leaves its certifications unattached', async () => {
    const { employers, certifications } = await tracker('ana');
    const e = employers[0]?.id as string;
    const c = certifications[0]?.id as string;
    const edited = await api('ana', `/employers/${e}`, {
      method: 'PUT',
      json: { name: 'County Public Defender', startDate: '2021-09-13', endDate: '2026-12-31' },
    });
    expect(((await edited.json()) as { employer: { endDate: string } }).employer.endDate).toBe('2026-12-31');
    expect(
      (await api('ana', `/certifications/${c}`, { method: 'PUT', json: { employerId: e, certifiedOn: '2026-03-02', paymentsCredited: 11 } })).status,
    ).toBe(200);
    expect((await api('ana', `/employers/${e}`, { method: 'DELETE' })).status).toBe(200);
    expect((await tracker('ana')).certifications).toMatchObject([{ id: c, employerId: null, certifiedOn: '2026-03-02', paymentsCredited: 11 }]);
    expect((await api('ana', `/certifications/${c}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api('ana', '/count', { method: 'DELETE' })).status).toBe(200);
    expect(await tracker('ana')).toEqual({ count: null, employers: [], certifications: [] });
  });
});

describe('PSLF reminders on the daily job’s clock', () => {
  const pass = recurringJobs({} as never).find((r) => r.name === PSLF_REMINDERS_JOB);
  const run = async (now: Date) => {
    const job = recurringJobs(t.deps).find((r) => r.name === PSLF_REMINDERS_JOB);
    await job?.run(now);
    await t.deps.jobs.drain();
  };
  const notices = async (who: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, id[who] as string))
    )
      .filter((n) => n.linkUrl === '/tools/pslf-tracker')
      .map((n) => n.title)
      .sort();

  it('is one of the recurring jobs, daily', () => {
    expect(pass?.everyMs).toBe(86_400_000);
  });

  it('reminds of the yearly certification once, in the app and by email, when the clock reaches 30 days before it is due', async () => {
    const e = (await (
      await api('ben', '/employers', { method: 'POST', json: { name: 'Legal Aid Society', startDate: '2022-01-10', endDate: null } })
    ).json()) as {
      employer: { id: string };
    };
    await api('ben', '/certifications', { method: 'POST', json: { employerId: e.employer.id, certifiedOn: '2026-02-15', paymentsCredited: 24 } });
    await api('ben', '/count', { method: 'PUT', json: { qualifyingPayments: 30, asOf: '2026-01-31', source: 'import', repaymentPlan: 'rap' } });
    const before = (await outboxFor(t, address('ben'))).length;

    await run(new Date('2027-01-15T12:00:00Z'));
    expect(await notices('ben')).toEqual([]);

    await run(new Date('2027-01-16T12:00:00Z'));
    await run(new Date('2027-01-17T12:00:00Z'));
    expect(await notices('ben')).toEqual(['Time to certify your PSLF employment']);
    const mails = (await outboxFor(t, address('ben'))).slice(0, -before || undefined);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Time to certify your PSLF employment');
    expect(mails[0]?.text).toContain('by February 15, 2027');
    expect(mails[0]?.text).toContain('/tools/pslf-tracker');
    // Nobody else keeps a tracker now: Ana removed everything, the visitor never had one.
    expect(await notices('ana')).toEqual([]);
  });

  it('reminds PAYE borrowers before the plan ends, by their preference (in-app only here)', async () => {
    const prefs = await t.request('/api/email/preferences', {
      method: 'PUT',
      headers: { cookie: cookie.ben as string },
      json: { ...DEFAULT_EMAIL_PREFERENCES, pslfReminders: 'in_app' },
    });
    expect(prefs.status).toBe(200);
    await api('ben', '/count', { method: 'PUT', json: { qualifyingPayments: 30, asOf: '2026-01-31', source: 'import', repaymentPlan: 'paye' } });
    await api('ben', '/certifications', { method: 'POST', json: { certifiedOn: '2026-12-01', paymentsCredited: 0, employerId: null } });
    const mailsBefore = (await outboxFor(t, address('ben'))).length;
    // The certification made then is a year old again by 2028, so record one just before the run.
    await t.database.db
      .update(pslfCertifications)
      .set({ certifiedOn: '2028-03-20' })
      .where(eq(pslfCertifications.userId, id.ben as string));
    await run(new Date('2028-04-01T12:00:00Z'));
    expect(await notices('ben')).toEqual(['PAYE and ICR end on June 30, 2028', 'Time to certify your PSLF employment']);
    expect((await outboxFor(t, address('ben'))).length).toBe(mailsBefore);
  });
});
