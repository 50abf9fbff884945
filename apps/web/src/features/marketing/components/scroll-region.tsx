import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * A box that scrolls sideways on narrow screens (wide tables). It is focusable and labeled so
 * keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export const ScrollRegion = ({ label, className, children }: { label: string; className?: string; children: ReactNode }) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to be scrolled
  <section aria-label={label} tabIndex={0} className={cn('overflow-x-auto', className)}>
    {children}
  </section>
);
