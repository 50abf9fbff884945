import type { RouteGroup } from '@awc/domain';
import type { ReactNode } from 'react';

type GuardProps = { children: ReactNode };
import { preloadable } from '../lib/preloadable.tsx';
import { devRoutesEnabled } from '../lib/runtime.ts';
import { NotFoundPage } from './routes/not-found.tsx';

// The guards load with the first guarded page: public pages (every first visit) never need them.
// Preloadable, so a guarded page the server rendered (decision 320) hydrates without suspending.
const guards = () => import('./guards.tsx');
const AuthGuard = preloadable<GuardProps>(() => guards().then((m) => ({ default: m.AuthGuard })));
const MemberRouteGuard = preloadable<GuardProps>(() => guards().then((m) => ({ default: m.MemberRouteGuard })));
const AdminGuard = preloadable<GuardProps>(() => guards().then((m) => ({ default: m.AdminGuard })));

/** Loads the guard of a group that has one. */
export const preloadGuards = (group: RouteGroup): Promise<unknown> => {
  if (group === 'signed-in') return AuthGuard.preload();
  if (group === 'member') return MemberRouteGuard.preload();
  if (group === 'admin') return AdminGuard.preload();
  return Promise.resolve();
};

/** Applies a route group of routes.md to a page (the layout's Suspense shows the spinner meanwhile). */
export const RouteGuard = ({ group, children }: { group: RouteGroup; children: ReactNode }) => {
  switch (group) {
    case 'public':
      return <>{children}</>;
    case 'signed-in':
      return <AuthGuard>{children}</AuthGuard>;
    case 'member':
      return <MemberRouteGuard>{children}</MemberRouteGuard>;
    case 'admin':
      return <AdminGuard>{children}</AdminGuard>;
    case 'dev':
      return devRoutesEnabled() ? children : <NotFoundPage />;
  }
};
