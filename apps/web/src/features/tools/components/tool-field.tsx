import type { FieldSpec } from '@awc/domain';
import { type ReactNode, useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Slider } from '../../../components/ui/slider.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { InfoTip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
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
  /**
   * In a row of columns (Offer A beside Offer B): the column's name, shown beside the control on a
   * phone (columns stack there) and as the column heading above it on wider screens; the row label
   * and help sit once above and below the row (`describedBy`). The accessible name stays the full label.
   */
  column?: string;
  describedBy?: string;
  /** The control's id, where the page moves the cursor to it (the calculator's first error). */
  id?: string;
  /** Help that depends on other inputs (the chosen plan's note, the return a risk level assumes); else `field.help`. */
  help?: ReactNode;
  className?: string;
};

/**
 * One tool input, for the member tools and the public calculator and navigator alike (decision 385):
 * label (with its tip), help text, the tools.md error under the field, warnings in amber; a slider
 * or a switch where the field asks for one.
 */
export function ToolField({ field: f, value, error, warning, errors, warnings, onChange, column, describedBy, id: givenId, help, className }: Props) {
  const auto = `tf-${f.key}-${useId().replace(/:/g, '')}`;
  const id = givenId ?? auto;
  const helpText: ReactNode = help ?? f.help;
  if (column !== undefined && f.kind !== 'lines' && f.kind !== 'bool')
    return (
      <ColumnCell id={id} field={f} value={value} error={error} warning={warning} onChange={onChange} column={column} describedBy={describedBy} />
    );
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
  if (f.control === 'slider') return <SliderField id={id} field={f} value={value} error={error} help={helpText} onChange={onChange} />;
  if (f.control === 'switch')
    return (
      <div className={cn('flex items-center gap-3', className)}>
        <Switch id={id} checked={value === 'true'} onCheckedChange={(c) => onChange(c ? 'true' : 'false')} />
        <Label htmlFor={id}>{f.label}</Label>
      </div>
    );
  const description =
    helpText || warning ? (
      <>
        {helpText}
        {warning && (
          <span className="mt-1 block font-medium text-warning-700" role="status">
            {warning}
          </span>
        )}
      </>
    ) : undefined;
  if (f.kind === 'bool') {
    return (
      <div className={cn('flex items-start gap-3', className)}>
        <Checkbox
          id={id}
          checked={value === 'true'}
          onCheckedChange={(c) => onChange(c ? 'true' : 'false')}
          aria-describedby={helpText ? `${id}-desc` : undefined}
        />
        <div>
          <Label htmlFor={id}>{f.label}</Label>
          {helpText && (
            <p id={`${id}-desc`} className="text-xs leading-relaxed text-ink-muted">
              {helpText}
            </p>
          )}
        </div>
      </div>
    );
  }
  if (f.scale && f.kind === 'int') {
    // A rating is a choice among a few points, not a number to type (issue 19).
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
          options={ratingOptions(f)}
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
  return (
    <FormField
      id={id}
      label={f.label}
      description={description}
      error={error}
      className={className}
      labelAside={f.tip ? <InfoTip label={`About ${f.label}`} content={f.tip} /> : undefined}
    >
      {control(f, value, onChange)}
    </FormField>
  );
}

/** A number among a few named points (the calculator's Risk Tolerance, 1 Conservative to 5 Aggressive). */
function SliderField({
  id,
  field: f,
  value,
  error,
  help,
  onChange,
}: {
  id: string;
  field: FieldSpec;
  value: string;
  error: string | undefined;
  help: ReactNode;
  onChange: (value: string) => void;
}) {
  const low = f.min ?? 1;
  const high = f.max ?? 5;
  // A value the slider cannot show (an edited address) sits at the nearest end; its message says why.
  const typed = Number(value);
  const fallback = typeof f.default === 'number' ? f.default : low;
  const at = Math.min(high, Math.max(low, Math.round(Number.isFinite(typed) && value.trim() !== '' ? typed : fallback)));
  const name = f.points?.[at];
  const describedBy = [help ? `${id}-desc` : undefined, error ? `${id}-err` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-1.5">
        <Label htmlFor={id}>{f.label}</Label>
        {f.tip && <InfoTip label={`About ${f.label}`} content={f.tip} />}
        <span className="ml-auto text-sm font-medium text-navy-900" aria-hidden="true">
          {name ? `${at} · ${name}` : at}
        </span>
      </div>
      <Slider
        thumbId={id}
        thumbLabel={f.label}
        valueText={name ? `${at}, ${name}` : String(at)}
        aria-describedby={describedBy}
        min={low}
        max={high}
        step={1}
        value={[at]}
        onValueChange={([v]) => onChange(String(v ?? at))}
      />
      {f.points && (
        <div className="flex justify-between text-xs text-ink-muted" aria-hidden="true">
          <span>{f.points[low]}</span>
          <span>{f.points[high]}</span>
        </div>
      )}
      {help && (
        <p id={`${id}-desc`} className="text-xs text-ink-muted">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="text-sm font-medium text-danger-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function control(f: FieldSpec, value: string, onChange: (value: string) => void, extra: Record<string, unknown> = {}) {
  return f.kind === 'enum' ? (
    <Select value={value} onValueChange={onChange} options={f.options ?? []} {...extra} />
  ) : (
    <Input
      type={f.kind === 'date' ? 'date' : 'text'}
      inputMode={f.kind === 'date' || f.kind === 'text' ? undefined : 'decimal'}
      autoComplete="off"
      {...(f.kind === 'date' || f.kind === 'text' ? {} : { spellCheck: false })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...(f.kind === 'money' ? { prefix: '$' } : {})}
      {...(f.kind === 'percent' ? { suffix: '%' } : {})}
      {...extra}
    />
  );
}

/** The points of a rating; each reads as a number, and the ends' meaning is part of their names. */
function ratingOptions(f: FieldSpec) {
  const low = f.min ?? 1;
  const high = f.max ?? 5;
  const points = Array.from({ length: high - low + 1 }, (_, i) => String(low + i));
  const end = (p: string) => (p === String(low) ? f.scale?.low : p === String(high) ? f.scale?.high : undefined);
  return points.map((p) => {
    const meaning = end(p);
    return {
      value: p,
      // One name, "1: Strongly disagree": a hidden span beside the visible digit would be read "1 : …".
      label: meaning ? (
        <>
          <span aria-hidden="true">{p}</span>
          <span className="sr-only">{`${p}: ${meaning}`}</span>
        </>
      ) : (
        p
      ),
    };
  });
}

type CellProps = Required<Pick<Props, 'field' | 'value' | 'onChange' | 'column'>> & Pick<Props, 'error' | 'warning' | 'describedBy'> & { id: string };

/** One offer's control in a row of columns: its name is the field's full label ("Offer A: base salary"). */
function ColumnCell({ id, field: f, value, error, warning, onChange, column, describedBy }: CellProps) {
  const ids = [describedBy, warning ? `${id}-warn` : undefined, error ? `${id}-err` : undefined].filter(Boolean).join(' ') || undefined;
  const tag = (
    <span aria-hidden="true" className="w-16 shrink-0 text-xs font-medium text-ink-muted sm:hidden">
      {column}
    </span>
  );
  return (
    <div className="min-w-0">
      {f.scale && f.kind === 'int' ? (
        <div className="flex items-start gap-2">
          {tag}
          <div className="min-w-0 flex-1">
            <RadioGroup
              id={id}
              aria-label={f.label}
              aria-describedby={ids}
              orientation="horizontal"
              labelsBelow
              className="max-w-[12rem] justify-between"
              value={value}
              onValueChange={onChange}
              invalid={Boolean(error)}
              options={ratingOptions(f)}
            />
            <p aria-hidden="true" className="mt-0.5 flex max-w-[12rem] justify-between text-xs text-ink-muted">
              <span>{f.scale.low}</span>
              <span>{f.scale.high}</span>
            </p>
          </div>
        </div>
      ) : (
        <div className="flex items-center gap-2">
          {tag}
          <label htmlFor={id} className="sr-only">
            {f.label}
          </label>
          <div className="min-w-0 flex-1">
            {control(f, value, onChange, { id, 'aria-describedby': ids, 'aria-invalid': error ? true : undefined, invalid: Boolean(error) })}
          </div>
        </div>
      )}
      {warning && (
        <p id={`${id}-warn`} className="mt-1 text-xs font-medium text-warning-700" role="status">
          {warning}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="mt-1 text-sm font-medium text-danger-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
