import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean };

type RadioGroupProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly RadioOption[];
  name?: string;
  className?: string;
  orientation?: 'horizontal' | 'vertical';
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  invalid?: boolean;
  /**
   * Each label under its circle, the points in one row that never wraps: a 1–5 rating in a narrow
   * column (the Job Offer's Offer A beside Offer B).
   */
  labelsBelow?: boolean;
};

export const RadioGroup = ({
  value,
  onValueChange,
  options,
  name,
  className,
  orientation = 'vertical',
  id,
  invalid,
  labelsBelow = false,
  ...aria
}: RadioGroupProps) => (
  <RadixRadioGroup.Root
    id={id}
    value={value}
    onValueChange={onValueChange}
    name={name}
    orientation={orientation}
    className={cn(labelsBelow ? 'flex gap-1' : orientation === 'vertical' ? 'flex flex-col gap-2' : 'flex flex-wrap gap-3', className)}
    {...aria}
  >
    {options.map((option) => {
      const itemId = `${id ?? name ?? 'radio'}-${option.value.replace(/\W+/g, '-')}`;
      return (
        <div key={option.value} className={labelsBelow ? 'flex flex-col items-center gap-1' : 'flex items-start gap-2.5'}>
          <RadixRadioGroup.Item
            id={itemId}
            value={option.value}
            disabled={option.disabled}
            className={cn(
              'mt-0.5 inline-flex h-5 w-5 shrink-0 cursor-pointer items-center justify-center rounded-full border bg-white',
              'data-[state=checked]:border-navy-800 disabled:cursor-not-allowed disabled:opacity-50',
              invalid ? 'border-danger-700' : 'border-line-strong hover:border-navy-500',
            )}
          >
            <RadixRadioGroup.Indicator className="block h-2.5 w-2.5 rounded-full bg-navy-800" />
          </RadixRadioGroup.Item>
          <label htmlFor={itemId} className={cn('cursor-pointer leading-snug text-ink', labelsBelow ? 'text-xs' : 'text-sm')}>
            {option.label}
            {option.description && <span className="mt-0.5 block text-xs text-ink-muted">{option.description}</span>}
          </label>
        </div>
      );
    })}
  </RadixRadioGroup.Root>
);
