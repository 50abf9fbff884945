import { NOTIFICATION_HEARTBEAT_MS, type NotificationStreamEvent } from '@awc/domain';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { eventsAfter, lastEventIdOf, notificationsByIds } from './inbox.ts';
import { NOTIFICATION_CHANNEL, type WireEvent } from './notify.ts';

/** One event as a stream writes it: `id:` is `seq`. */
export type StreamItem = { seq: number; event: NotificationStreamEvent };

type Subscriber = {
  userId: string;
  /** Highest seq written to this stream; nothing at or below it is written again. */
  lastSeq: number;
  /** Live events that arrived while the replay was running (null once live). */
  pending: StreamItem[] | null;
  write: (items: StreamItem[]) => void;
  /** Ends the stream from the server's side (a newer stream of the user took its place). */
  evict: () => void;
};

/**
 * Open streams one user may hold in one process; a new one closes the oldest (issue 17 item 10).
 * Ten covers many tabs and devices; without a cap one session could hold unbounded sockets.
 */
export const MAX_STREAMS_PER_USER = 10;

/**
 * The realtime fan-out of one server process (decision 180). Every process LISTENs on one channel;
 * a writer in any process NOTIFYs at commit; each process hands the events to its own streams of
 * that user. A stream first replays from the database what its client missed (`Last-Event-ID`),
 * buffering live events meanwhile, then goes live; `seq` guards against writing anything twice.
 */
export class NotificationHub {
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private listening: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  /** Payloads are handled one after another so a stream sees events in commit order. */
  private queue: Promise<void> = Promise.resolve();
  /** Heartbeat period of the streams (spec §9: 30 s); tests shorten it. */
  heartbeatMs = NOTIFICATION_HEARTBEAT_MS;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
  ) {}

  /** Open streams in this process. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private ensureListening(): Promise<void> {
    this.listening ??= this.database
      .listen(NOTIFICATION_CHANNEL, (payload) => {
        this.queue = this.queue.then(() => this.onPayload(payload)).catch((error) => this.log.warn({ err: error }, 'notification fan-out failed'));
      })
      .then((unlisten) => {
        this.unlisten = unlisten;
      })
      .catch((error) => {
        this.listening = null;
        throw error;
      });
    return this.listening;
  }

  /**
   * Opens a stream for `userId`. With `afterSeq` (the client's Last-Event-ID) the missed events are
   * written first; without it the stream starts at the user's newest event. Returns the starting
   * position (for a first `ready` event) and the function that closes the stream.
   */
  async subscribe(
    userId: string,
    afterSeq: number | null,
    write: Subscriber['write'],
    evict: Subscriber['evict'] = () => {},
  ): Promise<{ position: number; close: () => void }> {
    await this.ensureListening();
    const sub: Subscriber = { userId, lastSeq: afterSeq ?? 0, pending: [], write, evict };
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(sub);
    // A Set iterates in insertion order: the first entries are the oldest streams.
    for (const oldest of set) {
      if (set.size <= MAX_STREAMS_PER_USER) break;
      set.delete(oldest);
      try {
        oldest.evict();
      } catch (error) {
        this.log.debug({ err: error }, 'closing an evicted stream failed');
      }
    }
    const close = () => {
      const s = this.byUser.get(userId);
      s?.delete(sub);
      if (s && s.size === 0) this.byUser.delete(userId);
    };
    try {
      if (afterSeq === null) {
        sub.lastSeq = await lastEventIdOf(this.database.db, userId);
      } else {
        for (;;) {
          const missed = await eventsAfter(this.database.db, userId, sub.lastSeq);
          if (!missed.length) break;
          const items = missed.map(({ seq, ...event }) => ({ seq, event: event as NotificationStreamEvent }));
          write(items);
          sub.lastSeq = missed.at(-1)?.seq ?? sub.lastSeq;
          if (missed.length < 1_000) break;
        }
      }
      const buffered = (sub.pending ?? []).filter((i) => i.seq > sub.lastSeq);
      sub.pending = null;
      this.deliver(sub, buffered);
    } catch (error) {
      close();
      throw error;
    }
    return { position: sub.lastSeq, close };
  }

  private deliver(sub: Subscriber, items: StreamItem[]) {
    const fresh = items.filter((i) => i.seq > sub.lastSeq);
    if (!fresh.length) return;
    if (sub.pending) {
      sub.pending.push(...fresh);
      return;
    }
    sub.lastSeq = fresh.at(-1)?.seq ?? sub.lastSeq;
    try {
      sub.write(fresh);
    } catch (error) {
      this.log.debug({ err: error }, 'stream write failed');
    }
  }

  private async onPayload(payload: string) {
    let events: WireEvent[];
    try {
      events = JSON.parse(payload) as WireEvent[];
    } catch {
      return;
    }
    const mine = events.filter((e) => this.byUser.has(e.u));
    if (!mine.length) return;
    // Rows too big for the NOTIFY payload are read from the database (once for all streams).
    const missing = mine.filter((e) => e.t === 'insert' && !e.n).map((e) => e.id);
    const fetched = await notificationsByIds(this.database.db, missing);
    const perUser = new Map<string, StreamItem[]>();
    for (const e of mine) {
      let item: StreamItem | null = null;
      if (e.t === 'delete') item = { seq: e.s, event: { type: 'delete', id: e.id } };
      else {
        const n = e.n ?? fetched.get(e.id);
        if (n) item = { seq: e.s, event: { type: 'insert', notification: n } };
      }
      if (!item) continue;
      const list = perUser.get(e.u) ?? [];
      list.push(item);
      perUser.set(e.u, list);
    }
    for (const [userId, items] of perUser) for (const sub of this.byUser.get(userId) ?? []) this.deliver(sub, items);
  }

  async close() {
    this.byUser.clear();
    await this.unlisten?.().catch(() => {});
    this.listening = null;
  }
}
