import {
  MESSAGES,
  NOTIFICATION_HEARTBEAT_MS,
  NOTIFICATION_LIST_LIMIT,
  type NotificationDto,
  type NotificationListResponse,
  type NotificationStreamEvent,
  reconnectDelayMs,
} from '@awc/domain';
import { api, toastError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The signed-in user's notifications outside React (like the session store): loaded once, kept
 * current by the SSE stream, shared by the bell, the toasts and /notifications. Mutations are
 * optimistic; when the server refuses one, the list reloads (spec §4).
 */
export type NotificationsState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: NotificationDto[];
  unreadCount: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  connection: 'closed' | 'connecting' | 'open';
};

const INITIAL: NotificationsState = {
  status: 'idle',
  items: [],
  unreadCount: 0,
  total: 0,
  hasMore: false,
  loadingMore: false,
  connection: 'closed',
};

/** A stream silent for longer than this (no heartbeat) is presumed dead and reopened. */
const STALL_AFTER_MS = NOTIFICATION_HEARTBEAT_MS * 2 + 5_000;

type Listener = () => void;
type Navigate = (to: string) => void;

export type NotificationsStoreOptions = {
  /** Injected so tests can drive a fake EventSource. */
  eventSource?: (url: string) => EventSource;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export const createNotificationsStore = (options: NotificationsStoreOptions = {}) => {
  const openSource = options.eventSource ?? ((url: string) => new EventSource(url, { withCredentials: true }));
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));

  let state: NotificationsState = INITIAL;
  const listeners = new Set<Listener>();
  let userId: string | null = null;
  let source: EventSource | null = null;
  let lastEventId: number | null = null;
  let attempt = 0;
  let reconnectTimer: unknown = null;
  let stallTimer: unknown = null;
  let generation = 0;
  let navigate: Navigate = (to) => {
    window.location.assign(to);
  };

  const set = (patch: Partial<NotificationsState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };

  const recount = (items: NotificationDto[], patch: Partial<NotificationsState> = {}) => set({ items, ...patch });

  // ---------------------------------------------------------------- loading
  const load = async () => {
    const gen = generation;
    set({ status: state.status === 'ready' ? 'ready' : 'loading' });
    try {
      const res = await api<NotificationListResponse & { lastEventId: number }>('/api/notifications', { query: { limit: NOTIFICATION_LIST_LIMIT } });
      if (gen !== generation) return;
      // Keep what arrived live while the request ran (the stream replays from lastEventId anyway).
      set({ status: 'ready', items: res.notifications, unreadCount: res.unreadCount, total: res.total, hasMore: res.hasMore });
      if (lastEventId === null || res.lastEventId > lastEventId) lastEventId = res.lastEventId;
    } catch {
      if (gen !== generation) return;
      set({ status: 'error' });
      toast.error(MESSAGES.notificationsLoadFailed);
    }
  };

  const loadMore = async () => {
    const oldest = state.items.at(-1);
    if (!oldest || state.loadingMore || !state.hasMore) return;
    set({ loadingMore: true });
    try {
      const res = await api<NotificationListResponse>('/api/notifications', { query: { limit: NOTIFICATION_LIST_LIMIT, before: oldest.id } });
      const known = new Set(state.items.map((n) => n.id));
      set({ items: [...state.items, ...res.notifications.filter((n) => !known.has(n.id))], hasMore: res.hasMore, loadingMore: false });
    } catch (error) {
      set({ loadingMore: false });
      toastError(error);
    }
  };

  // ---------------------------------------------------------------- realtime
  const clearTimers = () => {
    if (reconnectTimer !== null) clearTimer(reconnectTimer);
    if (stallTimer !== null) clearTimer(stallTimer);
    reconnectTimer = null;
    stallTimer = null;
  };

  const closeSource = () => {
    source?.close();
    source = null;
  };

  const armStallTimer = () => {
    if (stallTimer !== null) clearTimer(stallTimer);
    stallTimer = setTimer(() => {
      stallTimer = null;
      scheduleReconnect();
    }, STALL_AFTER_MS);
  };

  const scheduleReconnect = () => {
    closeSource();
    if (!userId || reconnectTimer !== null) return;
    set({ connection: 'connecting' });
    const delay = reconnectDelayMs(attempt);
    attempt++;
    reconnectTimer = setTimer(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  };

  const onInsert = (n: NotificationDto) => {
    if (state.items.some((i) => i.id === n.id)) return;
    recount([n, ...state.items], {
      unreadCount: state.unreadCount + (n.readAt ? 0 : 1),
      total: state.total + 1,
    });
    // Keyed by title: a page that has just announced the same event itself (the profile tab's
    // 'Achievement Unlocked: …') gets its toast updated instead of a second copy on screen.
    toast.message(n.title, {
      id: n.title,
      description: n.message,
      action: { label: 'View', onClick: () => void open(n) },
    });
  };

  const onDelete = (id: string) => {
    const gone = state.items.find((i) => i.id === id);
    if (!gone) {
      // Not loaded here (an older page): only the total changes.
      return;
    }
    recount(
      state.items.filter((i) => i.id !== id),
      { unreadCount: Math.max(0, state.unreadCount - (gone.readAt ? 0 : 1)), total: Math.max(0, state.total - 1) },
    );
  };

  const connect = () => {
    if (!userId) return;
    closeSource();
    clearTimers();
    set({ connection: 'connecting' });
    const url = `/api/notifications/stream${lastEventId !== null ? `?lastEventId=${lastEventId}` : ''}`;
    const es = openSource(url);
    source = es;
    const track = (e: MessageEvent) => {
      if (e.lastEventId && /^\d+$/.test(e.lastEventId)) lastEventId = Number(e.lastEventId);
    };
    es.addEventListener('ready', (e) => {
      if (source !== es) return;
      track(e as MessageEvent);
      attempt = 0;
      set({ connection: 'open' });
      armStallTimer();
    });
    es.addEventListener('heartbeat', () => {
      if (source === es) armStallTimer();
    });
    es.addEventListener('notification', (e) => {
      if (source !== es) return;
      const message = e as MessageEvent<string>;
      armStallTimer();
      let event: NotificationStreamEvent;
      try {
        event = JSON.parse(message.data) as NotificationStreamEvent;
      } catch {
        return;
      }
      track(message);
      if (event.type === 'insert') onInsert(event.notification);
      else onDelete(event.id);
    });
    es.onerror = () => {
      // The browser's own retry would not carry our position or delays: we reconnect ourselves.
      if (source === es) scheduleReconnect();
    };
  };

  const onOffline = () => {
    if (!userId) return;
    closeSource();
    clearTimers();
    set({ connection: 'closed' });
  };
  const onOnline = () => {
    if (!userId) return;
    attempt = 0;
    scheduleReconnect();
  };

  // ---------------------------------------------------------------- mutations (optimistic)
  const refuse = (error: unknown) => {
    toastError(error);
    void load();
  };

  const markRead = async (id: string) => {
    const target = state.items.find((n) => n.id === id);
    if (target && !target.readAt) {
      const now = new Date().toISOString();
      recount(
        state.items.map((n) => (n.id === id ? { ...n, readAt: now } : n)),
        { unreadCount: Math.max(0, state.unreadCount - 1) },
      );
    }
    try {
      await api(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' });
    } catch (error) {
      refuse(error);
    }
  };

  const markAllRead = async () => {
    const now = new Date().toISOString();
    recount(
      state.items.map((n) => (n.readAt ? n : { ...n, readAt: now })),
      { unreadCount: 0 },
    );
    try {
      await api('/api/notifications/read-all', { method: 'POST' });
    } catch (error) {
      refuse(error);
    }
  };

  const clearRead = async () => {
    const readLoaded = state.items.filter((n) => n.readAt).length;
    const readTotal = state.total - state.unreadCount;
    recount(
      state.items.filter((n) => !n.readAt),
      { total: state.total - Math.max(readLoaded, readTotal) },
    );
    try {
      await api('/api/notifications/read', { method: 'DELETE' });
    } catch (error) {
      refuse(error);
    }
  };

  const remove = async (id: string) => {
    onDelete(id);
    try {
      await api(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
    } catch (error) {
      refuse(error);
    }
  };

  /** Clicking a notification (or a toast's View): mark it read and follow its link. */
  const open = async (n: NotificationDto) => {
    void markRead(n.id);
    const to = n.linkUrl ?? '/notifications';
    if (/^https?:\/\//i.test(to)) window.open(to, '_blank', 'noopener,noreferrer');
    else navigate(to);
  };

  // ---------------------------------------------------------------- lifecycle
  const start = (id: string) => {
    if (userId === id) return;
    stop();
    userId = id;
    generation++;
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    void load().then(() => {
      if (userId === id) connect();
    });
  };

  const stop = () => {
    if (userId) {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    }
    userId = null;
    generation++;
    closeSource();
    clearTimers();
    lastEventId = null;
    attempt = 0;
    set(INITIAL);
  };

  return {
    getState: () => state,
    subscribe: (l: Listener) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    setNavigator: (fn: Navigate) => {
      navigate = fn;
    },
    start,
    stop,
    reload: load,
    loadMore,
    markRead,
    markAllRead,
    clearRead,
    remove,
    open,
  };
};

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;

/** The app's one store. */
export const notificationsStore = createNotificationsStore();
