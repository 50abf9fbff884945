import { INQUIRIES_PAGE_SIZE, INQUIRY_MESSAGES } from '@awc/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, subscribers } from '../src/db/schema/index.ts';
import { grantAdmin } from './two-factor-helpers.ts';
import { createVerifiedUser, me, outboxFor } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The admin inbox (issue 22 item 6, decision 343). */

type Inquiry = { id: string; name: string; email: string; status: string; topicLabel: string; replies: { body: string; authorEmail: string }[] };
let t: TestApp;
let admin = '';
let member = '';

const call = (cookie: string, path: string, method = 'GET', json?: unknown) => t.request(path, { method, json, headers: cookie ? { cookie } : {} });
const list = async (query = '') =>
  (await (await call(admin, `/api/admin/inquiries${query}`)).json()) as { inquiries: Inquiry[]; nextCursor: string | null };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createVerifiedUser(t, 'ops@example.com');
  await grantAdmin(t, (await me(t, admin)).user?.id as string);
  member = await createVerifiedUser(t, 'mem@example.com');
  await t.database.db
    .insert(subscribers)
    .values({ userId: (await me(t, member)).user?.id as string, plan: 'monthly', status: 'active', currentPeriodEnd: null, provider: 'test' });
  const contact = await t.request('/api/contact', {
    method: 'POST',
    json: { name: 'Dana Counsel', email: 'dana@firm.com', topic: 'tools', message: 'How does the net worth tool treat student loans?' },
    ip: '10.1.0.1',
  });
  expect(contact.status).toBe(200);
  const firm = await t.request('/api/firm-enquiries', {
    method: 'POST',
    json: {
      name: 'Pat Partner',
      email: 'pat@bigfirm.com',
      firmName: 'Big Firm LLP',
      attorneys: '100–499',
      message: 'We would like to offer the membership to our associates.',
    },
    ip: '10.1.0.2',
  });
  expect(firm.status).toBe(200);
});
afterAll(() => t.close());

describe('the admin inbox', () => {
  it('is for admins only: 401 for visitors, 403 for members', async () => {
    for (const [method, path, json] of [
      ['GET', '/api/admin/inquiries'],
      ['PATCH', '/api/admin/inquiries/x/status', { status: 'archived' }],
      ['POST', '/api/admin/inquiries/x/reply', { body: 'Hi' }],
    ] as [string, string, unknown?][]) {
      expect((await call('', path, method, json)).status, path).toBe(401);
      expect((await call(member, path, method, json)).status, path).toBe(403);
    }
  });

  it('lists contact messages and firm inquiries as new, newest first', async () => {
    const { inquiries } = await list('?status=new');
    expect(inquiries.map((i) => i.name)).toEqual(['Pat Partner', 'Dana Counsel']);
    expect(inquiries.map((i) => i.topicLabel)).toEqual(['Firm Pilot Program: Big Firm LLP', 'The tools']);
  });

  it('replies by email from the inbox, keeps the reply and marks the inquiry answered', async () => {
    const dana = (await list()).inquiries.find((i) => i.name === 'Dana Counsel') as Inquiry;
    const res = await call(admin, `/api/admin/inquiries/${dana.id}/reply`, 'POST', { body: 'It counts them as liabilities.\n\nThanks for asking.' });
    expect(res.status).toBe(201);
    const [mail] = await outboxFor(t, 'dana@firm.com');
    expect(mail?.subject).toBe('Re: The tools');
    expect(mail?.text).toContain('It counts them as liabilities.');
    expect(mail?.text).toContain('How does the net worth tool treat student loans?');
    const after = (await list('?status=answered')).inquiries;
    expect(after.map((i) => i.id)).toEqual([dana.id]);
    expect(after[0]?.replies).toEqual([
      expect.objectContaining({ body: 'It counts them as liabilities.\n\nThanks for asking.', authorEmail: 'ops@example.com' }),
    ]);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'inquiry.reply'));
    expect(audited).toHaveLength(1);
  });

  it('archives and reopens; bad input gets a clear message and changes nothing', async () => {
    const pat = (await list('?status=new')).inquiries[0] as Inquiry;
    expect((await call(admin, `/api/admin/inquiries/${pat.id}/status`, 'PATCH', { status: 'archived' })).status).toBe(200);
    expect((await list('?status=archived')).inquiries.map((i) => i.id)).toEqual([pat.id]);
    const bad = await call(admin, `/api/admin/inquiries/${pat.id}/status`, 'PATCH', { status: 'deleted' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(INQUIRY_MESSAGES.chooseStatus);
    const empty = await call(admin, `/api/admin/inquiries/${pat.id}/reply`, 'POST', { body: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain(INQUIRY_MESSAGES.replyRequired);
    expect(await outboxFor(t, 'pat@bigfirm.com')).toEqual([]);
    expect((await call(admin, '/api/admin/inquiries/unknown/reply', 'POST', { body: 'Hi' })).status).toBe(404);
    expect((await call(admin, '/api/admin/inquiries?status=spam')).status).toBe(400);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, pat.id));
    expect(row?.status).toBe('archived');
  });

  it('pages with cursors past the first page, rows written within one millisecond', async () => {
    await t.database.db.insert(contactMessages).values(
      Array.from({ length: INQUIRIES_PAGE_SIZE * 2 + 3 }, (_, i) => ({
        id: `bulk-${String(i).padStart(3, '0')}`,
        kind: 'contact',
        name: `Writer ${i}`,
        email: `w${i}@example.com`,
        topic: 'other',
        message: 'A message long enough to be stored.',
        createdAt: sql`timestamptz '2026-01-05 09:00:00+00' + ${i % 5} * interval '1 microsecond'`,
      })),
    );
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = await list(`?cursor=${cursor}`);
      seen.push(...page.inquiries.map((i) => i.id));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(seen).toHaveLength(INQUIRIES_PAGE_SIZE * 2 + 3 + 2);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
