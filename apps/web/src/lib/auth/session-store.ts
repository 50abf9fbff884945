import { AUTH_LOADING_SAFETY_TIMEOUT_MS, MESSAGES, type ProfileDto } from '@awc/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { ApiError } from '../api-client.ts';
import { type Me, fetchMe, fetchSubscription, type SubscriptionStatusView, signOutRequest } from './auth-api.ts';
import { clearSubscriptionCache, readSubscriptionCache, writeSubscriptionCache } from './subscription-cache.ts';

/**
 * The auth state of spec §3 (session, user, userProfile, loading starting true, isAdmin starting
 * false, error), kept outside React so the shell can read it without loading a data library.
 * Loading ends when the session, profile and admin checks answer, or after a 5 s safety timeout.
 */
export type SubscriptionState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  view: SubscriptionStatusView | null;
  /** A failed check counts as "not subscribed"; the error is kept (spec §8). */
  error: string | null;
};

export type AuthState = {
  loading: boolean;
  /** null while unknown (still loading, or the check timed out); `{ user: null }` when signed out. */
  me: Me | null;
  error: string | null;
  subscription: SubscriptionState;
  signingOut: boolean;
};

const initial: AuthState = { loading: true, me: null, error: null, subscription: { status: 'idle', view: null, error: null }, signingOut: false };
let state: AuthState = initial;
const listeners = new Set<() => void>();

const set = (patch: Partial<AuthState>) => {
  // A patch that changes nothing notifies no one: each notice re-renders every reader at once.
  if ((Object.keys(patch) as (keyof AuthState)[]).every((k) => Object.is(state[k], patch[k]))) return;
  state = { ...state, ...patch };
  for (const l of listeners) l();
};

export const getAuthState = () => state;
export const subscribeAuth = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/**
 * The auth state of one request while the server renders it (entry-server.tsx): the store above is
 * one per browser tab, but one server process renders many people's pages at once.
 */
export const ServerAuthState = createContext<AuthState | null>(null);

export const useAuthState = (): AuthState => {
  const onServer = useContext(ServerAuthState);
  // React reads the third function on the server and while hydrating: the seeded store in the
  // browser (seedSession), the request's own state on the server.
  return useSyncExternalStore(subscribeAuth, getAuthState, onServer ? () => onServer : getAuthState);
};

/** The state a page rendered on the server starts from: the session and subscription it read. */
export const authStateFrom = (me: Me, subscription: SubscriptionStatusView | null): AuthState => ({
  loading: false,
  me,
  error: null,
  subscription: me.user && subscription ? { status: 'ready', view: subscription, error: null } : { status: 'idle', view: null, error: null },
  signingOut: false,
});

let seeded = false;
/**
 * Starts the store from what the server read for this page (decision 320), so neither the shell
 * nor the guards ask again: no `GET /api/me` or `/api/subscription` at hydration.
 */
export const seedSession = (me: Me, subscription: SubscriptionStatusView | null) => {
  seeded = true;
  state = authStateFrom(me, subscription);
  if (me.user && subscription) writeSubscriptionCache(me.user.id, subscription);
  for (const l of listeners) l();
};
/** The server already told us the session (seedSession): the first load has nothing to ask. */
export const sessionSeeded = () => seeded;

const describe = (error: unknown) =>
  error instanceof ApiError ? (error.code === 'NETWORK' ? MESSAGES.network : error.message || MESSAGES.unexpected) : MESSAGES.unexpected;

let loadSeq = 0;
/** Hooks other modules register to hear about a recovered profile (the toast). */
export const authEvents = { onProfileRecovered: new Set<() => void>() };

/** Loads (or reloads) the session, profile and admin status. */
export const loadSession = async (): Promise<void> => {
  const seq = ++loadSeq;
  if (!state.me) set({ loading: true, error: null });
  // The safety timeout ends "loading" so the shell never hangs; the session stays unknown
  // (me === null) and the guards keep checking with their own retry and timeout rules.
  const safety = setTimeout(() => {
    if (seq === loadSeq && state.loading) set({ loading: false });
  }, AUTH_LOADING_SAFETY_TIMEOUT_MS);
  try {
    const me = await fetchMe();
    if (seq !== loadSeq) return;
    set({ me, loading: false, error: null });
    if (me.user) {
      if (me.profileRecovered) for (const cb of authEvents.onProfileRecovered) cb();
      await refreshSubscription();
    } else {
      set({ subscription: { status: 'idle', view: null, error: null } });
    }
  } catch (error) {
    if (seq !== loadSeq) return;
    set({ loading: false, error: describe(error) });
  } finally {
    clearTimeout(safety);
  }
};

/** Checks the subscription, from the 2-minute session cache unless `force`. */
export const refreshSubscription = async (options: { force?: boolean } = {}): Promise<SubscriptionStatusView | null> => {
  const me = state.me;
  if (!me?.user) return null;
  const userId = me.user.id;
  if (!options.force) {
    const cached = readSubscriptionCache(userId);
    if (cached) {
      set({ subscription: { status: 'ready', view: cached, error: null } });
      return cached;
    }
  }
  set({ subscription: { ...state.subscription, status: 'loading' } });
  try {
    const view = await fetchSubscription();
    writeSubscriptionCache(userId, view);
    set({ subscription: { status: 'ready', view, error: null } });
    return view;
  } catch (error) {
    set({ subscription: { status: 'error', view: null, error: describe(error) } });
    return null;
  }
};

/** After a profile edit: the new profile without a round trip. */
export const setProfile = (profile: ProfileDto) => {
  const me = state.me;
  if (me?.user) set({ me: { ...me, profile } });
};

export type SignOutResult = 'signed-out' | 'failed' | 'error';

/** Signs out; the caller navigates to /auth and shows the spec's toast for the result. */
export const signOut = async (): Promise<SignOutResult> => {
  set({ signingOut: true });
  try {
    await signOutRequest();
    clearSubscriptionCache();
    loadSeq++;
    set({ me: { user: null }, loading: false, error: null, subscription: { status: 'idle', view: null, error: null } });
    return 'signed-out';
  } catch (error) {
    return error instanceof ApiError && error.code === 'NETWORK' ? 'error' : 'failed';
  } finally {
    set({ signingOut: false });
  }
};

/** Test hook. */
export const resetAuthStateForTests = (next: Partial<AuthState> = {}) => {
  loadSeq++;
  seeded = false;
  state = { ...initial, ...next };
  for (const l of listeners) l();
};
