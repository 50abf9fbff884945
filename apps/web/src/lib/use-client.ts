import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating the prerendered HTML, true otherwise
 * (a client render starts with true). For parts that only the browser can draw: they render their
 * placeholder into the prerendered HTML, and the real thing right after hydration.
 */
export const useIsClient = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
