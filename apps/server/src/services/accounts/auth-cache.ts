import crypto from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { SessionInfo } from '../../types.ts';

/**
 * Announced by the triggers of migrations 0003 and 0004: 's:<session id>', 'u:<user id>' (user,
 * role or subscription), 'n:<user id>,…' or 'n:*' (notifications).
 */
export const AUTH_CACHE_CHANNEL = 'awc_auth_cache';

type Entry<T> = { value: T; userId: string; storedAt: number; epoch: number };

/** The kind prefix of cached notification lists (`fact('notifications…', userId, …)`). */
export const NOTIFICATION_LIST = 'notifications';

/** Entries kept at most (the oldest go first), so a flood of sessions cannot grow the process. */
const MAX_ENTRIES = 20_000;

/**
 * What a signed-in request checks on every call, kept by this process for a few seconds
 * (decision 289): the session with its user (by the signed cookie value Better Auth accepted), and
 * per user whether they are an administrator, their subscription row, and their notification list
 * pages (GET /api/notifications).
 *
 * An entry is dropped at once, everywhere, when its rows change:
 * - database triggers (migrations 0003, 0004) announce every change of a session, a user, a role,
 *   a subscription or a notification on AUTH_CACHE_CHANNEL, whoever makes it (any server process,
 *   a Better Auth endpoint, a job, plain SQL). PGlite delivers the notice before the writing
 *   statement returns; PostgreSQL within milliseconds, on the listener connection;
 * - so that this process never serves what it just changed, the request that changed it also drops
 *   the entries before its response leaves (`afterWrite`, called by the app for every write).
 * Entries are trusted only while the listener connection that would announce their change is the
 * one they were stored under (Database.listenerEpoch); they also end with their session's expiry
 * and after `ttlMs` whatever happens. `ttlMs` 0 turns the cache off.
 */
