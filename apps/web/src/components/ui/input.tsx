import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export const fieldClasses = (invalid?: boolean, extra?: string) =>
  cn(
    'w-full rounded-lg border bg-white px-3 text-[0.95rem] text-ink placeholder:text-[#6b7280] transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-navy-600 focus-visible:border-navy-600',
    'disabled:cursor-not-allowed disabled:bg-paper-2 disabled:text-ink-muted',
    invalid ? 'border-danger-700' : 'border-line-strong hover:border-navy-300',
    extra,
  );

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** Text or icon shown inside the field before the value, e.g. "$". */
  prefix?: ReactNode;
  suffix?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export const Input = ({ prefix, suffix, invalid, className, ...props }: InputProps) => {
  const input = (
    <input
      aria-invalid={invalid || undefined}
      className={fieldClasses(invalid, cn('h-11', prefix ? 'pl-8' : '', suffix ? 'pr-10' : '', className))}
      {...props}
    />
  );
  if (!prefix && !suffix) return input;
  return (
    <div className="relative">
      {prefix && (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex w-8 items-center justify-center text-ink-muted">
          {prefix}
        </span>
      )}
      {input}
      {suffix && (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-center text-ink-muted">
          {suffix}
        </span>
      )}
    </div>
  );
};

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean; ref?: Ref<HTMLTextAreaElement> };

export const Textarea = ({ invalid, className, ...props }: TextareaProps) => (
  <textarea aria-invalid={invalid || undefined} className={fieldClasses(invalid, cn('min-h-28 py-2.5 leading-relaxed', className))} {...props} />
);
