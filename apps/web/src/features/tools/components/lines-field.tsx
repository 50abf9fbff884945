import { type FieldOption, type FieldSpec, lineCell, lineName, linesRaw, parseLines, type RawInput } from '@awc/domain';
import { PlusIcon, XIcon } from 'lucide-react';
import { type ReactNode, type SelectHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { fieldClasses, Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

type Props = {
  field: FieldSpec;
  value: string;
  /** The page's errors and warnings; this editor reads `<key>`, `<key>.<row>` and `<key>.<row>.<column>`. */
  errors: Record<string, string>;
  warnings: Record<string, string>;
  onChange: (value: string) => void;
};

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { options: readonly FieldOption[]; invalid?: boolean };

/** A native select (with <optgroup>s when options carry a group): right for long category lists and phones. */
export function NativeSelect({ options, invalid, className, ...props }: NativeSelectProps) {
  const groups: { name: string | undefined; options: FieldOption[] }[] = [];
  for (const o of options) {
    const last = groups.at(-1);
    if (last && last.name === o.group) last.options.push(o);
    else groups.push({ name: o.group, options: [o] });
  }
  const opts = (list: FieldOption[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <select aria-invalid={invalid || undefined} className={fieldClasses(invalid, cn('h-11 pr-2', className))} {...props}>
      {groups.map((g) =>
        g.name ? (
          <optgroup key={g.name} label={g.name}>
            {opts(g.options)}
          </optgroup>
        ) : (
          opts(g.options)
        ),
      )}
    </select>
  );
}

const newRow = (columns: readonly FieldSpec[]): RawInput => {
  const row: RawInput = {};
  for (const c of columns) if (c.default !== undefined) row[c.key] = String(c.default);
  return row;
};

/**
 * The editor of a repeatable line-item field (FieldSpec kind 'lines'; fields.ts documents the kind).
 * Each row is a fieldset of labeled cells with the column's error under its cell; "Add a line"
 * appends a row and focuses its first cell; "Remove <name>" drops one, moves focus to the next row
 * (or the add button) and announces it. Cells stack two to a row, so it works at 375 px.
 */
export function LinesField({ field: f, value, errors, warnings, onChange }: Props) {
  const uid = useId().replace(/:/g, '');
  const columns = f.columns ?? [];
  const rows = parseLines(value);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<number | 'add' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'add') addRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-line="${focusTarget}"] [data-line-first]`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const noun = f.rowNoun ?? 'Line';
  const max = f.maxRows ?? 50;
  const listError = errors[f.key];
  const status = (
    <p className="sr-only" role="status" aria-live="polite">
      {announcement}
    </p>
  );
  const help = f.help ? <p className="text-xs leading-relaxed text-ink-muted">{f.help}</p> : null;

  if (rows === null)
    return (
      <div className="grid gap-3">
        {help}
        <p className="text-sm font-medium text-danger-700" role="alert">
          {listError}
        </p>
        <div>
          <Button
            variant="secondary"
            size="sm"
            ref={addRef}
            onClick={() => {
              onChange(f.default === undefined ? '[]' : String(f.default));
              setAnnouncement(`${f.label} reset.`);
            }}
          >
            Reset this list<span className="sr-only">: {f.label.toLowerCase()}</span>
          </Button>
        </div>
        {status}
      </div>
    );

  const write = (next: readonly RawInput[]) => onChange(linesRaw(next, columns));
  const names = rows.map((r, i) => lineName(f, r) || `${noun} ${i + 1}`);
  // "Remove Checking" unless two rows share the name; then the row number tells them apart.
  const removeName = (i: number) => {
    const n = names[i] ?? '';
    return names.filter((x) => x === n).length > 1 ? `${n} (${noun.toLowerCase()} ${i + 1})` : n;
  };
  const add = () => {
    write([...rows, newRow(columns)]);
    setFocusTarget(rows.length);
    setAnnouncement(`${noun} ${rows.length + 1} added.`);
  };
  const remove = (i: number) => {
    write(rows.filter((_, j) => j !== i));
    setFocusTarget(rows.length === 1 ? 'add' : Math.min(i, rows.length - 2));
    setAnnouncement(`Removed ${removeName(i)}.`);
  };
  const setCell = (i: number, key: string, v: string) => write(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  const placeholder = (row: RawInput) => {
    const e = columns.find((c) => c.kind === 'enum');
    return e ? e.options?.find((o) => o.value === lineCell(row, e))?.label : undefined;
  };

  return (
    <div className="grid gap-3">
      {help}
      {listError && (
        <p className="text-sm font-medium text-danger-700" role="alert">
          {listError}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">No lines yet.</p>
      ) : (
        <ol ref={listRef} className="grid gap-3" aria-label={f.label}>
          {rows.map((row, i) => {
            const notes: ReactNode[] = [];
            for (const c of columns) {
              const note = c.kind === 'enum' ? c.options?.find((o) => o.value === lineCell(row, c))?.note : undefined;
              if (note) notes.push(<p key={c.key}>{note}</p>);
            }
            const warning = warnings[`${f.key}.${i}`];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the position is the row's identity
              <li key={i} data-line={i} className="relative rounded-lg border border-line bg-paper p-3">
                {/* The name says which line this is ("Asset 3: Checking"); the legend shows its number. */}
                <fieldset className="min-w-0" aria-label={`${noun} ${i + 1}: ${names[i]}`}>
                  <legend className="pr-24 text-xs font-semibold uppercase tracking-wide text-ink-muted">{`${noun} ${i + 1}`}</legend>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="absolute top-1.5 right-1.5 text-danger-700 hover:bg-danger-50"
                    aria-label={`Remove ${removeName(i)}`}
                    onClick={() => remove(i)}
                  >
                    <XIcon aria-hidden="true" className="h-4 w-4" />
                    Remove
                  </Button>
                  <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
                    {columns.map((c, ci) => (
                      <Cell
                        key={c.key}
                        id={`${uid}-${i}-${c.key}`}
                        column={c}
                        value={lineCell(row, c)}
                        first={ci === 0}
                        placeholder={c.kind === 'text' ? placeholder(row) : undefined}
                        error={errors[`${f.key}.${i}.${c.key}`]}
                        onChange={(v) => setCell(i, c.key, v)}
                      />
                    ))}
                  </div>
                  {(notes.length > 0 || warning) && (
                    <div className="mt-2 space-y-1 text-xs leading-relaxed text-ink-muted">
                      {notes}
                      {warning && (
                        <p className="font-medium text-warning-700" role="status">
                          {warning}
                        </p>
                      )}
                    </div>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" ref={addRef} onClick={add} disabled={rows.length >= max}>
          <PlusIcon aria-hidden="true" className="h-4 w-4" />
          Add a line <span className="sr-only">to {f.label.toLowerCase()}</span>
        </Button>
        {rows.length >= max && <span className="text-xs text-ink-muted">Up to {max} lines.</span>}
      </div>
      {status}
    </div>
  );
}

type CellProps = {
  id: string;
  column: FieldSpec;
  value: string;
  first: boolean;
  placeholder: string | undefined;
  error: string | undefined;
  onChange: (value: string) => void;
};

function Cell({ id, column: c, value, first, placeholder, error, onChange }: CellProps) {
  const mark = first ? { 'data-line-first': '' } : {};
  if (c.kind === 'bool')
    return (
      <div className="col-span-2 flex items-center gap-2">
        <Checkbox id={id} checked={value === 'true'} onCheckedChange={(x) => onChange(x ? 'true' : 'false')} {...mark} />
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {c.label}
        </label>
      </div>
    );
  const control =
    c.kind === 'enum' ? (
      <NativeSelect options={c.options ?? []} value={value} onChange={(e) => onChange(e.target.value)} {...mark} />
    ) : (
      <Input
        type={c.kind === 'date' ? 'date' : 'text'}
        inputMode={c.kind === 'date' || c.kind === 'text' ? undefined : 'decimal'}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        maxLength={c.kind === 'text' ? (c.max ?? 100) : 30}
        onChange={(e) => onChange(e.target.value)}
        {...(c.kind === 'money' ? { prefix: '$' } : {})}
        {...(c.kind === 'percent' ? { suffix: '%' } : {})}
        {...mark}
      />
    );
  return (
    <FormField id={id} label={c.label} error={error} className={cn('min-w-0', c.kind === 'enum' && 'col-span-2')}>
      {control}
    </FormField>
  );
}
