// "Mostrar datos del informante" (issue 40): the reason is asked first (10–500 characters, recorded
// with who and when); the values come back to the caller only, never into a query cache.
import { useState, type FormEvent } from 'react';
import { isApiError, revealPersonalData } from '@vigia/api-client';
import { REVEAL_REASON_MAX, REVEAL_REASON_MIN, type RevealedPersonalData } from '@vigia/domain';
import { ReasonDialog } from '@vigia/event-form';
import { notify } from '@vigia/design-system';
import { TextareaField } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';

export function RevealDialog({
  ticketId,
  onOpenChange,
  onRevealed,
}: {
  ticketId: number;
  onOpenChange: (open: boolean) => void;
  onRevealed: (data: RevealedPersonalData) => void;
}) {
  const { t } = useTranslation('events');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onOpenChange(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REVEAL_REASON_MIN) {
      setError(t('reveal.reasonShort', { min: REVEAL_REASON_MIN }));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const data = await revealPersonalData(ticketId, text);
      setBusy(false);
      onRevealed(data);
      onOpenChange(false);
    } catch (e) {
      setBusy(false);
      const message = isApiError(e) ? e.fieldErrors()['reason'] : undefined;
      if (message) setError(message);
      notify.error(t('reveal.failed'), message ?? (isApiError(e) && e.isNetworkError ? t('errors:network') : undefined));
    }
  };

  return (
    <ReasonDialog
      open
      role="dialog"
      onClose={close}
      title={t('reveal.title', { id: ticketId })}
      description={t('reveal.text')}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      submitLabel={t('reveal.confirm')}
    >
      <TextareaField
        label={t('reveal.reason')}
        required
        error={error}
        helperText={`${reason.length}/${REVEAL_REASON_MAX}`}
        name="reason"
        value={reason}
        maxLength={REVEAL_REASON_MAX}
        rows={3}
        onChange={(text) => {
          setReason(text);
          setError(undefined);
        }}
      />
    </ReasonDialog>
  );
}
