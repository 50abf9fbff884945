import { NOTIFICATION_HEARTBEAT_MS, type NotificationStreamEvent } from '@awc/domain';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { type SseFrame, type SseSink, sseFrame } from '../../lib/sse.ts';
import { aliveSessions } from '../accounts/account.ts';
import { AUTH_CACHE_CHANNEL } from '../accounts/auth-cache.ts';
import { type AudienceFacts, inAudience } from './broadcast.ts';
import { broadcastById, broadcastRecipientsAmong, eventsAfter, notificationsByIds, streamStarts } from './inbox.ts';
import { NOTIFICATION_CHANNEL, toDto, type WireEvent } from './notify.ts';

/** One event ready for the wire: its `seq` and its frame, serialized once for every stream it goes to. */
export type StreamItem = { seq: number; frame: SseFrame };

export const notificationItem = (seq: number, event: NotificationStreamEvent): StreamItem => ({
  seq,
  frame: sseFrame('notification', JSON.stringify(event), seq),
});

export type StreamRequest = {
  userId: string;
  /** The session the stream belongs to: it ends when the session does. Null: never checked (the benchmark's streams). */
  sessionId: string | null;
  /** The client's Last-Event-ID; null starts at the user's newest event. */
  afterSeq: number | null;
  sink: SseSink;
};

type Subscriber = {
  userId: string;
  sessionId: string | null;
  /** Highest seq written to this stream; nothing at or below it is written again. */
  lastSeq: number;
  /** Live events that arrived while the replay was running (null once live). */
  pending: StreamItem[] | null;
  sink: SseSink;
};

/**
 * Open streams one user may hold in one process; a new one closes the oldest (issue 17 item 10).
 * Ten covers many tabs and devices; without a cap one session could hold unbounded sockets.
 */
export const MAX_STREAMS_PER_USER = 10;

/** Streams written per turn of the event loop at a heartbeat, so 10,000 of them never block it in one go. */
const HEARTBEAT_BATCH = 1_000;
/** Users per query when a broadcast arrives and some connected users' facts must be read again. */
const AUDIENCE_BATCH = 5_000;

/** A connected user's audience facts, and the listener connection that would have announced their change. */
type KnownFacts = AudienceFacts & { epoch: number | null };
type Start = Awaited<ReturnType<typeof streamStarts>> extends Map<string, infer S> ? S : never;
/** Users per query when the streams opening in one turn of the event loop read their start. */
const START_BATCH = 1_000;

/**
 * The realtime fan-out of one server process (decision 180). Every process LISTENs on one channel;
 * a writer in any process NOTIFYs at commit; each process hands the events to its own streams of
 * that user, or, for a broadcast, of every user in its audience (decision 410). A stream first
 * replays from the database what its client missed (`Last-Event-ID`), buffering live events
 * meanwhile, then goes live; `seq` guards against writing anything twice.
 *
 * Streams are sinks (lib/sse.ts): each event is serialized once and the same bytes go to every
 * stream it is for; one timer sends every stream's heartbeat and checks every stream's session in
 * one query (decision 411).
 */
