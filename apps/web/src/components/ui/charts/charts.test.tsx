import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../../testing/render-tool-page.tsx';
import { DonutChart } from './donut.tsx';
import { GaugeChart } from './gauge.tsx';
import { RadarChart } from './radar.tsx';
import { SankeyChart } from './sankey.tsx';
import { TimelineChart } from './timeline.tsx';
import { TornadoChart } from './tornado.tsx';
import { WaterfallChart } from './waterfall.tsx';

/** The rows of a chart's data table, each as its cells' text joined by " | ". */
const rowsOf = (title: string) =>
  within(screen.getByRole('table', { name: title }))
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent).join(' | '));

/**
 * Every chart: an sr-only caption, the drawing hidden from assistive technology with nothing focusable in
 * it, yet never inert (that would stop the pointer, and hover tooltips with it).
 */
const expectFrame = (title: string) => {
  const figure = screen.getByText(title, { selector: 'figcaption' }).closest('figure');
  if (!figure) throw new Error('no figure');
  expect(screen.getByText(title, { selector: 'figcaption' })).toHaveClass('sr-only');
  const drawing = figure.querySelector('[aria-hidden="true"]');
  expect(drawing).not.toBeNull();
  expect(drawing?.hasAttribute('inert')).toBe(false);
  expect(drawing?.querySelector('[tabindex], a[href], button, input, select, textarea')).toBeNull();
  expect(within(figure).getByText('Show the data as a table')).toBeInTheDocument();
};

beforeEach(() => stubResizeObserver());
afterEach(() => vi.unstubAllGlobals());

describe('DonutChart', () => {
  it('lists each slice with its value and share, and the total in the hole', () => {
    const title = 'Hours by kind';
    render(
      <DonutChart
        title={title}
        labelHeader="Kind"
        valueHeader="Hours"
        center={{ value: '2,856', label: 'hours a year' }}
        slices={[
          { key: 'b', label: 'Billable', value: 2000 },
          { key: 'n', label: 'Non-billable', value: 400 },
          { key: 'u', label: 'Unlogged', value: 240 },
          { key: 'c', label: 'Commute', value: 216 },
        ]}
        formatValue={(v) => v.toLocaleString('en-US')}
      />,
    );
    expectFrame(title);
    expect(rowsOf(title)).toEqual([
      'Kind | Hours | Share',
      'Billable | 2,000 | 70.0%',
      'Non-billable | 400 | 14.0%',
      'Unlogged | 240 | 8.4%',
      'Commute | 216 | 7.6%',
      'hours a year | 2,856 | ',
    ]);
  });
  it('draws only positive slices but lists them all; shares can be turned off', () => {
    const title = 'Weights';
    const { container } = render(
      <DonutChart
        title={title}
        showShare={false}
        formatValue={(w) => `${w * 100}%`}
        slices={[
          { key: 'a', label: 'Payment history', value: 0.35 },
          { key: 'z', label: 'Nothing', value: 0 },
        ]}
      />,
    );
    expect(rowsOf(title)).toEqual(['Part | Value', 'Payment history | 35%', 'Nothing | 0%']);
    expect(container.querySelectorAll('[data-slice]')).toHaveLength(1);
  });
});

describe('GaugeChart', () => {
  it('lists the value, markers, bands and scale', () => {
    const title = 'Months covered now against your target';
    const { container } = render(
      <GaugeChart
        title={title}
        value={2.6667}
        max={12}
        valueLabel="Months covered now"
        formatValue={(v) => v.toFixed(1)}
        markers={[{ value: 5.5, label: 'Your target' }]}
        bands={[{ from: 3, to: 6, label: 'Conventional 3–6 months' }]}
      />,
    );
    expectFrame(title);
    expect(rowsOf(title)).toEqual([
      'Measure | Value',
      'Months covered now | 2.7',
      'Your target | 5.5',
      'Conventional 3–6 months | 3.0–6.0',
      'Scale | 0.0–12.0',
    ]);
    expect(container.querySelector('[data-gauge-value]')).not.toBeNull();
  });
  it('draws a progress ring with its own display text (e.g. 48 / 120 payments)', () => {
    const title = 'Qualifying PSLF payments made';
    render(<GaugeChart variant="ring" title={title} value={48} max={120} valueLabel="Qualifying payments" display="48 / 120" />);
    expectFrame(title);
    expect(rowsOf(title)).toEqual(['Measure | Value', 'Qualifying payments | 48 / 120', 'Scale | 0–120']);
  });
});

