// What every dialog of ours draws: the backdrop, the centred box, the title, an optional body, and
// Cancel beside the main button in the footer. ConfirmDialog and FormDialog differ only in the
// rules around it (who gets focus, whether the rows are a form).
import {
  Button,
  DialogBackdrop,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogPositioner,
  DialogTitle,
  Portal,
} from '@chakra-ui/react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { OVERLAY_RECIPES } from '../theme/recipes';
import { registerRecipes } from '../theme/recipe-registry';

registerRecipes(OVERLAY_RECIPES);

export interface DialogFrameProps {
  title: ReactNode;
  /** The body; none draws no body. */
  children?: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
  /** Busy: Cancel is disabled. */
  busy: boolean;
  cancelRef?: Ref<HTMLButtonElement>;
  /** The main button, after Cancel. */
  action: ReactNode;
  /** Makes header, body and footer one form (the main button submits it). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export function DialogFrame({ title, children, cancelLabel, onCancel, busy, cancelRef, action, onSubmit }: DialogFrameProps) {
  const footer = (
    <>
      <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      {action}
    </>
  );
  return (
    <DialogChrome title={title} footer={footer} onSubmit={onSubmit}>
      {children}
    </DialogChrome>
  );
}

export interface DialogChromeProps {
  title: ReactNode;
  /** The body; none draws no body. */
  children?: ReactNode;
  /** The footer's buttons. */
  footer: ReactNode;
  /** Makes header, body and footer one form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** The backdrop, the box, the title, the body and the footer of any dialog, inside its DialogRoot. */
export function DialogChrome({ title, children, footer, onSubmit }: DialogChromeProps) {
  const rows = (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
      </DialogHeader>
      {children !== undefined && <DialogBody>{children}</DialogBody>}
      <DialogFooter>{footer}</DialogFooter>
    </>
  );
  return (
    <Portal>
      <DialogBackdrop />
      <DialogPositioner>
        <DialogContent>
          {onSubmit ? (
            // display: contents keeps header, body and footer the content's own rows (the body scrolls).
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              {rows}
            </form>
          ) : (
            rows
          )}
        </DialogContent>
      </DialogPositioner>
    </Portal>
  );
}
