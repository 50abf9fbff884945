import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectableCard } from './selectable-card.tsx';

const Harness = ({ disabled }: { disabled?: boolean }) => {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <button type="button">before</button>
      <SelectableCard title="HSA" description="Health Savings Account" checked={checked} onCheckedChange={setChecked} disabled={disabled} />
    </>
  );
};

// Typing through user-event is slow on a loaded machine.
describe('SelectableCard', { timeout: 30_000 }, () => {
  it('toggles on click, Space and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const card = screen.getByRole('checkbox', { name: /HSA/ });
    expect(card).not.toBeChecked();
    await user.click(screen.getByText('Health Savings Account'));
    expect(card).toBeChecked();
    await user.click(screen.getByText('before'));
    await user.tab();
    expect(card).toHaveFocus();
    await user.keyboard(' ');
    expect(card).not.toBeChecked();
    await user.keyboard('{Enter}');
    expect(card).toBeChecked();
  });

  it('does nothing and leaves the tab order when disabled', async () => {
    const user = userEvent.setup();
    render(<Harness disabled />);
    const card = screen.getByRole('checkbox', { name: /HSA/ });
    expect(card).toBeDisabled();
    await user.click(screen.getByText('HSA'));
    expect(card).not.toBeChecked();
    await user.click(screen.getByText('before'));
    await user.tab();
    expect(card).not.toHaveFocus();
  });
});
