import { matchRoute, PRODUCT_NAME, ROUTES, type RouteDef } from '@awc/domain';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { type Preloadable, preloadable } from '../lib/preloadable.tsx';
import { preloadQueryProvider, QueryProvider } from '../lib/query-provider.tsx';
import { AppLayout } from './layout.tsx';
import { PAGES, type PageProps } from './pages.ts';
import { preloadGuards, RouteGuard } from './route-guard.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

const lazyPages = new Map<string, Preloadable<PageProps>>();
const pageEntry = (key: string) => {
  const entry = PAGES[key];
  if (!entry) throw new Error(`No page component for ${key}`);
  return entry;
};
const pageComponent = (key: string) => {
  let component = lazyPages.get(key);
  if (!component) {
    component = preloadable(pageEntry(key).load);
    lazyPages.set(key, component);
  }
  return component;
};

/**
 * Loads the code the page at `pathname` renders first (its chunk, TanStack Query when it fetches,
 * the guards when it has some): a prerendered page awaits it so hydrating never stops at a lazy
 * part (see lib/preloadable.tsx); any other first page starts it so the page's code downloads
 * while the session is checked, not after.
 */
export const preloadPage = async (pathname: string): Promise<void> => {
  const route = matchRoute(pathname)?.route;
  if (!route || route.redirectTo) return;
  const entry = PAGES[route.page];
  if (!entry) return;
  await Promise.all([pageComponent(route.page).preload(), preloadGuards(route.group), entry.lean ? null : preloadQueryProvider()]);
};

let firstHead = true;

/** Keeps <title> and the description current on client-side navigation. */
const useDocumentHead = (route: RouteDef) => {
  useEffect(() => {
    document.title = route.path === '/' ? PRODUCT_NAME : `${route.title} | ${PRODUCT_NAME}`;
    // The server wrote the first page's description into its <head>; a move needs the new one,
    // from a chunk of its own (route-descriptions.ts) that a first load never fetches.
    if (firstHead) {
      firstHead = false;
      return;
    }
    let current = true;
    void import('@awc/domain/route-descriptions').then(
      ({ routeDescription }) => {
        if (current) document.querySelector('meta[name="description"]')?.setAttribute('content', routeDescription(route));
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [route]);
};

const RoutePage = ({ route }: { route: RouteDef }) => {
  useDocumentHead(route);
  const entry = pageEntry(route.page);
  const Page = pageComponent(route.page);
  if (entry.lean) {
    return (
      <RouteGuard group={route.group}>
        <Page route={route} />
      </RouteGuard>
    );
  }
  // Fetch the page's chunk now, in parallel with the query provider's, not after it.
  void Page.preload().catch(() => {});
  return (
    <QueryProvider>
      <RouteGuard group={route.group}>
        <Page route={route} />
      </RouteGuard>
    </QueryProvider>
  );
};

/** Keeps the query string (e.g. ?tab=) when following a redirect entry of the table. */
const RedirectTo = ({ to }: { to: string }) => {
  const location = useLocation();
  return <Navigate to={`${to}${location.search}${location.hash}`} replace />;
};

/**
 * Every path of the route table, inside the shell. Declarative routes (not the data router): we
 * load data with TanStack Query, and the data router costs ~17 kB more on every first load.
 */
export const AppRoutes = () => (
  <Routes>
    <Route element={<AppLayout />}>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={route.redirectTo ? <RedirectTo to={route.redirectTo} /> : <RoutePage route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
