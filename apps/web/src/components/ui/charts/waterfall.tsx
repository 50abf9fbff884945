import type { ReactNode } from 'react';
import { ChartDataTable, ChartFigure } from './data-table.tsx';
import { TONE } from './palette.ts';

export type WaterfallStep = { key: string; label: string; value: number };

/**
 * Waterfall: a starting amount, the steps that take from it (or add to it), and where it ends,
 * one row per step (gross pay → each tax and cost → net cash).
 *
 * - `title`: the sr-only caption and the data table's caption.
 * - `start`: the first full bar, e.g. `{ label: 'Cash pay', value: 245000 }`.
 * - `steps`: signed changes; a negative value takes away (danger red), a positive one adds (green);
 *   a step that formats as zero is left out.
 *   Each floats at the running total.
 * - `end`: the closing full bar, e.g. net cash. Its value is the caller's figure, not re-added here.
 * - `formatValue`: formats amounts (default `String`); `valueLabel` heads the table's amount column.
 *
 * Plain HTML, no Recharts: rows read well on a phone. The table lists each step and the running total.
 */
export type WaterfallProps = {
  title: string;
  start: { label: string; value: number };
  steps: readonly WaterfallStep[];
  end: { label: string; value: number };
  formatValue?: (value: number) => string;
  valueLabel?: string;
};

export const WaterfallChart = ({ title, start, steps, end, formatValue = (v) => String(v), valueLabel = 'Amount' }: WaterfallProps) => {
  let running = start.value;
  // A step that shows as zero is no step: no sliver of a bar, no "+$0" row (issue 19).
  const zero = formatValue(0);
  const shownSteps = steps.filter((s) => formatValue(Math.abs(s.value)) !== zero);
  const rows = shownSteps.map((s) => {
    const before = running;
    running += s.value;
    return { ...s, from: Math.min(before, running), to: Math.max(before, running), after: running };
  });
  const top = Math.max(start.value, end.value, ...rows.map((r) => r.to), 1);
  const bottom = Math.min(0, end.value, ...rows.map((r) => r.from));
  const span = top - bottom;
  const pct = (v: number) => ((v - bottom) / span) * 100;
  const signed = (v: number) => (v < 0 ? `−${formatValue(-v)}` : `+${formatValue(v)}`);
  const bar = (from: number, to: number, color: string, kind: string) => (
    <div className="relative h-6 flex-1">
      <div
        className="absolute inset-y-0 rounded-sm"
        data-waterfall={kind}
        style={{ left: `${pct(from)}%`, width: `max(${pct(to) - pct(from)}%, 2px)`, background: color }}
      />
    </div>
  );
  const row = (key: string, label: string, shown: string, drawn: ReactNode, strong = false) => (
    <div key={key} className="grid grid-cols-[minmax(0,8rem)_1fr] items-center gap-3 sm:grid-cols-[11rem_1fr_7rem]">
      <div className={strong ? 'font-semibold text-navy-900' : 'text-ink'}>
        {label}
        <div className={`text-xs tabular-nums sm:hidden ${strong ? 'text-navy-900' : 'text-ink-muted'}`}>{shown}</div>
      </div>
      {drawn}
      <div className={`hidden text-right tabular-nums sm:block ${strong ? 'font-semibold text-navy-900' : 'text-ink-muted'}`}>{shown}</div>
    </div>
  );
  return (
    <ChartFigure
      title={title}
      table={
        <ChartDataTable
          title={title}
          columns={['Step', valueLabel, 'Running total']}
          rows={[
            { key: '__start', cells: [start.label, formatValue(start.value), formatValue(start.value)] },
            ...rows.map((r) => ({ key: r.key, cells: [r.label, signed(r.value), formatValue(r.after)] })),
            { key: '__end', cells: [end.label, formatValue(end.value), formatValue(end.value)] },
          ]}
        />
      }
    >
      <div className="grid gap-2 text-sm">
        {row('__start', start.label, formatValue(start.value), bar(0, start.value, TONE.navy, 'start'), true)}
        {rows.map((r) => row(r.key, r.label, signed(r.value), bar(r.from, r.to, r.value < 0 ? TONE.danger : TONE.success, 'step')))}
        {row('__end', end.label, formatValue(end.value), bar(0, end.value, TONE.brass, 'end'), true)}
      </div>
    </ChartFigure>
  );
};
