import { type ReactElement, type ReactNode, cloneElement, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Label } from './label.tsx';

type FormFieldProps = {
  label: ReactNode;
  /** The control; it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<Record<string, unknown>>;
  description?: ReactNode;
  /** One message, or several (e.g. every password rule that fails), each on its own line. */
  error?: string | readonly string[] | undefined;
  /** Extra content beside the label (e.g. a help tooltip). */
  labelAside?: ReactNode;
  className?: string;
  id?: string;
};

/**
 * Label, help text and error wired to one control, so a screen reader reads all three and the
 * error sits under its field as the spec asks.
 */
export const FormField = ({ label, children, description, error, labelAside, className, id: givenId }: FormFieldProps) => {
  const auto = useId();
  const id = givenId ?? `f${auto.replace(/:/g, '')}`;
  const descId = description ? `${id}-desc` : undefined;
  const errors = error === undefined ? [] : typeof error === 'string' ? [error] : error;
  const errId = errors.length ? `${id}-err` : undefined;
  const describedBy = [descId, errId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {cloneElement(children, { id, 'aria-describedby': describedBy, 'aria-invalid': errors.length ? true : undefined, invalid: errors.length > 0 })}
      {description && (
        <p id={descId} className="text-xs leading-relaxed text-ink-muted">
          {description}
        </p>
      )}
      {errors.length > 0 && (
        <div id={errId} className="space-y-0.5 text-sm font-medium text-danger-700" role="alert">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
};
