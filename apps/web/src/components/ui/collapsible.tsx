import { ChevronDownIcon } from 'lucide-react';
import { Collapsible as RadixCollapsible } from 'radix-ui';
import type { ReactNode } from 'react';
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
};

/** A section whose header button shows and hides its body; the header stays a real heading. */
export const CollapsibleSection = ({
  title,
  summary,
  children,
  open,
  defaultOpen = true,
  onOpenChange,
  className,
  headingLevel: H = 'h3',
}: CollapsibleSectionProps) => (
  <RadixCollapsible.Root
    {...(open === undefined ? { defaultOpen } : { open })}
    onOpenChange={onOpenChange}
    className={cn('rounded-xl border border-line bg-white', className)}
  >
    <H className="m-0 font-sans text-base">
      <RadixCollapsible.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3.5 text-left hover:bg-navy-50/60">
        <span className="font-semibold text-navy-900">{title}</span>
        <span className="flex items-center gap-3">
          {summary !== undefined && <span className="text-sm font-medium tabular-nums text-ink-muted">{summary}</span>}
          <ChevronDownIcon aria-hidden="true" className="h-4 w-4 text-ink-muted transition-transform group-data-[state=open]:rotate-180" />
        </span>
      </RadixCollapsible.Trigger>
    </H>
    <RadixCollapsible.Content className="border-t border-line px-4 py-4">{children}</RadixCollapsible.Content>
  </RadixCollapsible.Root>
);

export const Collapsible = RadixCollapsible;
