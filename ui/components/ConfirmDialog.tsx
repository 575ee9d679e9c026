import { useRef } from 'react';
import type { ReactNode } from 'react';
import { texts } from '../texts';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmOptions {
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button (deletions, removing rights). */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows 處理中... on the confirm button. */
  busy?: boolean;
}

/** A yes/no question in an alertdialog; focus starts on 取消 (the safe choice); Esc cancels. */
export function ConfirmDialog({
  open,
  title = texts.components.confirm.title,
  message,
  confirmLabel = texts.components.confirm.confirm,
  cancelLabel = texts.components.confirm.cancel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      width="sm"
      hideCloseButton
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
    </Dialog>
  );
}

export default ConfirmDialog;
