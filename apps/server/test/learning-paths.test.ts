import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningPaths } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts.ts';
import { SEED_STEPS } from '../src/db/seed/index.ts';
import { DEMO_LEARNING_PATH, seedDemoLearningPath } from '../src/db/seed/member-area.ts';
import { signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type Path = {
  id: string;
  title: string;
  done: number;
  total: number;
  percent: number;
  nextItemId: string | null;
  modules: { title: string; items: { id: string; title: string; read: boolean }[] }[];
};

let t: TestApp;
const cookie: Record<'admin' | 'member' | 'visitor', string> = { admin: '', member: '', visitor: '' };
const demo = (role: string) => DEMO_ACCOUNTS.find((d) => d.role === role) as (typeof DEMO_ACCOUNTS)[number];

beforeAll(async () => {
  t = await createTestApp();
  for (const step of SEED_STEPS) if (step.name !== 'demo community') await step.run(t.deps);
  for (const role of ['admin', 'member', 'visitor'] as const) cookie[role] = await signedInCookie(t, demo(role).email, demo(role).password);
});
afterAll(() => t.close());

const call = async <T = Record<string, unknown>>(
  path: string,
  who: keyof typeof cookie | null,
  init: { method?: string; json?: unknown } = {},
  status = 200,
) => {
  const res = await t.request(path, { ...init, headers: who ? { cookie: cookie[who] } : {} });
  if (res.status !== status) throw new Error(`${init.method ?? 'GET'} ${path}: expected ${status}, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

describe('learning paths', () => {
  it('the demo seed adds "First-year associate: your first money plan" once, in module order', async () => {
    await seedDemoLearningPath(t.deps);
    expect(await t.database.db.select().from(learningPaths)).toHaveLength(1);
    const { paths } = await call<{ paths: Path[] }>('/api/learning-paths', 'member');
    expect(paths.map((p) => [p.title, p.done, p.total])).toEqual([[DEMO_LEARNING_PATH.title, 0, 6]]);
    const { path } = await call<{ path: Path }>(`/api/learning-paths/${paths[0]?.id}`, 'member');
    expect(path.modules.map((m) => [m.title, m.items.map((i) => i.title)])).toEqual(DEMO_LEARNING_PATH.modules.map((m) => [m.title, [...m.items]]));
    expect(path.nextItemId).toBe(path.modules[0]?.items[0]?.id);
  });

  it('visitors and non-members cannot read paths; admins alone edit them', async () => {
    await call('/api/learning-paths', null, {}, 401);
    await call('/api/learning-paths', 'visitor', {}, 403);
    for (const who of [null, 'member', 'visitor'] as const) {
      await call('/api/admin/learning-paths', who, {}, who ? 403 : 401);
      await call('/api/admin/learning-paths', who, { method: 'POST', json: {} }, who ? 403 : 401);
    }
  });

  it("saves each member's progress: reading an item counts on the path, for that member only", async () => {
    const { paths } = await call<{ paths: Path[] }>('/api/learning-paths', 'member');
    const id = paths[0]?.id as string;
    const { path } = await call<{ path: Path }>(`/api/learning-paths/${id}`, 'member');
    const [first, second] = path.modules.flatMap((m) => m.items);
    await call(`/api/content/${first?.id}/progress`, 'member', { method: 'PUT', json: { read: true } });
    const after = (await call<{ path: Path }>(`/api/learning-paths/${id}`, 'member')).path;
    expect([after.done, after.total, after.percent, after.nextItemId]).toEqual([1, 6, 17, second?.id]);
    expect(after.modules[0]?.items[0]?.read).toBe(true);
    // The admin (another account) has read nothing.
    expect((await call<{ path: Path }>(`/api/learning-paths/${id}`, 'admin')).path.done).toBe(0);
  });

  it('admins create, reorder and unpublish paths; bad input changes nothing; every change is audited', async () => {
    const { items } = await call<{ items: { id: string; title: string }[] }>('/api/admin/content', 'admin');
    const [a, b, c] = items;
    const bad = await call<{ fieldErrors: Record<string, string[]> }>(
      '/api/admin/learning-paths',
      'admin',
      {
        method: 'POST',
        json: { title: 'Tax basics', summary: 'Taxes for a first-year associate.', modules: [{ title: 'One', itemIds: [a?.id, a?.id] }] },
      },
      400,
    );
    expect(bad.fieldErrors.modules).toEqual(['Each item may appear only once in a path']);
    const unknown = await call<{ fieldErrors: Record<string, string[]> }>(
      '/api/admin/learning-paths',
      'admin',
      { method: 'POST', json: { title: 'Tax basics', summary: 'Taxes for a first-year associate.', modules: [{ title: 'One', itemIds: ['nope'] }] } },
      400,
    );
    expect(unknown.fieldErrors.modules).toEqual(['One of the chosen items no longer exists; reload and choose again']);
    expect((await call<{ paths: Path[] }>('/api/admin/learning-paths', 'admin')).paths).toHaveLength(1);

    const input = {
      title: 'Tax basics',
      summary: 'Taxes for a first-year associate.',
      published: false,
      modules: [{ title: 'Start', itemIds: [a?.id, b?.id] }],
    };
    const { path } = await call<{ path: Path }>('/api/admin/learning-paths', 'admin', { method: 'POST', json: input }, 201);
    // A draft is invisible to members: the same 404 as an unknown id.
    await call(`/api/learning-paths/${path.id}`, 'member', {}, 404);
    expect((await call<{ paths: Path[] }>('/api/learning-paths', 'member')).paths).toHaveLength(1);

    const moved = {
      ...input,
      published: true,
      modules: [
        { title: 'First', itemIds: [c?.id] },
        { title: 'Then', itemIds: [b?.id, a?.id] },
      ],
    };
    const updated = (await call<{ path: Path }>(`/api/admin/learning-paths/${path.id}`, 'admin', { method: 'PUT', json: moved })).path;
    expect(updated.modules.map((m) => [m.title, m.items.map((i) => i.id)])).toEqual([
      ['First', [c?.id]],
      ['Then', [b?.id, a?.id]],
    ]);
    expect((await call<{ paths: Path[] }>('/api/learning-paths', 'member')).paths).toHaveLength(2);

    await call(`/api/admin/learning-paths/${path.id}`, 'admin', { method: 'DELETE' });
    await call(`/api/admin/learning-paths/${path.id}`, 'admin', { method: 'DELETE' }, 404);
    const { entries } = await call<{ entries: { action: string }[] }>('/api/admin/audit', 'admin');
    expect(entries.map((e) => e.action).filter((a) => a.startsWith('learning_path.'))).toEqual([
      'learning_path.delete',
      'learning_path.update',
      'learning_path.create',
      'learning_path.create',
    ]);
  });
});