export class AuthCache {
  private readonly sessions = new Map<string, Entry<SessionInfo>>();
  private readonly sessionKeys = new Map<string, string>();
  private readonly facts = new Map<string, Entry<unknown>>();
  private readonly userKeys = new Map<string, Set<string>>();
  private readonly waiters = new Map<string, () => void>();
  private listening: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private armed = false;
  private closed = false;
  /** Bumped by every invalidation: a value read before it is not stored after it. */
  private generation = 0;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    readonly ttlMs: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && !this.closed;
  }

  /** A snapshot to pass back to `storeSession`/`fact`: what changed since is not stored. */
  mark(): number {
    return this.generation;
  }

  /** The session Better Auth accepted for this signed cookie value, if still fresh. */
  session(cookieValue: string): SessionInfo | undefined {
    const entry = this.sessions.get(cookieValue);
    if (!entry) return undefined;
    if (!this.isFresh(entry) || entry.value.session.expiresAt.getTime() <= Date.now()) {
      this.dropSessionKey(cookieValue);
      return undefined;
    }
    return entry.value;
  }

  storeSession(cookieValue: string, info: SessionInfo, mark: number): void {
    if (!this.canStore(mark)) return;
    this.dropSessionKey(cookieValue);
    this.sessions.set(cookieValue, this.entry(info, info.user.id));
    this.sessionKeys.set(info.session.id, cookieValue);
    this.indexUser(info.user.id, `c:${cookieValue}`);
    this.trim(this.sessions, (key) => this.dropSessionKey(key));
  }

  /** A per-user fact (`kind` names it), loaded once per `ttlMs` while nothing announces a change. */
  async fact<T>(kind: string, userId: string, load: () => Promise<T>): Promise<T> {
    const key = `${kind}:${userId}`;
    const entry = this.facts.get(key);
    if (entry && this.isFresh(entry)) return entry.value as T;
    if (entry) this.dropFact(key);
    const mark = this.mark();
    const value = await load();
    if (this.canStore(mark)) {
      this.dropFact(key);
      this.facts.set(key, this.entry(value, userId));
      this.indexUser(userId, `f:${key}`);
      this.trim(this.facts, (k) => this.dropFact(k));
    }
    return value;
  }

  invalidateSession(sessionId: string): void {
    this.generation++;
    const key = this.sessionKeys.get(sessionId);
    if (key) this.dropSessionKey(key);
  }

  invalidateUser(userId: string): void {
    this.generation++;
    const keys = this.userKeys.get(userId);
    if (!keys) return;
    this.userKeys.delete(userId);
    for (const k of keys) {
      if (k.startsWith('c:')) this.dropSessionKey(k.slice(2));
      else this.dropFact(k.slice(2));
    }
  }

  clear(): void {
    this.generation++;
    this.sessions.clear();
    this.sessionKeys.clear();
    this.facts.clear();
    this.userKeys.clear();
  }

  /**
   * Called after every state-changing request, before its response is sent (the app does it).
   * `everyone`: a request that may change anyone's rows (Better Auth's endpoints: sign-out,
   * password change or reset, e-mail verification; an administrator's action; a billing webhook)
   * drops everything unless it was refused; any other write drops the writer's own entries.
   */
  afterWrite(status: number, userId: string | null, everyone: boolean): void {
    if (everyone && status < 400) this.clear();
    else if (userId) this.invalidateUser(userId);
  }

  /**
   * Waits until every change committed before this call has been announced to this process.
   * PGlite announces before the change returns; on PostgreSQL, one notice of our own makes the
   * round trip behind the others (tests use it after changing rows behind the app's back).
   */
  async sync(timeoutMs = 2_000): Promise<void> {
    if (this.database.kind !== 'pg' || !this.armed) return;
    const id = crypto.randomUUID();
    const arrived = new Promise<void>((resolve) => this.waiters.set(id, resolve));
    await this.database.notify(AUTH_CACHE_CHANNEL, `sync:${id}`);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([arrived, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    this.waiters.delete(id);
  }

  /** Starts listening (the server calls it at start; the first use otherwise). */
  start(): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    this.listening ??= this.database
      .listen(AUTH_CACHE_CHANNEL, (payload) => this.onNotice(payload))
      .then((unlisten) => {
        this.unlisten = unlisten;
        this.armed = true;
      })
      .catch((error: unknown) => {
        // Without the announcements nothing may be cached; the next use tries again.
        this.log.warn({ err: error }, 'auth cache: LISTEN failed, not caching');
        this.listening = null;
      });
    return this.listening;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.clear();
    await this.unlisten?.().catch(() => {});
  }

  /** Drops the cached notification lists of these users (every user's for '*'). */
  invalidateNotifications(userIds: string[] | '*'): void {
    this.generation++;
    if (userIds === '*') {
      for (const key of [...this.facts.keys()]) if (key.startsWith(NOTIFICATION_LIST)) this.dropFact(key);
      return;
    }
    for (const userId of userIds)
      for (const k of [...(this.userKeys.get(userId) ?? [])]) if (k.startsWith(`f:${NOTIFICATION_LIST}`)) this.dropFact(k.slice(2));
  }

  private onNotice(payload: string) {
    if (payload.startsWith('s:')) this.invalidateSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.invalidateUser(payload.slice(2));
    else if (payload.startsWith('n:')) this.invalidateNotifications(payload === 'n:*' ? '*' : payload.slice(2).split(','));
    else if (payload.startsWith('sync:')) this.waiters.get(payload.slice(5))?.();
    else this.clear();
  }

  private canStore(mark: number): boolean {
    if (!this.enabled) return false;
    if (!this.armed) {
      void this.start();
      return false;
    }
    return mark === this.generation && this.database.listenerEpoch() !== null;
  }

  private entry<T>(value: T, userId: string): Entry<T> {
    return { value, userId, storedAt: Date.now(), epoch: this.database.listenerEpoch() ?? -1 };
  }

  private isFresh(entry: Entry<unknown>): boolean {
    return this.enabled && Date.now() - entry.storedAt < this.ttlMs && entry.epoch === this.database.listenerEpoch();
  }

  private dropFact(key: string) {
    const entry = this.facts.get(key);
    if (!entry) return;
    this.facts.delete(key);
    const keys = this.userKeys.get(entry.userId);
    keys?.delete(`f:${key}`);
    if (keys?.size === 0) this.userKeys.delete(entry.userId);
  }

  private indexUser(userId: string, key: string) {
    let keys = this.userKeys.get(userId);
    if (!keys) {
      keys = new Set();
      this.userKeys.set(userId, keys);
    }
    keys.add(key);
  }

  private dropSessionKey(cookieValue: string) {
    const entry = this.sessions.get(cookieValue);
    if (!entry) return;
    this.sessions.delete(cookieValue);
    if (this.sessionKeys.get(entry.value.session.id) === cookieValue) this.sessionKeys.delete(entry.value.session.id);
    const keys = this.userKeys.get(entry.userId);
    keys?.delete(`c:${cookieValue}`);
    if (keys?.size === 0) this.userKeys.delete(entry.userId);
  }

  private trim<T>(map: Map<string, Entry<T>>, drop: (key: string) => void) {
    while (map.size > MAX_ENTRIES) {
      const oldest = map.keys().next().value as string;
      drop(oldest);
    }
  }
}
