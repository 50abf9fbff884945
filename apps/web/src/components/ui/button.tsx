import { type ButtonHTMLAttributes, cloneElement, isValidElement, type ReactElement, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

const VARIANTS = {
  primary: 'bg-navy-900 text-white hover:bg-navy-800 active:bg-navy-950 shadow-sm',
  accent: 'bg-brass-300 text-navy-950 hover:bg-brass-200 shadow-sm',
  secondary: 'bg-white text-navy-900 border border-line-strong hover:bg-navy-50 hover:border-navy-300',
  ghost: 'text-navy-900 hover:bg-navy-50',
  danger: 'bg-danger-700 text-white hover:bg-[#912018]',
  link: 'text-navy-700 underline underline-offset-4 hover:text-brass-700 px-0 h-auto',
  onDark: 'bg-white/10 text-white border border-white/25 hover:bg-white/20',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-5 text-[0.95rem] gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-10 w-10 p-0',
} as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (e.g. a router Link) with button styling. */
  asChild?: boolean;
  /** Shows a spinner and disables the button; the label stays for screen readers. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export const buttonClasses = (variant: keyof typeof VARIANTS = 'primary', size: keyof typeof SIZES = 'md', extra?: string) =>
  cn(
    'inline-flex items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-55 cursor-pointer select-none',
    VARIANTS[variant],
    variant === 'link' ? '' : SIZES[size],
    extra,
  );

export const Button = ({ variant = 'primary', size = 'md', asChild, loading, className, children, disabled, type, ...props }: ButtonProps) => {
  if (asChild && isValidElement(children)) {
    // The child (e.g. a router Link) takes the button's look; its own props win, classes add up.
    // A plain clone rather than Radix's Slot keeps Radix out of every page's first load.
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, {
      ...props,
      ...child.props,
      className: buttonClasses(variant, size, cn(className, child.props.className)),
      'aria-busy': loading || undefined,
    } as Partial<{ className?: string }>);
  }
  return (
    <button
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      type={type ?? 'button'}
      {...props}
    >
      {loading && <Spinner size="sm" className="text-current" label={null} />}
      {children}
    </button>
  );
};
