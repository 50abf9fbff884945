import type { ReactNode } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { InfoTip } from '../../../components/ui/tooltip.tsx';

type NumberFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  prefix?: '$';
  suffix?: '%';
  tip?: ReactNode;
  help?: ReactNode;
  className?: string;
};

/**
 * A numeric tool field: plain text with a decimal keypad, so what a person types ("170,000", "-5",
 * "abc") reaches the shared schema and gets the spec's message instead of being silently dropped.
 */
export const NumberField = ({ id, label, value, onChange, error, prefix, suffix, tip, help, className }: NumberFieldProps) => (
  <FormField
    id={id}
    label={label}
    error={error}
    description={help}
    className={className}
    labelAside={tip ? <InfoTip label={`About ${label}`} content={tip} /> : undefined}
  >
    <Input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      prefix={prefix}
      suffix={suffix}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  </FormField>
);
