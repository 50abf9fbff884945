import type { NotificationDto } from '@awc/domain';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import { createNotificationsStore } from './notifications-store.ts';

const dto = (id: string, readAt: string | null = null): NotificationDto => ({
  id,
  title: `T ${id}`,
  message: 'm',
  linkUrl: null,
  readAt,
  createdAt: new Date().toISOString(),
});

/** Stands in for the browser's EventSource so the test can emit and fail streams. */
class FakeSource {
  static opened: FakeSource[] = [];
  closed = false;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data: unknown, id?: string) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id ?? '' }));
  }
  close() {
    this.closed = true;
  }
}

const setup = (list: { notifications: NotificationDto[]; unreadCount: number; total: number; lastEventId: number }) => {
  FakeSource.opened = [];
  const timers: { fn: () => void; ms: number }[] = [];
  /** Every request, as its path and query; `refuseNext` makes the next one answer 404. */
  const requests: string[] = [];
  const api = { requests, refuseNext: false };
  server.use(
    http.all('/api/*', ({ request }) => {
      const { pathname, search } = new URL(request.url);
      requests.push(`${pathname}${search}`);
      if (api.refuseNext) {
        api.refuseNext = false;
        return HttpResponse.json({ code: 'NOT_FOUND', message: 'The requested resource was not found' }, { status: 404 });
      }
      if (pathname === '/api/notifications' && search) return HttpResponse.json({ ...list, hasMore: false });
      return HttpResponse.json({});
    }),
  );
  const store = createNotificationsStore({
    eventSource: (url) => new FakeSource(url) as unknown as EventSource,
    setTimer: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length;
    },
    clearTimer: () => {},
  });
  return { store, timers, api };
};

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('notifications store', () => {
  it('loads the list, opens the stream from its lastEventId, and adds live inserts once', async () => {
    const { store } = setup({ notifications: [dto('a')], unreadCount: 1, total: 1, lastEventId: 7 });
    store.start('u1');
    await vi.waitFor(() => expect(FakeSource.opened).toHaveLength(1));
    expect(FakeSource.opened[0]?.url).toBe('/api/notifications/stream?lastEventId=7');
    const es = FakeSource.opened[0] as FakeSource;
    es.emit('ready', { lastEventId: 7 }, '7');
    es.emit('notification', { type: 'insert', notification: dto('b') }, '8');
    es.emit('notification', { type: 'insert', notification: dto('b') }, '8');
    es.emit('notification', { type: 'insert', notification: dto('a') }, '9');
    expect(store.getState().items.map((n) => n.id)).toEqual(['b', 'a']);
    expect(store.getState().unreadCount).toBe(2);
    es.emit('notification', { type: 'delete', id: 'a' }, '10');
    expect(store.getState().items.map((n) => n.id)).toEqual(['b']);
    expect(store.getState().unreadCount).toBe(1);
    store.stop();
  });

  it('reconnects after 1, 2, 5, 10, 10 s with the last event id, and resets after a good connection', async () => {
    const { store, timers } = setup({ notifications: [], unreadCount: 0, total: 0, lastEventId: 3 });
    store.start('u1');
    await vi.waitFor(() => expect(FakeSource.opened).toHaveLength(1));
    const first = FakeSource.opened[0] as FakeSource;
    first.emit('ready', {}, '3');
    first.emit('notification', { type: 'insert', notification: dto('x') }, '12');
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      const es = FakeSource.opened.at(-1) as FakeSource;
      es.onerror?.();
      expect(es.closed).toBe(true);
      const timer = timers.filter((t) => t.ms !== 65_000).at(-1);
      delays.push(timer?.ms ?? -1);
      timer?.fn();
    }
    expect(delays).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);
    expect(FakeSource.opened.at(-1)?.url).toBe('/api/notifications/stream?lastEventId=12');
    // A good connection starts the delays over.
    (FakeSource.opened.at(-1) as FakeSource).emit('ready', {}, '12');
    (FakeSource.opened.at(-1) as FakeSource).onerror?.();
    expect(timers.filter((t) => t.ms !== 65_000).at(-1)?.ms).toBe(1_000);
    store.stop();
  });

  it('updates at once when marking, and reloads the list when the server refuses', async () => {
    const { store, api } = setup({ notifications: [dto('a'), dto('b')], unreadCount: 2, total: 2, lastEventId: 1 });
    store.start('u1');
    await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
    api.refuseNext = true;
    const pending = store.markRead('a');
    expect(store.getState().unreadCount).toBe(1);
    expect(store.getState().items[0]?.readAt).not.toBeNull();
    await pending;
    // Refused: the list is fetched again and the server's truth comes back.
    await vi.waitFor(() => expect(store.getState().unreadCount).toBe(2));
    expect(api.requests.filter((u) => u.startsWith('/api/notifications?')).length).toBe(2);
    await store.markAllRead();
    expect(store.getState().unreadCount).toBe(0);
    await store.clearRead();
    expect(store.getState().items).toEqual([]);
    await flush();
    store.stop();
  });
});
