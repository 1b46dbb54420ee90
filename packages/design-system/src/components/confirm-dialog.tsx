// Confirmation before an irreversible action. Dialog gives focus trap, Escape and aria-modal;
// role=alertdialog because it interrupts the user and needs an answer.
import {
  Button,
  DialogBackdrop,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
  Portal,
} from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';

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
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
            </DialogHeader>
            {description && (
              <DialogBody>
                <DialogDescription>{description}</DialogDescription>
              </DialogBody>
            )}
            <DialogFooter>
              <Button ref={cancelRef} variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'brand'} onClick={confirm} loading={busy}>
                {confirmLabel}
              </Button>
            </DialogFooter>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
