// Closing an event (issue 23): a confirmation that asks for a reason from the list ADMIN keeps. Only
// the status and `closeReason` travel (PATCH, issue 35: unsaved edits in a form are not sent, and no
// cached field can revert another user's change), with the version shown: if the event changed
// meanwhile the server refuses (412) and the dialog says so; confirming again closes the new version.
// The server's refusal of the reason shows on the select.
import { useState } from 'react';
import { patchTicket } from '@vigia/api-client';
import { CLOSED_STATUS, type Ticket } from '@vigia/domain';
import { notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { CloseReasonField, useCloseReasons } from './close-reason-field';
import { ReasonDialog, useReasonForm } from './reason-dialog';

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
  // The version this close applies to: the one shown, or the current one once a conflict was told.
  const [version, setVersion] = useState(ticket.version);
  const list = useCloseReasons(open);
  const form = useReasonForm({
    field: 'closeReason',
    requiredMessage: t('close.reasonRequired'),
    failedMessage: t('errors:closeFailure'),
    onClose: () => onOpenChange(false),
    send: async (reason) => {
      const saved = await patchTicket(ticket.id, { statusCode: CLOSED_STATUS, closeReason: reason }, version);
      const closeReasonName = list.reasons.find((r) => r.code === reason)?.name ?? null;
      notify.success(t('errors:closeSuccess'));
      const answer: Partial<Ticket> = saved ?? {};
      onClosed({
        ...ticket,
        ...answer,
        statusCode: CLOSED_STATUS,
        closeReason: answer.closeReason ?? reason,
        closeReasonName: answer.closeReasonName ?? closeReasonName,
      });
    },
    onConflict: (current) => {
      // Told, not silent: confirming again closes the event as it now is.
      setVersion(current.version);
      onConflict?.(current);
    },
  });

  return (
    <ReasonDialog
      open={open}
      onClose={form.close}
      finalFocusEl={finalFocusEl}
      title={t('close.title', { id: ticket.id })}
      description={t('close.text')}
      notice={form.changed ? t('close.changed') : undefined}
      onSubmit={form.submit}
      busy={form.busy}
      submitLabel={t('close.confirm')}
      submitDisabled={list.reasons.length === 0}
      destructive
    >
      <CloseReasonField list={list} value={form.reason} onChange={form.change} error={form.error} sayWhenNone />
    </ReasonDialog>
  );
}

// Default export for React.lazy: the form loads the dialog on the first click on 'Close this event'.
export default CloseEventDialog;
