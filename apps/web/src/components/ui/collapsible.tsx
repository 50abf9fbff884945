import { ChevronDownIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';

type CollapsibleSectionProps = {
  title: ReactNode;
  /** Live summary shown beside the title (e.g. the section's balance). */
  summary?: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  headingLevel?: 'h2' | 'h3';
  /**
   * Open, but drawn closed below the large breakpoint until the page decides: for HTML rendered
   * before the browser's width is known (the server assumes a wide screen), so a phone's first
   * paint already shows the section closed instead of shifting the page when it closes.
   */
  closedBelowLarge?: boolean;
};

/**
 * A section whose header button shows and hides its body; the header stays a real heading. The
 * disclosure pattern needs no library: a button with aria-expanded and aria-controls, and a body
 * that is rendered only while open (as Radix's Collapsible did, which this replaced to keep ~6 kB
 * of Radix off the membership page and the calculator).
 */
export const CollapsibleSection = ({
  title,
  summary,
  children,
  open,
  defaultOpen = true,
  onOpenChange,
  className,
  headingLevel: H = 'h3',
  closedBelowLarge = false,
}: CollapsibleSectionProps) => {
  const contentId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const state = isOpen ? 'open' : 'closed';
  const toggle = () => {
    if (open === undefined) setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return (
    <div data-state={state} className={cn('rounded-xl border border-line bg-white', className)}>
      <H className="m-0 font-sans text-base">
        <button
          type="button"
          aria-controls={contentId}
          aria-expanded={isOpen}
          data-state={state}
          onClick={toggle}
          className="group flex w-full cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3.5 text-left hover:bg-navy-50/60"
        >
          <span className="font-semibold text-navy-900">{title}</span>
          <span className="flex items-center gap-3">
            {summary !== undefined && <span className="text-sm font-medium tabular-nums text-ink-muted">{summary}</span>}
            <ChevronDownIcon
              aria-hidden="true"
              className={cn(
                'h-4 w-4 text-ink-muted transition-transform group-data-[state=open]:rotate-180',
                closedBelowLarge && 'max-lg:group-data-[state=open]:rotate-0',
              )}
            />
          </span>
        </button>
      </H>
      <div id={contentId} data-state={state} hidden={!isOpen} className={cn('border-t border-line px-4 py-4', closedBelowLarge && 'max-lg:hidden')}>
        {isOpen && children}
      </div>
    </div>
  );
};