describe('RadarChart', () => {
  it('shows the table at once while the drawing loads', () => {
    const title = 'Criterion scores for both offers';
    render(
      <RadarChart
        title={title}
        angleKey="criterion"
        angleLabel="Criterion"
        series={[
          { key: 'a', label: 'Offer A' },
          { key: 'b', label: 'Offer B' },
        ]}
        formatValue={(v) => v.toFixed(1)}
        data={[
          { criterion: 'Total compensation', a: 100, b: 89.92 },
          { criterion: 'Workload sustainability', a: 25, b: 75 },
        ]}
      />,
    );
    expectFrame(title);
    expect(rowsOf(title)).toEqual(['Criterion | Offer A | Offer B', 'Total compensation | 100.0 | 89.9', 'Workload sustainability | 25.0 | 75.0']);
  });
});

describe('SankeyChart', () => {
  it('lists every positive flow from source to target', () => {
    const title = 'Take-home to buckets to lines';
    render(
      <SankeyChart
        title={title}
        valueLabel="Per month"
        formatValue={(v) => `$${v}`}
        nodes={[
          { key: 'th', label: 'Take-home' },
          { key: 'need', label: 'Needs' },
          { key: 'rent', label: 'Rent' },
          { key: 'care', label: 'Childcare' },
        ]}
        links={[
          { source: 'th', target: 'need', value: 3800 },
          { source: 'need', target: 'rent', value: 3800 },
          { source: 'need', target: 'care', value: 0 },
        ]}
      />,
    );
    expectFrame(title);
    expect(rowsOf(title)).toEqual(['From | To | Per month', 'Take-home | Needs | $3800', 'Needs | Rent | $3800']);
  });
});

describe('TornadoChart', () => {
  it('lists the base and both ends of each input, widest swing first, off-scale ends in words', () => {
    const title = 'Break-even year with each input nudged';
    const { container } = render(
      <TornadoChart
        title={title}
        base={6}
        min={0}
        max={30}
        formatValue={(y) => `Year ${y}`}
        offScale="None within 30 years"
        lowLabel="1 point lower"
        highLabel="1 point higher"
        rows={[
          { label: 'Rent growth', low: 6, high: 6 },
          { label: 'Appreciation', low: 10, high: 4 },
          { label: 'Marginal rate', low: null, high: 5 },
        ]}
      />,
    );
    expectFrame(title);
    expect(rowsOf(title)).toEqual([
      'Input | 1 point lower | 1 point higher',
      'As entered | Year 6 | Year 6',
      'Marginal rate | None within 30 years | Year 5',
      'Appreciation | Year 10 | Year 4',
      'Rent growth | Year 6 | Year 6',
    ]);
    expect(container.querySelectorAll('[data-tornado]')).toHaveLength(6);
  });
});

describe('WaterfallChart', () => {
  it('lists the start, each signed step with the running total, and the end', () => {
    const title = 'From cash pay to net cash';
    render(
      <WaterfallChart
        title={title}
        formatValue={(v) => v.toFixed(2)}
        start={{ label: 'Cash pay', value: 1000 }}
        steps={[
          { key: 'fed', label: 'Federal income tax', value: -200 },
          { key: 'refund', label: 'Credit', value: 50 },
        ]}
        end={{ label: 'Net cash', value: 850 }}
      />,
    );
    expectFrame(title);
    expect(rowsOf(title)).toEqual([
      'Step | Amount | Running total',
      'Cash pay | 1000.00 | 1000.00',
      'Federal income tax | −200.00 | 800.00',
      'Credit | +50.00 | 850.00',
      'Net cash | 850.00 | 850.00',
    ]);
  });
});

describe('TimelineChart', () => {
  it('lists each event with its date, detail and status, and the as-of date', () => {
    const title = 'The four due dates';
    render(
      <TimelineChart
        title={title}
        detailHeader="Amount due"
        asOf={{ date: '2026-11-01', label: 'As of Nov 1, 2026' }}
        events={[
          {
            key: 'q3',
            date: '2026-09-15',
            label: 'Q3',
            detail: 'Due $6,075.00',
            note: 'Penalty ≈ $54.76',
            status: 'overdue',
            statusLabel: 'Overdue',
          },
          { key: 'q4', date: '2027-01-15', label: 'Q4', detail: 'Due $8,100.00', status: 'upcoming', statusLabel: 'Upcoming' },
        ]}
      />,
    );
    expectFrame(title);
    expect(rowsOf(title)).toEqual([
      'Event | Date | Amount due | Status',
      'Q3 | Sep 15, 2026 | Due $6,075.00; Penalty ≈ $54.76 | Overdue',
      'Q4 | Jan 15, 2027 | Due $8,100.00 | Upcoming',
      'As of Nov 1, 2026 | Nov 1, 2026 |  | ',
    ]);
  });
});
