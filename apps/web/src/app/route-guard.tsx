import type { RouteGroup } from '@awc/domain';
import { lazy, type ReactNode } from 'react';
import { devRoutesEnabled } from '../lib/runtime.ts';
import { NotFoundPage } from './routes/not-found.tsx';

// The guards load with the first guarded page: public pages (every first visit) never need them.
const guards = () => import('./guards.tsx');
/** Starts loading the guards of a group that has them. */
export const preloadGuards = (group: RouteGroup) => {
  if (group === 'signed-in' || group === 'member' || group === 'admin') void guards().catch(() => {});
};
const AuthGuard = lazy(() => guards().then((m) => ({ default: m.AuthGuard })));
const MemberRouteGuard = lazy(() => guards().then((m) => ({ default: m.MemberRouteGuard })));
const AdminGuard = lazy(() => guards().then((m) => ({ default: m.AdminGuard })));

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
