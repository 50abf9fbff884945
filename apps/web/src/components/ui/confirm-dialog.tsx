import { type ReactNode, useState } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose } from './dialog.tsx';

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  /** What happens, in a sentence, and whether it can be undone. */
  description?: ReactNode;
  /**
   * Fields the action needs, such as a reason or a typed confirmation. The caller owns their state
   * and reads it in onConfirm, so the dialog stays a plain yes/no with room for input.
   */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for what deletes or cannot be undone; 'primary' for a weighty but ordinary step. */
  tone?: 'danger' | 'primary';
  /**
   * The action. The dialog closes when it resolves; when it rejects the dialog stays open so the
   * person can try again, and the failure is shown where the app shows every failure (the query
   * client's mutation handler, for a `mutateAsync`).
   */
  onConfirm: () => Promise<unknown>;
};

/**
 * The one "are you sure?" dialog: a title, what will happen, Cancel and the action. While the action
 * runs the dialog cannot be dismissed, so a second click or Escape cannot leave it half done.
 */
export const ConfirmDialog = ({
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
}: ConfirmDialogProps) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
      trigger={trigger}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            variant={tone}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
                setOpen(false);
              } catch {
                // Shown by the caller's error handling; stay open for another try.
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
};
