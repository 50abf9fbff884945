import { InfoIcon } from 'lucide-react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type TooltipProps = { content: ReactNode; children: ReactNode; side?: 'top' | 'right' | 'bottom' | 'left'; className?: string };

/**
 * Each tooltip carries its own provider, so no provider sits at the root and the tooltip code only
 * loads with the (lazy) pages that use it.
 */
export const Tooltip = ({ content, children, side = 'top', className }: TooltipProps) => (
  <RadixTooltip.Provider delayDuration={200}>
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={12}
          className={cn(
            'z-50 max-w-72 rounded-lg bg-navy-950 px-3 py-2 text-xs leading-relaxed text-white shadow-[var(--shadow-pop)] animate-fade-in',
            className,
          )}
        >
          {content}
          <RadixTooltip.Arrow className="fill-navy-950" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  </RadixTooltip.Provider>
);

/** An (i) button that explains a field; reachable by keyboard, its text read on focus. */
export const InfoTip = ({ label, content }: { label: string; content: ReactNode }) => (
  <Tooltip content={content}>
    <button
      type="button"
      aria-label={label}
      className="inline-flex h-5 w-5 cursor-help items-center justify-center rounded-full text-ink-muted hover:text-navy-700"
    >
      <InfoIcon aria-hidden="true" className="h-4 w-4" />
    </button>
  </Tooltip>
);
