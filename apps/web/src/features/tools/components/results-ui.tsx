import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A headline figure card. `testId` lets the journeys read the figure. */
export const Stat = ({
  label,
  value,
  note,
  tone = 'plain',
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  tone?: 'plain' | 'strong';
  testId?: string;
}) => (
  <div className={cn('rounded-xl border p-4', tone === 'strong' ? 'border-navy-200 bg-navy-50' : 'border-line bg-white')}>
    <p className="text-sm text-ink-muted">{label}</p>
    <p className="mt-1 text-2xl font-semibold tabular-nums text-navy-900" data-testid={testId}>
      {value}
    </p>
    {note && <p className="mt-1 text-xs text-ink-muted">{note}</p>}
  </div>
);

export const StatGrid = ({ children }: { children: ReactNode }) => <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">{children}</div>;

export type Row = { label: ReactNode; value: ReactNode; strong?: boolean; testId?: string };

/** A two-column table of labeled figures. */
export const FigureTable = ({ caption, rows }: { caption: string; rows: readonly Row[] }) => (
  <table className="w-full text-left text-sm tabular-nums">
    <caption className="mb-2 text-left font-semibold text-navy-900">{caption}</caption>
    <tbody>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are static per render
        <tr key={i} className="border-t border-line">
          <th scope="row" className={cn('py-1.5 pr-4 font-normal', r.strong && 'font-semibold')}>
            {r.label}
          </th>
          <td className={cn('py-1.5 text-right', r.strong && 'font-semibold')} data-testid={r.testId}>
            {r.value}
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="mt-8">
    <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
    <div className="mt-3">{children}</div>
  </section>
);

/**
 * A wide table's box: on a phone the table scrolls inside it instead of widening the page. A scrolling
 * region must be reachable by keyboard and named (axe scrollable-region-focusable).
 */
export const ScrollX = ({ label, children }: { label: string; children: ReactNode }) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
  // biome-ignore lint/a11y/useSemanticElements: a labeled scroll container, not a page section
  <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
    {children}
  </div>
);
