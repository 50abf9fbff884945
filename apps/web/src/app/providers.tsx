import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { useViewerFromSession } from '../features/auth/hooks/use-viewer-from-session.ts';
import { ViewerProvider } from '../lib/viewer.tsx';

/**
 * Root providers. Deliberately light: TanStack Query sits in QueryProvider around the pages that
 * fetch data, and the toast region mounts on the first toast (see docs/decisions/003).
 */
export const Providers = ({ children }: { children: ReactNode }) => {
  const viewer = useViewerFromSession();
  return (
    <ViewerProvider value={viewer}>
      {children}
      <Toaster />
    </ViewerProvider>
  );
};
