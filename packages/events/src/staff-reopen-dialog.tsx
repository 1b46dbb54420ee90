// Reopening a closed event (SUPERVISOR, ADMIN): the reason is required and goes to the history.
import { useState, type FormEvent } from 'react';
import { isApiError, reopenTicket } from '@vigia/api-client';
import { REOPEN_REASON_MAX_LENGTH, type Ticket } from '@vigia/domain';
import { Button, FormField, Stack, Textarea, notify } from '@vigia/design-system';
import { Dialog, Portal } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';

export function StaffReopenDialog({
  ticket,
  open,
  onOpenChange,
  onReopened,
  finalFocusEl,
}: {
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReopened: (ticket: Ticket) => void;
  /** Where focus goes on closing: the "Reabrir" button is gone once the event is reopened. */
  finalFocusEl?: () => HTMLElement | null;
}) {
  const { t } = useTranslation('events');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setReason('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(t('reopen.reasonRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const saved = await reopenTicket(ticket.id, text);
      notify.success(t('reopen.done'));
      setBusy(false);
      onReopened(saved);
      setReason('');
      onOpenChange(false);
    } catch (e) {
      setBusy(false);
      const message = isApiError(e) ? e.fieldErrors()['reason'] : undefined;
      if (message) setError(message);
      notify.error(t('reopen.failed'), message ?? (isApiError(e) && e.isNetworkError ? t('errors:network') : undefined));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => change(e.open)}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={!busy}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(e) => void confirm(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('reopen.title', { id: ticket.id })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{t('reopen.text')}</Dialog.Description>
                  <FormField
                    label={t('reopen.reason')}
                    required
                    invalid={Boolean(error)}
                    errorText={error}
                    helperText={`${reason.length}/${REOPEN_REASON_MAX_LENGTH}`}
                  >
                    <Textarea
                      name="reason"
                      value={reason}
                      maxLength={REOPEN_REASON_MAX_LENGTH}
                      rows={3}
                      onChange={(e) => {
                        setReason(e.target.value);
                        setError(undefined);
                      }}
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => change(false)} disabled={busy}>
                  {t('common:cancel')}
                </Button>
                <Button type="submit" loading={busy}>
                  {t('reopen.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
