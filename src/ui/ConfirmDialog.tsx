// A yes/no question in a dialog, e.g. before deleting a saved game.

import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly danger?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ConfirmDialog(p: ConfirmDialogProps) {
  return (
    <Dialog
      title={p.title}
      onClose={p.onCancel}
      testId="confirm-dialog"
      footer={
        <>
          <Button onClick={p.onCancel}>{p.cancelLabel}</Button>
          <Button look={p.danger ? 'danger' : 'primary'} onClick={p.onConfirm} data-testid="confirm-yes">
            {p.confirmLabel}
          </Button>
        </>
      }
    >
      <p>{p.message}</p>
    </Dialog>
  );
}
