import { FIRM_MESSAGES } from '@awc/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, firmInvitations, firmMembers, firms, scenarios, subscribers } from '../src/db/schema/index.ts';
import { requireMember } from '../src/middleware/session.ts';
import type { Deps } from '../src/types.ts';
import { linkIn, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createVerifiedUserOverSmtp, decodeWords, type SmtpCapture, startSmtp } from './smtp-capture.ts';
import { grantAdmin } from './two-factor-helpers.ts';

/*
 * Firm accounts (issue 26, decision 435): an administrator creates a firm, its billing contact
 * accepts the emailed invitation and becomes the firm admin, who invites people to seats. Runs on
 * whichever engine the suite runs on (PGlite, or PostgreSQL with TEST_DATABASE_URL), with the auth
 * cache on, so "access ends at once" is proved through the cache's invalidation.
 */

let t: TestApp;
let smtp: SmtpCapture;
let depsRef: Deps;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp(
    { SMTP_URL: smtp.url },
    {
      extraRoutes: (app) => {
        app.get(
          '/api/test/members-only',
          (c, next) => requireMember(depsRef)(c, next),
          (c) => c.json({ ok: true }),
        );
      },
    },
  );
  depsRef = t.deps;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Person = { email: string; cookie: string; id: string };
let n = 0;
const person = async (email = `person-${++n}@example.com`): Promise<Person> => {
  const cookie = await createVerifiedUserOverSmtp(t, smtp, email, { firstName: 'Pat', lastName: `Person${n}` });
  return { email, cookie, id: (await me(t, cookie)).user?.id as string };
};
const call = (path: string, who: Person | null, init: { method?: string; json?: unknown } = {}) =>
  t.request(path, { ...init, headers: who ? { cookie: who.cookie } : {} });
const body = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  return JSON.parse(text) as T;
};
const isMember = async (who: Person) => (await call('/api/test/members-only', who)).status === 200;

