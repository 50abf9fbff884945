import type { FieldSpec } from '@awc/domain';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LinesField } from './lines-field.tsx';

type Props = {
  field: FieldSpec;
  value: string;
  error?: string | undefined;
  warning?: string | undefined;
  /** All the page's errors and warnings: a line-item field shows each under its row and cell. */
  errors?: Record<string, string>;
  warnings?: Record<string, string>;
  onChange: (value: string) => void;
};

/** One tool input: label, help text, the tools.md error under the field, and warnings in amber. */
export function ToolField({ field: f, value, error, warning, errors, warnings, onChange }: Props) {
  const id = `tf-${f.key}-${useId().replace(/:/g, '')}`;
  if (f.kind === 'lines')
    return (
      <LinesField
        field={f}
        value={value}
        errors={errors ?? (error ? { [f.key]: error } : {})}
        warnings={warnings ?? (warning ? { [f.key]: warning } : {})}
        onChange={onChange}
      />
    );
  const description =
    f.help || warning ? (
      <>
        {f.help}
        {warning && (
          <span className="mt-1 block font-medium text-warning-700" role="status">
            {warning}
          </span>
        )}
      </>
    ) : undefined;
  if (f.kind === 'bool') {
    return (
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={value === 'true'}
          onCheckedChange={(c) => onChange(c ? 'true' : 'false')}
          aria-describedby={f.help ? `${id}-desc` : undefined}
        />
        <div>
          <Label htmlFor={id}>{f.label}</Label>
          {f.help && (
            <p id={`${id}-desc`} className="text-xs leading-relaxed text-ink-muted">
              {f.help}
            </p>
          )}
        </div>
      </div>
    );
  }
  if (f.scale && f.kind === 'int') {
    // A rating is a choice among a few points, not a number to type (issue 19).
    const low = f.min ?? 1;
    const high = f.max ?? 5;
    const points = Array.from({ length: high - low + 1 }, (_, i) => String(low + i));
    // Each point reads as a number; the ends' meaning is part of their names for a screen reader and
    // written once under the row for the eye.
    const end = (p: string) => (p === String(low) ? f.scale?.low : p === String(high) ? f.scale?.high : undefined);
    const label = (p: string) => {
      const meaning = end(p);
      return meaning ? (
        // One name, "1: Strongly disagree": a hidden span beside the visible digit would be read "1 : …".
        <>
          <span aria-hidden="true">{p}</span>
          <span className="sr-only">{`${p}: ${meaning}`}</span>
        </>
      ) : (
        p
      );
    };
    return (
      <fieldset className="min-w-0" aria-describedby={error ? `${id}-err` : undefined}>
        <legend id={`${id}-legend`} className="text-sm font-medium leading-snug text-ink">
          {f.label}
        </legend>
        <RadioGroup
          id={id}
          aria-labelledby={`${id}-legend`}
          orientation="horizontal"
          className="mt-2 max-w-[19rem] justify-between gap-x-4 gap-y-2"
          value={value}
          onValueChange={onChange}
          invalid={Boolean(error)}
          options={points.map((p) => ({ value: p, label: label(p) }))}
        />
        <p aria-hidden="true" className="mt-1 flex max-w-[19rem] justify-between text-xs text-ink-muted">
          <span>{f.scale.low}</span>
          <span>{f.scale.high}</span>
        </p>
        {error && (
          <p id={`${id}-err`} className="mt-1 text-sm font-medium text-danger-700" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  const control =
    f.kind === 'enum' ? (
      <Select value={value} onValueChange={onChange} options={f.options ?? []} />
    ) : (
      <Input
        type={f.kind === 'date' ? 'date' : 'text'}
        inputMode={f.kind === 'date' || f.kind === 'text' ? undefined : 'decimal'}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...(f.kind === 'money' ? { prefix: '$' } : {})}
        {...(f.kind === 'percent' ? { suffix: '%' } : {})}
      />
    );
  return (
    <FormField id={id} label={f.label} description={description} error={error}>
      {control}
    </FormField>
  );
}
