import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldClasses } from './input.tsx';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  id?: string;
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-label'?: string;
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
};

/** A listbox select (Radix): keyboard, typeahead and screen-reader support built in. */
export const Select = ({ value, onValueChange, options, placeholder, invalid, disabled, name, className, id, ref, onBlur, ...aria }: SelectProps) => (
  <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled} name={name}>
    <RadixSelect.Trigger
      id={id}
      ref={ref}
      onBlur={onBlur}
      className={fieldClasses(invalid, cn('flex h-11 items-center justify-between gap-2 text-left', className))}
      {...aria}
    >
      <RadixSelect.Value placeholder={placeholder} />
      <RadixSelect.Icon>
        <ChevronDownIcon aria-hidden="true" className="h-4 w-4 text-ink-muted" />
      </RadixSelect.Icon>
    </RadixSelect.Trigger>
    <RadixSelect.Portal>
      <RadixSelect.Content
        position="popper"
        sideOffset={4}
        className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-line bg-white shadow-[var(--shadow-pop)] animate-fade-in"
      >
        <RadixSelect.Viewport className="p-1">
          {options.map((option) => (
            <RadixSelect.Item
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className="relative flex cursor-pointer select-none items-center rounded-md py-2 pl-8 pr-3 text-sm text-ink outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-navy-50 data-[disabled]:opacity-50"
            >
              <RadixSelect.ItemIndicator className="absolute left-2 inline-flex items-center">
                <CheckIcon aria-hidden="true" className="h-4 w-4 text-navy-700" />
              </RadixSelect.ItemIndicator>
              <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
            </RadixSelect.Item>
          ))}
        </RadixSelect.Viewport>
      </RadixSelect.Content>
    </RadixSelect.Portal>
  </RadixSelect.Root>
);
