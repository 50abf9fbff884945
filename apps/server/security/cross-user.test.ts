import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_SPACE_IDS } from '@awc/domain';
import { communityPosts, demoCheckouts, notifications, profiles, scenarios, sessions } from '../src/db/schema/index.ts';
import type { TestApp } from '../test/helpers.ts';
import { type Actor, createActor, createProductionApp } from './harness.ts';

/**
 * One user against another's objects, every verb: each feature that owns per-user objects adds a
 * probe here (create an object as the owner; the attacker's requests for it). Every attempt must
 * be answered 404 (not 403: no confirmation that the object exists) and change nothing.
 */
type Probe = {
  name: string;
  /** Creates an object owned by `owner` and returns its id. */
  create: (t: TestApp, owner: Actor) => Promise<string>;
  attempts: (id: string) => { method: string; path: string; json?: unknown }[];
  /** Reads the object straight from the database, to prove nothing changed. */
  snapshot: (t: TestApp, id: string) => Promise<unknown>;
};

const PROBES: Probe[] = [
  {
    name: 'sessions',
    create: async (t, owner) => {
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.id));
      if (!row) throw new Error('owner has no session');
      return row.id;
    },
    attempts: (id) => [
      { method: 'DELETE', path: `/api/account/sessions/${id}` },
      { method: 'GET', path: `/api/account/sessions/${id}` },
      { method: 'PATCH', path: `/api/account/sessions/${id}`, json: {} },
    ],
    snapshot: async (t, id) => (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]?.token ?? null,
  },
  {
    name: 'notifications',
    create: async (t, owner) => {
      const n = await t.deps.notify(owner.id, { title: 'Private', message: 'For the owner only' });
      if (!n) throw new Error('notify returned nothing');
      return n.id;
    },
    attempts: (id) => [
      { method: 'PATCH', path: `/api/notifications/${id}/read` },
      { method: 'DELETE', path: `/api/notifications/${id}` },
      { method: 'GET', path: `/api/notifications/${id}` },
    ],
    snapshot: async (t, id) => (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0] ?? null,
  },
  {
    name: 'scenarios',
    create: async (t, owner) => {
      const res = await t.request('/api/scenarios', {
        method: 'POST',
        headers: { cookie: owner.cookie },
        json: { tool: 'true-hourly-rate', name: 'Private plan', input: { salary: '225000' } },
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`scenario create ${res.status} ${await res.text()}`);
      return ((await res.json()) as { scenario: { id: string } }).scenario.id;
    },
    attempts: (id) => [
      { method: 'GET', path: `/api/scenarios/${id}` },
      { method: 'PATCH', path: `/api/scenarios/${id}`, json: { name: 'stolen' } },
      { method: 'DELETE', path: `/api/scenarios/${id}` },
    ],
    snapshot: async (t, id) => (await t.database.db.select().from(scenarios).where(eq(scenarios.id, id)))[0] ?? null,
  },
  {
    name: 'community posts',
    create: async (t, owner) => {
      const res = await t.request('/api/community/threads', {
        method: 'POST',
        headers: { cookie: owner.cookie },
        json: { spaceId: COMMUNITY_SPACE_IDS[0], title: 'A thread of my own', body: 'Only I may edit or delete this post.' },
      });
      if (res.status >= 300) throw new Error(`thread create ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      const [post] = await t.database.db.select().from(communityPosts).where(eq(communityPosts.threadId, id));
      if (!post) throw new Error('no first post');
      return post.id;
    },
    attempts: (id) => [
      { method: 'PATCH', path: `/api/community/posts/${id}`, json: { body: 'Rewritten by someone else entirely.' } },
      { method: 'DELETE', path: `/api/community/posts/${id}` },
    ],
    snapshot: async (t, id) => (await t.database.db.select().from(communityPosts).where(eq(communityPosts.id, id)))[0] ?? null,
  },
  {
    name: 'demo checkouts',
    create: async (t, owner) => {
      const res = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: owner.cookie }, json: { plan: 'annual' } });
      if (res.status >= 300) throw new Error(`checkout ${res.status} ${await res.text()}`);
      const [row] = await t.database.db.select().from(demoCheckouts).where(eq(demoCheckouts.userId, owner.id));
      if (!row) throw new Error('no demo checkout');
      return row.id;
    },
    attempts: (id) => [
      { method: 'GET', path: `/api/billing/demo-checkout/${id}` },
      { method: 'POST', path: `/api/billing/demo-checkout/${id}/complete` },
      { method: 'POST', path: `/api/billing/demo-checkout/${id}/cancel` },
    ],
    snapshot: async (t, id) => (await t.database.db.select().from(demoCheckouts).where(eq(demoCheckouts.id, id)))[0] ?? null,
  },
];

describe('cross-user access (production settings)', () => {
  let t: TestApp;
  let owner: Actor;
  let checkoutOwner: Actor;
  let attacker: Actor;
  beforeAll(async () => {
    t = await createProductionApp({ AUTH_RATE_LIMIT: 'off', BILLING_PROVIDER: 'demo' });
    owner = await createActor(t, { member: true });
    // A second, non-member owner for objects only non-members create (a checkout).
    checkoutOwner = await createActor(t);
    attacker = await createActor(t, { member: true });
  });
  afterAll(() => t.close());

  it('succeeds 0 times in at least 500 attempts on every user-owned object and verb', async () => {
    let attempts = 0;
    const successes: string[] = [];
    const objects: { probe: Probe; id: string }[] = [];
    for (const p of PROBES) objects.push({ probe: p, id: await p.create(t, p.name === 'demo checkouts' ? checkoutOwner : owner) });
    const before = await Promise.all(objects.map(({ probe, id }) => probe.snapshot(t, id)));
    while (attempts < 500) {
      for (const { probe, id } of objects) {
        for (const attempt of probe.attempts(id)) {
          const res = await t.request(attempt.path, {
            method: attempt.method,
            headers: { cookie: attacker.cookie },
            ...(attempt.json !== undefined ? { json: attempt.json } : {}),
          });
          attempts += 1;
          if (res.status !== 404) successes.push(`${probe.name}: ${attempt.method} ${attempt.path} → ${res.status}`);
          await res.body?.cancel();
        }
      }
    }
    expect(successes.slice(0, 10)).toEqual([]);
    expect(await Promise.all(objects.map(({ probe, id }) => probe.snapshot(t, id)))).toEqual(before);
  });

  it('the profile is always the caller’s own: no id in any profile route reaches another user', async () => {
    const res = await t.request(`/api/profile?userId=${owner.id}`, { headers: { cookie: attacker.cookie } });
    const body = (await res.json()) as { userId?: string; id?: string };
    expect(JSON.stringify(body)).not.toContain(owner.id);
    const patched = await t.request(`/api/profile?userId=${owner.id}`, {
      method: 'PATCH',
      headers: { cookie: attacker.cookie },
      json: { headline: 'pwned', userId: owner.id },
    });
    expect(patched.status).toBeLessThan(500);
    const [ownerProfile] = await t.database.db.select().from(profiles).where(eq(profiles.id, owner.id));
    expect(ownerProfile?.headline ?? null).not.toBe('pwned');
  });
});
