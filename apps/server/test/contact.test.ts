import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../src/db/schema/index.ts';
import { grantAdmin } from './two-factor-helpers.ts';
import { createVerifiedUser, outboxFor } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const good = { name: 'Dana Counsel', email: 'dana@firm.com', topic: 'tools', message: 'How does the net worth tool treat student loans?' };

describe('contact form and firm enquiries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: 'owner@example.com' });
    await createVerifiedUser(t, 'ops@example.com');
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'ops@example.com'));
    await grantAdmin(t, u?.id as string);
  });
  afterAll(() => t.close());

  it('refuses bad input field by field and stores nothing', async () => {
    const res = await t.request('/api/contact', { method: 'POST', json: { name: 'D', email: 'nope', topic: 'x', message: 'short' }, ip: '10.0.0.1' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      name: ['Please enter your name'],
      email: ['Please enter a valid email address'],
      topic: ['Please choose a topic'],
      message: ['Please write at least 20 characters'],
    });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('stores a message and emails it to every admin with a Reply-To', async () => {
    const res = await t.request('/api/contact', { method: 'POST', json: good, ip: '10.0.0.2' });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ kind: 'contact', name: 'Dana Counsel', email: 'dana@firm.com', topic: 'tools', ip: '10.0.0.2' });
    for (const admin of ['ops@example.com', 'owner@example.com']) {
      const [mail] = await outboxFor(t, admin);
      expect(mail?.subject).toBe('Contact form: The tools');
      expect(mail?.text).toContain('How does the net worth tool treat student loans?');
      expect(mail?.headers).toMatchObject({ 'Reply-To': 'dana@firm.com' });
    }
  });

  it('limits one address to five messages an hour', async () => {
    for (let i = 0; i < 5; i++) expect((await t.request('/api/contact', { method: 'POST', json: good, ip: '10.0.0.9' })).status).toBe(200);
    const sixth = await t.request('/api/contact', { method: 'POST', json: good, ip: '10.0.0.9' });
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { message: string }).message).toBe('Too many messages from this connection. Please try again in an hour.');
    expect((await t.request('/api/contact', { method: 'POST', json: good, ip: '10.0.0.10' })).status).toBe(200);
  });

  it('stores and emails a firm enquiry', async () => {
    const bad = await t.request('/api/firm-enquiries', { method: 'POST', json: { ...good, firmName: '', attorneys: 'lots' }, ip: '10.0.1.1' });
    expect(bad.status).toBe(400);
    const res = await t.request('/api/firm-enquiries', {
      method: 'POST',
      json: {
        firmName: 'Hale & Dorr LLP',
        name: 'Pat Partner',
        email: 'pat@hale.com',
        attorneys: '100–499',
        message: 'We would like a pilot for our first-year class.',
      },
      ip: '10.0.1.1',
    });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.kind, 'firm-enquiry'));
    expect(row?.details).toEqual({ firmName: 'Hale & Dorr LLP', attorneys: '100–499' });
    const mails = await outboxFor(t, 'ops@example.com');
    expect(mails.some((m) => m.subject === 'Firm pilot inquiry: Hale & Dorr LLP')).toBe(true);
  });
});