/** The token of the newest invitation emailed to `email` (over SMTP), read from its link. */
const invitationToken = async (email: string): Promise<string> => {
  await t.deps.jobs.drain();
  const mails = smtp.to(email).filter((m) => m.text.includes('invitation='));
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no invitation email to ${email}`);
  return new URL(linkIn(mail.text, /invitation=/), 'http://x').searchParams.get('invitation') as string;
};
const accept = (who: Person, token: string) => call('/api/firm-invitations/accept', who, { method: 'POST', json: { token } });

let admin: Person;
const firmInput = (over: Record<string, unknown> = {}) => ({
  name: 'Hale & Dorr LLP',
  seats: 3,
  termMonths: 12,
  billingContactName: 'Dana Contact',
  billingContactEmail: `contact-${++n}@halefirm.example`,
  ...over,
});

/** A firm made by the administrator, its contact signed up and accepted as firm admin. */
const firmWithAdmin = async (over: Record<string, unknown> = {}) => {
  const input = firmInput(over);
  const created = await body<{ firm: { id: string } }>(await call('/api/admin/firms', admin, { method: 'POST', json: input }), 201);
  const contact = await person(input.billingContactEmail as string);
  await body(await accept(contact, await invitationToken(contact.email)));
  return { firmId: created.firm.id, firmAdmin: contact };
};
const invite = (who: Person, firmId: string, email: string) => call(`/api/firms/${firmId}/invitations`, who, { method: 'POST', json: { email } });
/** Invites `email` and has that person (signed up now) accept. */
const seat = async (firmAdmin: Person, firmId: string, who?: Person) => {
  const p = who ?? (await person());
  await body(await invite(firmAdmin, firmId, p.email), 201);
  await body(await accept(p, await invitationToken(p.email)));
  return p;
};

beforeAll(async () => {
  admin = await person('site.admin@example.com');
  await grantAdmin(t, admin.id);
});

describe('an administrator creates a firm', () => {
  it('refuses bad input with field messages, and non-administrators, writing nothing', async () => {
    const bad = await call('/api/admin/firms', admin, { method: 'POST', json: firmInput({ seats: 0, name: ' ', billingContactEmail: 'nope' }) });
    const err = await body<{ fieldErrors: Record<string, string[]> }>(bad, 400);
    expect(err.fieldErrors.seats?.[0]).toBe('Seats must be between 1 and 500');
    expect(err.fieldErrors.name?.[0]).toBe('Firm name must be at least 2 characters');
    expect(err.fieldErrors.billingContactEmail?.[0]).toBe('Please enter a valid email address');
    const longTerm = await call('/api/admin/firms', admin, { method: 'POST', json: firmInput({ termMonths: 37 }) });
    expect((await body<{ fieldErrors: Record<string, string[]> }>(longTerm, 400)).fieldErrors.termMonths?.[0]).toBe(
      'Term must be between 1 and 36 months',
    );
    const plain = await person();
    expect((await call('/api/admin/firms', plain, { method: 'POST', json: firmInput() })).status).toBe(403);
    expect((await call('/api/admin/firms', null, { method: 'POST', json: firmInput() })).status).toBe(401);
    expect((await call('/api/admin/firms', plain)).status).toBe(403);
    expect(await t.database.db.select().from(firms)).toHaveLength(0);
  });

  it('creates it for its term, audits it and emails the billing contact a link to become firm admin', async () => {
    const input = firmInput({ name: 'Contact Test LLP', termMonths: 6 });
    const created = await body<{ firm: Record<string, unknown> }>(await call('/api/admin/firms', admin, { method: 'POST', json: input }), 201);
    expect(created.firm).toMatchObject({
      name: 'Contact Test LLP',
      seats: 3,
      seatsUsed: 0,
      seatsFree: 3,
      status: 'active',
      active: true,
      source: 'admin',
    });
    const end = new Date(created.firm.currentPeriodEnd as string);
    expect(Math.round((end.getTime() - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(180);
    const [log] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'firm.create'), eq(auditLog.target, created.firm.id as string)));
    expect(log).toMatchObject({ actorId: admin.id, details: expect.objectContaining({ seats: 3, termMonths: 6 }) });
    await t.deps.jobs.drain();
    const [mail] = smtp.to(input.billingContactEmail as string);
    expect(decodeWords(mail?.header('subject') ?? '')).toBe('Manage Contact Test LLP’s Attorney Wealth Collective seats');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/account\?tab=firm&invitation=[\w-]{40,}/);
    // Only a hash of the token is stored.
    const token = await invitationToken(input.billingContactEmail as string);
    const rows = await t.database.db
      .select()
      .from(firmInvitations)
      .where(eq(firmInvitations.firmId, created.firm.id as string));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('the firm admin and the seats', () => {
  it('the contact accepts and manages the firm without holding a seat (no member access of their own)', async () => {
    const { firmId, firmAdmin } = await firmWithAdmin({ name: 'Admin Only LLP' });
    const mine = await body<{ firm: { id: string }; role: string; holdsSeat: boolean; members: unknown[]; invitations: unknown[] }>(
      await call('/api/firm', firmAdmin),
    );
    expect(mine).toMatchObject({ firm: { id: firmId, seats: 3, seatsUsed: 0 }, role: 'admin', holdsSeat: false, invitations: [] });
    expect(mine.members).toHaveLength(1);
    expect(await isMember(firmAdmin)).toBe(false);
    // The admin takes a seat by inviting their own address.
    await seat(firmAdmin, firmId, firmAdmin);
    expect(await isMember(firmAdmin)).toBe(true);
    expect(await body(await call('/api/firm', firmAdmin))).toMatchObject({ role: 'admin', holdsSeat: true, firm: { seatsUsed: 1 } });
  });

  it('invites 3 people into 3 seats, refuses a 4th with a clear message (nothing written or sent), and reuses a freed seat', async () => {
    const { firmId, firmAdmin } = await firmWithAdmin({ name: 'Three Seats LLP' });
    const [a, b, c] = [await person(), await person(), await person()];
    for (const p of [a, b, c]) await body(await invite(firmAdmin, firmId, p.email), 201);
    const fourth = await person();
    const refused = await invite(firmAdmin, firmId, fourth.email);
    expect(await body(refused, 409)).toMatchObject({ code: 'CONFLICT', message: FIRM_MESSAGES.seatsFull(3) });
    expect(FIRM_MESSAGES.seatsFull(3)).toBe('All 3 seats are taken. Remove someone or cancel an open invitation before inviting another person.');
    await t.deps.jobs.drain();
    expect(smtp.to(fourth.email).filter((m) => m.text.includes('invitation='))).toHaveLength(0);
    expect(await t.database.db.select().from(firmInvitations).where(eq(firmInvitations.email, fourth.email))).toHaveLength(0);

    for (const p of [a, b, c]) {
      expect(await isMember(p)).toBe(false);
      const ok = await body<{ role: string }>(await accept(p, await invitationToken(p.email)));
      expect(ok.role).toBe('member');
      expect(await isMember(p)).toBe(true);
    }
    const sub = await body(await call('/api/subscription', a));
    expect(sub).toMatchObject({ isSubscribed: true, status: 'active', plan: null, firm: { id: firmId, name: 'Three Seats LLP', active: true } });
    expect(await body(await call('/api/firm', firmAdmin))).toMatchObject({ firm: { seats: 3, seatsUsed: 3, seatsFree: 0 } });

    // Removing one: their access ends on their very next request (the cache had them as a member),
    // their saved work stays theirs, and the seat goes to the 4th person.
    await t.database.db.insert(scenarios).values({ id: `s-${b.id}`, userId: b.id, tool: 'net-worth', name: 'Mine', input: {} });
    expect(await isMember(b)).toBe(true);
    await body(await call(`/api/firms/${firmId}/members/${b.id}`, firmAdmin, { method: 'DELETE' }));
    expect(await isMember(b)).toBe(false);
    expect(await body(await call('/api/subscription', b))).toMatchObject({ isSubscribed: false, firm: null });
    expect(await t.database.db.select().from(scenarios).where(eq(scenarios.userId, b.id))).toHaveLength(1);
    const [removal] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'firm.remove'), eq(auditLog.target, firmId)));
    expect(removal).toMatchObject({ actorId: firmAdmin.id, details: expect.objectContaining({ userId: b.id }) });
    await seat(firmAdmin, firmId, fourth);
    expect(await isMember(fourth)).toBe(true);
    expect(await body(await call('/api/firm', firmAdmin))).toMatchObject({ firm: { seatsUsed: 3, seatsFree: 0 } });
  });

  it('invitation links are single-use, expire, name their address, and die with a removal', async () => {
    const { firmId, firmAdmin } = await firmWithAdmin({ name: 'Links LLP', seats: 5 });
    const p = await person();
    await body(await invite(firmAdmin, firmId, p.email), 201);
    const token = await invitationToken(p.email);
    // Someone else signed in cannot use it.
    const other = await person();
    expect(await body(await accept(other, token), 403)).toMatchObject({ message: FIRM_MESSAGES.wrongEmail(p.email) });
    expect(await isMember(other)).toBe(false);
    expect((await accept(p, token)).status).toBe(200);
    expect(await body(await accept(p, token), 409)).toMatchObject({ message: FIRM_MESSAGES.invitationUsed });
    expect(await body(await accept(p, 'x'.repeat(43)), 404)).toMatchObject({ message: FIRM_MESSAGES.invitationNotFound });
    expect(await body(await call('/api/firm-invitations/view', null, { method: 'POST', json: { token } }))).toMatchObject({
      invitation: { firmName: 'Links LLP', email: p.email, state: 'accepted' },
    });
    // Expired.
    const q = await person();
    await body(await invite(firmAdmin, firmId, q.email), 201);
    const late = await invitationToken(q.email);
    await t.database.db
      .update(firmInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(firmInvitations.email, q.email));
    expect(await body(await accept(q, late), 409)).toMatchObject({ message: FIRM_MESSAGES.invitationExpired });
    // An expired invitation no longer keeps a seat, and a new one can be sent.
    await body(await invite(firmAdmin, firmId, q.email), 201);
    // A removed person's second, still open invitation cannot bring them back.
    const r = await seat(firmAdmin, firmId);
    await body(await call(`/api/firms/${firmId}/members/${r.id}`, firmAdmin, { method: 'DELETE' }));
    // A person on a seat with an invitation still open for their address (written here directly):
    // removing them cancels it too.
    const stale = await person();
    await body(await invite(firmAdmin, firmId, stale.email), 201);
    const staleToken = await invitationToken(stale.email);
    await t.database.db.insert(firmMembers).values({ firmId, userId: stale.id, role: 'member', holdsSeat: true });
    await body(await call(`/api/firms/${firmId}/members/${stale.id}`, firmAdmin, { method: 'DELETE' }));
    expect(await body(await accept(stale, staleToken), 409)).toMatchObject({ message: FIRM_MESSAGES.invitationCanceled });
    expect(await isMember(stale)).toBe(false);
    // A canceled invitation frees its seat and its link.
    const s = await person();
    const sent = await body<{ invitation: { id: string } }>(await invite(firmAdmin, firmId, s.email), 201);
    const sToken = await invitationToken(s.email);
    await body(await call(`/api/firms/${firmId}/invitations/${sent.invitation.id}`, firmAdmin, { method: 'DELETE' }));
    expect(await body(await accept(s, sToken), 409)).toMatchObject({ message: FIRM_MESSAGES.invitationCanceled });
  });

  it('a firm admin acts on their own firm only; a member cannot manage it; visitors are told to sign in', async () => {
    const one = await firmWithAdmin({ name: 'One LLP' });
    const two = await firmWithAdmin({ name: 'Two LLP' });
    const member = await seat(two.firmAdmin, two.firmId);
    const outsider = await person();
    expect((await invite(one.firmAdmin, two.firmId, outsider.email)).status).toBe(404);
    expect((await call(`/api/firms/${two.firmId}/members/${member.id}`, one.firmAdmin, { method: 'DELETE' })).status).toBe(404);
    expect((await call(`/api/firms/${two.firmId}/admin`, one.firmAdmin, { method: 'POST', json: { userId: member.id } })).status).toBe(404);
    expect(await body(await invite(member, two.firmId, outsider.email), 403)).toMatchObject({ message: FIRM_MESSAGES.notFirmAdmin });
    expect((await call(`/api/firms/${two.firmId}/members/${two.firmAdmin.id}`, member, { method: 'DELETE' })).status).toBe(403);
    expect((await invite(outsider, two.firmId, 'x@example.com')).status).toBe(404);
    expect((await invite(null as unknown as Person, two.firmId, 'x@example.com')).status).toBe(401);
    // A member sees their firm, not its people.
    expect(await body(await call('/api/firm', member))).toMatchObject({ role: 'member', holdsSeat: true, members: null, invitations: null });
    expect((await call(`/api/firms/${one.firmId}/members/${one.firmAdmin.id}`, one.firmAdmin, { method: 'DELETE' })).status).toBe(409);
    // Someone already at a firm cannot take a seat at another.
    await body(await invite(one.firmAdmin, one.firmId, member.email), 201);
    expect(await body(await accept(member, await invitationToken(member.email)), 409)).toMatchObject({ message: FIRM_MESSAGES.otherFirm });
  });

  it('hands the firm-admin role to a member with a seat; a former admin without a seat leaves the firm', async () => {
    const { firmId, firmAdmin } = await firmWithAdmin({ name: 'Hand Over LLP' });
    const m = await seat(firmAdmin, firmId);
    const outsider = await person();
    expect(await body(await call(`/api/firms/${firmId}/admin`, firmAdmin, { method: 'POST', json: { userId: outsider.id } }), 409)).toMatchObject({
      message: FIRM_MESSAGES.handOverToMember,
    });
    await body(await call(`/api/firms/${firmId}/admin`, firmAdmin, { method: 'POST', json: { userId: m.id } }));
    expect(await body(await call('/api/firm', m))).toMatchObject({ role: 'admin', holdsSeat: true });
    expect(await body(await call('/api/firm', firmAdmin))).toMatchObject({ firm: null });
    expect((await invite(firmAdmin, firmId, outsider.email)).status).toBe(404);
    await body(await invite(m, firmId, outsider.email), 201);
    const [log] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'firm.admin.hand-over'), eq(auditLog.target, firmId)));
    expect(log).toMatchObject({ actorId: firmAdmin.id, details: expect.objectContaining({ to: m.id, formerAdminKeepsSeat: false }) });
  });

  it('someone with their own membership keeps it, takes one seat, and stays a member when either ends', async () => {
    const { firmId, firmAdmin } = await firmWithAdmin({ name: 'Own Plan LLP' });
    const own = await person();
    await t.database.db.insert(subscribers).values({ userId: own.id, plan: 'annual', status: 'active', provider: 'demo' });
    await seat(firmAdmin, firmId, own);
    expect(await body(await call('/api/subscription', own))).toMatchObject({ isSubscribed: true, plan: 'annual', firm: { name: 'Own Plan LLP' } });
    // The Billing tab shows their own plan only.
    expect(await body(await call('/api/billing/overview', own))).toMatchObject({ subscription: { plan: 'annual', isSubscribed: true } });
    expect(await body(await call('/api/firm', firmAdmin))).toMatchObject({ firm: { seatsUsed: 1 } });
    await t.database.db.update(subscribers).set({ status: 'canceled' }).where(eq(subscribers.userId, own.id));
    expect(await isMember(own)).toBe(true);
    await t.database.db.update(subscribers).set({ status: 'active' }).where(eq(subscribers.userId, own.id));
    await body(await call(`/api/admin/firms/${firmId}/end`, admin, { method: 'POST' }));
    expect(await isMember(own)).toBe(true);
    expect(await body(await call('/api/subscription', own))).toMatchObject({ plan: 'annual', firm: { active: false } });
  });
});

describe('races for the last seat', () => {
  it('two invitations into the last seat at once: one is sent, the other refused', async () => {
    const { firmId, firmAdmin } = await firmWithAdmin({ name: 'Race Invite LLP', seats: 2 });
    await body(await invite(firmAdmin, firmId, 'first@example.com'), 201);
    const results = await Promise.all(['x1@example.com', 'x2@example.com', 'x3@example.com'].map((e) => invite(firmAdmin, firmId, e)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const open = await t.database.db
      .select()
      .from(firmInvitations)
      .where(and(eq(firmInvitations.firmId, firmId), eq(firmInvitations.status, 'open')));
    expect(open).toHaveLength(2);
  });

  it('two people accepting the last seat at once: it is filled once', async () => {
    const { firmId, firmAdmin } = await firmWithAdmin({ name: 'Race Accept LLP', seats: 2 });
    const [a, b] = [await person(), await person()];
    await body(await invite(firmAdmin, firmId, a.email), 201);
    await body(await invite(firmAdmin, firmId, b.email), 201);
    // The firm is cut to one seat after both were invited: only one of them can have it.
    await t.database.db.update(firms).set({ seats: 1 }).where(eq(firms.id, firmId));
    const [ta, tb] = [await invitationToken(a.email), await invitationToken(b.email)];
    const results = await Promise.all([accept(a, ta), accept(b, tb)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409) as Response;
    expect(await refused.json()).toMatchObject({ message: FIRM_MESSAGES.noFreeSeat });
    const held = await t.database.db
      .select()
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.holdsSeat, true)));
    expect(held).toHaveLength(1);
  });

  it('one link used twice at once: one seat', async () => {
    const { firmId, firmAdmin } = await firmWithAdmin({ name: 'Race Link LLP', seats: 3 });
    const p = await person();
    await body(await invite(firmAdmin, firmId, p.email), 201);
    const token = await invitationToken(p.email);
    const results = await Promise.all([accept(p, token), accept(p, token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('the admin console', () => {
  it('lists and searches firms by name, contact and person; changes seats within bounds; ends a firm; all audited', async () => {
    const { firmId, firmAdmin } = await firmWithAdmin({ name: 'Searchable Partners', billingContactName: 'Quinn Billing' });
    const m = await seat(firmAdmin, firmId);
    const list = async (q: string) =>
      (await body<{ firms: { id: string; name: string }[] }>(await call(`/api/admin/firms?q=${encodeURIComponent(q)}`, admin))).firms.map(
        (f) => f.id,
      );
    expect(await list('searchable')).toEqual([firmId]);
    expect(await list('quinn')).toEqual([firmId]);
    expect(await list(m.email)).toEqual([firmId]);
    expect(await list('no such firm')).toEqual([]);
    const all = await body<{ firms: { id: string; members: number; admin: { email: string } | null }[] }>(await call('/api/admin/firms', admin));
    expect(all.firms.find((f) => f.id === firmId)).toMatchObject({ members: 1, admin: { email: firmAdmin.email } });
    const detail = await body<{ members: { email: string }[] }>(await call(`/api/admin/firms/${firmId}`, admin));
    expect(detail.members.map((x) => x.email).sort()).toEqual([firmAdmin.email, m.email].sort());

    expect(await body(await call(`/api/admin/firms/${firmId}/seats`, admin, { method: 'PUT', json: { seats: 0 } }), 400)).toMatchObject({
      fieldErrors: { seats: ['Seats must be between 1 and 500'] },
    });
    await body(await call(`/api/admin/firms/${firmId}/seats`, admin, { method: 'PUT', json: { seats: 10 } }));
    expect(await body(await call('/api/firm', firmAdmin))).toMatchObject({ firm: { seats: 10, seatsFree: 9 } });

    expect(await isMember(m)).toBe(true);
    await body(await call(`/api/admin/firms/${firmId}/end`, admin, { method: 'POST' }));
    // Every seat's access ends at once; the firm admin is told why they cannot invite.
    expect(await isMember(m)).toBe(false);
    expect(await body(await invite(firmAdmin, firmId, 'late@example.com'), 409)).toMatchObject({ message: FIRM_MESSAGES.firmInactive });
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.target, firmId))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['firm.create', 'firm.invitation.accept', 'firm.invite', 'firm.seats', 'firm.end']));
    expect((await call(`/api/admin/firms/${firmId}`, m)).status).toBe(403);
  });

  it('refuses fewer seats than are held', async () => {
    const { firmId, firmAdmin } = await firmWithAdmin({ name: 'Shrink LLP', seats: 3 });
    await seat(firmAdmin, firmId);
    await seat(firmAdmin, firmId);
    expect(await body(await call(`/api/admin/firms/${firmId}/seats`, admin, { method: 'PUT', json: { seats: 1 } }), 409)).toMatchObject({
      message: FIRM_MESSAGES.seatsBelowUsed(2),
    });
    expect((await t.database.db.select({ seats: firms.seats }).from(firms).where(eq(firms.id, firmId)))[0]?.seats).toBe(3);
  });
});
