// Closing an event (issue 23): a confirmation that asks for a reason from the list ADMIN keeps. Only
// the status and `closeReason` travel (PATCH, issue 35: unsaved edits in a form are not sent, and no
// cached field can revert another user's change), with the version shown: if the event changed
// meanwhile the server refuses (412) and the dialog says so; confirming again closes the new version.
// The server's refusal of the reason shows on the select.
import { useState, type FormEvent } from 'react';
import { conflictTicket, isApiError, listCloseReasons, patchTicket } from '@vigia/api-client';
import { queryKeys, useQuery } from '@vigia/api-client/query';
import { CLOSED_STATUS, type Ticket } from '@vigia/domain';
import { Button, ErrorState, FormField, NativeSelect, Stack, Text, notify } from '@vigia/design-system';
import { Dialog, Portal } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';

export interface CloseEventDialogProps {
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event as closed (the server's answer). */
  onClosed: (ticket: Ticket) => void;
  /** Where focus goes when the dialog closes, when its trigger may be gone (closed: no button). */
  finalFocusEl?: () => HTMLElement | null;
  /** The event changed since it was shown (412): its current state, for the page to show. */
  onConflict?: (current: Ticket) => void;
}

export function CloseEventDialog({ ticket, open, onOpenChange, onClosed, finalFocusEl, onConflict }: CloseEventDialogProps) {
  const { t } = useTranslation('eventForm');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The version this close applies to: the one shown, or the current one once a conflict was told.
  const [version, setVersion] = useState(ticket.version);
  const [changed, setChanged] = useState(false);
  const query = useQuery({ queryKey: queryKeys.triage.closeReasons(), queryFn: () => listCloseReasons(), enabled: open });
  // Inactive reasons stay on the events closed with them, but are no longer offered.
  const reasons = (query.data ?? []).filter((r) => r.active);

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
    if (!reason) {
      setError(t('close.reasonRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const saved = await patchTicket(ticket.id, { statusCode: CLOSED_STATUS, closeReason: reason }, version);
      const closeReasonName = reasons.find((r) => r.code === reason)?.name ?? null;
      notify.success(t('errors:closeSuccess'));
      setBusy(false);
      const answer: Partial<Ticket> = saved ?? {};
      onClosed({
        ...ticket,
        ...answer,
        statusCode: CLOSED_STATUS,
        closeReason: answer.closeReason ?? reason,
        closeReasonName: answer.closeReasonName ?? closeReasonName,
      });
      setReason('');
      onOpenChange(false);
    } catch (e) {
      setBusy(false);
      const current = conflictTicket(e);
      if (current) {
        // Told, not silent: confirming again closes the event as it now is.
        setVersion(current.version);
        setChanged(true);
        onConflict?.(current);
        return;
      }
      const message = isApiError(e) ? e.fieldErrors()['closeReason'] : undefined;
      if (message) setError(message);
      notify.error(t('errors:closeFailure'), message ?? (isApiError(e) && e.isNetworkError ? t('errors:network') : undefined));
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
                <Dialog.Title>{t('close.title', { id: ticket.id })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{t('close.text')}</Dialog.Description>
                  {changed && (
                    <Text role="alert" color="fg.warning" fontWeight="semibold">
                      {t('close.changed')}
                    </Text>
                  )}
                  {query.isError && !query.isFetching ? (
                    <ErrorState message={t('close.reasonsError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
                  ) : query.isSuccess && reasons.length === 0 ? (
                    <Text>{t('close.noReasons')}</Text>
                  ) : (
                    <FormField label={t('close.reason')} required invalid={Boolean(error)} errorText={error}>
                      {(p) => (
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            {...p}
                            name="closeReason"
                            value={reason}
                            onChange={(e) => {
                              setReason(e.currentTarget.value);
                              setError(undefined);
                            }}
                          >
                            <option value="">{query.isPending ? t('placeholders.loadingOptions') : t('placeholders.select')}</option>
                            {reasons.map((r) => (
                              <option key={r.code} value={r.code}>
                                {r.name}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      )}
                    </FormField>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => change(false)} disabled={busy}>
                  {t('common:cancel')}
                </Button>
                <Button type="submit" colorPalette="red" loading={busy} disabled={reasons.length === 0}>
                  {t('close.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// Default export for React.lazy: the form loads the dialog on the first click on 'Close this event'.
export default CloseEventDialog;
