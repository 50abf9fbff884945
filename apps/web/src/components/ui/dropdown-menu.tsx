import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;

export const DropdownMenuContent = ({ className, sideOffset = 8, ...props }: ComponentProps<typeof RadixMenu.Content>) => (
  <RadixMenu.Portal>
    <RadixMenu.Content
      sideOffset={sideOffset}
      collisionPadding={12}
      className={cn(
        'z-50 min-w-56 overflow-hidden rounded-xl border border-line bg-white p-1.5 shadow-[var(--shadow-pop)] animate-fade-in',
        className,
      )}
      {...props}
    />
  </RadixMenu.Portal>
);

export const DropdownMenuItem = ({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) => (
  <RadixMenu.Item
    className={cn(
      'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-ink outline-none',
      'data-[highlighted]:bg-navy-50 data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
      className,
    )}
    {...props}
  />
);

export const DropdownMenuLabel = ({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) => (
  <RadixMenu.Label className={cn('px-3 py-2 text-xs text-ink-muted', className)} {...props} />
);

export const DropdownMenuSeparator = ({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) => (
  <RadixMenu.Separator className={cn('my-1 h-px bg-line', className)} {...props} />
);
