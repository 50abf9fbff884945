import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationItems, subscribers } from '../src/db/schema/index.ts';
import { createLogger } from '../src/lib/logger.ts';
import type { SseFrame, SseSink } from '../src/lib/sse.ts';
import { runBroadcast } from '../src/services/notifications/broadcast.ts';
import { NotificationHub } from '../src/services/notifications/hub.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Event streams through Node's HTTP server, as `npm start` serves them (decision 411): written
 * straight to Node's response with the app's headers, replay by Last-Event-ID, one heartbeat timer
 * for every stream, the session checked at each beat, and each event serialized once.
 */

type Person = { id: string; cookie: string };
type Event = { event: string; id: string | undefined; data: string };
type Stream = { status: number; headers: http.IncomingHttpHeaders; events: Event[]; ended: boolean; close: () => void };

let t: TestApp;
let server: ReturnType<typeof serve>;
let port = 0;
let ana: Person;
let ben: Person;

const person = async (email: string): Promise<Person> => {
  const cookie = await createVerifiedUser(t, email);
  return { id: (await me(t, cookie)).user?.id as string, cookie };
};

/** An SSE client on plain node:http, so the only web streams in this process would be the server's. */
const open = (who: Person, headers: Record<string, string> = {}) =>
  new Promise<Stream>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/notifications/stream', headers: { cookie: who.cookie, ...headers } }, (res) => {
      const stream: Stream = { status: res.statusCode ?? 0, headers: res.headers, events: [], ended: false, close: () => req.destroy() };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: Event = { event: 'message', id: undefined, data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('data: ')) e.data = line.slice(6);
          }
          stream.events.push(e);
        }
      });
      const end = () => {
        stream.ended = true;
      };
      res.on('end', end);
      res.on('close', end);
      resolve(stream);
    });
    req.on('error', reject);
  });
const named = (s: Stream, event: string) => s.events.filter((e) => e.event === event);
const titles = (s: Stream) => named(s, 'notification').map((e) => (JSON.parse(e.data) as { notification?: { title: string } }).notification?.title);

beforeAll(async () => {
  t = await createTestApp();
  ana = await person('ana.sse@example.com');
  ben = await person('ben.sse@example.com');
  await t.database.db.insert(subscribers).values([ana, ben].map((p) => ({ userId: p.id, plan: 'monthly', status: 'active', provider: 'test' })));
  await t.database.db.delete(notificationItems);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  (server as unknown as http.Server).closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('an event stream through Node’s server', () => {
  it('answers with the app’s headers, then replays after Last-Event-ID and goes live', async () => {
    const from = (await (await t.request('/api/notifications', { headers: { cookie: ana.cookie } })).json()) as { lastEventId: number };
    for (const title of ['Missed 1', 'Missed 2']) await t.deps.notify(ana.id, { title, message: 'while away' });
    const s = await open(ana, { 'Last-Event-ID': String(from.lastEventId) });
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream');
    expect(s.headers['cache-control']).toBe('no-cache');
    // The middleware chain's headers, on a head written by the route's own code.
    expect(s.headers['x-request-id']).toBeTruthy();
    expect(s.headers['content-security-policy']).toContain("default-src 'self'");
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    expect(s.headers['x-hono-already-sent']).toBeUndefined();
    await expect.poll(() => named(s, 'ready').length).toBe(1);
    expect(titles(s)).toEqual(['Missed 1', 'Missed 2']);
    const ready = named(s, 'ready')[0] as Event;
    expect(Number(ready.id)).toBe(Number(named(s, 'notification').at(-1)?.id));
    await t.deps.notify(ana.id, { title: 'Live', message: 'now' });
    await expect.poll(() => titles(s)).toEqual(['Missed 1', 'Missed 2', 'Live']);
    s.close();
    await expect.poll(() => t.deps.notificationHub.size).toBe(0);
  });

  it('makes no Fetch stream per stream', async () => {
    // The streams' old transport (Hono's streamSSE) made a TransformStream, and so a ReadableStream, for each.
    const made = { readable: 0, transform: 0 };
    const { ReadableStream: R, TransformStream: T } = globalThis;
    const counted = <C extends object>(Class: C, key: keyof typeof made): C =>
      new Proxy(Class, {
        construct(target, args, newTarget) {
          made[key]++;
          return Reflect.construct(target as new (...a: unknown[]) => object, args, newTarget);
        },
      });
    globalThis.ReadableStream = counted(R, 'readable');
    globalThis.TransformStream = counted(T, 'transform');
    const streams: Stream[] = [];
    try {
      for (let i = 0; i < 20; i++) streams.push(await open(i % 2 ? ana : ben));
      for (const s of streams) await expect.poll(() => named(s, 'ready').length).toBe(1);
    } finally {
      globalThis.ReadableStream = R;
      globalThis.TransformStream = T;
    }
    expect(made).toEqual({ readable: 0, transform: 0 });
    expect(t.deps.notificationHub.size).toBe(20);
    for (const s of streams) s.close();
    await expect.poll(() => t.deps.notificationHub.size).toBe(0);
  });

  it('beats for every stream from one timer, the same beat for each, and stops when none is open', async () => {
    t.deps.notificationHub.heartbeatMs = 100;
    const streams = [await open(ana), await open(ben), await open(ana)];
    for (const s of streams) await expect.poll(() => named(s, 'ready').length).toBe(1);
    expect(t.deps.notificationHub.heartbeating).toBe(true);
    // Every beat after the last stream opened reaches all three with the same data.
    await expect.poll(() => streams.every((s) => named(s, 'heartbeat').length >= 2)).toBe(true);
    const last = named(streams[2] as Stream, 'heartbeat').map((e) => e.data);
    for (const s of streams.slice(0, 2)) expect(named(s, 'heartbeat').map((e) => e.data)).toEqual(expect.arrayContaining(last));
    for (const s of streams) s.close();
    await expect.poll(() => t.deps.notificationHub.size).toBe(0);
    expect(t.deps.notificationHub.heartbeating).toBe(false);
  });

  it('ends at the next beat once its session has ended (sign-out), and no one else’s', async () => {
    t.deps.notificationHub.heartbeatMs = 100;
    const cookie = (await person('cai.sse@example.com')).cookie;
    const cai = { id: '', cookie };
    const toCai = await open(cai);
    const toBen = await open(ben);
    for (const s of [toCai, toBen]) await expect.poll(() => named(s, 'ready').length).toBe(1);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie }, json: {} });
    expect(out.status).toBe(200);
    await expect.poll(() => toCai.ended, { timeout: 10_000 }).toBe(true);
    const beats = named(toBen, 'heartbeat').length;
    await expect.poll(() => named(toBen, 'heartbeat').length).toBeGreaterThan(beats);
    expect(toBen.ended).toBe(false);
    toBen.close();
    await expect.poll(() => t.deps.notificationHub.size).toBe(0);
  });
});

