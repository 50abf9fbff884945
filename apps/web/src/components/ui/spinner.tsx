import { cn } from '../../lib/cn.ts';

type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  className?: string /** Spoken text; null when a parent already announces. */;
  label?: string | null;
};

const SIZE = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' } as const;

export const Spinner = ({ size = 'md', className, label = 'Loading...' }: SpinnerProps) => (
  <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
    <span aria-hidden="true" className={cn('animate-spin rounded-full border-current border-r-transparent text-navy-700', SIZE[size], className)} />
    {label && <span className="sr-only">{label}</span>}
  </span>
);

/** The full-area loading state of lazy pages and guards. */
/** A page loading: fills the viewport so the footer never shows and then jumps away (CLS). */
export const PageSpinner = ({ label = 'Loading...' }: { label?: string }) => (
  <div className="flex min-h-[calc(100dvh-4.5rem)] flex-col items-center justify-center gap-3 text-ink-muted" role="status">
    <Spinner size="lg" label={null} />
    <span className="text-sm">{label}</span>
  </div>
);
