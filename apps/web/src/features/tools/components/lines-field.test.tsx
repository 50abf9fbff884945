import { type FieldSpec, linesRaw, netWorthFields, validateFields } from '@awc/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ToolField } from './tool-field.tsx';

const assetsField = netWorthFields.find((f) => f.key === 'assets') as FieldSpec;
const liabilitiesField = netWorthFields.find((f) => f.key === 'liabilities') as FieldSpec;

/** The field as the tool page holds it: the raw string in state, validated on every change. */
function Harness({ field, initial, onValue }: { field: FieldSpec; initial: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  const v = validateFields([field], { [field.key]: value });
  return (
    <>
      <ToolField
        field={field}
        value={value}
        errors={v.errors}
        warnings={field.key === 'assets' && value.includes('partnershipCapital') ? { 'assets.1': 'Add the capital loan too.' } : {}}
        onChange={(x) => {
          setValue(x);
          onValue?.(x);
        }}
      />
      <pre data-testid="raw">{value}</pre>
    </>
  );
}
const row = (name: RegExp) => screen.getByRole('group', { name });
const raw = () => JSON.parse(screen.getByTestId('raw').textContent ?? '');

describe('line-item editor', { timeout: 60_000 }, () => {
  it('shows each line as a group of labeled cells, with grouped categories', () => {
    render(
      <Harness
        field={assetsField}
        initial={linesRaw([
          { category: 'checking', amount: 15000 },
          { category: 'crypto', label: 'Coins', amount: 7000 },
        ])}
      />,
    );
    expect(screen.getByRole('list', { name: 'Assets' })).toBeInTheDocument();
    const first = row(/^Asset 1/);
    expect(within(first).getByLabelText('Category')).toHaveValue('checking');
    expect(within(first).getByLabelText('Amount')).toHaveValue('15000');
    expect(within(first).getByLabelText('Label')).toHaveAttribute('placeholder', 'Checking');
    expect(within(within(first).getByLabelText('Category')).getByRole('group', { name: 'Retirement (tax-free)' })).toBeInTheDocument();
    // The option's note: crypto is flagged volatile.
    expect(within(row(/^Asset 2: Coins/)).getByText(/^Volatile/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Coins' })).toBeInTheDocument();
  });

  it('edits a cell into the one raw string', async () => {
    render(<Harness field={liabilitiesField} initial={linesRaw([{ category: 'mortgage', amount: 520000 }])} />);
    const line = row(/^Liability 1/);
    await userEvent.selectOptions(within(line).getByLabelText('Category'), 'heloc');
    await userEvent.type(within(line).getByLabelText('Rate'), '6.5');
    expect(raw()).toEqual([{ category: 'heloc', amount: '520000', rate: '6.5' }]);
    await userEvent.clear(within(line).getByLabelText('Rate'));
    expect(raw()).toEqual([{ category: 'heloc', amount: '520000' }]);
  });

  it('adds a line from the keyboard and moves focus to its first cell; typing an amount makes it valid', async () => {
    const user = userEvent.setup();
    render(<Harness field={assetsField} initial={linesRaw([{ category: 'checking', amount: 15000 }])} />);
    const add = screen.getByRole('button', { name: 'Add a line to assets' });
    add.focus();
    await user.keyboard('{Enter}');
    const second = row(/^Asset 2/);
    expect(within(second).getByLabelText('Category')).toHaveFocus();
    // The new line's amount is required: its message shows under that cell only.
    expect(within(second).getByText('Enter an amount from 0 to 100,000,000.')).toBeInTheDocument();
    expect(within(row(/^Asset 1/)).queryByRole('alert')).toBeNull();
    await user.selectOptions(within(second).getByLabelText('Category'), 'rothIra');
    await user.type(within(second).getByLabelText('Amount'), '25000');
    expect(within(second).queryByRole('alert')).toBeNull();
    expect(raw()).toEqual([
      { category: 'checking', amount: '15000' },
      { category: 'rothIra', amount: '25000' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Asset 2 added.');
  });

  it('removes a line by name, moving focus to the next line, then to "Add a line" when none is left', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        field={assetsField}
        initial={linesRaw([
          { category: 'checking', amount: 1 },
          { category: 'savings', amount: 2 },
          { category: 'checking', amount: 3 },
        ])}
      />,
    );
    // Two lines named "Checking": their buttons say which.
    expect(screen.getByRole('button', { name: 'Remove Checking (asset 1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Savings / HYSA' }));
    expect(raw()).toEqual([
      { category: 'checking', amount: '1' },
      { category: 'checking', amount: '3' },
    ]);
    expect(within(row(/^Asset 2/)).getByLabelText('Category')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Removed Savings / HYSA.');
    await user.click(screen.getByRole('button', { name: 'Remove Checking (asset 2)' }));
    expect(within(row(/^Asset 1/)).getByLabelText('Category')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Checking' }));
    expect(raw()).toEqual([]);
    expect(screen.getByText('No lines yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a line to assets' })).toHaveFocus();
  });

  it('shows each message under its own cell and row warnings under the row', () => {
    render(
      <Harness
        field={liabilitiesField}
        initial={linesRaw([
          { category: 'mortgage', amount: 1 },
          { category: 'creditCard', amount: '-4', rate: '41' },
        ])}
      />,
    );
    const second = row(/^Liability 2/);
    expect(within(second).getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(within(second).getByLabelText('Amount')).toHaveAccessibleDescription('Enter an amount from 0 to 100,000,000.');
    expect(within(second).getByLabelText('Rate')).toHaveAccessibleDescription('Rate must be 0–40%.');
    expect(within(row(/^Liability 1/)).getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a row warning under its row', () => {
    render(
      <Harness
        field={assetsField}
        initial={linesRaw([
          { category: 'checking', amount: 1 },
          { category: 'partnershipCapital', amount: 2 },
        ])}
      />,
    );
    expect(within(row(/^Asset 2/)).getByText('Add the capital loan too.')).toBeInTheDocument();
  });

  it('answers an unreadable list (a hand-edited link) with a message and a reset, not a crash', async () => {
    render(<Harness field={assetsField} initial={'[{"category":'} />);
    expect(screen.getByRole('alert')).toHaveTextContent('These lines could not be read');
    await userEvent.click(screen.getByRole('button', { name: 'Reset this list: assets' }));
    expect(raw()).toHaveLength(8);
    expect(screen.getAllByRole('group', { name: /^Asset \d/ })).toHaveLength(8);
  });
});
