import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Input } from './input.tsx';

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

/** A confirmation with a field, as the moderation suspend uses. */
const WithReason = ({ onConfirm }: { onConfirm: (reason: string) => Promise<void> }) => {
  const [value, setValue] = useState('');
  return (
    <ConfirmDialog
      trigger={<Button>Suspend author</Button>}
      title="Suspend Ann from posting?"
      confirmLabel="Suspend"
      onConfirm={() => onConfirm(value)}
    >
      <Input aria-label="Reason" value={value} onChange={(e) => setValue(e.target.value)} />
    </ConfirmDialog>
  );
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

  it('holds the fields an action needs, and the action reads what was typed', async () => {
    const onConfirm = vi.fn(async (_reason: string) => {});
    render(<WithReason onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Suspend author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Ann from posting?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledWith('spam');
  });
});

/**
 * One way to ask "are you sure?": a feature that builds a dialog of its own drifts in wording, focus
 * and double-click handling. The report form in a thread is a form, not a confirmation, so it is the
 * one feature file that may use the plain Dialog.
 */
describe('confirmations go through ConfirmDialog', () => {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const filesUnder = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return filesUnder(p);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
    });
  const FORMS_IN_A_DIALOG = ['features/community/components/thread-view.tsx'];

  it('no feature or page imports the plain Dialog for a confirmation, nor calls window.confirm', () => {
    const offenders = [...filesUnder(path.join(src, 'features')), ...filesUnder(path.join(src, 'app'))]
      .map((file) => [path.relative(src, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')] as const)
      .filter(([rel, text]) => (/ui\/dialog\.tsx['"]/.test(text) && !FORMS_IN_A_DIALOG.includes(rel)) || /\bwindow\.confirm\(/.test(text))
      .map(([rel]) => rel);
    expect(offenders).toEqual([]);
  });
});
