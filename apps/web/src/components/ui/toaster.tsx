import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterRequested } from '../../lib/toast.ts';

const SonnerToaster = lazy(() => import('./toaster-impl.tsx'));

/** Mounts sonner's toast region the first time something asks for a toast. */
export const Toaster = () => {
  const [active, setActive] = useState(false);
  useEffect(() => onToasterRequested(() => setActive(true)), []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
};
