import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = RadixTabs.Root;

export const TabsList = ({ className, ...props }: ComponentProps<typeof RadixTabs.List>) => (
  <RadixTabs.List className={cn('inline-flex flex-wrap gap-1 rounded-xl border border-line bg-paper-2 p-1', className)} {...props} />
);

export const TabsTrigger = ({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) => (
  <RadixTabs.Trigger
    className={cn(
      'cursor-pointer rounded-lg px-4 py-2 text-sm font-medium text-ink-muted transition-colors hover:text-navy-900',
      'data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm',
      className,
    )}
    {...props}
  />
);

export const TabsContent = ({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) => (
  <RadixTabs.Content className={cn('mt-6 focus-visible:outline-none', className)} {...props} />
);
