import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const setup = (onConfirm: () => Promise<unknown>) => {
  render(
    <ConfirmDialog
      trigger={<Button>Delete</Button>}
      title="Delete this item?"
      description="This cannot be undone."
      confirmLabel="Delete for good"
      onConfirm={onConfirm}
    />,
  );
  return userEvent.setup();
};

describe('ConfirmDialog', { timeout: 30_000 }, () => {
  it('asks first, runs the action once and closes when it succeeds', async () => {
    const onConfirm = vi.fn(async () => {});
    const user = setup(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Cancel closes without acting', async () => {
    const onConfirm = vi.fn(async () => {});
    const user = setup(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open when the action fails, so it can be tried again', async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('refused');
    });
    const user = setup(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: 'Delete this item?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete for good' })).toBeEnabled();
  });
});
