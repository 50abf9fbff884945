import crypto from 'node:crypto';
import { grantAdmin } from '../test/two-factor-helpers.ts';
import { eq } from 'drizzle-orm';
import { subscribers } from '../src/db/schema/index.ts';
import { createVerifiedUser, me, signedInCookie } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/helpers.ts';

/**
 * The security suite runs the real app with production settings (secure `__Host-` cookies, HSTS,
 * no development routes, production error handling) on a fresh database, as an attacker meets it.
 * Per-IP auth limits are left on: the suite talks from rotating addresses where it needs volume.
 */
export const createProductionApp = (overrides: Record<string, string> = {}): Promise<TestApp> =>
  createTestApp({
    NODE_ENV: 'production',
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    PUBLIC_URL: 'https://awc.example',
    ...overrides,
  });

export type Actor = { id: string; email: string; cookie: string };

let counter = 0;
/** A verified user, optionally a paying member and/or an administrator, signed in. */
export const createActor = async (t: TestApp, kind: { member?: boolean; admin?: boolean } = {}): Promise<Actor> => {
  counter += 1;
  const email = `actor${counter}-${crypto.randomBytes(3).toString('hex')}@example.com`;
  await createVerifiedUser(t, email);
  const cookie = await signedInCookie(t, email);
  const id = (await me(t, cookie)).user?.id;
  if (!id) throw new Error('actor has no id');
  // An administrator needs two-factor sign-in (decision 422).
  if (kind.admin) await grantAdmin(t, id);
  if (kind.member) {
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    await t.database.db
      .insert(subscribers)
      .values({ userId: id, plan: 'monthly', status: 'active', provider: 'demo', currentPeriodEnd: periodEnd })
      .onConflictDoUpdate({ target: subscribers.userId, set: { status: 'active', currentPeriodEnd: periodEnd } });
  }
  return { id, email, cookie };
};

export const isMemberRow = async (t: TestApp, userId: string) =>
  (await t.database.db.select().from(subscribers).where(eq(subscribers.userId, userId))).length > 0;

export type RouteInfo = { method: string; path: string };

/** Every concrete API route of the app (Hono's own registry), so new endpoints are covered as they land. */
export const apiRoutes = (t: TestApp): RouteInfo[] => {
  const seen = new Set<string>();
  const out: RouteInfo[] = [];
  for (const r of t.app.routes) {
    if (!r.path.startsWith('/api/') || r.method === 'ALL' || r.path.endsWith('*')) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, path: r.path });
  }
  return out;
};

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Fills `:param` segments. */
export const fillPath = (path: string, value: (name: string) => string): string =>
  path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(value(name)));

/** A 4xx answer must carry the one error contract with a human message. */
export const assertClearError = async (res: Response, context: string) => {
  const text = await res.text();
  let body: { code?: unknown; message?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`${context}: ${res.status} without a JSON error body: ${text.slice(0, 200)}`);
  }
  if (typeof body.code !== 'string' || typeof body.message !== 'string' || body.message.length < 3) {
    throw new Error(`${context}: ${res.status} error body lacks code/message: ${text.slice(0, 200)}`);
  }
  if (/\bat .+\(.+:\d+:\d+\)|node_modules|\/src\//.test(text)) throw new Error(`${context}: stack trace leaked: ${text.slice(0, 300)}`);
};

/** A request exactly as given: unlike `t.request` it adds no same-origin `Origin` header. */
export const rawRequest = (t: TestApp, path: string, init: RequestInit, ip = '127.0.0.1') =>
  t.app.request(path, init, { incoming: { socket: { remoteAddress: ip, remotePort: 50000, remoteFamily: 'IPv4' } } });
