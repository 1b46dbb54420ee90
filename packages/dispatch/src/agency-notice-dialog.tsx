// Recording a notice to an outside agency (issue 39 item 4): now by default, or an earlier time with
// its reason (the server keeps both and marks the entry back-dated); the agency's reference is
// optional. A refusal keeps the dialog open with what was typed: field errors on their fields, the
// rest (409: the agency is still on the event) above them.
import { useState, type FormEvent } from 'react';
import { isApiError, notifyAgency } from '@vigia/api-client';
import { controlRoomQueryKeys, useQueryClient } from '@vigia/api-client/query';
import { MILESTONE_NOW_TOLERANCE_MS, type Agency } from '@vigia/domain';
// The events page already loads the schemas' entry (its lists and call form): no new bytes.
import { AGENCY_REASON_MAX_LENGTH, AGENCY_REFERENCE_MAX_LENGTH } from '@vigia/domain/schemas';
import { Alert, FormField, Input, Stack, notify } from '@vigia/design-system';
import { SelectField, TextareaField } from '@vigia/design-system/controls';
import { FormDialog } from '@vigia/design-system/overlays';
import { useNow, useTranslation } from '@vigia/i18n';

/** A Date as the value of a `datetime-local` input (the browser's clock, as the input reads it). */
export function dateTimeLocal(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

export interface AgencyNoticeDialogProps {
  ticketId: number;
  agency: Pick<Agency, 'code' | 'name'>;
  onClose: () => void;
  /** Recorded: the page reads the event again (the inspector's clock stops with its notice). */
  onSaved: () => void;
}

export function AgencyNoticeDialog({ ticketId, agency, onClose, onSaved }: AgencyNoticeDialogProps) {
  const { t } = useTranslation('dispatch');
  const queryClient = useQueryClient();
  const now = useNow(10_000);
  const [earlier, setEarlier] = useState(false);
  const [at, setAt] = useState(() => dateTimeLocal(new Date()));
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const atDate = earlier && at ? new Date(at) : null;
    if (earlier && !atDate) found['notifiedAt'] = t('agencies.dialog.atRequired');
    const past = atDate !== null && atDate.getTime() < now - MILESTONE_NOW_TOLERANCE_MS;
    if (past && !reason.trim()) found['reason'] = t('agencies.dialog.reasonRequired');
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await notifyAgency(ticketId, {
        agencyCode: agency.code,
        ...(atDate ? { notifiedAt: atDate.toISOString() } : {}),
        ...(past ? { reason: reason.trim() } : {}),
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      });
      notify.success(t('agencies.dialog.done', { name: agency.name }));
      void queryClient.invalidateQueries({ queryKey: controlRoomQueryKeys.ticketAgencies(ticketId) });
      onSaved();
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        const fields = error.fieldErrors();
        const onFields = ['notifiedAt', 'reason', 'reference'].filter((f) => fields[f]);
        setErrors(Object.fromEntries(onFields.map((f) => [f, fields[f]!])));
        if (onFields.length === 0) setProblem(error.errors[0]?.message ?? t('agencies.notSaved'));
      } else setProblem(t('agencies.notSaved'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      onClose={onClose}
      title={t('agencies.dialog.title', { name: agency.name })}
      onSubmit={(e) => void submit(e)}
      submitLabel={t('agencies.dialog.submit')}
      cancelLabel={t('agencies.dialog.cancel')}
      busy={busy}
      size={{ base: 'full', sm: 'md' }}
    >
      <Stack gap="3">
        {problem && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        <SelectField
          label={t('agencies.dialog.when')}
          name="when"
          value={earlier ? 'earlier' : 'now'}
          onChange={(value) => setEarlier(value === 'earlier')}
          options={[
            { value: 'now', label: t('agencies.dialog.now') },
            { value: 'earlier', label: t('agencies.dialog.earlier') },
          ]}
        />
        {earlier && (
          <FormField label={t('agencies.dialog.at')} required invalid={Boolean(errors['notifiedAt'])} errorText={errors['notifiedAt']}>
            <Input
              type="datetime-local"
              name="notifiedAt"
              value={at}
              max={dateTimeLocal(new Date(now))}
              onChange={(e) => setAt(e.target.value)}
            />
          </FormField>
        )}
        {earlier && (
          <TextareaField
            label={t('agencies.dialog.reason')}
            required
            helperText={t('agencies.dialog.reasonHint')}
            error={errors['reason']}
            name="reason"
            rows={2}
            value={reason}
            maxLength={AGENCY_REASON_MAX_LENGTH}
            onChange={setReason}
          />
        )}
        <FormField
          label={t('agencies.dialog.reference')}
          helperText={t('agencies.dialog.referenceHint')}
          invalid={Boolean(errors['reference'])}
          errorText={errors['reference']}
        >
          <Input
            name="reference"
            value={reference}
            maxLength={AGENCY_REFERENCE_MAX_LENGTH}
            onChange={(e) => setReference(e.target.value)}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
