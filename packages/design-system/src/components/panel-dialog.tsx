// A dialog that shows something rather than asks (the queue's shortcuts, the units to dispatch, the
// handover text, a sent message): Escape, the backdrop and the footer's close button all close it.
import { DialogRoot, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogChrome } from './dialog-frame';

export interface PanelDialogProps extends Pick<DialogRootProps, 'placement' | 'size' | 'scrollBehavior' | 'role'> {
  /** Shown; a dialog mounted only while open may leave it out. */
  open?: boolean;
  /** Asked to close (Escape, the backdrop, a close button in the footer). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The footer's buttons, its close button among them. */
  footer: ReactNode;
}

export function PanelDialog({ open = true, onClose, title, children, footer, ...root }: PanelDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={(details) => !details.open && onClose()} {...root}>
      <DialogChrome title={title} footer={footer}>
        {children}
      </DialogChrome>
    </DialogRoot>
  );
}
