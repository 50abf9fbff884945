import type { DehydratedState } from '@tanstack/react-query';
import type { Me, SubscriptionStatusView } from '../lib/auth/auth-api.ts';

/**
 * What the server read while rendering a page for a signed-in request (decision 320), sent beside
 * the HTML as `<script type="application/json" id="awc-state">` (data, not code: the CSP allows no
 * inline scripts). The browser starts its session store and query cache from it.
 */
export type ServerState = {
  /** Path and query string the HTML was rendered for. */
  url: string;
  me: Me;
  subscription: SubscriptionStatusView | null;
  queries: DehydratedState;
  /** Values of components outside TanStack Query (lib/server-values.ts). */
  values: Record<string, unknown>;
};

export const SERVER_STATE_ID = 'awc-state';

/** The server's state for this page load, or null when the page was not rendered per request. */
export const readServerState = (doc: Document): ServerState | null => {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    return state && typeof state.url === 'string' && state.me ? state : null;
  } catch {
    return null;
  }
};

/** Whether #root holds the HTML the server rendered for this very URL, so it can hydrate. */
export const renderedFor = (root: HTMLElement, state: ServerState | null, location: { pathname: string; search: string }): boolean =>
  Boolean(state && root.firstElementChild && root.dataset.rendered === state.url && state.url === `${location.pathname}${location.search}`);
