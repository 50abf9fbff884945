import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEvents, notifications, users } from '../src/db/schema/index.ts';
import { NOTIFICATION_CHANNEL } from '../src/services/notifications/notify.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const cookie = await createVerifiedUser(t, 'notify@example.com');
  userId = (await me(t, cookie)).user?.id as string;
});
afterAll(() => t.close());

const rowsOf = (id: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, id));

describe('deps.notify', () => {
  it('stores the notification with an insert event and publishes it on the channel', async () => {
    const received: string[] = [];
    const unlisten = await t.database.listen(NOTIFICATION_CHANNEL, (p) => received.push(p));
    const n = await t.deps.notify(userId, { title: 'Hello', message: 'World', linkUrl: '/content' });
    expect(n).toMatchObject({ title: 'Hello', message: 'World', linkUrl: '/content', readAt: null });
    const [event] = await t.database.db
      .select()
      .from(notificationEvents)
      .where(eq(notificationEvents.notificationId, n?.id ?? ''));
    expect(event).toMatchObject({ userId, kind: 'insert' });
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const wire = JSON.parse(received.at(-1) ?? '[]');
    expect(wire).toEqual([{ u: userId, s: event?.seq, t: 'insert', id: n?.id, n }]);
    await unlisten();
  });

  it('creates one notification per dedupe key and user', async () => {
    const first = await t.deps.notify(userId, { title: 'Once', message: 'Only once', dedupeKey: 'k1' });
    const second = await t.deps.notify(userId, { title: 'Once', message: 'Only once', dedupeKey: 'k1' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect((await rowsOf(userId)).filter((r) => r.dedupeKey === 'k1')).toHaveLength(1);
  });

  it('writes inside the caller’s transaction: a rollback leaves nothing', async () => {
    const before = (await rowsOf(userId)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.deps.notify(userId, { title: 'Rolled back', message: 'never seen' }, { tx });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await rowsOf(userId)).length).toBe(before);
  });

  it('refuses empty texts and unsafe links and writes nothing', async () => {
    const before = (await rowsOf(userId)).length;
    await expect(t.deps.notify(userId, { title: ' ', message: 'x' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(t.deps.notify(userId, { title: 'x', message: 'x', linkUrl: 'javascript:alert(1)' })).rejects.toMatchObject({
      fieldErrors: { linkUrl: ['Enter a path on this site starting with /, such as /content'] },
    });
    await expect(t.deps.notify(userId, { title: 'x', message: 'x', linkUrl: '//evil.example' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await rowsOf(userId)).length).toBe(before);
  });

  it('notifies on an achievement (once) and on membership changes through the hooks', async () => {
    // Signing in (above) awarded first_login: its notification exists exactly once.
    const achievement = (await rowsOf(userId)).filter((r) => r.dedupeKey === 'achievement:first_login');
    expect(achievement.map((r) => r.title)).toEqual(['Achievement Unlocked: First Login!']);
    for (const hook of t.deps.hooks.afterAchievement) await hook({ userId, achievementId: 'first_login', name: 'First Login' });
    expect((await rowsOf(userId)).filter((r) => r.dedupeKey === 'achievement:first_login')).toHaveLength(1);

    for (const hook of t.deps.hooks.afterMembershipChange) await hook({ userId, kind: 'payment_failed', plan: 'monthly' });
    const rows = await rowsOf(userId);
    expect(rows.find((r) => r.title === 'Payment failed')?.linkUrl).toBe('/account');
  });

  it('goes when the user is deleted', async () => {
    await t.database.db.delete(users).where(eq(users.id, userId));
    expect(await rowsOf(userId)).toHaveLength(0);
  });
});