describe('the hub', () => {
  it('serializes each event once: every stream it goes to is written the same bytes', async () => {
    const hub = new NotificationHub(t.database, createLogger('silent'));
    const sink = () => {
      const frames: SseFrame[] = [];
      const closers: (() => void)[] = [];
      const s: SseSink & { frames: SseFrame[] } = {
        frames,
        closed: false,
        write: (frame) => frames.push(frame),
        end: () => {
          for (const fn of closers) fn();
        },
        onClose: (fn) => closers.push(fn),
      };
      return s;
    };
    const sinks = [sink(), sink(), sink()];
    await hub.open({ userId: ana.id, sessionId: null, afterSeq: null, sink: sinks[0] as SseSink });
    await hub.open({ userId: ana.id, sessionId: null, afterSeq: null, sink: sinks[1] as SseSink });
    await hub.open({ userId: ben.id, sessionId: null, afterSeq: null, sink: sinks[2] as SseSink });
    const [a1, a2, b] = sinks as [ReturnType<typeof sink>, ReturnType<typeof sink>, ReturnType<typeof sink>];
    const counts = sinks.map((s) => s.frames.length);
    await runBroadcast(t.deps, { broadcastId: 'hub-shared', audience: 'members', title: 'To both', message: 'shared', linkUrl: null });
    await expect.poll(() => sinks.every((s, i) => s.frames.length === (counts[i] as number) + 1)).toBe(true);
    // The very same frame (and bytes, and chunk), not three copies.
    expect(a1.frames.at(-1)).toBe(b.frames.at(-1));
    expect(a2.frames.at(-1)).toBe(b.frames.at(-1));
    await t.deps.notify(ana.id, { title: 'Ana’s', message: 'two tabs' });
    await expect.poll(() => a2.frames.length).toBe((counts[1] as number) + 2);
    expect(a1.frames.at(-1)).toBe(a2.frames.at(-1));
    expect(a1.frames.at(-1)?.bytes.toString()).toMatch(/^event: notification\ndata: \{"type":"insert".*"Ana’s".*\nid: \d+\n\n$/s);
    await hub.close();
  });
});
