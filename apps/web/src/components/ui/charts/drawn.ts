type Row = Record<string, number | string>;

/** A value that draws nothing: no bar, no legend entry (issue 19). */
const isNothing = (v: number | string | undefined) => typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) < 0.005;

/**
 * What a chart draws of its data: a series that is zero throughout is left out (its legend entry would
 * name nothing) and, in a chart of categories (bars across), so is a row that is zero in every series.
 * Over time (lines, areas, bars up) a zero is a point in the series and stays. The table keeps everything.
 */
export function drawnOf<S extends { key: string }>(data: readonly Row[], series: readonly S[], categories: boolean): { series: S[]; data: Row[] } {
  const some = series.filter((s) => data.some((row) => !isNothing(row[s.key])));
  const drawnSeries = some.length > 0 ? some : [...series];
  const rows = categories ? data.filter((row) => drawnSeries.some((s) => !isNothing(row[s.key]))) : [...data];
  return { series: drawnSeries, data: rows.length > 0 ? rows : [...data] };
}
