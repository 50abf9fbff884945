import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * First-screen data for components that keep their own state instead of TanStack Query (lean pages:
 * the member tools' saved scenarios). While the server renders a page (entry-server.tsx, decision
 * 320) a component names what it needs with `useServerValue`; the renderer loads it and renders
 * again, and sends the values beside the HTML. In the browser the first page starts from those values
 * (every part of it, also one that hydrates late), and they are dropped at the first move to another
 * page (app/layout.tsx), so a later visit loads fresh data.
 */
export type ServerValues = { values: Record<string, unknown>; wanted: Map<string, () => Promise<unknown>> };
export const ServerValuesContext = createContext<ServerValues | null>(null);

let seeded: Record<string, unknown> = {};
export const seedServerValues = (values: Record<string, unknown>) => {
  seeded = values;
};
export const dropServerValues = () => {
  seeded = {};
};

/** A value a component reads with `useServerValue`, named so a page can ask for it ahead. */
export type ServerValueSource<T> = { key: string; load: () => Promise<T> };

/** The value the server read for `source.key` for this page, or undefined (the component loads it itself). */
export const useServerValue = <T>({ key, load }: ServerValueSource<T>): T | undefined => {
  const server = useContext(ServerValuesContext);
  if (server) {
    if (Object.hasOwn(server.values, key)) return server.values[key] as T;
    server.wanted.set(key, load);
    return undefined;
  }
  return seeded[key] as T | undefined;
};

/**
 * Names the values that parts of the page read only once the page's own data has arrived (the
 * dashboard's slots render after its query), so the server loads them together with that data, in
 * one round, instead of rendering once more to find them. Nothing in the browser.
 */
export const useServerValuesAhead = (sources: readonly ServerValueSource<unknown>[]) => {
  const server = useContext(ServerValuesContext);
  if (server) for (const { key, load } of sources) if (!Object.hasOwn(server.values, key)) server.wanted.set(key, load);
};

/**
 * A lean page's own data (kept in plain state rather than TanStack Query): it starts from what the
 * server rendered with the page, without a request at hydration, and is otherwise loaded on mount.
 * `source` must be stable (a constant, or useMemo): when its `load` changes the data is loaded
 * again, as after `reload`. A failed load keeps the last value and reports the error.
 */
export const useServerLoaded = <T>(source: ServerValueSource<T>) => {
  const fromServer = useServerValue(source);
  const [value, setValue] = useState<T | null>(fromServer ?? null);
  const [error, setError] = useState<unknown>(null);
  const { load } = source;
  const reload = useCallback(async () => {
    try {
      setValue(await load());
      setError(null);
    } catch (e) {
      setError(e);
    }
  }, [load]);
  const skipFirst = useRef(fromServer !== undefined);
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    void reload();
  }, [reload]);
  return { value, error, reload };
};
