import { linesRaw, type Scenario } from '@awc/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import NetWorthPage from '../../../app/routes/tools/net-worth.tsx';
import { currentSearch, renderToolPage, setUpToolPages } from '../../../testing/render-tool-page.tsx';

const renderAt = (url: string) => renderToolPage(NetWorthPage, url);

/** The member's saved snapshots, as the scenario list answers. */
let saved: Scenario[] = [];
setUpToolPages(() => saved);
beforeEach(() => {
  saved = [];
});

const scenario = (id: string, at: string, input: Record<string, string>): Scenario => ({
  id,
  tool: 'net-worth',
  name: `Snapshot ${id}`,
  input,
  createdAt: at,
  updatedAt: at,
});

describe('Net Worth page', { timeout: 60_000 }, () => {
  it('opens on the worked example with line editors, ratio chips and both charts; no history without snapshots', async () => {
    renderAt('/tools/net-worth');
    expect(screen.getByTestId('net-worth')).toHaveTextContent('$143,000');
    expect(screen.getByTestId('debt-to-asset')).toHaveTextContent('83.3%');
    expect(screen.getByTestId('liquid-nw')).toHaveTextContent('$62,000');
    expect(screen.getByTestId('nw-ex-home')).toHaveTextContent('$13,000');
    expect(screen.getAllByRole('group', { name: /^Asset \d/ })).toHaveLength(8);
    expect(screen.getAllByRole('group', { name: /^Liability \d/ })).toHaveLength(4);
    expect(screen.getByRole('table', { name: 'Asset mix by group' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Liability mix by group' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^Assets \(to the right\)/ })).toHaveTextContent('−$520,000');
    expect(await screen.findByText(/No saved Net Worth Calculator scenarios yet/, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByText('Your net worth over time')).toBeNull();
    expect(screen.queryByTestId('net-worth-change')).toBeNull();
    expect(currentSearch()).toBe('');
  });

  it('reads an old link with flat keys into lines and rewrites the URL', () => {
    renderAt('/tools/net-worth?checking=15000&mortgage=520000&mortgageRate=6');
    expect(screen.getByTestId('net-worth')).toHaveTextContent('−$505,000');
    expect(screen.getByTestId('negative-nw')).toHaveTextContent('Common early in legal careers when student loans are large; track the trend.');
    expect(screen.getAllByRole('group', { name: /^Asset \d/ })).toHaveLength(1);
    const mortgage = screen.getByRole('group', { name: /^Liability 1: Mortgage/ });
    expect(within(mortgage).getByLabelText('Rate')).toHaveValue('6');
    expect(currentSearch()).toContain('assets=');
    expect(currentSearch()).not.toContain('checking=');
  });

  it('shows the change since the last snapshot and a line of net worth over the saved snapshots', async () => {
    saved = [
      scenario('b', '2026-10-01T12:00:00.000Z', { assets: linesRaw([{ category: 'checking', amount: 130000 }]), liabilities: '[]' }),
      // Saved by the earlier page, with one field per category.
      scenario('a', '2026-04-01T12:00:00.000Z', { checking: '100000', mortgage: '0' }),
    ];
    renderAt('/tools/net-worth');
    expect(await screen.findByTestId('net-worth-change', {}, { timeout: 30_000 })).toHaveTextContent(
      '+$13,000 since your last snapshot (Oct 1, 2026)',
    );
    expect(screen.getByText('Your net worth over time')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Net worth at each saved snapshot' }, { timeout: 30_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Apr 1, 2026\s*\$100,000/);
    expect(rows[2]).toHaveTextContent(/Oct 1, 2026\s*\$130,000/);
  });
});
