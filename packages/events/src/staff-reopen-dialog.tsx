// Reopening a closed event (SUPERVISOR, ADMIN): the reason is required and goes to the history.
// Refused as stale (412, as the close dialog): the page shows the event as it is now, the dialog says
// so and keeps the reason; confirming again reopens the version now shown.
import { reopenTicket } from '@vigia/api-client';
import { REOPEN_REASON_MAX_LENGTH, type Ticket } from '@vigia/domain';
import { ReasonDialog, useReasonForm } from '@vigia/event-form';
import { notify } from '@vigia/design-system';
import { TextareaField } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';

export function StaffReopenDialog({
  ticket,
  open,
  onOpenChange,
  onReopened,
  onConflict,
  finalFocusEl,
}: {
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReopened: (ticket: Ticket) => void;
  /** The event changed since it was shown (412): its current state, for the page to show. */
  onConflict: (current: Ticket) => void;
  /** Where focus goes on closing: the "Reabrir" button is gone once the event is reopened. */
  finalFocusEl?: () => HTMLElement | null;
}) {
  const { t } = useTranslation('events');
  const form = useReasonForm({
    field: 'reason',
    requiredMessage: t('reopen.reasonRequired'),
    failedMessage: t('reopen.failed'),
    onClose: () => onOpenChange(false),
    send: async (reason) => {
      const saved = await reopenTicket(ticket.id, reason, ticket.version);
      notify.success(t('reopen.done'));
      onReopened(saved);
    },
    onConflict,
  });

  return (
    <ReasonDialog
      open={open}
      onClose={form.close}
      finalFocusEl={finalFocusEl}
      title={t('reopen.title', { id: ticket.id })}
      description={t('reopen.text')}
      notice={form.changed ? t('conflict.reopen') : undefined}
      onSubmit={form.submit}
      busy={form.busy}
      submitLabel={t('reopen.confirm')}
    >
      <TextareaField
        label={t('reopen.reason')}
        required
        error={form.error}
        helperText={`${form.reason.length}/${REOPEN_REASON_MAX_LENGTH}`}
        name="reason"
        value={form.reason}
        maxLength={REOPEN_REASON_MAX_LENGTH}
        rows={3}
        onChange={form.change}
      />
    </ReasonDialog>
  );
}
