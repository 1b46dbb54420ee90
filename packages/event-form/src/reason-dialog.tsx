// The dialog that asks why before an event changes state (close, reopen, record a milestone): a
// centred form dialog whose Cancel and Escape wait for the save. `useReasonForm` is the one-reason
// flow the close and reopen dialogs share: required, sent, the server's refusal shown on the field,
// a refusal as stale told.
import { useState, type FormEvent, type ReactNode } from 'react';
import { conflictTicket, isApiError } from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { Stack, Text, notify } from '@vigia/design-system';
import { Dialog, FormDialog, type FormDialogProps } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';

export interface ReasonDialogProps extends Omit<FormDialogProps, 'placement' | 'cancelLabel' | 'size' | 'scrollBehavior'> {
  /** What the change means, read by screen readers as the dialog's description. */
  description?: ReactNode;
  /** A warning above the fields (the event changed meanwhile), announced. */
  notice?: ReactNode;
}

export function ReasonDialog({ description, notice, children, role = 'alertdialog', ...props }: ReasonDialogProps) {
  const { t } = useTranslation('common');
  return (
    <FormDialog placement="center" role={role} cancelLabel={t('cancel')} {...props}>
      <Stack gap="4">
        {description && <Dialog.Description>{description}</Dialog.Description>}
        {notice && (
          <Text role="alert" color="fg.warning" fontWeight="semibold">
            {notice}
          </Text>
        )}
        {children}
      </Stack>
    </FormDialog>
  );
}

export interface ReasonFormOptions {
  /** The request's field the server names in its refusal (`closeReason`, `reason`). */
  field: string;
  requiredMessage: string;
  failedMessage: string;
  /** Sends the reason; resolves once the change is saved (the caller tells the page). */
  send: (reason: string) => Promise<unknown>;
  /** Closes the dialog (after a save, or Cancel). */
  onClose: () => void;
  /**
   * A refusal as stale (412) with the event as it now is: `changed` turns true for the dialog to say
   * so, the reason is kept, and nothing else is shown; confirming again applies to that version.
   */
  onConflict?: (current: Ticket) => void;
}

export function useReasonForm({ field, requiredMessage, failedMessage, send, onClose, onConflict }: ReasonFormOptions) {
  const { t } = useTranslation('errors');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  const change = (value: string) => {
    setReason(value);
    setError(undefined);
  };

  const close = () => {
    if (busy) return;
    change('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await send(text);
      setBusy(false);
      setReason('');
      onClose();
    } catch (e) {
      setBusy(false);
      const current = onConflict && conflictTicket(e);
      if (current) {
        setChanged(true);
        onConflict(current);
        return;
      }
      const message = isApiError(e) ? e.fieldErrors()[field] : undefined;
      if (message) setError(message);
      notify.error(failedMessage, message ?? (isApiError(e) && e.isNetworkError ? t('network') : undefined));
    }
  };

  return { reason, change, error, busy, changed, close, submit: (event: FormEvent) => void submit(event) };
}
