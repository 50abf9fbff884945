import { CheckIcon } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type CheckboxProps = Omit<ComponentProps<typeof RadixCheckbox.Root>, 'onCheckedChange' | 'checked'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  invalid?: boolean;
};

export const Checkbox = ({ className, checked, onCheckedChange, invalid, ...props }: CheckboxProps) => (
  <RadixCheckbox.Root
    checked={checked}
    onCheckedChange={(v) => onCheckedChange(v === true)}
    className={cn(
      'peer inline-flex h-5 w-5 shrink-0 cursor-pointer items-center justify-center rounded border bg-white transition-colors',
      'data-[state=checked]:border-navy-800 data-[state=checked]:bg-navy-800 data-[state=checked]:text-white',
      'disabled:cursor-not-allowed disabled:opacity-50',
      invalid ? 'border-danger-700' : 'border-line-strong hover:border-navy-500',
      className,
    )}
    {...props}
  >
    <RadixCheckbox.Indicator>
      <CheckIcon aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={3} />
    </RadixCheckbox.Indicator>
  </RadixCheckbox.Root>
);
