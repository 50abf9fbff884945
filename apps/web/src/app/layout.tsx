import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { preloadUserMenu, SiteHeader } from '../components/layout/site-header.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup.tsx';
import { SearchLauncher } from '../features/search/components/search-launcher.tsx';
import { markPageReady } from '../lib/page-ready.ts';
import { preloadable } from '../lib/preloadable.tsx';
import { dropServerValues } from '../lib/server-values.ts';
import { useViewer } from '../lib/viewer.tsx';

// Notifications load only for signed-in users, outside every visitor's first load.
const NotificationsLive = preloadable(() => import('../features/notifications/components/notifications-live.tsx'));
// The bell's button; its list loads when the reader reaches for it (components/ui/open-on-intent.tsx).
const NotificationBell = preloadable<{ variant: 'desktop' | 'mobile' }>(() =>
  import('../features/notifications/components/notification-bell-button.tsx').then((m) => ({ default: m.NotificationBellButton })),
);
export const preloadSignedInShell = (): Promise<unknown> => Promise.all([NotificationsLive.preload(), NotificationBell.preload(), preloadUserMenu()]);
const notificationSlot = (variant: 'desktop' | 'mobile') => (
  <Suspense fallback={null}>
    <NotificationBell variant={variant} />
  </Suspense>
);

/** Scroll to top on every path change (or to the #anchor), and move focus to the new page. */
const useRouteChangeEffects = (mainRef: React.RefObject<HTMLElement | null>) => {
  const location = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path or hash change by design
  useEffect(() => {
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    // Screen-reader users hear the new page instead of staying on the old link.
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname, location.hash, mainRef]);
  // The values the server sent were the first page's (lib/server-values.ts): gone with it.
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== firstPath.current) dropServerValues();
  }, [location.pathname]);
};

/**
 * Marks the first page as rendered (lib/page-ready.ts) once it has committed in the browser (a
 * prerendered page: hydrated, so its controls respond), and <html data-page-ready>, which the
 * browser journeys wait for. Renders nothing.
 */
const PageReady = () => {
  useEffect(() => {
    markPageReady();
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
};

export const AppLayout = () => {
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const viewer = useViewer();
  useRouteChangeEffects(mainRef);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-navy-900 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to main content
      </a>
      {viewer.status === 'signed-in' && (
        <Suspense fallback={null}>
          <NotificationsLive />
        </Suspense>
      )}
      <SiteHeader notificationSlot={notificationSlot} searchSlot={<SearchLauncher />} />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter newsletter={<NewsletterSignup />} />
    </div>
  );
};
