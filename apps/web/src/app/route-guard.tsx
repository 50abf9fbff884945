import type { RouteGroup } from '@awc/domain';
import type { ReactNode } from 'react';
import { devRoutesEnabled } from '../lib/runtime.ts';
import { AdminGuard, AuthGuard, MemberRouteGuard } from './guards.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

/** Applies a route group of routes.md to a page. */
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
