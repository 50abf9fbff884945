import { type ReactNode, Suspense, useId } from 'react';
import { useIsClient } from '../../../lib/use-client.ts';
import { Spinner } from '../spinner.tsx';

export type DataTableRow = {
  /** Stable React key. */
  key: string;
  /** The row heading (first column), then one cell per remaining column. */
  cells: readonly ReactNode[];
};

export type ChartDataTableProps = {
  /** The chart's title: the table's caption and the scroll region's name. */
  title: string;
  /** Column headings; the first heads the row headings. */
  columns: readonly string[];
  rows: readonly DataTableRow[];
};

/**
 * The text alternative every chart carries: its figures as a table in a closed <details>
 * ("Show the data as a table"). Screen readers and keyboard users get the same figures the drawing shows.
 */
export const ChartDataTable = ({ title, columns, rows }: ChartDataTableProps) => {
  const captionId = useId();
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-navy-700 underline-offset-4 hover:underline">Show the data as a table</summary>
      {/* A scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable content needs keyboard focus */}
      {/* biome-ignore lint/a11y/useSemanticElements: a labeled scroll container, not a page section */}
      <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-line" tabIndex={0} role="region" aria-label={`${title}: data`}>
        <table className="w-full text-left text-sm tabular-nums" aria-describedby={captionId}>
          <caption id={captionId} className="sr-only">
            {title}
          </caption>
          <thead className="sticky top-0 bg-paper-2">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                <th scope="row" className="px-3 py-1.5 font-normal">
                  {row.cells[0]}
                </th>
                {row.cells.slice(1).map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, one per column
                  <td key={i} className="px-3 py-1.5">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
};

export type ChartFigureProps = {
  /** Read by screen readers as the figure's caption (and the table's). */
  title: string;
  /**
   * The drawing. Unless `interactive`, it sits in an aria-hidden wrapper (the table is its text
   * alternative), so it must hold nothing focusable; the pointer still reaches it (hover tooltips).
   */
  children: ReactNode;
  /**
   * The drawing takes keyboard focus itself (a Recharts chart with its accessibility layer: focus shows
   * the tooltip, the arrow keys step through the values, and the tooltip is a live region), so it stays
   * in the accessibility tree: it must carry its own name.
   */
  interactive?: boolean;
  /** The text alternative, usually a <ChartDataTable>. */
  table: ReactNode;
  /** Fixed drawing height in px (for charts that fill their box); omit for drawings that size themselves. */
  height?: number;
  /** A visible line under the drawing (read by everyone), e.g. what a marker means. */
  note?: ReactNode;
  /** Classes for the drawing's box, e.g. a responsive height ("h-80 sm:h-[26rem]") instead of `height`. */
  drawingClassName?: string;
};

/** The frame every chart shares: the drawing (hidden from screen readers unless interactive), sr-only figcaption, optional note, data table. */
export const ChartFigure = ({ title, children, table, height, note, drawingClassName, interactive }: ChartFigureProps) => (
  <figure className="m-0">
    {/* Never inert: that would stop the pointer too, and with it the tooltips. */}
    <div aria-hidden={interactive ? undefined : true} className={drawingClassName} style={height === undefined ? undefined : { height }}>
      {children}
    </div>
    <figcaption className="sr-only">{title}</figcaption>
    {note && <p className="mt-2 text-xs text-ink-muted">{note}</p>}
    {table}
  </figure>
);

/**
 * Suspense for a lazily loaded (Recharts) drawing: the figure and its table show at once, the drawing
 * when loaded. Recharts measures its container, which a server render cannot: there it is the placeholder.
 */
export const LazyDrawing = ({ height, children }: { height?: number; children: ReactNode }) => {
  const client = useIsClient();
  const placeholder = (
    <div className="flex h-full items-center justify-center" style={height === undefined ? undefined : { height }}>
      <Spinner label={null} />
    </div>
  );
  return client ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
};
