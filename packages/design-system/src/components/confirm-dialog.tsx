// Confirmation before an irreversible action. Dialog gives focus trap, Escape and aria-modal;
// role=alertdialog because it interrupts the user and needs an answer.
import { Button, DialogDescription, DialogRoot } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletes and other destructive actions. */
  destructive?: boolean;
  /** May return a promise: the button shows a spinner and the dialog closes when it settles. */
  onConfirm: () => void | Promise<unknown>;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  // Focus the safe choice first, so Enter never confirms a destructive action by accident.
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Stay open so the user can retry; the caller reports the error (toast).
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogRoot
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={!busy}
    >
      <DialogFrame
        title={title}
        cancelLabel={cancelLabel}
        onCancel={() => onOpenChange(false)}
        busy={busy}
        cancelRef={cancelRef}
        action={
          <Button colorPalette={destructive ? 'red' : 'brand'} onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        }
      >
        {description ? <DialogDescription>{description}</DialogDescription> : undefined}
      </DialogFrame>
    </DialogRoot>
  );
}
