// Recording a milestone that needs more than one tap: "Despejado" asks for the closing reason (it
// closes the event), and "Registrar con otra hora" asks which milestone, when, and why the time is
// past (the server shows it as corrected). Server field errors land on their fields. Refused as stale
// (412): the page shows the event as it is now, the dialog says so and keeps what was entered.
import { useState, type FormEvent } from 'react';
import { MILESTONE_NOW_TOLERANCE_MS, MILESTONE_REASON_MAX_LENGTH, type MilestoneCode, type Ticket } from '@vigia/domain';
import { CloseReasonField, ReasonDialog, toDateTimeLocal, useCloseReasons } from '@vigia/event-form';
import { FormField, Input, Text } from '@vigia/design-system';
import { SelectField, TextareaField } from '@vigia/design-system/controls';
import { Dialog } from '@vigia/design-system/overlays';
import { useNow, useTranslation } from '@vigia/i18n';
import { useRecordMilestone } from './use-record-milestone';

// The server's tolerance: a time up to a minute old counts as now and needs no reason.
const PAST_TOLERANCE_MS = MILESTONE_NOW_TOLERANCE_MS;

export interface MilestoneDialogProps {
  ticket: Ticket;
  /** The milestone offered first. */
  code: MilestoneCode;
  /** Those that may be chosen; one only (CLEARED tapped): no choice and no time, it is now. */
  choices: MilestoneCode[];
  onClose: () => void;
  onSaved: (ticket: Ticket) => void;
  finalFocusEl?: () => HTMLElement | null;
}

export function StaffMilestonesDialog({ ticket, code: initial, choices, onClose, onSaved, finalFocusEl }: MilestoneDialogProps) {
  const { t } = useTranslation('events');
  const withTime = choices.length > 1;
  const [code, setCode] = useState<MilestoneCode>(initial);
  const [at, setAt] = useState(() => toDateTimeLocal(new Date()));
  const [atTouched, setAtTouched] = useState(false);
  const [reason, setReason] = useState('');
  const [closeReason, setCloseReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { record, busy, changed } = useRecordMilestone(ticket, onSaved);
  const clearing = code === 'CLEARED';
  const reasons = useCloseReasons(clearing);

  const atDate = atTouched && at ? new Date(at) : null;
  const now = useNow(10_000);
  const past = atDate !== null && atDate.getTime() < now - PAST_TOLERANCE_MS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (withTime && atTouched && !at) found['at'] = t('milestones.atRequired');
    if (past && !reason.trim()) found['reason'] = t('milestones.reasonRequired');
    if (clearing && !closeReason) found['closeReason'] = t('milestones.closeReasonRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await record({
      code,
      // Untouched, the time is the server's "now" (not the minute the dialog opened).
      ...(atDate ? { at: atDate.toISOString() } : {}),
      ...(past ? { reason: reason.trim() } : {}),
      ...(clearing ? { closeReason } : {}),
    });
    if (result.ok) onClose();
    else setErrors(result.fieldErrors);
  };

  return (
    <ReasonDialog
      role="dialog"
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      title={t('milestones.dialogTitle', { id: ticket.id })}
      notice={changed ? t('conflict.milestoneDialog') : undefined}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      submitLabel={t('milestones.confirm')}
      destructive={clearing}
    >
      {withTime ? (
        <SelectField
          label={t('milestones.milestone')}
          required
          error={errors['code']}
          name="code"
          value={code}
          onChange={(value) => setCode(value as MilestoneCode)}
          options={choices.map((c) => ({ value: c, label: t(`milestones.codes.${c}`) }))}
        />
      ) : (
        <Text fontWeight="semibold">{t(`milestones.codes.${code}`)}</Text>
      )}
      {clearing && <Dialog.Description>{t('milestones.clearedText')}</Dialog.Description>}
      {withTime && (
        <FormField
          label={t('milestones.at')}
          required
          helperText={t('milestones.atHint')}
          invalid={Boolean(errors['at'])}
          errorText={errors['at']}
        >
          <Input
            type="datetime-local"
            name="at"
            value={at}
            max={toDateTimeLocal(new Date(now))}
            onChange={(e) => {
              setAt(e.target.value);
              setAtTouched(true);
            }}
          />
        </FormField>
      )}
      {withTime && (
        <TextareaField
          label={t('milestones.reason')}
          required={past}
          helperText={t('milestones.reasonHint')}
          error={errors['reason']}
          name="reason"
          rows={2}
          value={reason}
          maxLength={MILESTONE_REASON_MAX_LENGTH}
          onChange={setReason}
        />
      )}
      {clearing && <CloseReasonField list={reasons} value={closeReason} onChange={setCloseReason} error={errors['closeReason']} />}
    </ReasonDialog>
  );
}
