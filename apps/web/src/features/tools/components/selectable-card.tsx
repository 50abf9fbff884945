import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

type SelectableCardProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

/**
 * A card that is a real checkbox: the whole card is its label, so a click anywhere toggles it,
 * Space toggles it natively, and Enter does too (spec §4); a disabled card is skipped by Tab.
 */
export const SelectableCard = ({ title, description, icon, checked, onCheckedChange, disabled }: SelectableCardProps) => (
  <label
    className={cn(
      'group relative flex w-full cursor-pointer items-start gap-3 rounded-xl border bg-white p-3.5 text-left transition-colors',
      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-600',
      checked ? 'border-navy-700 bg-navy-50 ring-1 ring-navy-700' : 'border-line-strong hover:border-navy-300 hover:bg-paper-2/60',
      disabled && 'cursor-not-allowed opacity-55 hover:border-line-strong hover:bg-white',
    )}
  >
    <input
      type="checkbox"
      className="sr-only"
      checked={checked}
      disabled={disabled}
      onChange={(e) => onCheckedChange(e.target.checked)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onCheckedChange(!checked);
        }
      }}
    />
    {icon && (
      <span aria-hidden="true" className={cn('mt-0.5 shrink-0', checked ? 'text-navy-800' : 'text-ink-muted')}>
        {icon}
      </span>
    )}
    <span className="min-w-0 flex-1">
      <span className="block text-sm font-semibold text-navy-900">{title}</span>
      {description && <span className="mt-0.5 block text-xs leading-snug text-ink-muted">{description}</span>}
    </span>
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded border',
        checked ? 'border-navy-800 bg-navy-800 text-white' : 'border-line-strong bg-white',
      )}
    >
      {checked && <CheckIcon className="h-3.5 w-3.5" strokeWidth={3} />}
    </span>
  </label>
);