export class NotificationHub {
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private count = 0;
  private listening: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  /** Payloads are handled one after another so a stream sees events in commit order. */
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private beating = false;
  private period = NOTIFICATION_HEARTBEAT_MS;
  /**
   * What decides each connected user's audiences (decision 410), read when their stream opens, so a
   * broadcast finds its recipients among 10,000 streams without a query. Null once a change of
   * their membership, role or preference was announced ('u:<id>' on the auth-cache channel, in
   * commit order with the broadcasts' own notices): such a user is asked of the database.
   */
  private facts = new Map<string, KnownFacts | null>();
  /** Bumped by every such notice: facts read while one arrived are not kept. */
  private factsGeneration = 0;
  /** Streams opening in this turn of the event loop, waiting for their start (read in one query). */
  private starting: Map<string, { resolve: (start: Start | undefined) => void; reject: (error: unknown) => void }[]> | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
  ) {}

  /** Heartbeat period of the streams (spec §9: 30 s); tests shorten it. */
  get heartbeatMs(): number {
    return this.period;
  }

  set heartbeatMs(ms: number) {
    this.period = ms;
    if (this.timer) {
      this.stopHeartbeat();
      this.startHeartbeat();
    }
  }

  /** Open streams in this process. */
  get size(): number {
    return this.count;
  }

  /** Whether the one heartbeat timer is running (it runs while any stream is open). */
  get heartbeating(): boolean {
    return this.timer !== null;
  }

  private ensureListening(): Promise<void> {
    this.listening ??= Promise.all([
      this.database.listen(NOTIFICATION_CHANNEL, (payload) => {
        this.queue = this.queue.then(() => this.onPayload(payload)).catch((error) => this.log.warn({ err: error }, 'notification fan-out failed'));
      }),
      this.database.listen(AUTH_CACHE_CHANNEL, (payload) => this.onChange(payload)),
    ])
      .then((unlisten) => {
        this.unlisten = async () => {
          await Promise.all(unlisten.map((u) => u()));
        };
      })
      .catch((error) => {
        this.listening = null;
        throw error;
      });
    return this.listening;
  }

  /**
   * Opens a stream: with `afterSeq` (the client's Last-Event-ID) the missed events are written
   * first; without it the stream starts at the user's newest event. Then a `ready` event carrying
   * the position (the client's next Last-Event-ID), then live events until the sink closes, the
   * session ends or a newer stream of the user takes its place. Returns the position.
   */
  async open({ userId, sessionId, afterSeq, sink }: StreamRequest): Promise<number> {
    await this.ensureListening();
    const sub: Subscriber = { userId, sessionId, lastSeq: afterSeq ?? 0, pending: [], sink };
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(sub);
    this.count++;
    // A Set iterates in insertion order: the first entries are the oldest streams.
    for (const oldest of set) {
      if (set.size <= MAX_STREAMS_PER_USER) break;
      this.remove(oldest);
      oldest.sink.end();
    }
    sink.onClose(() => this.remove(sub));
    this.startHeartbeat();
    try {
      // Read after the stream is registered: anything later reaches it live (or buffered).
      const start = await this.startOf(userId);
      if (afterSeq === null) {
        sub.lastSeq = start?.position ?? 0;
      } else {
        for (;;) {
          const missed = await eventsAfter(this.database.db, userId, sub.lastSeq);
          for (const { seq, ...event } of missed.events) sink.write(notificationItem(seq, event as NotificationStreamEvent).frame);
          sub.lastSeq = Math.max(sub.lastSeq, missed.through);
          if (!missed.more) break;
        }
      }
      const buffered = (sub.pending ?? []).filter((i) => i.seq > sub.lastSeq);
      sub.pending = null;
      this.deliver(sub, buffered);
      sink.write(sseFrame('ready', JSON.stringify({ lastEventId: sub.lastSeq }), sub.lastSeq));
    } catch (error) {
      this.remove(sub);
      throw error;
    }
    return sub.lastSeq;
  }

  private remove(sub: Subscriber) {
    const set = this.byUser.get(sub.userId);
    if (!set?.delete(sub)) return;
    this.count--;
    if (set.size === 0) {
      this.byUser.delete(sub.userId);
      this.facts.delete(sub.userId);
    }
    if (this.count === 0) this.stopHeartbeat();
  }

  private deliver(sub: Subscriber, items: StreamItem[]) {
    for (const item of items) this.deliverOne(sub, item);
  }

  private deliverOne(sub: Subscriber, item: StreamItem) {
    if (item.seq <= sub.lastSeq) return;
    if (sub.pending) {
      sub.pending.push(item);
      return;
    }
    sub.lastSeq = item.seq;
    sub.sink.write(item.frame);
  }

  private async onPayload(payload: string) {
    if (!this.count) return;
    let events: WireEvent[];
    try {
      events = JSON.parse(payload) as WireEvent[];
    } catch {
      return;
    }
    // Rows too big for the NOTIFY payload are read from the database (once for all streams).
    const missing = events.filter((e) => e.t === 'insert' && !e.n && this.byUser.has(e.u)).map((e) => e.id);
    const fetched = await notificationsByIds(this.database.db, missing);
    // In order: a stream sees its events as they committed.
    for (const e of events) {
      if (e.t === 'broadcast') {
        await this.onBroadcast(e);
        continue;
      }
      const subs = this.byUser.get(e.u);
      if (!subs) continue;
      let item: StreamItem | null = null;
      if (e.t === 'delete') item = notificationItem(e.s, { type: 'delete', id: e.id });
      else {
        const n = e.n ?? fetched.get(e.id);
        if (n) item = notificationItem(e.s, { type: 'insert', notification: n });
      }
      if (item) for (const sub of subs) this.deliverOne(sub, item);
    }
  }

  /** A broadcast: one frame, written to the streams of every connected user in its audience. */
  private async onBroadcast(e: Extract<WireEvent, { t: 'broadcast' }>) {
    if (!this.count) return;
    const notification = e.n
      ? toDto({ id: e.id, title: e.n.title, message: e.n.message, linkUrl: e.n.linkUrl, readAt: null, createdAt: new Date(e.n.createdAt) })
      : await broadcastById(this.database.db, e.id);
    if (!notification) return;
    const item = notificationItem(e.s, { type: 'insert', notification });
    const b = { audience: e.a, preference: e.p, defaultChannel: e.d, at: e.at };
    const epoch = this.database.listenerEpoch();
    const unknown: string[] = [];
    for (const [userId, subs] of this.byUser) {
      const facts = this.facts.get(userId);
      if (!facts || epoch === null || facts.epoch !== epoch) unknown.push(userId);
      else if (inAudience(facts, b)) for (const sub of subs) this.deliverOne(sub, item);
    }
    // Users whose facts changed (or whose change may have gone unheard: a new listener connection):
    // the view decides, with any receipt that keeps what they were when it was sent.
    for (let i = 0; i < unknown.length; i += AUDIENCE_BATCH) {
      const batch = unknown.slice(i, i + AUDIENCE_BATCH);
      const recipients = await broadcastRecipientsAmong(this.database.db, e.id, batch);
      for (const userId of recipients) for (const sub of this.byUser.get(userId) ?? []) this.deliverOne(sub, item);
      await this.learnFacts(batch);
    }
  }

  /**
   * A user's stream start (position and audience facts). The streams that open in one turn of the
   * event loop share one query: 10,000 clients reconnecting at once cost ten queries, not 10,000.
   */
  private startOf(userId: string): Promise<Start | undefined> {
    return new Promise((resolve, reject) => {
      if (!this.starting) {
        this.starting = new Map();
        setImmediate(() => void this.readStarts());
      }
      const waiting = this.starting.get(userId) ?? [];
      waiting.push({ resolve, reject });
      this.starting.set(userId, waiting);
    });
  }

  private async readStarts() {
    const batch = this.starting;
    this.starting = null;
    if (!batch) return;
    const userIds = [...batch.keys()];
    for (let i = 0; i < userIds.length; i += START_BATCH) {
      const chunk = userIds.slice(i, i + START_BATCH);
      try {
        const read = await this.learnFacts(chunk);
        for (const userId of chunk) for (const w of batch.get(userId) ?? []) w.resolve(read.get(userId));
      } catch (error) {
        for (const userId of chunk) for (const w of batch.get(userId) ?? []) w.reject(error);
      }
    }
  }

  /** Reads the start of these users and keeps the facts of those connected (unless a change is announced meanwhile). */
  private async learnFacts(userIds: string[]): Promise<Map<string, Start>> {
    const generation = this.factsGeneration;
    const epoch = this.database.listenerEpoch();
    const read = await streamStarts(this.database.db, userIds);
    const keep = generation === this.factsGeneration;
    for (const userId of userIds) {
      if (!this.byUser.has(userId)) continue;
      const start = read.get(userId);
      this.facts.set(userId, keep && start ? { ...start.facts, epoch } : null);
    }
    return read;
  }

  /** A notice on the auth-cache channel: a user's membership, role or preference may have changed. */
  private onChange(payload: string) {
    if (payload.startsWith('s:') || payload.startsWith('n:') || payload.startsWith('sync:')) return;
    this.factsGeneration++;
    if (payload.startsWith('u:')) {
      const userId = payload.slice(2);
      if (this.facts.has(userId)) this.facts.set(userId, null);
    } else for (const userId of this.facts.keys()) this.facts.set(userId, null);
  }

  private startHeartbeat() {
    if (this.timer || !this.count) return;
    this.timer = setInterval(() => void this.beat(), this.period);
    this.timer.unref();
  }

  private stopHeartbeat() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Every stream's heartbeat, from the one timer: the sessions of all open streams are checked in
   * one query (per thousand), streams whose session ended are closed, the others get the same
   * heartbeat frame.
   */
  private async beat() {
    if (this.beating) return;
    this.beating = true;
    try {
      const checked = new Set<string>();
      for (const set of this.byUser.values()) for (const sub of set) if (sub.sessionId) checked.add(sub.sessionId);
      const alive = checked.size ? await aliveSessions(this.database.db, [...checked]) : new Set<string>();
      const frame = sseFrame('heartbeat', String(Date.now()));
      const subs: Subscriber[] = [];
      for (const set of this.byUser.values()) for (const sub of set) subs.push(sub);
      for (let i = 0; i < subs.length; i++) {
        const sub = subs[i] as Subscriber;
        // A stream opened while the query ran is checked at the next beat.
        if (sub.sessionId && checked.has(sub.sessionId) && !alive.has(sub.sessionId)) {
          this.remove(sub);
          sub.sink.end();
        } else if (!sub.pending) sub.sink.write(frame);
        if ((i + 1) % HEARTBEAT_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      this.log.warn({ err: error }, 'notification heartbeat failed');
    } finally {
      this.beating = false;
    }
  }

  async close() {
    this.stopHeartbeat();
    this.facts.clear();
    const subs = [...this.byUser.values()].flatMap((set) => [...set]);
    this.byUser.clear();
    this.count = 0;
    for (const sub of subs) sub.sink.end();
    await this.unlisten?.().catch(() => {});
    this.listening = null;
  }
}
