// A dialog around one form: a title, the fields, and Cancel + the submit button in the footer. Every
// form dialog of the apps (settings, users, an event's reasons) is this one, so the footer and the
// busy rules are written once: while busy, Cancel is disabled and nothing closes the dialog.
import { Button, DialogRoot, type DialogRootProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

export interface FormDialogProps {
  /** Shown; a dialog mounted only while open may leave it out. */
  open?: boolean;
  /** Asked to close (Cancel, Escape, the backdrop); never while busy. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  cancelLabel: string;
  /** Saving: the submit button spins and Cancel is disabled. */
  busy?: boolean;
  submitDisabled?: boolean;
  /** Red submit button, for an action that ends something (closing an event). */
  destructive?: boolean;
  /** `alertdialog` when it interrupts the user for an answer. */
  role?: 'dialog' | 'alertdialog';
  placement?: DialogRootProps['placement'];
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** Where focus goes on closing, when the trigger may be gone. */
  finalFocusEl?: () => HTMLElement | null;
}

export function FormDialog({
  open = true,
  onClose,
  title,
  children,
  onSubmit,
  submitLabel,
  cancelLabel,
  busy = false,
  submitDisabled,
  destructive = false,
  role,
  placement,
  size,
  scrollBehavior,
  finalFocusEl,
}: FormDialogProps) {
  return (
    <DialogRoot
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      role={role}
      placement={placement}
      size={size}
      scrollBehavior={scrollBehavior}
      closeOnInteractOutside={!busy}
      finalFocusEl={finalFocusEl}
    >
      <DialogFrame
        title={title}
        onSubmit={onSubmit}
        cancelLabel={cancelLabel}
        onCancel={onClose}
        busy={busy}
        action={
          <Button type="submit" loading={busy} disabled={submitDisabled} colorPalette={destructive ? 'red' : undefined}>
            {submitLabel}
          </Button>
        }
      >
        {children}
      </DialogFrame>
    </DialogRoot>
  );
}
