import type { FieldSpec, RawInput, Validation } from '@awc/domain';
import { memo, useState, useSyncExternalStore } from 'react';
import { CollapsibleSection } from '../../../components/ui/collapsible.tsx';
import { ToolField } from './tool-field.tsx';

export type FieldGroup = { name: string; fields: FieldSpec[] };

/**
 * A form with more inputs than this is long (a list of lines counts as `LINES_WEIGHT`): on a phone,
 * where the form comes before the results, its sections start closed, so the answer is a few
 * headings down (issue 19: True Hourly's results began ~2,400 px down, the Job Offer's ~7,500).
 */
export const LONG_FORM = 10;
const LINES_WEIGHT = 5;

// The large breakpoint, where the results sit beside the form (tool-page.tsx's lg:grid-cols-12).
const WIDE = '(min-width: 1024px)';
const subscribeWide = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = () => (typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia(WIDE).matches);
/** The server and the first paint assume a wide screen (every section open); a phone closes them after. */
const useWide = () => useSyncExternalStore(subscribeWide, isWide, () => true);

type CellProps = {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  warning: string | undefined;
  /** Only a line-item field reads the page's errors and warnings (each under its row and cell). */
  errors?: Record<string, string>;
  warnings?: Record<string, string>;
  setField: (key: string, value: string) => void;
  column?: string;
  describedBy?: string | undefined;
};

/**
 * One input, drawn again only when its own value, message or place changes: a long form (the Job
 * Offer Checklist's 80 rating points) stays quick to type into.
 */
const Cell = memo(function Cell({ field, setField, ...rest }: CellProps) {
  return <ToolField field={field} onChange={(v) => setField(field.key, v)} {...rest} />;
});

type Item = { kind: 'field'; field: FieldSpec } | { kind: 'row'; row: string; cells: FieldSpec[] };

/** A group's fields in order, those with the same `column.row` gathered into one row at the first one's place. */
export function groupItems(fields: readonly FieldSpec[]): Item[] {
  const items: Item[] = [];
  for (const f of fields) {
    if (!f.column) {
      items.push({ kind: 'field', field: f });
      continue;
    }
    const row = f.column.row;
    const existing = items.find((i): i is Extract<Item, { kind: 'row' }> => i.kind === 'row' && i.row === row);
    if (existing) existing.cells.push(f);
    else items.push({ kind: 'row', row, cells: [f] });
  }
  return items;
}

type Props = {
  groups: readonly FieldGroup[];
  raw: RawInput;
  validation: Validation;
  /** A required input not typed in yet: asked for by the results, not shown in red (decision 293). */
  notYetEntered: (key: string) => boolean;
  setField: (key: string, value: string) => void;
};

/**
 * The tool's inputs: one fieldset for a short form; otherwise each group is a section whose heading
 * button shows and hides it (aria-expanded), with the fields of two columns (Offer A, Offer B) side
 * by side from the small breakpoint up.
 */
export function ToolForm({ groups, raw, validation, notYetEntered, setField }: Props) {
  const wide = useWide();
  const [choice, setChoice] = useState<Record<string, boolean>>({});
  const errorOf = (key: string) => (notYetEntered(key) ? undefined : validation.errors[key]);
  const long = groups.reduce((n, g) => n + g.fields.reduce((m, f) => m + (f.kind === 'lines' ? LINES_WEIGHT : 1), 0), 0) > LONG_FORM;

  const body = (g: FieldGroup) => {
    const columns = [...new Set(g.fields.flatMap((f) => (f.column ? [f.column.name] : [])))];
    return (
      <div className="grid gap-4">
        {columns.length > 1 && (
          <div aria-hidden="true" className="hidden gap-3 text-xs font-semibold uppercase tracking-wide text-ink-muted sm:grid sm:grid-cols-2">
            {columns.map((c) => (
              <span key={c}>{c}</span>
            ))}
          </div>
        )}
        {groupItems(g.fields).map((item) => {
          if (item.kind === 'field') {
            const f = item.field;
            return (
              <Cell
                key={f.key}
                field={f}
                value={raw[f.key] ?? ''}
                error={errorOf(f.key)}
                warning={validation.warnings[f.key]}
                {...(f.kind === 'lines' ? { errors: validation.errors, warnings: validation.warnings } : {})}
                setField={setField}
              />
            );
          }
          const first = item.cells[0] as FieldSpec;
          const helpId = first.help ? `row-help-${first.key}` : undefined;
          return (
            <div key={item.row} className="grid gap-1.5" data-testid={`row-${first.key}`}>
              <p className="text-sm font-medium leading-snug text-ink">{item.row}</p>
              <div className="grid gap-2 sm:grid-cols-2 sm:gap-3">
                {item.cells.map((f) => (
                  <Cell
                    key={f.key}
                    field={f}
                    column={f.column?.name ?? ''}
                    describedBy={helpId}
                    value={raw[f.key] ?? ''}
                    error={errorOf(f.key)}
                    warning={validation.warnings[f.key]}
                    setField={setField}
                  />
                ))}
              </div>
              {first.help && (
                <p id={helpId} className="text-xs leading-relaxed text-ink-muted">
                  {first.help}
                </p>
              )}
            </div>
          );
        })}
      </div>
    );
  };

  if (groups.length === 1) {
    const g = groups[0] as FieldGroup;
    return (
      <fieldset className="mb-6 min-w-0 rounded-xl border border-line bg-white p-4 sm:p-5">
        <legend className="px-1 text-base font-semibold text-navy-900">{g.name}</legend>
        {body(g)}
      </fieldset>
    );
  }
  return (
    <div className="grid gap-4">
      {groups.map((g) => {
        const toFix = g.fields.filter((f) => errorOf(f.key) !== undefined).length;
        // A section with an input to fix opens; otherwise all are open beside the results, and on a
        // phone a long form's are closed, until the member opens or closes one.
        const open = choice[g.name] ?? (toFix > 0 || wide || !long);
        // Rendered as if wide (on the server, and in the browser until hydrated), a long form's
        // untouched sections are drawn closed on a phone from the first paint, not closed after it.
        const closedBelowLarge = open && choice[g.name] === undefined && toFix === 0 && long;
        return (
          <CollapsibleSection
            key={g.name}
            headingLevel="h2"
            title={g.name}
            summary={toFix > 0 ? <span className="text-danger-700">{toFix === 1 ? '1 input to fix' : `${toFix} inputs to fix`}</span> : undefined}
            open={open}
            closedBelowLarge={closedBelowLarge}
            onOpenChange={(next) => setChoice((c) => ({ ...c, [g.name]: next }))}
          >
            <fieldset className="min-w-0">
              <legend className="sr-only">{g.name}</legend>
              {body(g)}
            </fieldset>
          </CollapsibleSection>
        );
      })}
    </div>
  );
}
