import { lazy } from 'react';
import { ChartDataTable, ChartFigure, LazyDrawing } from './data-table.tsx';

const SankeyDrawing = lazy(() => import('./sankey-drawing.tsx'));

export type SankeyNodeSpec = {
  key: string;
  label: string;
  /** The figure printed beside the node (default: what flows through it). */
  value?: number;
  color?: string;
};
export type SankeyLinkSpec = { source: string; target: string; value: number };

/**
 * Sankey: money flowing from a source through groups to lines (take-home → needs/wants/savings →
 * each budget line). Columns follow the links: a node's column is one more than its source's.
 *
 * - `title`: the sr-only caption and the data table's caption.
 * - `nodes`: every node once, in the order to stack them; a link's color is its target's.
 * - `links`: flows by node key. Flows of 0 or less are left out of the drawing and the table.
 * - `formatValue`: formats flows in the labels and the table (default `String`).
 * - `fromLabel` / `toLabel` / `valueLabel`: the table's headings (default "From" / "To" / "Amount").
 *
 * Recharts draws it, loaded lazily; its height grows with the number of end nodes (and on phones,
 * where each end label takes two lines).
 */
export type SankeyProps = {
  title: string;
  nodes: readonly SankeyNodeSpec[];
  links: readonly SankeyLinkSpec[];
  formatValue?: (value: number) => string;
  fromLabel?: string;
  toLabel?: string;
  valueLabel?: string;
};

/** Below this width, end labels take two lines (name, then amount) and need more room each. */
export const SANKEY_TWO_LINE_BELOW = 560;

/** Drawing height: room for one text line per end node (two on narrow screens). */
export const sankeyHeight = (links: readonly SankeyLinkSpec[], width: number) => {
  const flowing = links.filter((l) => l.value > 0);
  const sources = new Set(flowing.map((l) => l.source));
  const ends = new Set(flowing.map((l) => l.target).filter((t) => !sources.has(t)));
  return Math.max(280, ends.size * (width < SANKEY_TWO_LINE_BELOW ? 34 : 24) + 60);
};

export const SankeyChart = (props: SankeyProps) => {
  const { title, nodes, links, formatValue = (v) => String(v), fromLabel = 'From', toLabel = 'To', valueLabel = 'Amount' } = props;
  const name = (key: string) => nodes.find((n) => n.key === key)?.label ?? key;
  const flowing = links.filter((l) => l.value > 0);
  return (
    <ChartFigure
      title={title}
      table={
        <ChartDataTable
          title={title}
          columns={[fromLabel, toLabel, valueLabel]}
          rows={flowing.map((l) => ({ key: `${l.source}>${l.target}`, cells: [name(l.source), name(l.target), formatValue(l.value)] }))}
        />
      }
    >
      <LazyDrawing height={sankeyHeight(links, 0)}>
        <SankeyDrawing {...props} />
      </LazyDrawing>
    </ChartFigure>
  );
};
