import { XIcon } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
};

export const Dialog = ({ open, onOpenChange, trigger, title, description, children, footer, className }: DialogProps) => (
  <RadixDialog.Root {...(open === undefined ? {} : { open })} onOpenChange={onOpenChange}>
    {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[2px] animate-fade-in" />
      <RadixDialog.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-[var(--shadow-pop)] animate-fade-in',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <RadixDialog.Title className="pr-8 font-serif text-xl font-semibold text-navy-900">{title}</RadixDialog.Title>
        {description && <RadixDialog.Description className="mt-2 text-sm text-ink-muted">{description}</RadixDialog.Description>}
        {children && <div className="mt-4">{children}</div>}
        {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
        <RadixDialog.Close
          className="absolute right-4 top-4 inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md text-ink-muted hover:bg-navy-50"
          aria-label="Close"
        >
          <XIcon aria-hidden="true" className="h-4 w-4" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  </RadixDialog.Root>
);

export const DialogClose = RadixDialog.Close;
