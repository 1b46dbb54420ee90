// A dialog around one form: a title, the fields, and Cancel + the submit button in the footer. Every
// form dialog of the apps (settings, users, an event's reasons) is this one, so the footer and the
// busy rules are written once: while busy, Cancel is disabled and nothing closes the dialog.
import {
  Button,
  DialogBackdrop,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
  Portal,
  type DialogRootProps,
} from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

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
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent>
            {/* display: contents keeps header, body and footer the content's own rows (the body scrolls). */}
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <DialogHeader>
                <DialogTitle>{title}</DialogTitle>
              </DialogHeader>
              <DialogBody>{children}</DialogBody>
              <DialogFooter>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {cancelLabel}
                </Button>
                <Button type="submit" loading={busy} disabled={submitDisabled} colorPalette={destructive ? 'red' : undefined}>
                  {submitLabel}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
